// Writing back on my ticket: a text and attachments. On an answered ticket it waits for
// support again (a new promised answer time).
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { Textarea } from '@chakra-ui/react/textarea';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import { FormActions, useZodForm } from '@/engines/form';
import { ticketReplySchema } from '@schemas/messaging';
import { AttachmentsField } from './attachments-field';
import { type Side } from '@/api/two-sided';
import { replyInit, useReplyToTicket } from './support-api';
import { UploadProgress } from '@/components/upload-guard';

export function ReplyForm(props: { side: Side; id: number }) {
  const { t } = useTranslation(['support', 'validation']);
  const reply = useReplyToTicket(props.side, props.id);
  const form = useZodForm(ticketReplySchema, {
    defaultValues: { text: '' },
    draft: `support-reply-${props.side}-${props.id}`,
  });
  const files = (form.watch('attachments') ?? []) as File[];
  const submit = form.submit(async (body) => {
    await reply.mutateAsync(replyInit(props.id, body));
    form.reset({ text: '', attachments: [] });
  });
  const error = form.fieldError('text', t('fields.reply'));
  return (
    <chakra.form onSubmit={(e) => void submit(e)} noValidate data-testid="reply-form">
      <Stack gap="3">
        <FormField label={t('fields.reply')} error={error}>
          <Textarea {...form.register('text')} dir="auto" rows={3} data-testid="reply-text" />
        </FormField>
        <AttachmentsField
          files={files}
          busy={form.formState.isSubmitting}
          error={form.fieldError('attachments')}
          onChange={(next) => form.setValue('attachments', next, { shouldValidate: true })}
        />
        {form.formState.isSubmitting && files.length > 0 && (
          <UploadProgress label={t('fields.attachments')} />
        )}
        <FormActions form={form} submit={t('replySend')} submitTestId="reply-send" />
      </Stack>
    </chakra.form>
  );
}
