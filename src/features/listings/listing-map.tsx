// The listing's map: one price pin per office of the results shown (so the pins follow the
// filters and the page), each linking to its details. Beside the list on a wide screen;
// on a phone the toolbar's toggle switches between the list and the map.
import { Box } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSar } from '@/domain';
import { PlaceMap, type MapPin } from '@/engines/map';
import type { OfficeSummary } from './use-listing';

/** The price a card shows (the offer when there is one), rounded for a pin. */
export function pinsOf(offices: readonly OfficeSummary[], lang: string): MapPin[] {
  return offices.flatMap((o) => {
    if (!o.location) return [];
    const offer = o.price_after_offer !== undefined && o.price_after_offer < o.price_from;
    const price = offer ? o.price_after_offer! : o.price_from;
    return [
      {
        id: o.id,
        lat: o.location.lat,
        lng: o.location.lng,
        label: formatSar(price, lang, { decimals: 0 }),
        title: o.title,
        href: `/details/${o.id}`,
      },
    ];
  });
}

export function ListingMap({ offices }: { offices: readonly OfficeSummary[] }) {
  const { t, i18n } = useTranslation('listings');
  const pins = useMemo(() => pinsOf(offices, i18n.language), [offices, i18n.language]);
  return (
    <Box
      position={{ lg: 'sticky' }}
      top={{ lg: '4' }}
      data-testid="listing-map"
      borderRadius="xl"
      overflow="hidden"
    >
      <PlaceMap
        pins={pins}
        label={t('map.label', { count: pins.length })}
        height="min(70vh, 560px)"
      />
    </Box>
  );
}
