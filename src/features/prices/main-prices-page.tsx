// /dashboard/prices/main: pick a unit, then set its main prices (a one-step wizard; unsent
// changes are kept as a draft per unit).
import { useMemo, useState } from 'react';
import { Box, NativeSelect, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { $api, apiKey } from '@/api/query';
import type { components } from '@/api/generated/apiback';
import { FormField } from '@/components/form-field';
import { QueryState } from '@/components/query-state';
import { WizardPage } from '@/engines/wizard';
import { toaster } from '@/lib/toaster';
import { makeMainPricesWizard, unitPricesToValues } from './main-prices-wizard';
import { PricesFrame } from './prices-frame';

function UnitPricesForm({ unit }: { unit: components['schemas']['UnitPrices'] }) {
  const { t } = useTranslation('prices');
  const def = useMemo(() => makeMainPricesWizard(unit.unit_id), [unit.unit_id]);
  return (
    <Box maxW="xl" data-testid="unit-prices-form">
      <WizardPage
        def={def}
        record={unit}
        toValues={unitPricesToValues}
        scope={`main-${unit.unit_id}`}
        invalidates={[apiKey('get', '/apiBack/v1/user/prices')]}
        // The form stays open for the next change: a toast says it was saved.
        onDone={() => toaster.create({ type: 'success', title: t('saved') })}
      />
    </Box>
  );
}

export function MainPricesPage() {
  const { t } = useTranslation('prices');
  const list = $api.useQuery('get', '/apiBack/v1/user/prices', {
    params: { query: { per_page: 100 } },
  });
  const units = list.data?.data.data ?? [];
  const [picked, setPicked] = useState<number>();
  const unit = units.find((u) => u.unit_id === picked) ?? units[0];
  return (
    <PricesFrame title={t('main.title')}>
      <QueryState queries={[list]} label={t('loading')}>
        {() => (
          <Stack gap="6">
            <FormField label={t('fields.unit')} maxW="md">
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={unit ? String(unit.unit_id) : ''}
                  onChange={(e) => setPicked(Number(e.target.value))}
                >
                  {units.map((u) => (
                    <option key={u.unit_id} value={u.unit_id}>
                      {u.office_name} — {u.unit_name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            {unit ? <UnitPricesForm key={unit.unit_id} unit={unit} /> : t('main.noUnits')}
          </Stack>
        )}
      </QueryState>
    </PricesFrame>
  );
}
