// Loading skeleton (card-shaped), empty and error-with-retry states of the listing.
import { Box, Button, Card, SimpleGrid, Skeleton, SkeletonText, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FaultReason } from '@/components/fault-reason';

export function ListingSkeleton() {
  const { t } = useTranslation('listings');
  return (
    <SimpleGrid
      columns={{ base: 1, sm: 2, lg: 3, xl: 4 }}
      gap="5"
      role="status"
      aria-busy="true"
      aria-label={t('states.loading')}
      data-testid="listing-skeleton"
    >
      {Array.from({ length: 8 }, (_, i) => (
        <Card.Root key={i} overflow="hidden">
          <Skeleton aspectRatio={4 / 3} />
          <Card.Body p="4">
            <SkeletonText noOfLines={3} />
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

export function ListingEmpty({ favorites, onReset }: { favorites: boolean; onReset?: () => void }) {
  const { t } = useTranslation('listings');
  return (
    <Box py="16" textAlign="center" data-testid="listing-empty">
      <Text fontSize="lg" mb="3">
        {favorites ? t('states.noFavorites') : t('states.empty')}
      </Text>
      {onReset && (
        <Button variant="outline" colorPalette="brand" onClick={onReset}>
          {t('filters.reset')}
        </Button>
      )}
    </Box>
  );
}

/** A page past the last one (an old link, a hand-typed ?page=): say so, lead to the last. */
export function ListingPastEnd({ onLastPage }: { onLastPage: () => void }) {
  const { t } = useTranslation('listings');
  return (
    <Box py="16" textAlign="center" data-testid="listing-past-end">
      <Text fontSize="lg" mb="3">
        {t('states.pastEnd')}
      </Text>
      <Button colorPalette="brand" onClick={onLastPage}>
        {t('states.lastPage')}
      </Button>
    </Box>
  );
}

export function ListingError({ onRetry, error }: { onRetry: () => void; error?: unknown }) {
  const { t } = useTranslation('listings');
  return (
    <Box py="16" textAlign="center" role="alert" data-testid="listing-error">
      <Text mb="3" color="red.700">
        {t('states.error')}
      </Text>
      <FaultReason error={error} />
      <Button colorPalette="brand" onClick={onRetry}>
        {t('states.retry')}
      </Button>
    </Box>
  );
}
