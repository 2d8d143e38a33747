// One unit's booking settings on the one-page form engine (useZodForm over the unit
// settings rule of schemas/unit.ts, with the saved values and the backend's locks: a
// locked field is shown disabled with the reason, and changing it is refused at the field).
// The cancellation policies show the refund schedule the tenant's cancel uses.
import { Box, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/apiback';
import { FormField } from '@/components/form-field';
import { FormActions, useZodForm } from '@/engines/form';
import { PERIOD_TYPES, TYPE_RES_ID } from '@/domain';
import { toaster } from '@/lib/toaster';
import { PERIOD_MAX } from '@schemas/booking';
import { createUnitSettingsSchema } from '@schemas/unit';
import { LockNote, ModeChoice, PolicyChoice } from './settings-choices';
import { useSaveUnitSettings } from './unit-settings-api';

type Settings = components['schemas']['UnitSettings'];
type Unit = components['schemas']['Unit'];

const EXPIRY_HOURS = [2, 6, 12, 24, 48, 72];
const BUFFERS = [0, 15, 30, 45, 60, 90, 120];
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** One row per priced period: the saved limits, or the full range (no limit). */
function limitRows(unit: Unit, saved: Settings) {
  return PERIOD_TYPES.filter((p) => unit.prices.some((x) => x.type_res_id === TYPE_RES_ID[p])).map(
    (p) => {
      const id = TYPE_RES_ID[p] as Settings['length_limits'][number]['type_res_id'];
      const s = saved.length_limits.find((l) => l.type_res_id === id);
      return { type_res_id: id, min: s?.min ?? 1, max: s?.max ?? PERIOD_MAX[p] };
    },
  );
}

export function UnitSettingsForm({ unit, saved }: { unit: Unit; saved: Settings }) {
  const { t } = useTranslation(['unit-settings', 'validation']);
  const save = useSaveUnitSettings();
  const schema = useMemo(() => createUnitSettingsSchema(saved, saved.locked_fields), [saved]);
  const rows = useMemo(() => limitRows(unit, saved), [unit, saved]);
  const form = useZodForm(schema, {
    fieldGender: 'unit-settings:fieldGender',
    defaultValues: {
      booking_terms: saved.booking_terms,
      refundable_deposit: saved.refundable_deposit,
      cancellation_policy: saved.cancellation_policy,
      booking_mode: saved.booking_mode,
      request_expiry_hours: saved.request_expiry_hours,
      min_notice_hours: saved.min_notice_hours,
      length_limits: rows,
      buffer_minutes: saved.buffer_minutes,
    },
  });
  const locked = (name: Settings['locked_fields'][number]) =>
    saved.locks.find((l) => l.field === name);
  const error = (name: Parameters<typeof form.fieldError>[0], label: string) =>
    form.fieldError(name, label);
  const mode = form.watch('booking_mode');
  const hourly = unit.prices.some((p) => p.type_res_id === TYPE_RES_ID.hourly);

  const submit = form.submit(async (values) => {
    const { data } = await save.mutateAsync({ params: { path: { id: unit.id } }, body: values });
    form.reset({ ...values, length_limits: limitRows(unit, data) });
    toaster.create({ type: 'success', title: t('saved') });
  });

  const label = (k: string) => t(`fields.${k}`);
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="unit-settings-form">
      <Stack gap="6" maxW="3xl">
        <FormField
          label={label('booking_terms')}
          required
          helper={t('hints.booking_terms')}
          error={error('booking_terms', label('booking_terms'))}
        >
          <Textarea {...form.register('booking_terms')} rows={4} dir="auto" />
        </FormField>

        <FormField
          label={label('refundable_deposit')}
          error={error('refundable_deposit', label('refundable_deposit'))}
          disabled={Boolean(locked('refundable_deposit'))}
          maxW="xs"
        >
          <Input
            {...form.register('refundable_deposit')}
            dir="ltr"
            inputMode="decimal"
            data-testid="refundable-deposit"
          />
          <LockNote lock={locked('refundable_deposit')} warn={t('hints.locksOnSave')} />
        </FormField>

        <PolicyChoice
          field={form.register('cancellation_policy')}
          value={form.watch('cancellation_policy')}
        />
        <ModeChoice field={form.register('booking_mode')} value={mode} />
        {mode === 'request' && (
          <FormField label={label('request_expiry_hours')} maxW="xs">
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('request_expiry_hours')}>
                {EXPIRY_HOURS.map((h) => (
                  <option key={h} value={h}>
                    {t('hoursOption', { count: h })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        )}

        <FormField
          label={label('min_notice_hours')}
          helper={t('hints.min_notice_hours')}
          error={error('min_notice_hours', label('min_notice_hours'))}
          maxW="xs"
        >
          <Input {...form.register('min_notice_hours')} dir="ltr" inputMode="numeric" />
        </FormField>

        <Box as="fieldset">
          <Text as="legend" fontWeight="medium" mb="1">
            {label('length_limits')}
          </Text>
          <Text fontSize="sm" color="fg.muted" mb="3">
            {t('hints.length_limits')}
          </Text>
          <Stack gap="3">
            {rows.map((row, i) => {
              const period = PERIOD_TYPES.find((p) => TYPE_RES_ID[p] === row.type_res_id)!;
              const max = PERIOD_MAX[period];
              const bound = (k: 'min' | 'max') => (
                <FormField
                  label={t(`limits.${k}`)}
                  error={error(`length_limits.${i}.${k}`, label(k))}
                >
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field {...form.register(`length_limits.${i}.${k}`)}>
                      {range(max).map((n) => (
                        <option key={n} value={n}>
                          {t(`units.${period}`, { count: n })}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
              );
              return (
                <SimpleGrid
                  key={row.type_res_id}
                  columns={{ base: 1, sm: 3 }}
                  gap="3"
                  alignItems="end"
                  data-testid={`limits-${period}`}
                >
                  <Text fontWeight="medium">{t(`periods.${period}`)}</Text>
                  {bound('min')}
                  {bound('max')}
                </SimpleGrid>
              );
            })}
          </Stack>
        </Box>

        {hourly && (
          <FormField label={label('buffer_minutes')} helper={t('hints.buffer_minutes')} maxW="xs">
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('buffer_minutes')}>
                {BUFFERS.map((m) => (
                  <option key={m} value={m}>
                    {t('minutesOption', { count: m })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        )}

        <FormActions
          form={form}
          submit={t('save')}
          submitTestId="unit-settings-save"
          errorTestId="unit-settings-error"
        />
      </Stack>
    </form>
  );
}
