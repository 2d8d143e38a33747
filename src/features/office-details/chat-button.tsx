// "Chat" on the advertiser card: opens (or reopens) the tenant's conversation with the
// office's host and goes to it. A visitor is asked to log in first; a business account
// does not see it (it cannot start a conversation about someone else's office).
import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { $api } from '@/api/query';
import { errorMessageKey } from '@/api/result';
import { openLogin, useSession } from '@/lib/session';
import { toaster } from '@/lib/toaster';

export function ChatButton({ officeId }: { officeId: number }) {
  const { t } = useTranslation(['office-details', 'errors']);
  const { isLoggedIn, isBusiness } = useSession();
  const navigate = useNavigate();
  const start = $api.useMutation('post', '/apiBack/v1/ordinaries/conversations', {
    onSuccess: (res) => navigate(`/dashboard/messages/${res.data.id}`),
    onError: (error) => toaster.create({ type: 'error', title: t(errorMessageKey(error)) }),
  });
  if (isBusiness) return null;
  return (
    <Button
      flex="1"
      colorPalette="brand"
      variant="outline"
      loading={start.isPending}
      onClick={() =>
        isLoggedIn ? start.mutate({ body: { office_id: officeId } }) : openLogin('tenant')
      }
      data-testid="advertiser-chat"
    >
      {t('advertiser.chat')}
    </Button>
  );
}
