// The search filter modal (spec: "Search filter modal"), as a side drawer: city,
// category, type, period, price range, dates, area, capacity and features. Values are
// typed as text and read back through readFilters, so Arabic digits and bad input are
// handled exactly as in the URL.
import { Button, CloseButton, Drawer, Portal, SimpleGrid, Stack } from '@chakra-ui/react';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $api } from '@/api/query';
import { addRecipes } from '@/theme';
import { readFilters, writeFilters, type ListingFilters } from './listing-params';
import { FeatureChecks, NumberField, SelectField, TextField } from './filter-fields';
import { CATEGORIES, OFFICE_TYPES, TYPE_RES_IDS } from './listing-params';

// Registered when this chunk loads (the drawer's first opening), before its first render:
// the listing's own chunk, which every visit of the listing loads, does not carry it.
addRecipes({ slotRecipes: { drawer: drawerSlotRecipe } });

type Draft = Record<string, string>;

function toDraft(f: ListingFilters): Draft {
  const out: Draft = {};
  writeFilters(f).forEach((v, k) => {
    if (k !== 'features') out[k] = v;
  });
  return out;
}

export function FilterDrawer(props: {
  open: boolean;
  onClose: () => void;
  filters: ListingFilters;
  onApply: (f: ListingFilters) => void;
}) {
  const { t, i18n } = useTranslation('listings');
  const ar = i18n.language.startsWith('ar');
  const [draft, setDraft] = useState<Draft>(() => toDraft(props.filters));
  const [features, setFeatures] = useState<number[]>(props.filters.features);
  const data = $api.useQuery(
    'get',
    '/apiBack/v1/user/settings/search_data',
    {},
    { staleTime: 600_000 },
  ).data?.data;
  const set = (k: string) => (v: string) => setDraft((d) => ({ ...d, [k]: v }));
  const bind = (k: string) => ({ name: k, value: draft[k] ?? '', onChange: set(k) });

  function apply() {
    const sp = new URLSearchParams(Object.entries(draft).filter(([, v]) => v !== ''));
    for (const f of features) sp.append('features', String(f));
    props.onApply(readFilters(sp));
  }

  return (
    <Drawer.Root
      open={props.open}
      onOpenChange={(e) => !e.open && props.onClose()}
      placement="end"
      size="sm"
      // The drawer mounts from a lazy chunk while the page re-renders under it; ark's
      // interact-outside detection then closed it at once. The backdrop closes it instead.
      closeOnInteractOutside={false}
    >
      <Portal>
        <Drawer.Backdrop onClick={props.onClose} />
        <Drawer.Positioner>
          <Drawer.Content data-testid="filter-drawer">
            <Drawer.Header>
              <Drawer.Title>{t('filters.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="4">
                <SelectField
                  label={t('filters.city')}
                  {...bind('city_id')}
                  options={(data?.cities ?? []).map((c) => ({
                    value: String(c.id),
                    label: ar ? c.name_ar : c.name_en,
                  }))}
                />
                <SelectField
                  label={t('filters.category')}
                  {...bind('category')}
                  options={CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
                />
                <SelectField
                  label={t('filters.type')}
                  {...bind('type')}
                  options={OFFICE_TYPES.map((c) => ({ value: c, label: t(`types.${c}`) }))}
                />
                <SelectField
                  label={t('filters.period')}
                  {...bind('type_res_id')}
                  options={TYPE_RES_IDS.map((c) => ({
                    value: String(c),
                    label: t(`periodName.${c}`),
                  }))}
                />
                <SimpleGrid columns={2} gap="3">
                  <NumberField label={t('filters.priceMin')} {...bind('price_min')} />
                  <NumberField label={t('filters.priceMax')} {...bind('price_max')} />
                  <TextField type="date" label={t('filters.startDate')} {...bind('start_date')} />
                  <TextField type="date" label={t('filters.endDate')} {...bind('end_date')} />
                  <NumberField label={t('filters.areaMin')} {...bind('area_min')} />
                  <NumberField label={t('filters.areaMax')} {...bind('area_max')} />
                </SimpleGrid>
                <NumberField label={t('filters.capacity')} {...bind('capacity')} />
                <FeatureChecks
                  legend={t('filters.features')}
                  options={(data?.features ?? []).map((f) => ({
                    id: f.id,
                    label: ar ? f.name_ar : f.name_en,
                  }))}
                  value={features}
                  onChange={setFeatures}
                />
              </Stack>
            </Drawer.Body>
            <Drawer.Footer gap="3">
              <Button
                variant="outline"
                onClick={() => {
                  setDraft({});
                  setFeatures([]);
                }}
              >
                {t('filters.reset')}
              </Button>
              <Button colorPalette="brand" onClick={apply} data-testid="apply-filters">
                {t('filters.apply')}
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('filters.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
