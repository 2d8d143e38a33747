// Map location: search an address, click or drag on the map, or type latitude/longitude.
// The value is `{ lat, lng }`; the inside-Saudi-Arabia rule is checked here for instant
// feedback and by the schema. With a tile server configured (VITE_MAP_TILE_URL) the map is
// Leaflet, loaded in its own chunk; without one (tests, the embedded backend) the offline
// outline, which also stands in while that chunk loads.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Box, Field, HStack, Input, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isInsideSaudiArabia } from '@schemas/lib/geo';
import { normaliseNumericText } from '@schemas/lib/text';
import { useLanguage } from '@/i18n';
import { tileUrl } from '../../map/types';
import { ZOOM_FOR } from './map-view';
import { PlaceSearch } from './place-search';
import { isLatLng } from './read-value';
import { SaudiMap, type MapFocus } from './saudi-map';
import type { LatLng } from './saudi-map-projection';

const LeafletPicker = lazy(() => import('../../map/leaflet-picker'));

const fmt = (n: number | undefined) => (Number.isFinite(n) ? String(n) : '');
const num = (raw: string) => (raw.trim() === '' ? NaN : Number(normaliseNumericText(raw)));

export function LocationInput({
  value,
  onChange,
  label,
  invalid,
  tiles = tileUrl(),
}: {
  value?: Partial<LatLng> | null;
  onChange: (v: LatLng) => void;
  label: string;
  invalid?: boolean;
  tiles?: string;
}) {
  const { t } = useTranslation('wizard');
  const { language } = useLanguage();
  const lat = value?.lat;
  const lng = value?.lng;
  // The typed text is kept as typed ("24." mid-typing) and re-synced after a map click.
  const [text, setText] = useState({ lat: fmt(lat), lng: fmt(lng) });
  const [focus, setFocus] = useState<MapFocus | null>(null);
  useEffect(() => {
    setText((cur) => ({
      lat: num(cur.lat) === lat ? cur.lat : fmt(lat),
      lng: num(cur.lng) === lng ? cur.lng : fmt(lng),
    }));
  }, [lat, lng]);
  const set = (part: 'lat' | 'lng', raw: string) => {
    setText((cur) => ({ ...cur, [part]: raw }));
    const next: LatLng = { lat: lat ?? NaN, lng: lng ?? NaN };
    next[part] = num(raw);
    onChange(next);
  };
  const point = { lat, lng };
  const known = isLatLng(point);
  const outside = known && !isInsideSaudiArabia(point);
  const mapProps = {
    value: known ? point : null,
    onPick: onChange,
    label: t('mapLabel', { field: label }),
    invalid: invalid || outside,
    focus,
  };
  const outline = <SaudiMap {...mapProps} />;
  return (
    <Box>
      <PlaceSearch
        onPick={(p) => {
          onChange({ lat: p.lat, lng: p.lng });
          setFocus((f) => ({
            lat: p.lat,
            lng: p.lng,
            zoom: ZOOM_FOR[p.kind],
            n: (f?.n ?? 0) + 1,
            name: language === 'ar' ? p.name_ar : p.name_en,
          }));
        }}
      />
      {tiles ? (
        <Suspense fallback={outline}>
          <LeafletPicker {...mapProps} tiles={tiles} />
        </Suspense>
      ) : (
        outline
      )}
      <Text fontSize="sm" color="fg.muted" mt="1">
        {t('mapHint')}
      </Text>
      <HStack gap="3" mt="2" align="start">
        <Field.Root>
          <Field.Label>{t('latitude')}</Field.Label>
          <Input
            dir="ltr"
            inputMode="decimal"
            value={text.lat}
            onChange={(e) => set('lat', e.target.value)}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('longitude')}</Field.Label>
          <Input
            dir="ltr"
            inputMode="decimal"
            value={text.lng}
            onChange={(e) => set('lng', e.target.value)}
          />
        </Field.Root>
      </HStack>
      {/* Instant feedback until the step is checked; from then on the field's own error
          says it (once, not twice). */}
      {outside && !invalid && (
        <Text role="alert" color="red.700" fontSize="sm" mt="1">
          {t('validation:outsideSaudiArabia')}
        </Text>
      )}
    </Box>
  );
}
