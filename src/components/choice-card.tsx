// One option of a choice shown as a card: a label drawn as a card around a native radio (or
// checkbox) and the option's text, with the brand border and tint while it is checked. The
// whole card is the input's label, so a tap anywhere on it chooses. Used by the payment
// form (full or deposit, the method) and the unit settings (cancellation policy, booking mode).
import type { CSSProperties, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Box } from '@chakra-ui/react/box';

/** A native radio or checkbox in the brand colour, level with the first line of its text. */
export const nativeChoiceStyle: CSSProperties = {
  marginBlockStart: '0.3rem',
  accentColor: 'var(--chakra-colors-brand-600)',
};

export interface ChoiceInputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** A registered field's ref (`{...form.register(name)}`). */
  ref?: Ref<HTMLInputElement>;
  'data-testid'?: string;
}

export function ChoiceCard({
  checked,
  input,
  type = 'radio',
  testId,
  children,
}: {
  /** Drawn as chosen (the input's own state: the form's value, or `input.checked`). */
  checked: boolean;
  /** The input's props: a registered field with its value, or name, value, checked, onChange. */
  input: ChoiceInputProps;
  type?: 'radio' | 'checkbox';
  /** `data-testid` of the card (the input's own goes in `input`). */
  testId?: string;
  /** The option's text. */
  children: ReactNode;
}) {
  return (
    <Box
      as="label"
      display="flex"
      gap="3"
      alignItems="start"
      borderWidth="1px"
      borderRadius="lg"
      p="3"
      cursor="pointer"
      borderColor={checked ? 'brand.600' : 'border'}
      bg={checked ? 'brand.50' : undefined}
      data-testid={testId}
    >
      <input type={type} {...input} style={nativeChoiceStyle} />
      <Box>{children}</Box>
    </Box>
  );
}
