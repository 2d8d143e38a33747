// "Message the tenant" on an order: opens (or reopens) the conversation about this booking
// with its tenant and goes to it. A lessor can start a conversation from a booking only.
import { Button } from '@chakra-ui/react/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { $api } from '@/api/query';
import { errorMessageKey } from '@/api/result';
import { toaster } from '@/lib/toaster';

export function MessageTenantButton({ reservationId }: { reservationId: number }) {
  const { t } = useTranslation(['reservations', 'errors']);
  const navigate = useNavigate();
  const open = $api.useMutation('post', '/apiBack/v1/user/conversations', {
    onSuccess: (res) => navigate(`/dashboard/messages/${res.data.id}`),
    onError: (error) => toaster.create({ type: 'error', title: t(errorMessageKey(error)) }),
  });
  return (
    <Button
      size="sm"
      colorPalette="brand"
      variant="outline"
      loading={open.isPending}
      onClick={() => open.mutate({ body: { reservation_id: reservationId } })}
      data-testid="reservation-message"
    >
      {t('messageTenant')}
    </Button>
  );
}
