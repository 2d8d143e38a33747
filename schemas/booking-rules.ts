// Booking request rules of spec section 5 for the five period types, as plain functions
// (no zod): the booking card of /details checks a choice with them on its first render, and
// this file keeps zod (~24 kB gzip) out of that page's first load. ./booking.ts wraps the
// same rules in the form's zod schema. Context (the current time, the slots already
// reserved) is injected so the same rules run in the booking form, in tests with a fixed
// clock, and in the embedded backend.
import dayjs, { type Dayjs } from 'dayjs';
import type { components } from '@/api/generated/apiback';
import {
  conflictingSlots,
  formatTime24h,
  parseDate,
  parseTime,
  periodFromTypeResId,
  periodLength,
  type PeriodType,
  type ReservedSlot,
  type TimeRange,
} from './lib/booking-period';
import type { ValidationKey } from './messages';

export const BOOKING_LIMITS = {
  /** Daily booking at most 29 days. */
  dailyMaxDays: 29,
  /** Monthly booking at most 11 months (12 would be a yearly booking). */
  monthlyMaxMonths: 11,
  /** Weekly booking at most 4 weeks (a longer stay is monthly, as days stop at 29). */
  weeklyMaxWeeks: 4,
  /** Yearly booking at least one year. */
  yearlyMinYears: 1,
  /** How far ahead a booking may start, in years. */
  maxYearsAhead: 5,
} as const;

/**
 * The longest booking of each period a unit's own limits may allow (unit settings): the
 * platform's limits above, a day of hours, and five years.
 */
export const PERIOD_MAX: Readonly<Record<PeriodType, number>> = {
  hourly: 24,
  daily: BOOKING_LIMITS.dailyMaxDays,
  weekly: BOOKING_LIMITS.weeklyMaxWeeks,
  monthly: BOOKING_LIMITS.monthlyMaxMonths,
  yearly: 5,
};

/** A unit's shortest and longest booking of one period type (unit settings). */
export interface LengthLimit {
  min: number;
  max: number;
}

export interface BookingContext {
  /** The current time; defaults to the real clock. */
  now?: Date | string;
  /** Slots already reserved for the unit (half-open ranges). */
  reserved?: readonly ReservedSlot[];
  /** The unit's own length limits per period type (unit settings). */
  lengthLimits?: Partial<Record<PeriodType, LengthLimit>>;
  /** How long before arrival the unit must be booked (hours; date bookings: by date). */
  noticeHours?: number;
  /** Free minutes the unit keeps around every booking, for an hourly booking. */
  bufferMinutes?: number;
  /** Slots the lessor closed (calendar blocks, imported calendars): never bookable. */
  blocked?: readonly ReservedSlot[];
}

/** A booking form's values (./booking.ts's schema checks its shape and parses to it). */
export interface BookingInput {
  period: PeriodType;
  /** Arrival date `YYYY-MM-DD` (the only date of an hourly booking). */
  start_date: string;
  /** Departure date `YYYY-MM-DD` (exclusive); ignored for hourly bookings. */
  end_date?: string;
  /** Hourly only: `hh:mm AM|PM` (or 24-hour `HH:mm`). */
  arrival_time?: string;
  /** Hourly only: `hh:mm AM|PM` (or 24-hour `HH:mm`). */
  departure_time?: string;
}

/** Which message says "start must be before end" for each period (spec: "message per unit"). */
const START_BEFORE_END: Record<PeriodType, ValidationKey> = {
  hourly: 'startBeforeEndHours',
  daily: 'startBeforeEndDays',
  weekly: 'startBeforeEndDays',
  monthly: 'startBeforeEndMonths',
  yearly: 'startBeforeEndYears',
};
const RESERVED: Record<PeriodType, ValidationKey> = {
  hourly: 'reservedHours',
  daily: 'reservedDays',
  weekly: 'reservedDays',
  monthly: 'reservedMonths',
  yearly: 'reservedYears',
};

