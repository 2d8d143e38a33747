// "Report this ad": a reason type and text, validated by the report schema, posted to
// ordinaries/offices/{id}/report. Visitors are asked to log in; business accounts cannot
// report (the endpoint is the tenant's), so they do not see it.
import { chakra, Button, Field, Link, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { $api } from '@/api/query';
import { FormError, useZodForm } from '@/engines/form';
import { openLogin, useSession } from '@/lib/session';
import { REPORT_REASONS, reportSchema } from '@schemas/feedback';

type Field = 'reason_type' | 'reason';

export function ReportAd({ officeId }: { officeId: number }) {
  const { t } = useTranslation(['office-details', 'validation']);
  const { isLoggedIn, isBusiness } = useSession();
  const [open, setOpen] = useState(false);
  const form = useZodForm(reportSchema, {
    fieldGender: 'office-details:report.fieldGender',
    defaultValues: { reason: '' },
    draft: `report-${officeId}`,
  });
  const post = $api.useMutation('post', '/apiBack/v1/ordinaries/offices/{id}/report');
  const error = (k: Field) => form.fieldError(k, t(`report.fields.${k}`));
  if (isBusiness) return null;

  const submit = form.submit(async (body) => {
    await post.mutateAsync({ params: { path: { id: officeId } }, body });
    form.reset();
    setOpen(false);
  });

  if (!open)
    return (
      <Stack gap="1">
        {post.isSuccess && (
          <Text role="status" fontSize="sm" color="brand.700">
            {t('report.sent')}{' '}
            <Link asChild color="brand.800" fontWeight="bold">
              <RouterLink to="/dashboard/supports">{t('report.follow')}</RouterLink>
            </Link>
          </Text>
        )}
        <Button
          variant="ghost"
          colorPalette="red"
          size="sm"
          alignSelf="start"
          data-testid="report-open"
          onClick={() => (isLoggedIn ? setOpen(true) : openLogin('tenant'))}
        >
          {t('report.open')}
        </Button>
      </Stack>
    );
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
          <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
            {t('report.cancel')}
          </Button>
        </Stack>
      </Stack>
    </chakra.form>
  );
}
