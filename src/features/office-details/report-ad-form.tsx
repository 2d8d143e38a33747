// The report form of "Report this ad" (./report-ad.tsx), loaded when the visitor opens it:
// react-hook-form and the form engine stay out of the details page's first load.
import { useTranslation } from 'react-i18next';
import { $api } from '@/api/query';
import { ReportForm, useZodForm } from '@/engines/form';
import { REPORT_REASONS, reportSchema } from '@schemas/feedback';

export function ReportAdForm({
  officeId,
  onSent,
  onClose,
}: {
  officeId: number;
  onSent: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['office-details', 'validation']);
  const form = useZodForm(reportSchema, {
    fieldGender: 'office-details:report.fieldGender',
    defaultValues: { reason: '' },
    draft: `report-${officeId}`,
  });
  const post = $api.useMutation('post', '/apiBack/v1/ordinaries/offices/{id}/report');
  const submit = form.submit(async (body) => {
    await post.mutateAsync({ params: { path: { id: officeId } }, body });
    form.reset();
    onSent();
  });

  return (
    <ReportForm
      form={form}
      onSubmit={submit}
      onCancel={onClose}
      reasons={REPORT_REASONS}
      text={(k) => t(`report.${k}`)}
      heading="h3"
      errorTestId="report-error"
      borderTopWidth="1px"
      pt="3"
      data-testid="report-form"
    />
  );
}