/** The [start, end) range a booking input covers, or the message key explaining why not. */
export function bookingRange(
  input: BookingInput,
): { range: TimeRange } | { error: ValidationKey; path: string } {
  const start = parseDate(input.start_date);
  if (!start) return { error: 'invalidInput', path: 'start_date' };
  if (input.period === 'hourly') {
    const arrival = input.arrival_time ? parseTime(input.arrival_time) : null;
    const departure = input.departure_time ? parseTime(input.departure_time) : null;
    if (arrival === null)
      return { error: input.arrival_time ? 'timeFormat' : 'required', path: 'arrival_time' };
    if (departure === null)
      return { error: input.departure_time ? 'timeFormat' : 'required', path: 'departure_time' };
    // "12:00 AM" as a departure is midnight at the end of the day.
    const departureMinutes = departure === 0 ? 24 * 60 : departure;
    return {
      range: { start: start.add(arrival, 'minute'), end: start.add(departureMinutes, 'minute') },
    };
  }
  if (!input.end_date) return { error: 'required', path: 'end_date' };
  const end = parseDate(input.end_date);
  if (!end) return { error: 'invalidInput', path: 'end_date' };
  return { range: { start, end } };
}

/** Checks one booking; returns the first failing rule as { key, path } or null. */
export function checkBooking(
  input: BookingInput,
  context: BookingContext = {},
): { key: ValidationKey; path: string } | null {
  const resolved = bookingRange(input);
  if ('error' in resolved) return { key: resolved.error, path: resolved.path };
  const { start, end } = resolved.range;
  const period = input.period;
  const endPath = period === 'hourly' ? 'departure_time' : 'end_date';
  const now: Dayjs = dayjs(context.now ?? new Date());

  // No booking in the past: a date booking may start today, an hourly one not before now.
  const past = period === 'hourly' ? start.isBefore(now, 'minute') : start.isBefore(now, 'day');
  if (past) return { key: 'bookingPast', path: 'start_date' };
  // The unit's notice: an hourly arrival by the minute, a date booking by its date.
  if (context.noticeHours) {
    const earliest = now.add(context.noticeHours, 'hour');
    const early =
      period === 'hourly' ? start.isBefore(earliest, 'minute') : start.isBefore(earliest, 'day');
    if (early)
      return { key: 'bookingNotice', path: period === 'hourly' ? 'arrival_time' : 'start_date' };
  }
  // A booking starts within BOOKING_LIMITS.maxYearsAhead and ends within twice that (a
  // yearly booking may run several years); year 9999 is a typo, not a plan.
  if (start.isAfter(now.add(BOOKING_LIMITS.maxYearsAhead, 'year')))
    return { key: 'yearOutOfRange', path: 'start_date' };
  if (end.isAfter(now.add(2 * BOOKING_LIMITS.maxYearsAhead, 'year')))
    return { key: 'yearOutOfRange', path: endPath };

  if (start.isSame(end)) return { key: 'bookingZeroLength', path: endPath };
  if (end.isBefore(start)) return { key: START_BEFORE_END[period], path: endPath };

  const length = periodLength(period, start, end);
  switch (period) {
    case 'daily':
      if (length.count > BOOKING_LIMITS.dailyMaxDays) return { key: 'dailyMax', path: endPath };
      break;
    case 'weekly':
      if (!length.whole) return { key: 'weeklyWhole', path: endPath };
      if (length.count > BOOKING_LIMITS.weeklyMaxWeeks) return { key: 'weeklyMax', path: endPath };
      break;
    case 'monthly':
      if (!length.whole) return { key: 'monthlySameDay', path: endPath };
      if (length.count < 1) return { key: 'bookingZeroLength', path: endPath };
      if (length.count > BOOKING_LIMITS.monthlyMaxMonths)
        return { key: 'monthlyMax', path: endPath };
      break;
    case 'yearly':
      if (length.count < BOOKING_LIMITS.yearlyMinYears) return { key: 'yearlyMin', path: endPath };
      if (!length.whole) return { key: 'yearlyWhole', path: endPath };
      break;
    case 'hourly':
      break;
  }
  const limit = context.lengthLimits?.[period];
  if (limit && length.count < limit.min) return { key: 'bookingBelowUnitMin', path: endPath };
  if (limit && length.count > limit.max) return { key: 'bookingAboveUnitMax', path: endPath };

  const startPath = period === 'hourly' ? 'arrival_time' : 'start_date';
  // An hourly booking keeps the unit's buffer free on both sides of every other booking.
  const buffer = period === 'hourly' ? (context.bufferMinutes ?? 0) : 0;
  const reserved = buffer
    ? (context.reserved ?? []).map((slot) => ({
        start: dayjs(slot.start).subtract(buffer, 'minute').format('YYYY-MM-DDTHH:mm:ss'),
        end: dayjs(slot.end).add(buffer, 'minute').format('YYYY-MM-DDTHH:mm:ss'),
      }))
    : (context.reserved ?? []);
  if (conflictingSlots({ start, end }, reserved).length > 0) {
    return { key: RESERVED[period], path: startPath };
  }
  if (conflictingSlots({ start, end }, context.blocked ?? []).length > 0) {
    return { key: 'blockedSlot', path: startPath };
  }
  return null;
}

