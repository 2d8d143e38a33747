// Reporting the other party to support (spam, harassment, fraud, asking to deal off the
// platform, other), optionally blocking them at the same time. The report becomes a
// support ticket of the reporter, followed under Support.
import { Checkbox } from '@chakra-ui/react/checkbox';
import { useTranslation } from 'react-i18next';
import { ReportForm, useZodForm } from '@/engines/form';
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
  return (
    <ReportForm
      form={form}
      onSubmit={submit}
      onCancel={props.onCancel}
      reasons={CONVERSATION_REPORT_REASONS}
      text={(k) => t(`report.${k}`)}
      heading="h2"
      borderWidth="1px"
      borderColor="red.200"
      borderRadius="l2"
      p="4"
      data-testid="chat-report-form"
    >
      <Checkbox.Root
        checked={Boolean(form.watch('block'))}
        onCheckedChange={(e) => form.setValue('block', e.checked === true)}
        colorPalette="red"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('report.block')}</Checkbox.Label>
      </Checkbox.Root>
    </ReportForm>
  );
}
