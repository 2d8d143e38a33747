// "Message the host" after a booking: opens (or reopens) the tenant's conversation with the
// office's host, now about this booking, and goes to it.
import { Button } from '@chakra-ui/react/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { $api } from '@/api/query';
import { errorMessageKey } from '@/api/result';
import { toaster } from '@/lib/toaster';

export function MessageHostButton({ reservationId }: { reservationId: number }) {
  const { t } = useTranslation(['booking', 'errors']);
  const navigate = useNavigate();
  const open = $api.useMutation('post', '/apiBack/v1/ordinaries/conversations', {
    onSuccess: (res) => navigate(`/dashboard/messages/${res.data.id}`),
    onError: (error) => toaster.create({ type: 'error', title: t(errorMessageKey(error)) }),
  });
  return (
    <Button
      variant="outline"
      colorPalette="brand"
      loading={open.isPending}
      onClick={() => open.mutate({ body: { reservation_id: reservationId } })}
      data-testid="done-message-host"
    >
      {t('booking:done.messageHost')}
    </Button>
  );
}
