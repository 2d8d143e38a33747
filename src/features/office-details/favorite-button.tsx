// Favourite (tenant); a visitor is asked to log in; business accounts cannot favourite,
// so they do not see the button.
import { Button } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiClient } from '@/api/client';
import { openLogin, useSession } from '@/lib/session';
import { toaster } from '@/lib/toaster';

export function FavoriteButton({ officeId, favorite }: { officeId: number; favorite: boolean }) {
  const { t } = useTranslation('office-details');
  const { isLoggedIn, isBusiness } = useSession();
  const qc = useQueryClient();
  const toggle = useMutation({
    mutationFn: async (on: boolean) => {
      const res = on
        ? await apiClient.POST('/apiBack/v1/ordinaries/favorites', {
            body: { office_id: officeId },
          })
        : await apiClient.DELETE('/apiBack/v1/ordinaries/favorites/{officeId}', {
            params: { path: { officeId } },
          });
      if (res.error) throw res.error;
    },
    onError: () => toaster.create({ type: 'error', title: t('states.error') }),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: ['office-details', officeId] }),
        qc.invalidateQueries({ queryKey: ['listings'] }),
      ]),
  });
  if (isBusiness) return null;
  const on = isLoggedIn && favorite;
  return (
    <Button
      variant={on ? 'solid' : 'outline'}
      colorPalette={on ? 'red' : 'brand'}
      aria-pressed={on}
      loading={toggle.isPending}
      data-testid="details-favorite"
      onClick={() => (isLoggedIn ? toggle.mutate(!on) : openLogin('tenant'))}
    >
      <span aria-hidden>{on ? '♥' : '♡'}</span>
      {on ? t('header.favorited') : t('header.favorite')}
    </Button>
  );
}