/**
 * The reservation body of the contract (ReservationInput / ReservationQuoteRequest):
 * `type_res_id` 1..4 instead of a period name, `start_time`/`end_time` in 24-hour `HH:mm`
 * for hourly bookings (whose `end_date` is the same date). The same booking rules apply;
 * issues point at the contract's field names.
 */
const CONTRACT_PATH: Record<string, string> = {
  arrival_time: 'start_time',
  departure_time: 'end_time',
};

export function toBookingInput(body: {
  type_res_id: number | string;
  start_date: string;
  end_date?: string;
  start_time?: string;
  end_time?: string;
}): BookingInput | null {
  const period = periodFromTypeResId(body.type_res_id);
  if (!period) return null;
  return {
    period,
    start_date: body.start_date,
    end_date: body.end_date,
    arrival_time: body.start_time,
    departure_time: body.end_time,
  };
}

/** Checks a contract reservation body; the failure's path uses the contract's names. */
export function checkReservationBody(
  body: Parameters<typeof toBookingInput>[0],
  context: BookingContext = {},
): { key: ValidationKey; path: string } | null {
  const input = toBookingInput(body);
  if (!input) return { key: 'invalidInput', path: 'type_res_id' };
  const failure = checkBooking(input, context);
  return failure ? { key: failure.key, path: CONTRACT_PATH[failure.path] ?? failure.path } : null;
}

/**
 * A booking form's values as the contract's reservation body: `type_res_id` for the
 * period (weekly is 5), 24-hour `HH:mm` times, an hourly booking's `end_date` = its date.
 */
export function toReservationBody(input: BookingInput): {
  type_res_id: components['schemas']['TypeResId'];
  start_date: string;
  end_date: string;
  start_time?: string;
  end_time?: string;
} | null {
  const resolved = bookingRange(input);
  if ('error' in resolved) return null;
  const { start, end } = resolved.range;
  const ids = { hourly: 1, daily: 2, weekly: 5, monthly: 3, yearly: 4 } as const;
  const body = {
    type_res_id: ids[input.period],
    start_date: start.format('YYYY-MM-DD'),
    end_date: input.period === 'hourly' ? start.format('YYYY-MM-DD') : end.format('YYYY-MM-DD'),
  };
  if (input.period !== 'hourly') return body;
  return {
    ...body,
    start_time: formatTime24h(start.hour() * 60 + start.minute()),
    end_time: formatTime24h(end.diff(start.startOf('day'), 'minute')),
  };
}
