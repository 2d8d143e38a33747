// The date/time/count inputs of the booking card for the chosen period.
import { Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field';
import type { BookingChoice } from './booking-request';

const MAX_COUNT = { weekly: 4, monthly: 11, yearly: 5 } as const;

export function BookingFields(props: {
  choice: BookingChoice;
  onChange: (patch: Partial<BookingChoice>) => void;
  errorPath?: string;
  error?: string;
}) {
  const { choice: c, onChange, errorPath, error } = props;
  const { t } = useTranslation('office-details');
  const invalid = (p: string) => errorPath === p;
  // Invalid as soon as the choice fails; the message follows once its words have loaded.
  const at = (p: string) => ({ invalid: invalid(p), error: invalid(p) ? error : undefined });
  const dateInput = (name: 'start' | 'end', path: string) => (
    <FormField label={t(`booking.fields.${path}`)} {...at(path)}>
      <Input
        type="date"
        dir="ltr"
        name={path}
        value={c[name] ?? ''}
        onChange={(e) => onChange({ [name]: e.target.value })}
      />
    </FormField>
  );
  const timeInput = (name: 'fromTime' | 'toTime', path: string) => (
    <FormField label={t(`booking.fields.${path}`)} {...at(path)}>
      <Input
        type="time"
        dir="ltr"
        step={1800}
        name={path}
        value={c[name] ?? ''}
        onChange={(e) => onChange({ [name]: e.target.value })}
      />
    </FormField>
  );
  if (c.period === 'hourly')
    return (
      <>
        {dateInput('start', 'start_date')}
        <SimpleGrid columns={2} gap="3">
          {timeInput('fromTime', 'arrival_time')}
          {timeInput('toTime', 'departure_time')}
        </SimpleGrid>
      </>
    );
  if (c.period === 'daily')
    return (
      <SimpleGrid columns={2} gap="3">
        {dateInput('start', 'start_date')}
        {dateInput('end', 'end_date')}
      </SimpleGrid>
    );
  const max = MAX_COUNT[c.period];
  return (
    <SimpleGrid columns={2} gap="3">
      {dateInput('start', 'start_date')}
      <FormField label={t(`booking.fields.${c.period}Count`)} {...at('end_date')}>
        <NativeSelect.Root>
          <NativeSelect.Field
            name="count"
            value={String(c.count ?? 1)}
            onChange={(e) => onChange({ count: Number(e.currentTarget.value) })}
          >
            {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </SimpleGrid>
  );
}
