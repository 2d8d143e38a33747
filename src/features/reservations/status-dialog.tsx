// The change-status confirmation: names the action, asks a reason when the contract wants
// one (the shared ReasonDialog and its rule), keeps the dialog open with the server's
// message on failure.
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '@/components/reason-dialog';
import { needsReason, type OrderAction } from './reservation-actions';

export function StatusDialog({
  action,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  action?: OrderAction;
  busy: boolean;
  error?: string;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('reservations');
  return (
    <ReasonDialog
      open={Boolean(action)}
      title={t('confirm.title')}
      body={action ? t(`confirm.${action}`) : ''}
      confirm={action ? t(`actions.${action}`) : ''}
      cancel={t('confirm.back')}
      reasonLabel={t('fields.reason')}
      asksReason={action ? needsReason(action) : false}
      busy={busy}
      error={error}
      testId="status-dialog"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
