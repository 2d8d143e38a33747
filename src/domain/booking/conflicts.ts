// Reserved-slot conflicts: which reservations a requested range collides with, and which
// hours of a day, days of a month, months of a year or years are fully taken (the pickers
// disable those — "reserved years, months, hours, days cannot be picked").
import {
  conflictingSlots,
  toRange,
  type ReservedSlot,
  type TimeRange,
} from '@schemas/lib/booking-period';
import dayjs, { type Dayjs } from 'dayjs';

export { conflictingSlots, rangesOverlap } from '@schemas/lib/booking-period';

export function hasConflict(
  range: { start: string | Dayjs; end: string | Dayjs },
  reserved: readonly ReservedSlot[],
) {
  return (
    conflictingSlots({ start: dayjs(range.start), end: dayjs(range.end) }, reserved).length > 0
  );
}

/** Minutes of [from, to) covered by the union of reserved slots. */
export function coveredMinutes(window: TimeRange, reserved: readonly ReservedSlot[]): number {
  const pieces = reserved
    .map(toRange)
    .map((r) => ({
      start: Math.max(r.start.valueOf(), window.start.valueOf()),
      end: Math.min(r.end.valueOf(), window.end.valueOf()),
    }))
    .filter((p) => p.end > p.start)
    .sort((a, b) => a.start - b.start);
  let total = 0;
  let cursorEnd = -Infinity;
  for (const p of pieces) {
    const start = Math.max(p.start, cursorEnd);
    if (p.end > start) total += p.end - start;
    cursorEnd = Math.max(cursorEnd, p.end);
  }
  return Math.round(total / 60_000);
}

/** True when every minute of the window is reserved. */
export function isFullyReserved(window: TimeRange, reserved: readonly ReservedSlot[]): boolean {
  return coveredMinutes(window, reserved) >= window.end.diff(window.start, 'minute');
}

/** Hours (0..23) of `date` that overlap a reservation: an hourly picker disables them. */
export function reservedHours(date: string, reserved: readonly ReservedSlot[]): number[] {
  const day = dayjs(date).startOf('day');
  const hours: number[] = [];
  for (let h = 0; h < 24; h++) {
    const slot = { start: day.add(h, 'hour'), end: day.add(h + 1, 'hour') };
    if (conflictingSlots(slot, reserved).length > 0) hours.push(h);
  }
  return hours;
}

/** Dates (`YYYY-MM-DD`) of the month containing `anyDay` that are fully reserved. */
export function reservedDays(anyDay: string, reserved: readonly ReservedSlot[]): string[] {
  const first = dayjs(anyDay).startOf('month');
  const days: string[] = [];
  for (let d = first; d.isBefore(first.add(1, 'month')); d = d.add(1, 'day')) {
    if (isFullyReserved({ start: d, end: d.add(1, 'day') }, reserved))
      days.push(d.format('YYYY-MM-DD'));
  }
  return days;
}

/** Months (1..12) of `year` that overlap a reservation: a monthly picker disables them. */
export function reservedMonths(year: number, reserved: readonly ReservedSlot[]): number[] {
  const months: number[] = [];
  for (let m = 0; m < 12; m++) {
    const start = dayjs(new Date(year, m, 1));
    if (conflictingSlots({ start, end: start.add(1, 'month') }, reserved).length > 0)
      months.push(m + 1);
  }
  return months;
}

/** Years from `fromYear` to `toYear` that overlap a reservation: a yearly picker disables them. */
export function reservedYears(
  fromYear: number,
  toYear: number,
  reserved: readonly ReservedSlot[],
): number[] {
  const years: number[] = [];
  for (let y = fromYear; y <= toYear; y++) {
    const start = dayjs(new Date(y, 0, 1));
    if (conflictingSlots({ start, end: start.add(1, 'year') }, reserved).length > 0) years.push(y);
  }
  return years;
}
