// The listing's map: one price pin per office of the results shown (so the pins follow the
// filters and the page), each linking to its details. Beside the list on a wide screen;
// on a phone the toolbar's toggle switches between the list and the map. After the visitor
// pans or zooms, "search this area" searches the visible bounds (kept in the address bar as
// `bbox`); a searched area shows "show all areas" to drop it.
import { Box, Button, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBbox, formatSar, parseBbox, parseNear } from '@/domain';
import { PlaceMap, type MapBounds, type MapPin } from '@/engines/map';
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

/** The map's bounds as the search's area text. */
export const areaOf = (b: MapBounds) =>
  formatBbox({ minLng: b.west, minLat: b.south, maxLng: b.east, maxLat: b.north });

export function ListingMap({
  offices,
  area,
  near,
  onSearchArea,
}: {
  offices: readonly OfficeSummary[];
  /** The visitor's position ("near me"), drawn as a plain marker. */
  near?: string;
  /** The area searched (`bbox` of the address bar), if any. */
  area?: string;
  /** Search this area (its `bbox`), or every area (undefined). */
  onSearchArea?: (bbox: string | undefined) => void;
}) {
  const { t, i18n } = useTranslation('listings');
  const you = t('nearMe.you');
  const pins = useMemo(() => {
    const at = parseNear(near);
    const own = pinsOf(offices, i18n.language);
    return at ? [...own, { id: 'near-me', lat: at.lat, lng: at.lng, title: you }] : own;
  }, [offices, i18n.language, near, you]);
  const [moved, setMoved] = useState<MapBounds>();
  // The public sees approximate points (contract `location_approximate`): say so under the map.
  const approximate = offices.some((o) => o.location_approximate);
  const view = useMemo(() => {
    const b = parseBbox(area);
    return b ? { south: b.minLat, west: b.minLng, north: b.maxLat, east: b.maxLng } : undefined;
  }, [area]);
  const action =
    moved && onSearchArea
      ? { key: 'searchArea', run: () => onSearchArea(areaOf(moved)) }
      : area && onSearchArea
        ? { key: 'clearArea', run: () => onSearchArea(undefined) }
        : undefined;
  return (
    <Box
      position={{ base: 'relative', lg: 'sticky' }}
      top={{ lg: '4' }}
      data-testid="listing-map"
      borderRadius="xl"
      overflow="hidden"
    >
      <PlaceMap
        pins={pins}
        label={t('map.label', { count: pins.length })}
        height="min(70vh, 560px)"
        view={view}
        onMoved={onSearchArea ? setMoved : undefined}
        onArea={onSearchArea ? (b) => onSearchArea(areaOf(b)) : undefined}
        clusterName={(count) => t('map.cluster', { count })}
      />
      {action && (
        <Button
          position="absolute"
          top="3"
          insetX="0"
          mx="auto"
          width="fit-content"
          zIndex="1"
          size="sm"
          borderRadius="full"
          boxShadow="md"
          colorPalette="brand"
          data-testid={`map-${action.key}`}
          onClick={() => {
            setMoved(undefined);
            action.run();
          }}
        >
          {t(`map.${action.key}`)}
        </Button>
      )}
      {approximate && (
        <Text fontSize="xs" color="fg.muted" px="1" pt="1" data-testid="map-approximate">
          {t('map.approximate')}
        </Text>
      )}
    </Box>
  );
}
