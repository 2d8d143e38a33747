// Map location: click the outline or type latitude/longitude. The value is `{ lat, lng }`;
// the inside-Saudi-Arabia rule is checked here for instant feedback and by the schema.
import { useEffect, useState } from 'react';
import { Box, Field, HStack, Input, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isInsideSaudiArabia } from '@schemas/lib/geo';
import { normaliseNumericText } from '@schemas/lib/text';
import { isLatLng } from './read-value';
import { SaudiMap, type LatLng } from './saudi-map';

const fmt = (n: number | undefined) => (Number.isFinite(n) ? String(n) : '');
const num = (raw: string) => (raw.trim() === '' ? NaN : Number(normaliseNumericText(raw)));

export function LocationInput({
  value,
  onChange,
  label,
  invalid,
}: {
  value?: Partial<LatLng> | null;
  onChange: (v: LatLng) => void;
  label: string;
  invalid?: boolean;
}) {
  const { t } = useTranslation('wizard');
  const lat = value?.lat;
  const lng = value?.lng;
  // The typed text is kept as typed ("24." mid-typing) and re-synced after a map click.
  const [text, setText] = useState({ lat: fmt(lat), lng: fmt(lng) });
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
  return (
    <Box>
      <SaudiMap
        value={known ? point : null}
        onPick={onChange}
        label={t('mapLabel', { field: label })}
        invalid={invalid || outside}
      />
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
