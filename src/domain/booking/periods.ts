// Duration and end date of a booking for each period type (hourly, daily, weekly,
// monthly, yearly). The arithmetic lives in schemas/lib/booking-period.ts so the booking
// schema and this engine can never disagree; this module gives it the engine's API.
import { bookingRange, type BookingInput } from '@schemas/booking-rules';
import {
  DATE_FORMAT,
  parseDate,
  periodEnd,
  periodLength,
  type PeriodType,
} from '@schemas/lib/booking-period';
import dayjs from 'dayjs';

export {
  PERIOD_TYPES,
  TYPE_RES_ID,
  periodFromTypeResId,
  parseTime,
  formatTime12h,
  formatTime24h,
  type PeriodType,
  type ReservedSlot,
} from '@schemas/lib/booking-period';

/** Number of periods a booking input covers (hours are rounded up), or null when unreadable. */
export function bookingDuration(input: BookingInput): number | null {
  const resolved = bookingRange(input);
  if ('error' in resolved) return null;
  return periodLength(input.period, resolved.range.start, resolved.range.end).count;
}

/** Departure date (`YYYY-MM-DD`, exclusive) of `count` periods from `startDate`. */
export function bookingEndDate(
  period: Exclude<PeriodType, 'hourly'>,
  startDate: string,
  count: number,
): string {
  const start = parseDate(startDate);
  if (!start) throw new RangeError(`Invalid date: ${startDate}`);
  return periodEnd(period, start, count).format(DATE_FORMAT);
}

/** Departure time of an hourly booking: `HH:mm` 24-hour, or "24:00" for midnight. */
export function hourlyEndTime(startDate: string, arrivalMinutes: number, hours: number): string {
  const start = dayjs(startDate).startOf('day').add(arrivalMinutes, 'minute');
  const end = start.add(hours, 'hour');
  if (end.isSame(start.startOf('day').add(1, 'day'))) return '24:00';
  return end.format('HH:mm');
}

/** ISO range [start, end) of a booking input (what the backend stores as a reserved slot). */
export function bookingSlot(input: BookingInput): { start: string; end: string } | null {
  const resolved = bookingRange(input);
  if ('error' in resolved) return null;
  return {
    start: resolved.range.start.format('YYYY-MM-DDTHH:mm:ss'),
    end: resolved.range.end.format('YYYY-MM-DDTHH:mm:ss'),
  };
}
