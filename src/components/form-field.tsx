// One labelled field: label, required mark, helper text, the (already translated) error at
// the field, and LTR isolation for numbers, phones and IDs inside an Arabic page. Screens
// never write Chakra's Field parts themselves (eslint: local/shared-dialogs).
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Field } from '@chakra-ui/react/field';

export function FormField({
  label,
  children,
  error,
  invalid,
  helper,
  required,
  noMark,
  ltr,
  disabled,
  readOnly,
  testId,
  errorTestId,
  srOnlyLabel,
  name,
  flex,
  width,
  maxW,
}: {
  label?: ReactNode;
  /** The control (Input, Textarea, NativeSelect, ...). */
  children: ReactNode;
  /** The translated message; the field is marked invalid while there is one. */
  error?: string;
  /** Invalid without a message of its own (the message is elsewhere). */
  invalid?: boolean;
  helper?: ReactNode;
  /** Adds the required mark after the label and aria-required on the control. */
  required?: boolean;
  /** Required, but without the mark (a form that says so once for all its fields). */
  noMark?: boolean;
  /** Digits, phones, IDs: read left to right even on an Arabic page. */
  ltr?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  testId?: string;
  /** `data-testid` of the error text (tests read the message a field shows). */
  errorTestId?: string;
  /** The label is for screen readers only (a chat composer, a search box with a visible icon). */
  srOnlyLabel?: boolean;
  /** `data-field`: where a form scrolls to its first error. */
  name?: string;
  flex?: string;
  width?: string;
  /** A short control (a select of a few options) that should not span the whole form. */
  maxW?: string;
}) {
  return (
    <Field.Root
      invalid={Boolean(error) || invalid}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      data-testid={testId}
      data-field={name}
      flex={flex}
      width={width}
      maxW={maxW}
    >
      {label && (
        <Field.Label srOnly={srOnlyLabel}>
          {label}
          {required && !noMark && <Field.RequiredIndicator />}
        </Field.Label>
      )}
      {ltr ? (
        <Box dir="ltr" width="full">
          {children}
        </Box>
      ) : (
        children
      )}
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      {error && (
        <Field.ErrorText color="red.700" data-testid={errorTestId}>
          {error}
        </Field.ErrorText>
      )}
    </Field.Root>
  );
}
