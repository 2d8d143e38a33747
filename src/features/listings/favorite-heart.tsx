// The heart on a card: tenants toggle it; a visitor is asked to log in; business accounts
// cannot favourite, so they do not see it.
import { IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useFavoriteToggle } from '@/api/favorites';
import { openLogin, useSession } from '@/lib/session';

export function FavoriteHeart({ officeId, favorite }: { officeId: number; favorite: boolean }) {
  const { t } = useTranslation('listings');
  const { isLoggedIn, isBusiness } = useSession();
  const toggle = useFavoriteToggle();
  if (isBusiness) return null;
  const on = isLoggedIn && favorite;
  return (
    <IconButton
      size="sm"
      rounded="full"
      bg="white"
      color={on ? 'red.600' : 'gray.700'}
      _hover={{ bg: 'gray.100' }}
      boxShadow="sm"
      aria-label={on ? t('card.unfavorite') : t('card.favorite')}
      aria-pressed={on}
      loading={toggle.isPending}
      data-testid="card-favorite"
      onClick={() =>
        isLoggedIn ? toggle.mutate({ officeId, favorite: !on }) : openLogin('tenant')
      }
    >
      <span aria-hidden>{on ? '♥' : '♡'}</span>
    </IconButton>
  );
}
