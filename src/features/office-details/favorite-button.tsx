// Favourite (tenant); a visitor is asked to log in; business accounts cannot favourite,
// so they do not see the button.
import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useFavoriteToggle } from '@/api/favorites';
import { errorMessageKey } from '@/api/result';
import { openLogin, useSession } from '@/lib/session';
import { toaster } from '@/lib/toaster';

export function FavoriteButton({ officeId, favorite }: { officeId: number; favorite: boolean }) {
  const { t } = useTranslation('office-details');
  const { isLoggedIn, isBusiness } = useSession();
  const toggle = useFavoriteToggle();
  const failed = (error: unknown) =>
    toaster.create({ type: 'error', title: t(errorMessageKey(error)) });
  if (isBusiness) return null;
  const on = isLoggedIn && favorite;
  return (
    <Button
      variant={on ? 'solid' : 'outline'}
      colorPalette={on ? 'red' : 'brand'}
      aria-pressed={on}
      loading={toggle.isPending}
      data-testid="details-favorite"
      onClick={() =>
        isLoggedIn
          ? toggle.mutate({ officeId, favorite: !on }, { onError: failed })
          : openLogin('tenant')
      }
    >
      <span aria-hidden>{on ? '♥' : '♡'}</span>
      {on ? t('header.favorited') : t('header.favorite')}
    </Button>
  );
}
