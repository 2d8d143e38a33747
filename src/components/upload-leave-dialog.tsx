// The question before an in-app navigation while a file uploads (its own chunk, loaded once
// an upload starts: upload-guard.tsx holds the blocker itself).
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from './reason-dialog';

export default function UploadLeaveDialog({
  onStay,
  onLeave,
}: {
  onStay: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <ReasonDialog
      open
      title={t('upload.leaveTitle')}
      body={t('upload.leaveBody')}
      confirm={t('upload.leave')}
      cancel={t('upload.stay')}
      reasonLabel=""
      asksReason={false}
      danger
      onConfirm={onLeave}
      onCancel={onStay}
    />
  );
}
