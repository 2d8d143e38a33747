// Location: the place on a map (tiled when a tile server is configured, the offline outline
// otherwise), the address, the coordinates and a link to the visitor's own maps app. The public
// gets an approximate point (contract `location_approximate`): an area on the map, a note, no
// coordinates; the owner and a tenant with a confirmed booking get the exact pin and street.
import { Box, Card, DataList, Link, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { APPROXIMATE_RADIUS_M, formatDecimal } from '@/domain';
import { PlaceMap } from '@/engines/map';
import type { Office } from './use-office';

export function LocationPanel({ office: o }: { office: Office }) {
  const { t } = useTranslation('office-details');
  const p = o.location;
  const title = o.ad_title || o.name || '';
  const approximate = o.location_approximate === true;
  const pins = useMemo(
    () =>
      p
        ? [
            {
              id: o.id,
              lat: p.lat,
              lng: p.lng,
              title,
              ...(approximate ? { radiusM: APPROXIMATE_RADIUS_M } : {}),
            },
          ]
        : [],
    [p, o.id, title, approximate],
  );
  return (
    <Box py="4" data-testid="location-panel">
      <Card.Root variant="outline">
        <Card.Body p="4" gap="3">
          {p && (
            <PlaceMap
              pins={pins}
              label={t(approximate ? 'location.mapLabelApproximate' : 'location.mapLabel', {
                title,
              })}
              height={300}
            />
          )}
          {p && approximate && (
            <Text fontSize="sm" color="fg.muted" data-testid="location-approximate">
              {t('location.approximate')}
            </Text>
          )}
          <DataList.Root orientation="horizontal" size="sm">
            <DataList.Item>
              <DataList.ItemLabel>{t('location.city')}</DataList.ItemLabel>
              <DataList.ItemValue dir="auto">{o.city_name}</DataList.ItemValue>
            </DataList.Item>
            {o.neighborhood && (
              <DataList.Item>
                <DataList.ItemLabel>{t('location.neighborhood')}</DataList.ItemLabel>
                <DataList.ItemValue dir="auto">{o.neighborhood}</DataList.ItemValue>
              </DataList.Item>
            )}
            {o.street && (
              <DataList.Item>
                <DataList.ItemLabel>{t('location.street')}</DataList.ItemLabel>
                <DataList.ItemValue dir="auto">{o.street}</DataList.ItemValue>
              </DataList.Item>
            )}
            {p && !approximate && (
              <DataList.Item>
                <DataList.ItemLabel>{t('location.coordinates')}</DataList.ItemLabel>
                <DataList.ItemValue>
                  <bdi dir="ltr">
                    {formatDecimal(p.lat, 5)}, {formatDecimal(p.lng, 5)}
                  </bdi>
                </DataList.ItemValue>
              </DataList.Item>
            )}
          </DataList.Root>
          {p && (
            <Link
              href={`https://www.google.com/maps/search/?api=1&query=${p.lat},${p.lng}`}
              target="_blank"
              rel="noopener noreferrer"
              color="brand.700"
              fontWeight="medium"
            >
              {t('location.openMap')}
            </Link>
          )}
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
