// Booking period arithmetic shared by the booking schema (schemas/booking.ts) and the
// booking engine (src/domain/booking). It lives in schemas/ because schemas may not import
// src/domain (layer rule) while the domain may import schemas.
//
// Conventions (spec section 5 leaves them open; see docs/domain-rules.md):
// - Dates are calendar dates `YYYY-MM-DD` in the office's local time (Asia/Riyadh, no DST);
//   they are handled as local dayjs values, never through UTC.
// - Intervals are half-open [start, end): a daily booking 2026-12-01 → 2026-12-03 is 2 days
//   and the next tenant may arrive on 2026-12-03.
// - Hourly bookings sit inside one date; times are typed `hh:mm AM|PM` (or ص/م) or
//   sent as the contract's `HH:mm`; a departure of `12:00 AM` / `00:00` means midnight at the
//   END of that day.
import dayjs, { type Dayjs } from 'dayjs';
import type { components } from '@/api/generated/apiback';
import { normaliseDigits } from './text';

/**
 * The booking periods, shortest first: the contract's price types but `all` (schemas/
 * contract-ties.ts fails tsc when the contract gains one that is not listed here).
 */
export const PERIOD_TYPES = [
  'hourly',
  'daily',
  'weekly',
  'monthly',
  'yearly',
] as const satisfies readonly Exclude<components['schemas']['PriceType'], 'all'>[];
export type PeriodType = (typeof PERIOD_TYPES)[number];

/**
 * Price option ids: spec section 3 gives 1 hourly, 2 daily, 3 monthly, 4 yearly; weekly
 * (named by section 1) is the contract's 5, a price per whole week.
 */
export const TYPE_RES_ID: Readonly<Record<PeriodType, number>> = {
  hourly: 1,
  daily: 2,
  monthly: 3,
  yearly: 4,
  weekly: 5,
};

export function periodFromTypeResId(id: number | string): PeriodType | null {
  const n = Number(id);
  const entry = Object.entries(TYPE_RES_ID).find(([, v]) => v === n);
  return entry ? (entry[0] as PeriodType) : null;
}

