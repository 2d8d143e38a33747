// "Report this ad": a reason type and text, validated by the report schema, posted to
// ordinaries/offices/{id}/report. Visitors are asked to log in; business accounts cannot
// report (the endpoint is the tenant's), so they do not see it.
import { chakra, Button, Field, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '@/api/client';
import { openLogin, useSession } from '@/lib/session';
import { REPORT_REASONS, reportSchema } from '@schemas/feedback';

type Reason = (typeof REPORT_REASONS)[number];

export function ReportAd({ officeId }: { officeId: number }) {
  const { t } = useTranslation(['office-details', 'validation']);
  const { isLoggedIn, isBusiness } = useSession();
  const [open, setOpen] = useState(false);
  const [reasonType, setReasonType] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ reason_type?: string; reason?: string }>({});
  const post = useMutation({
    mutationFn: async (body: { reason_type: Reason; reason: string }) => {
      const res = await apiClient.POST('/apiBack/v1/ordinaries/offices/{id}/report', {
        params: { path: { id: officeId } },
        body,
      });
      if (res.error) throw res.error;
    },
    onSuccess: () => {
      setOpen(false);
      setReason('');
      setReasonType('');
    },
    onError: (e: { message?: string }) => setErrors({ reason: e?.message ?? t('states.error') }),
  });
  if (isBusiness) return null;

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = reportSchema.safeParse({ reason_type: reasonType || undefined, reason });
    if (!parsed.success) {
      const out: typeof errors = {};
      for (const i of parsed.error.issues) {
        const k = i.path[0] as keyof typeof errors;
        out[k] ??= t(i.message, { field: t(`report.fields.${k}`) });
      }
      setErrors(out);
      return;
    }
    setErrors({});
    post.mutate(parsed.data as { reason_type: Reason; reason: string });
  }

  if (!open)
    return (
      <Stack gap="1">
        {post.isSuccess && (
          <Text role="status" fontSize="sm" color="brand.700">
            {t('report.sent')}
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
    <chakra.form onSubmit={submit} noValidate borderTopWidth="1px" pt="3" data-testid="report-form">
      <Stack gap="3">
        <Text as="h3" fontWeight="bold">
          {t('report.title')}
        </Text>
        <Field.Root invalid={Boolean(errors.reason_type)} required>
          <Field.Label>{t('report.fields.reason_type')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="reason_type"
              value={reasonType}
              onChange={(e) => setReasonType(e.currentTarget.value)}
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
          <Field.ErrorText>{errors.reason_type}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.reason)} required>
          <Field.Label>{t('report.fields.reason')}</Field.Label>
          <Textarea
            name="reason"
            dir="auto"
            rows={3}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <Field.ErrorText>{errors.reason}</Field.ErrorText>
        </Field.Root>
        <Stack direction="row" gap="2">
          <Button type="submit" colorPalette="red" size="sm" loading={post.isPending}>
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
