// Cancelling a booking: the backend's preview of the refund under the booking's policy
// (how much of what was paid comes back, and when that drops) before the tenant confirms;
// a reason (the shared ReasonDialog: 3..500 characters, the contract's ReasonInput);
// failures stay in the dialog.
import { Box, Stack, Text } from '@chakra-ui/react';
import { Trans, useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { ReasonDialog } from '@/components/reason-dialog';
import { errorMessageKey } from '@/api/result';
import { formatDateTime, formatSar } from '@/domain';
import { toaster } from '@/lib/toaster';
import { useCancelBooking, useCancellationPreview } from './use-cancel-booking';

export function CancelDialog(props: {
  reservationId: number;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { reservationId: id, open, onClose, onDone } = props;
  const { t, i18n } = useTranslation(['tenant-bookings', 'policies', 'errors']);
  const preview = useCancellationPreview(id, open);
  const cancel = useCancelBooking();
  const q = preview.data?.data;
  const sar = (v: number) => `\u2066${formatSar(v, i18n.language)}\u2069`;
  return (
    <ReasonDialog
      open={open}
      onCancel={onClose}
      onExitComplete={() => cancel.reset()}
      title={t('cancel.title')}
      cancel={t('cancel.keep')}
      confirm={t('cancel.confirm')}
      reasonLabel={t('cancel.reason')}
      reasonRequired
      canConfirm={Boolean(q?.cancellable)}
      danger
      busy={cancel.isPending}
      error={cancel.error ? t(errorMessageKey(cancel.error)) : undefined}
      testId="cancel-dialog"
      onConfirm={(reason) =>
        cancel.mutate(
          { params: { path: { id } }, body: { reason } },
          {
            onSuccess: () => {
              toaster.create({ type: 'success', title: t('cancel.done') });
              onDone();
            },
          },
        )
      }
      body={
        <QueryState
          queries={[preview]}
          label={t('loading')}
          renderError={(error) => <Text role="alert">{t(errorMessageKey(error))}</Text>}
        >
          {() => (
            <>
              {q && !q.cancellable && (
                <Text data-testid="cancel-blocked">
                  {t(`cancel.blocked.${q.blocked_reason ?? 'status'}`)}
                </Text>
              )}
              {q?.cancellable && (
                <Stack gap="2" data-testid="cancel-preview">
                  <Text>{t('cancel.policy', { name: t(`policies:name.${q.policy}`) })}</Text>
                  <Text fontWeight="bold" data-testid="cancel-refund">
                    {t('cancel.refund', {
                      refund: sar(q.refund_amount),
                      paid: sar(q.paid_amount),
                      percent: q.refund_percent,
                    })}
                  </Text>
                  {q.kept_amount > 0 && (
                    <Text>{t('cancel.kept', { kept: sar(q.kept_amount) })}</Text>
                  )}
                  {q.next_change_at && (
                    <Text fontSize="sm" color="fg.muted">
                      {/* The date and time read left to right and never break across lines. */}
                      <Trans
                        t={t}
                        i18nKey="cancel.next"
                        values={{
                          at: formatDateTime(q.next_change_at),
                          percent: q.next_refund_percent ?? 0,
                        }}
                        components={[<Box as="bdi" key="at" dir="ltr" whiteSpace="nowrap" />]}
                      />
                    </Text>
                  )}
                </Stack>
              )}
            </>
          )}
        </QueryState>
      }
    />
  );
}
