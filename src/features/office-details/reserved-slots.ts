// The unit's availability calendar as the booking schema's reserved slots: a reserved
// day blocks the whole day; booked hours block their time ranges (half-open, local time).
import dayjs from 'dayjs';
import type { components } from '@/api/generated/apiback';
import type { ReservedSlot } from '@/domain';

type CalendarDay = components['schemas']['CalendarDay'];

function at(date: string, time: string): string {
  // "24:00" is midnight at the end of the day.
  if (time.startsWith('24')) return `${dayjs(date).add(1, 'day').format('YYYY-MM-DD')}T00:00:00`;
  return `${date}T${time.slice(0, 5)}:00`;
}

export function reservedFromDays(days: readonly CalendarDay[]): ReservedSlot[] {
  const out: ReservedSlot[] = [];
  for (const d of days) {
    if (d.state === 'reserved' || d.state === 'unavailable') {
      out.push({ start: at(d.date, '00:00'), end: at(d.date, '24:00') });
    } else {
      for (const h of d.booked_hours ?? [])
        out.push({ start: at(d.date, h.from), end: at(d.date, h.to) });
    }
  }
  return out;
}
