// Title, place, ad number and date, area and rating, with the favourite and share actions
// (not in the lessor's preview: `actions` false).
import { Badge, Box, HStack, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDecimal, formatLongDate } from '@/domain';
import { FavoriteButton } from './favorite-button';
import { ShareBar } from './share-bar';
import type { Office } from './use-office';

export function OfficeHeader({ office: o, actions = true }: { office: Office; actions?: boolean }) {
  const { t, i18n } = useTranslation('office-details');
  const title = o.ad_title || o.name || '';
  const place = [o.city_name, o.neighborhood].filter(Boolean).join(t('common:listSeparator'));
  // A lessor's preview of an office never published has no publication date yet.
  const date = actions ? (o.published_at ?? o.created_at) : o.published_at;
  return (
    <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="4">
      <Box minW="0">
        <HStack gap="2" mb="1" wrap="wrap">
          <Badge colorPalette="brand">{t(`categories.${o.category}`)}</Badge>
          {o.type && <Badge variant="outline">{t(`types.${o.type}`)}</Badge>}
        </HStack>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} dir="auto" data-testid="office-title">
          {title}
        </Heading>
        <Text color="fg.muted" mt="1" dir="auto">
          {place}
        </Text>
        <Wrap gap="4" mt="2" fontSize="sm" color="fg.muted">
          <Text>
            {t('header.adNumber')}: <bdi data-testid="ad-number">{o.ad_number}</bdi>
          </Text>
          {date && (
            <Text>
              {t('header.date')}: <bdi>{formatLongDate(date, i18n.language, false)}</bdi>
            </Text>
          )}
          {/* An office without units yet (a draft in the lessor's preview) has no area. */}
          {o.area ? (
            <Text>
              {t('header.area')}: <bdi>{formatDecimal(o.area, 0)}</bdi> {t('units.sqm')}
            </Text>
          ) : null}
          {o.rating ? (
            <Text>
              <Box as="span" color="orange.500" aria-hidden>
                ★
              </Box>{' '}
              {t('header.rating', {
                rating: formatDecimal(o.rating, 1),
                count: o.reviews_count ?? 0,
              })}
            </Text>
          ) : null}
        </Wrap>
      </Box>
      {actions && (
        <Stack gap="2" align={{ base: 'stretch', md: 'end' }} flexShrink={0}>
          <FavoriteButton officeId={o.id} favorite={Boolean(o.is_favorite)} />
          <ShareBar title={title} />
        </Stack>
      )}
    </Stack>
  );
}