export const DATE_FORMAT = 'YYYY-MM-DD';
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Strict `YYYY-MM-DD` parse (rejects 2026-02-30). */
export function parseDate(input: string): Dayjs | null {
  const text = normaliseDigits(input.trim());
  const m = DATE_RE.exec(text);
  if (!m) return null;
  const d = dayjs(new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.isValid() && d.format(DATE_FORMAT) === text ? d : null;
}

export type Meridiem = 'AM' | 'PM';
const TIME_12H = /^(\d{1,2}):(\d{2})\s*(AM|PM|am|pm|ص|م)$/;
const TIME_24H = /^(\d{2}):(\d{2})$/;

/**
 * Minutes after midnight of a typed time: `hh:mm AM|PM` (also ص/م, as the Arabic picker
 * shows it) or the contract's 24-hour `HH:mm`. "12:00 AM" / "00:00" → 0, "12:00 PM" → 720.
 */
export function parseTime(text: string): number | null {
  const trimmed = normaliseDigits(text.trim());
  const m12 = TIME_12H.exec(trimmed);
  if (m12) {
    const hour = Number(m12[1]);
    const minute = Number(m12[2]);
    if (hour < 1 || hour > 12 || minute > 59) return null;
    const pm = m12[3] === 'PM' || m12[3] === 'pm' || m12[3] === 'م';
    return ((hour % 12) + (pm ? 12 : 0)) * 60 + minute;
  }
  const m24 = TIME_24H.exec(trimmed);
  if (m24) {
    const hour = Number(m24[1]);
    const minute = Number(m24[2]);
    return hour < 24 && minute < 60 ? hour * 60 + minute : null;
  }
  return null;
}

/** Minutes after midnight → the contract's `HH:mm` (1440 → "00:00", midnight). */
export function formatTime24h(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** Minutes after midnight → "hh:mm AM|PM" (24*60 renders as "12:00 AM"). */
export function formatTime12h(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  const h24 = Math.floor(m / 60);
  const meridiem: Meridiem = h24 >= 12 ? 'PM' : 'AM';
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${String(h12).padStart(2, '0')}:${String(m % 60).padStart(2, '0')} ${meridiem}`;
}

/** End of the month-clamped "same day of month" rule: Jan 31 + 1 month = Feb 28/29. */
function isSameDayOfMonth(start: Dayjs, end: Dayjs): boolean {
  if (start.date() === end.date()) return true;
  // Clamped: the start day does not exist in the end month and the end is that month's last day.
  return start.date() > end.daysInMonth() && end.date() === end.daysInMonth();
}

/** Whole months from start to end (negative when end is before start). */
export function monthsBetween(start: Dayjs, end: Dayjs): number {
  return (end.year() - start.year()) * 12 + (end.month() - start.month());
}

export interface PeriodLength {
  /** Count in the period's own unit (hours, days, weeks, months, years). */
  count: number;
  /** False when the range does not fit the unit (e.g. a monthly range on different days). */
  whole: boolean;
}

/** Length of [start, end) in the unit of `period`. Hourly takes minute offsets on one date. */
export function periodLength(period: PeriodType, start: Dayjs, end: Dayjs): PeriodLength {
  switch (period) {
    case 'hourly': {
      const minutes = end.diff(start, 'minute');
      // A started hour is charged as a full hour.
      return { count: Math.ceil(minutes / 60), whole: minutes % 60 === 0 };
    }
    case 'daily':
      return { count: end.startOf('day').diff(start.startOf('day'), 'day'), whole: true };
    case 'weekly': {
      const days = end.startOf('day').diff(start.startOf('day'), 'day');
      return { count: Math.floor(days / 7), whole: days % 7 === 0 };
    }
    case 'monthly':
      return { count: monthsBetween(start, end), whole: isSameDayOfMonth(start, end) };
    case 'yearly': {
      const months = monthsBetween(start, end);
      return {
        count: Math.floor(months / 12),
        whole: months % 12 === 0 && isSameDayOfMonth(start, end),
      };
    }
  }
}

/** End of a booking of `count` periods from `start` (exclusive end). */
export function periodEnd(period: PeriodType, start: Dayjs, count: number): Dayjs {
  switch (period) {
    case 'hourly':
      return start.add(count, 'hour');
    case 'daily':
      return start.add(count, 'day');
    case 'weekly':
      return start.add(count * 7, 'day');
    case 'monthly':
      return start.add(count, 'month');
    case 'yearly':
      return start.add(count, 'year');
  }
}

export interface TimeRange {
  start: Dayjs;
  end: Dayjs;
}

/** Half-open overlap: [a.start, a.end) ∩ [b.start, b.end) ≠ ∅. */
export function rangesOverlap(a: TimeRange, b: TimeRange): boolean {
  return a.start.isBefore(b.end) && b.start.isBefore(a.end);
}

/** A reservation already on the calendar, as the backend sends it (ISO date-times or dates). */
export interface ReservedSlot {
  start: string;
  end: string;
}

export function toRange(slot: ReservedSlot): TimeRange {
  return { start: dayjs(slot.start), end: dayjs(slot.end) };
}

/**
 * A slot's instant in ms, as `dayjs(text)` reads it, remembered: the embedded backend checks
 * every booking against all of its unit's reservations, and parsing their dates again on
 * each check was an eighth of its CPU under load (scripts/bench-backend.ts, 2026-11-28).
 * The cache holds strings only (their parse never changes) and is emptied when it grows.
 */
const instants = new Map<string, number>();
function instant(text: string): number {
  let ms = instants.get(text);
  if (ms === undefined) {
    if (instants.size >= 20_000) instants.clear();
    ms = dayjs(text).valueOf();
    instants.set(text, ms);
  }
  return ms;
}

/**
 * A list of slots handed to several readers (the embedded backend's calendar of a unit, kept
 * until its bookings change): frozen, and neither it nor its slots are ever changed.
 */
export type SharedSlots = ReadonlyArray<Readonly<ReservedSlot>>;

/**
 * The instants of a frozen list of slots (start, end, start, end...), remembered with the list:
 * the embedded backend hands every check of a unit the same frozen list until its bookings
 * change, and a booking is checked three times. A list that is not frozen may still change,
 * so its instants are looked up each time.
 */
const frozenSpans = new WeakMap<readonly ReservedSlot[], Float64Array>();
function spansOf(reserved: readonly ReservedSlot[]): Float64Array | null {
  if (!Object.isFrozen(reserved)) return null;
  const known = frozenSpans.get(reserved);
  if (known) return known;
  const spans = new Float64Array(reserved.length * 2);
  reserved.forEach((slot, i) => {
    spans[2 * i] = instant(slot.start);
    spans[2 * i + 1] = instant(slot.end);
  });
  frozenSpans.set(reserved, spans);
  return spans;
}

/** The reserved slots a range collides with (half-open, as `rangesOverlap`). */
export function conflictingSlots(
  range: TimeRange,
  reserved: readonly ReservedSlot[],
): ReservedSlot[] {
  const start = range.start.valueOf();
  const end = range.end.valueOf();
  const spans = spansOf(reserved);
  // NaN (an invalid date) compares false, as dayjs's isBefore does.
  if (spans) return reserved.filter((_, i) => start < spans[2 * i + 1]! && spans[2 * i]! < end);
  return reserved.filter((slot) => start < instant(slot.end) && instant(slot.start) < end);
}
