// One office in the deals listing: image, name, place, category and type, price per
// period (struck-through original when an offer is active), rating, favourite heart.
import { Badge, Box, Card, HStack, Image, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDecimal, formatSar } from '@/domain';
import type { OfficeSummary } from './use-listing';
import { FavoriteHeart } from './favorite-heart';

export function OfficeCard({
  office,
  imageUrl,
  priority = false,
}: {
  office: OfficeSummary;
  imageUrl?: string;
  /** One of the first cards in view: its image is the page's LCP, so fetch it first. */
  priority?: boolean;
}) {
  const { t, i18n } = useTranslation('listings');
  const offer =
    office.price_after_offer !== undefined && office.price_after_offer < office.price_from;
  const shown = offer ? office.price_after_offer! : office.price_from;
  // The language's own comma: "Riyadh, Al Malqa" / "الرياض، الملقا".
  const place =
    office.city_name && office.neighborhood
      ? t('card.place', { city: office.city_name, neighborhood: office.neighborhood })
      : office.city_name || office.neighborhood;
  return (
    <Card.Root
      as="article"
      overflow="hidden"
      position="relative"
      h="full"
      data-testid="office-card"
      _hover={{ boxShadow: 'md' }}
      transition="box-shadow 0.15s"
      // The title link covers the whole card (one tab stop, one accessible name).
      css={{
        '& .card-link::after': { content: '""', position: 'absolute', inset: 0 },
        '& .card-link:focus-visible': { outline: 'none' },
        '&:has(.card-link:focus-visible)': { outline: '2px solid', outlineColor: 'brand.600' },
      }}
    >
      {/* The box reserves the image's space (aspect ratio), so its arrival shifts nothing. */}
      <Box position="relative" aspectRatio={4 / 3} bg="bg.muted">
        {imageUrl && (
          <Image
            src={imageUrl}
            alt=""
            w="full"
            h="full"
            objectFit="cover"
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding={priority ? 'sync' : 'async'}
          />
        )}
        {office.has_offer && (
          <Badge position="absolute" insetStart="2" top="2" colorPalette="red" variant="solid">
            {t('card.offer')}
          </Badge>
        )}
        <Box position="absolute" insetEnd="2" top="2" zIndex="1">
          <FavoriteHeart officeId={office.id} favorite={Boolean(office.is_favorite)} />
        </Box>
      </Box>
      <Card.Body gap="1.5" p="4">
        <Text fontSize="xs" color="fg.muted">
          {t(`categories.${office.category}`)}
          {office.type ? ` · ${t(`types.${office.type}`)}` : ''}
        </Text>
        <Card.Title as="h2" fontSize="md" lineClamp={2} dir="auto">
          <RouterLink to={`/details/${office.id}`} className="card-link">
            {office.title}
          </RouterLink>
        </Card.Title>
        <Text fontSize="sm" color="fg.muted" dir="auto" lineClamp={1}>
          {place}
        </Text>
        {office.distance_km !== undefined && (
          <Text fontSize="xs" color="brand.700" data-testid="card-distance">
            {t('card.distance', { km: formatDecimal(office.distance_km, 1) })}
          </Text>
        )}
        <HStack justify="space-between" align="end" mt="auto" pt="2" wrap="wrap" gap="2">
          <Box>
            {offer && (
              <Text as="del" fontSize="xs" color="fg.muted" display="block">
                <bdi>{formatSar(office.price_from, i18n.language)}</bdi>
              </Text>
            )}
            <Text fontWeight="bold" color="brand.700" data-testid="card-price">
              <bdi>{formatSar(shown, i18n.language)}</bdi>{' '}
              <Text as="span" fontWeight="normal" fontSize="sm" color="fg.muted">
                / {t(`period.${office.price_type}`)}
              </Text>
            </Text>
          </Box>
          {office.rating ? (
            <Text fontSize="sm" aria-label={t('card.rating', { rating: office.rating })}>
              <Box as="span" color="orange.500" aria-hidden>
                ★
              </Box>{' '}
              <bdi>{formatDecimal(office.rating, 1)}</bdi>
              {office.reviews_count ? (
                <Text as="span" color="fg.muted">
                  {' '}
                  (<bdi>{office.reviews_count}</bdi>)
                </Text>
              ) : null}
            </Text>
          ) : null}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
