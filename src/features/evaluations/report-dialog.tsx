// Report an abusive review to the platform's moderators: a reason and, if needed, details.
import { Button, Dialog, Field, NativeSelect, Portal, Stack, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/apiback';
import { $api } from '@/api/query';
import { FormError, useZodForm } from '@/engines/form';
import { REVIEW_REPORT_REASONS, reviewReportSchema } from '@schemas/review-moderation';

type Review = components['schemas']['Review'];

export function ReportDialog({
  review,
  onClose,
  onDone,
}: {
  review: Review;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation(['evaluations', 'validation']);
  const form = useZodForm(reviewReportSchema, {
    defaultValues: { reason: 'offensive', details: '' },
  });
  const send = $api.useMutation('post', '/apiBack/v1/user/reviews/{id}/report');
  const submit = form.submit(async (body) => {
    await send.mutateAsync({ params: { path: { id: review.id } }, body });
    onDone();
  });
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="report-dialog">
            <form onSubmit={(e) => void submit(e)} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t('evaluations:report.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root>
                    <Field.Label>{t('evaluations:report.reason')}</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field {...form.register('reason')}>
                        {REVIEW_REPORT_REASONS.map((r) => (
                          <option key={r} value={r}>
                            {t(`evaluations:report.reasons.${r}`)}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>{t('evaluations:report.details')}</Field.Label>
                    <Textarea rows={3} {...form.register('details')} />
                  </Field.Root>
                  <FormError message={form.formError} />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer gap="3">
                <Button variant="outline" onClick={onClose}>
                  {t('evaluations:actions.cancel')}
                </Button>
                <Button
                  type="submit"
                  colorPalette="red"
                  loading={form.formState.isSubmitting}
                  data-testid="report-send"
                >
                  {t('evaluations:report.send')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
