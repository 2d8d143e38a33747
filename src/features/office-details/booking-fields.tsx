// The date/time/count inputs of the booking card for the chosen period.
import { Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
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
  const dateInput = (name: 'start' | 'end', path: string) => (
    <Field.Root invalid={invalid(path)}>
      <Field.Label>{t(`booking.fields.${path}`)}</Field.Label>
      <Input
        type="date"
        dir="ltr"
        name={path}
        value={c[name] ?? ''}
        onChange={(e) => onChange({ [name]: e.target.value })}
      />
      {invalid(path) && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
  const timeInput = (name: 'fromTime' | 'toTime', path: string) => (
    <Field.Root invalid={invalid(path)}>
      <Field.Label>{t(`booking.fields.${path}`)}</Field.Label>
      <Input
        type="time"
        dir="ltr"
        step={1800}
        name={path}
        value={c[name] ?? ''}
        onChange={(e) => onChange({ [name]: e.target.value })}
      />
      {invalid(path) && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
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
      <Field.Root invalid={invalid('end_date')}>
        <Field.Label>{t(`booking.fields.${c.period}Count`)}</Field.Label>
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
        {invalid('end_date') && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
    </SimpleGrid>
  );
}
