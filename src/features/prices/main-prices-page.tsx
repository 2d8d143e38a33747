// /dashboard/prices/main: pick a unit, then set its main prices.
import { useState } from 'react';
import { Field, NativeSelect, Spinner, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { $api } from '@/api/query';
import { PricesFrame } from './prices-frame';
import { UnitPricesForm } from './unit-prices-form';

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
      {list.isPending ? (
        <Spinner aria-label={t('loading')} />
      ) : (
        <Stack gap="6">
          <Field.Root maxW="md">
            <Field.Label>{t('fields.unit')}</Field.Label>
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
          </Field.Root>
          {unit ? <UnitPricesForm key={unit.unit_id} unit={unit} /> : t('main.noUnits')}
        </Stack>
      )}
    </PricesFrame>
  );
}
