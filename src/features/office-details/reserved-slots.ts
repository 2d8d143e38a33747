// The unit's availability calendar as the booking schema's reserved slots and as what the
// date picker may offer. Any state but "available" takes the whole day, unless the day
// says which hours are taken (hourly and partly booked days): then only those hours.
// New states (a lessor's "blocked" day) are therefore refused by default.
import dayjs from 'dayjs';
import type { components } from '@/api/generated/apiback';
import type { PeriodType, ReservedSlot } from '@/domain';

type CalendarDay = components['schemas']['CalendarDay'];

const DAY = 'YYYY-MM-DD';

function at(date: string, time: string): string {
  // "24:00" is midnight at the end of the day.
  if (time.startsWith('24')) return `${dayjs(date).add(1, 'day').format(DAY)}T00:00:00`;
  return `${date}T${time.slice(0, 5)}:00`;
}

export function reservedFromDays(days: readonly CalendarDay[]): ReservedSlot[] {
  const out: ReservedSlot[] = [];
  for (const d of days) {
    if (d.state === 'available') continue;
    if (d.booked_hours?.length) {
      for (const h of d.booked_hours)
        out.push({ start: at(d.date, h.from), end: at(d.date, h.to) });
    } else out.push({ start: at(d.date, '00:00'), end: at(d.date, '24:00') });
  }
  return out;
}

/**
 * May a booking of `period` start on (or cover) this day? A date booking needs the whole
 * day free; an hourly one needs some free hours (a day that lists its taken hours).
 */
export function dayOpen(day: CalendarDay | undefined, period: PeriodType): boolean {
  if (!day) return false;
  if (day.state === 'available') return true;
  return period === 'hourly' && Boolean(day.booked_hours?.length);
}

/**
 * The latest departure date of a date booking arriving on `start`: the first day after it
 * that is not free (a departure morning may be someone else's arrival), or the window's end.
 */
export function latestDeparture(start: string, days: readonly CalendarDay[]): string {
  const byDate = new Map(days.map((d) => [d.date, d]));
  let d = dayjs(start).add(1, 'day');
  for (;;) {
    const key = d.format(DAY);
    const day = byDate.get(key);
    if (!day || day.state !== 'available') return key;
    d = d.add(1, 'day');
  }
}
