// Specification: category, type, area, rooms and facilities, licence and advertiser
// relationship, and the features by name (names from the search reference data).
import { Badge, Box, DataList, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '@/domain';
import { useSearchData, type Office } from './use-office';

export function SpecPanel({ office: o }: { office: Office }) {
  const { t, i18n } = useTranslation('office-details');
  const ar = i18n.language.startsWith('ar');
  const features = useSearchData().data?.features ?? [];
  const names = (o.features ?? [])
    .map((id) => features.find((f) => f.id === id))
    .filter((f) => f !== undefined)
    .map((f) => (ar ? f.name_ar : f.name_en));
  const rows: [string, ReactNode][] = [
    [t('spec.category'), t(`categories.${o.category}`)],
    [t('spec.type'), o.type ? t(`types.${o.type}`) : undefined],
    [
      t('spec.area'),
      o.area ? (
        <>
          <bdi>{formatDecimal(o.area, 0)}</bdi> {t('units.sqm')}
        </>
      ) : undefined,
    ],
    [t('spec.units'), o.units_count !== undefined ? <bdi>{o.units_count}</bdi> : undefined],
    [t('spec.halls'), o.halls !== undefined ? <bdi>{o.halls}</bdi> : undefined],
    [t('spec.rooms'), o.rooms !== undefined ? <bdi>{o.rooms}</bdi> : undefined],
    [t('spec.bathrooms'), o.bathrooms !== undefined ? <bdi>{o.bathrooms}</bdi> : undefined],
    [t('spec.kitchens'), o.kitchens !== undefined ? <bdi>{o.kitchens}</bdi> : undefined],
    [t('spec.interface'), o.interface ? t(`directions.${o.interface}`) : undefined],
    [t('spec.license'), o.license_number ? <bdi>{o.license_number}</bdi> : undefined],
    [
      t('spec.advertiser'),
      o.advertiser_relationship
        ? `${t(`relationship.${o.advertiser_relationship}`)}${o.exclusivity ? ` · ${t(`exclusivity.${o.exclusivity}`)}` : ''}`
        : undefined,
    ],
  ];
  return (
    <Box py="4" data-testid="spec-panel">
      <DataList.Root orientation="horizontal" size="sm">
        {rows
          .filter(([, v]) => v !== undefined)
          .map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
      </DataList.Root>
      {names.length > 0 && (
        <Box mt="4">
          <Box as="h3" fontWeight="bold" mb="2">
            {t('spec.features')}
          </Box>
          <Wrap gap="2">
            {names.map((n) => (
              <Badge key={n} variant="subtle" colorPalette="brand" size="md">
                {n}
              </Badge>
            ))}
          </Wrap>
        </Box>
      )}
    </Box>
  );
}
