// Reporting the other party to support (spam, harassment, fraud, asking to deal off the
// platform, other), optionally blocking them at the same time. The report becomes a
// support ticket of the reporter, followed under Support.
import { Button } from '@chakra-ui/react/button';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { Field } from '@chakra-ui/react/field';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { useTranslation } from 'react-i18next';
import { FormError, useZodForm } from '@/engines/form';
import { CONVERSATION_REPORT_REASONS, conversationReportSchema } from '@schemas/messaging';
import { reportConversation, type Side } from './conversation-api';

export function ReportPanel(props: {
  side: Side;
  id: number;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['conversations', 'validation']);
  const form = useZodForm(conversationReportSchema, {
    defaultValues: { reason: '', block: true },
    draft: `chat-report-${props.side}-${props.id}`,
  });
  const submit = form.submit(async (body) => {
    await reportConversation(props.side, props.id, body);
    form.reset();
    props.onDone();
  });
  const error = (k: 'reason_type' | 'reason') => form.fieldError(k, t(`report.fields.${k}`));
  return (
    <chakra.form
      onSubmit={(e) => void submit(e)}
      noValidate
      borderWidth="1px"
      borderColor="red.200"
      borderRadius="l2"
      p="4"
      data-testid="chat-report-form"
    >
      <Stack gap="3">
        <Text as="h2" fontWeight="bold">
          {t('report.title')}
        </Text>
        <Field.Root invalid={Boolean(error('reason_type'))} required>
          <Field.Label>{t('report.fields.reason_type')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              {...form.register('reason_type', { setValueAs: (v: string) => v || undefined })}
            >
              <option value="">{t('report.pick')}</option>
              {CONVERSATION_REPORT_REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(`report.reasons.${r}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{error('reason_type')}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(error('reason'))} required>
          <Field.Label>{t('report.fields.reason')}</Field.Label>
          <Textarea {...form.register('reason')} dir="auto" rows={3} />
          <Field.ErrorText>{error('reason')}</Field.ErrorText>
        </Field.Root>
        <Checkbox.Root
          checked={Boolean(form.watch('block'))}
          onCheckedChange={(e) => form.setValue('block', e.checked === true)}
          colorPalette="red"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('report.block')}</Checkbox.Label>
        </Checkbox.Root>
        <FormError message={form.formError} />
        <Stack direction="row" gap="2">
          <Button type="submit" colorPalette="red" size="sm" loading={form.formState.isSubmitting}>
            {t('report.submit')}
          </Button>
          <Button variant="ghost" size="sm" onClick={props.onCancel}>
            {t('report.cancel')}
          </Button>
        </Stack>
      </Stack>
    </chakra.form>
  );
}
