// Report an abusive review to the platform's moderators: a reason and, if needed, details.
import { NativeSelect, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/apiback';
import { FormField } from '@/components/form-field';
import { FormDialog, useZodForm } from '@/engines/form';
import { REVIEW_REPORT_REASONS, reviewReportSchema } from '@schemas/review-moderation';
import { useReportReview } from './use-review-moderation';

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
  const send = useReportReview();
  return (
    <FormDialog
      open
      form={form}
      title={t('evaluations:report.title')}
      onSubmit={(body) => send.mutateAsync({ params: { path: { id: review.id } }, body })}
      onClose={onClose}
      onDone={onDone}
      cancelLabel={t('evaluations:actions.cancel')}
      submitLabel={t('evaluations:report.send')}
      danger
      testId="report-dialog"
      submitTestId="report-send"
    >
      <FormField
        label={t('evaluations:report.reason')}
        error={form.fieldError('reason', t('evaluations:report.reason'))}
      >
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
      </FormField>
      <FormField
        label={t('evaluations:report.details')}
        error={form.fieldError('details', t('evaluations:report.details'))}
      >
        <Textarea rows={3} {...form.register('details')} />
      </FormField>
    </FormDialog>
  );
}
