// Pick one of the lessor's units (`?unit=` keeps the choice in the address), then edit its
// booking settings. The form is keyed by the unit, so switching units starts afresh.
import { Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/query-state';
import { FormField } from '@/components/form-field';
import { chosenUnit, settingsQuery, unitsQuery } from './unit-choice';
import { UnitSettingsForm } from './unit-settings-form';

export function UnitSettingsPage() {
  const { t } = useTranslation('unit-settings');
  const [params, setParams] = useSearchParams();
  const list = useQuery(unitsQuery());
  const { units, unit } = chosenUnit(list.data?.data.data ?? [], params.get('unit'));
  const settings = useQuery({ ...settingsQuery(unit?.id ?? 0), enabled: Boolean(unit) });
  return (
    <Stack gap="6" data-testid="unit-settings">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          {t('title')}
        </Heading>
        <Text color="fg.muted">{t('intro')}</Text>
      </Stack>
      <QueryState queries={[list]} label={t('loading')}>
        {() => (unit ? null : <Text>{t('noUnits')}</Text>)}
      </QueryState>
      {unit && (
        <FormField label={t('fields.unit')} maxW="lg">
          <NativeSelect.Root>
            <NativeSelect.Field
              name="unit"
              value={String(unit.id)}
              onChange={(e) => setParams({ unit: e.target.value }, { replace: true })}
            >
              {units.map((u) => (
                <option key={u.id} value={u.id}>
                  {u.office_name} — {u.name} ({u.code})
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      )}
      {unit && (
        <QueryState queries={[settings]} label={t('loading')}>
          {(data) => <UnitSettingsForm key={unit.id} unit={unit} saved={data.data} />}
        </QueryState>
      )}
    </Stack>
  );
}
