// The listing's "near me" button: asks the browser's position, then searches nearest first
// (`near` and `sort=distance` in the address bar); pressed again, it drops the position.
// Messages (no geolocation, refused, not found) show under the toolbar until dismissed.
import { Alert, Button, CloseButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ListingFilters } from './listing-params';
import { useNearMe } from './use-near-me';

type Apply = (f: (current: ListingFilters) => ListingFilters) => void;

export function useNearMeControl(filters: ListingFilters, onApply: Apply) {
  const { t } = useTranslation('listings');
  const near = useNearMe((at) => onApply((c) => ({ ...c, near: at, sort: 'distance', page: 1 })));
  const on = Boolean(filters.near);
  const button = (
    <Button
      variant={on ? 'solid' : 'outline'}
      colorPalette="brand"
      aria-pressed={on}
      loading={near.busy}
      loadingText={t('nearMe.locating')}
      data-testid="near-me"
      // Grow to share a phone's row, never shrink below the label (it overlapped the filters).
      flex={{ base: '1 0 auto', md: 'initial' }}
      onClick={() =>
        on
          ? onApply((c) => ({
              ...c,
              near: undefined,
              sort: c.sort === 'distance' ? undefined : c.sort,
              page: 1,
            }))
          : near.locate()
      }
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="16"
        height="16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
      </svg>
      {t('nearMe.button')}
    </Button>
  );
  const message = near.error && (
    <Alert.Root status="warning" role="alert" mb="4" data-testid={`near-me-${near.error}`}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{t(`nearMe.${near.error}`)}</Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" aria-label={t('nearMe.dismiss')} onClick={near.dismiss} />
    </Alert.Root>
  );
  return { button, message };
}
