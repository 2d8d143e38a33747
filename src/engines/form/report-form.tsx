// A report of someone (an ad, the other party of a conversation): a title, the reason type
// picked from the form's list and the reason (ReasonFields), anything the form adds, then a
// red "report" with a quiet cancel. Each report keeps its own rule, list, texts and frame.
import type { ReactNode } from 'react';
import { Stack } from '@chakra-ui/react/stack';
import { chakra, type HTMLChakraProps } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import type { FieldPath, FieldValues, UseFormRegister } from 'react-hook-form';
import { FormActions } from './form-actions';
import { emptyAsUndefined, ReasonFields } from './reason-fields';

type ReasonName = 'reason_type' | 'reason';

export function ReportForm<T extends FieldValues & Partial<Record<ReasonName, unknown>>>({
  form,
  onSubmit,
  onCancel,
  reasons,
  text,
  heading,
  errorTestId,
  children,
  ...frame
}: {
  /** The form (useZodForm) holding `reason_type` and `reason`. */
  form: {
    register: UseFormRegister<T>;
    fieldError: (name: FieldPath<T>, label?: string) => string | undefined;
    formError: string | undefined;
    formState: { isSubmitting: boolean };
  };
  /** The form's submit handler (`form.submit(...)`). */
  onSubmit: (event: React.FormEvent) => Promise<void>;
  onCancel: () => void;
  reasons: readonly string[];
  /**
   * The report's texts, by key: `title`, `submit`, `cancel`, `fields.reason_type`,
   * `fields.reason` (also the labels in the errors), `pick`, `reasons.<r>`.
   */
  text: (key: string) => string;
  /** The title's level in the page it opens on. */
  heading: 'h2' | 'h3';
  errorTestId?: string;
  /** More fields after the reason. */
  children?: ReactNode;
} & Omit<HTMLChakraProps<'form'>, 'onSubmit' | 'children'>) {
  // Both names are fields of the forms that pass (their rules require them); the generic
  // cannot say so, as each rule types them its own way.
  const name = (k: ReasonName) => k as FieldPath<T>;
  const error = (k: ReasonName) => form.fieldError(name(k), text(`fields.${k}`));
  return (
    <chakra.form onSubmit={(e) => void onSubmit(e)} noValidate {...frame}>
      <Stack gap="3">
        <Text as={heading} fontWeight="bold">
          {text('title')}
        </Text>
        <ReasonFields
          reasons={reasons}
          typeField={form.register(name('reason_type'), { setValueAs: emptyAsUndefined })}
          reasonField={form.register(name('reason'))}
          text={text}
          errors={{ reason_type: error('reason_type'), reason: error('reason') }}
        />
        {children}
        <FormActions
          form={form}
          submit={text('submit')}
          errorTestId={errorTestId}
          size="sm"
          danger
          cancel={{ label: text('cancel'), onClick: onCancel }}
        />
      </Stack>
    </chakra.form>
  );
}
