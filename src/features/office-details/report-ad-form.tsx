// The report form of "Report this ad" (./report-ad.tsx), loaded when the visitor opens it:
// react-hook-form and the form engine stay out of the details page's first load.
import { chakra, Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { $api } from '@/api/query';
import { emptyAsUndefined, FormError, ReasonFields, useZodForm } from '@/engines/form';
import { REPORT_REASONS, reportSchema } from '@schemas/feedback';

type Field = 'reason_type' | 'reason';

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
  const error = (k: Field) => form.fieldError(k, t(`report.fields.${k}`));

  const submit = form.submit(async (body) => {
    await post.mutateAsync({ params: { path: { id: officeId } }, body });
    form.reset();
    onSent();
  });

  return (
    <chakra.form
      onSubmit={(e) => void submit(e)}
      noValidate
      borderTopWidth="1px"
      pt="3"
      data-testid="report-form"
    >
      <Stack gap="3">
        <Text as="h3" fontWeight="bold">
          {t('report.title')}
        </Text>
        <ReasonFields
          reasons={REPORT_REASONS}
          typeField={form.register('reason_type', { setValueAs: emptyAsUndefined })}
          reasonField={form.register('reason')}
          text={(k) => t(`report.${k}`)}
          errors={{ reason_type: error('reason_type'), reason: error('reason') }}
        />
        <FormError message={form.formError} testId="report-error" />
        <Stack direction="row" gap="2">
          <Button type="submit" colorPalette="red" size="sm" loading={form.formState.isSubmitting}>
            {t('report.submit')}
          </Button>
          <Button variant="ghost" size="sm" onClick={onClose}>
            {t('report.cancel')}
          </Button>
        </Stack>
      </Stack>
    </chakra.form>
  );
}
