// The "why" of a report: a required reason type picked from a fixed list and a required
// free-text reason. The fields of ReportForm ("Report this ad", reporting a conversation), so
// both read and validate alike; each report keeps its own list, texts and rule.
import { Field } from '@chakra-ui/react/field';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Textarea } from '@chakra-ui/react/textarea';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** For `register('reason_type', { setValueAs: emptyAsUndefined })`: "pick one" is no value. */
export const emptyAsUndefined = (v: string) => v || undefined;

export function ReasonFields({
  reasons,
  typeField,
  reasonField,
  text,
  errors,
}: {
  reasons: readonly string[];
  /** The two fields' registrations (the form owns them). */
  typeField: UseFormRegisterReturn;
  reasonField: UseFormRegisterReturn;
  /** The form's texts, by key: `fields.reason_type`, `fields.reason`, `pick`, `reasons.<r>`. */
  text: (key: string) => string;
  errors: { reason_type?: string; reason?: string };
}) {
  return (
    <>
      <Field.Root invalid={Boolean(errors.reason_type)} required>
        <Field.Label>{text('fields.reason_type')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field {...typeField}>
            <option value="">{text('pick')}</option>
            {reasons.map((r) => (
              <option key={r} value={r}>
                {text(`reasons.${r}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{errors.reason_type}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(errors.reason)} required>
        <Field.Label>{text('fields.reason')}</Field.Label>
        <Textarea {...reasonField} dir="auto" rows={3} />
        <Field.ErrorText>{errors.reason}</Field.ErrorText>
      </Field.Root>
    </>
  );
}
