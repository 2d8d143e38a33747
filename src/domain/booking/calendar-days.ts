// Calendar day states (spec: "days shown as reserved, partially booked or hourly booked").
// The spec names the states but not the rule; ours, per day [00:00, 24:00):
// - "reserved":         every minute of the day is covered by reservations of any kind;
// - "hourly_booked":    some minutes are covered, and only by hourly reservations;
// - "partially_booked": some minutes are covered and at least one covering reservation
//                       is not hourly (a stay that begins or ends inside the day);
// - "available":        nothing covers the day.
// ("unavailable", the contract's fifth state, is the lessor closing a day: not a booking.)
import dayjs from 'dayjs';
import { conflictingSlots, type PeriodType, type ReservedSlot } from '@schemas/lib/booking-period';
import type { components } from '@/api/generated/apiback';
import { isFullyReserved } from './conflicts';

/** Longest availability window one request may ask for: `to` at most this many days after
 * `from` (a year ahead). The backend refuses longer ranges; the details page asks exactly this. */
export const AVAILABILITY_WINDOW_DAYS = 365;

/** A calendar day's state, the contract's (the one definition: the calendar's legend and
 * colours are keyed by it too). */
export type DayState = components['schemas']['CalendarDayState'];

/** The day states that bookings decide ('unavailable' is the lessor's block). */
export type BookedDayState = Exclude<DayState, 'unavailable'>;

export interface CalendarReservation extends ReservedSlot {
  period: PeriodType;
}

export function dayState(
  date: string,
  reservations: readonly CalendarReservation[],
): BookedDayState {
  const start = dayjs(date).startOf('day');
  const window = { start, end: start.add(1, 'day') };
  const touching = conflictingSlots(window, reservations) as CalendarReservation[];
  if (touching.length === 0) return 'available';
  if (isFullyReserved(window, touching)) return 'reserved';
  return touching.every((r) => r.period === 'hourly') ? 'hourly_booked' : 'partially_booked';
}

/** States of every day of the month containing `anyDay`, keyed `YYYY-MM-DD`. */
export function monthDayStates(
  anyDay: string,
  reservations: readonly CalendarReservation[],
): Record<string, BookedDayState> {
  const first = dayjs(anyDay).startOf('month');
  const out: Record<string, BookedDayState> = {};
  for (let d = first; d.isBefore(first.add(1, 'month')); d = d.add(1, 'day')) {
    const key = d.format('YYYY-MM-DD');
    out[key] = dayState(key, reservations);
  }
  return out;
}
