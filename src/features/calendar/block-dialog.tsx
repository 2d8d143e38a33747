// Block days or hours of the unit (maintenance, private use ...): whole days from–to, or
// hours of one day. The block rule of schemas/ checks the form; the backend checks it
// again and refuses a slot that is already booked (the message lands at the field).
import { Checkbox, Input, NativeSelect, SimpleGrid, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, useZodForm } from '@/engines/form';
import {
  CALENDAR_BLOCK_KINDS,
  calendarBlockSchema,
  type CalendarBlockValues,
} from '@schemas/calendar-block';
import { FormField } from '@/components/form-field';
import { useBlock } from './use-calendar';

type Name = keyof CalendarBlockValues;

export function BlockDialog({
  unitId,
  date,
  onClose,
  onDone,
}: {
  unitId: number;
  date: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation(['calendar', 'validation']);
  const [allDay, setAllDay] = useState(true);
  const form = useZodForm(calendarBlockSchema, {
    fieldGender: 'calendar:block.fieldGender',
    defaultValues: { start_date: date, end_date: date, kind: 'maintenance', note: '' },
  });
  const save = useBlock();
  const error = (name: Name) => form.fieldError(name, t(`calendar:block.fields.${name}`));
  const field = (name: Name, input: React.ReactNode) => (
    <FormField name={name} label={t(`calendar:block.fields.${name}`)} error={error(name)}>
      {input}
    </FormField>
  );
  return (
    <FormDialog
      open
      onClose={onClose}
      onDone={onDone}
      title={t('calendar:block.title')}
      form={form}
      onSubmit={(body) => save.mutateAsync({ params: { path: { unitId } }, body })}
      submitLabel={t('calendar:block.save')}
      cancelLabel={t('calendar:actions.cancel')}
      testId="block-dialog"
      submitTestId="block-save"
      errorTestId="block-error"
    >
      <SimpleGrid columns={2} gap="3">
        {field('start_date', <Input type="date" dir="ltr" {...form.register('start_date')} />)}
        {field('end_date', <Input type="date" dir="ltr" {...form.register('end_date')} />)}
      </SimpleGrid>
      <Checkbox.Root
        checked={allDay}
        onCheckedChange={(e) => {
          setAllDay(Boolean(e.checked));
          if (e.checked) {
            form.setValue('start_time', undefined);
            form.setValue('end_time', undefined);
          }
        }}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('calendar:block.allDay')}</Checkbox.Label>
      </Checkbox.Root>
      {!allDay && (
        <SimpleGrid columns={2} gap="3">
          {field('start_time', <Input type="time" dir="ltr" {...form.register('start_time')} />)}
          {field('end_time', <Input type="time" dir="ltr" {...form.register('end_time')} />)}
        </SimpleGrid>
      )}
      {field(
        'kind',
        <NativeSelect.Root>
          <NativeSelect.Field {...form.register('kind')}>
            {CALENDAR_BLOCK_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`calendar:kinds.${k}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>,
      )}
      {field('note', <Textarea rows={2} {...form.register('note')} />)}
    </FormDialog>
  );
}
