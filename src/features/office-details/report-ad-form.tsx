// The report form of "Report this ad" (./report-ad.tsx), loaded when the visitor opens it:
// react-hook-form and the form engine stay out of the details page's first load.
import { chakra, Button, Field, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { $api } from '@/api/query';
import { FormError, useZodForm } from '@/engines/form';
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
        <Field.Root invalid={Boolean(error('reason_type'))} required>
          <Field.Label>{t('report.fields.reason_type')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              {...form.register('reason_type', { setValueAs: (v: string) => v || undefined })}
            >
              <option value="">{t('report.pick')}</option>
              {REPORT_REASONS.map((r) => (
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
