// Reporting the other party to support (spam, harassment, fraud, asking to deal off the
// platform, other), optionally blocking them at the same time. The report becomes a
// support ticket of the reporter, followed under Support.
import { Button } from '@chakra-ui/react/button';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { emptyAsUndefined, FormError, ReasonFields, useZodForm } from '@/engines/form';
import { CONVERSATION_REPORT_REASONS, conversationReportSchema } from '@schemas/messaging';
import { type Side } from '@/api/two-sided';
import { useReportConversation } from './conversation-api';

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
  const report = useReportConversation(props.side);
  const submit = form.submit(async (body) => {
    await report.mutateAsync({ params: { path: { id: props.id } }, body });
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
        <ReasonFields
          reasons={CONVERSATION_REPORT_REASONS}
          typeField={form.register('reason_type', { setValueAs: emptyAsUndefined })}
          reasonField={form.register('reason')}
          text={(k) => t(`report.${k}`)}
          errors={{ reason_type: error('reason_type'), reason: error('reason') }}
        />
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
