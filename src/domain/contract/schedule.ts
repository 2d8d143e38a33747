// The payment schedule of a contract (issue 13): due dates every cycle from the start date,
// amounts in halalas that add up to the total EXACTLY. Each installment pays for one cycle;
// a last, shorter cycle pays its share by days. Equal cycles get equal amounts, to the
// halala: what cannot be split evenly goes, one halala each, to the first installments.
// Due dates keep the start's day of the month (31 Jan → 28/29 Feb → 31 Mar; 29 Feb →
// 28 Feb in common years), see schemas/lib/calendar-date.ts. The backend computes the
// schedule it answers with these functions; the wizard previews it with the same ones.
import type { components } from '@/api/generated/apiback';
import {
  addDays,
  addMonths,
  compareDates,
  daysBetween,
  parseCalendarDate,
} from '@schemas/lib/calendar-date';
import type { Halalas } from '../money';

export type PaymentCycle = components['schemas']['ContractPaymentCycle'];
export type InstallmentStatus = components['schemas']['ContractInstallment']['status'];

export const CYCLE_MONTHS: Readonly<Record<PaymentCycle, number>> = {
  monthly: 1,
  quarterly: 3,
  semi_annual: 6,
  annual: 12,
};

export interface ScheduleInput {
  /** First day of the term. */
  start: string;
  /** Last day of the term (inclusive). */
  end: string;
  cycle: PaymentCycle;
  /** The rent for the whole term, in halalas. */
  total: Halalas;
}

export interface Installment {
  /** 1-based. */
  index: number;
  due_date: string;
  /** Halalas. */
  amount: Halalas;
  /** The days of the term this installment pays for. */
  days: number;
}

/**
 * Due dates and amounts. An invalid term (end before start, not a date) has no schedule:
 * the rules refuse it before anything is computed.
 */
export function paymentSchedule({ start, end, cycle, total }: ScheduleInput): Installment[] {
  const s = parseCalendarDate(start);
  if (!s || !parseCalendarDate(end) || compareDates(end, start) < 0) return [];
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`Bad total: ${total}`);
  const step = CYCLE_MONTHS[cycle];
  const stop = addDays(end, 1); // exclusive
  const periods: Array<{ due: string; days: number; weight: number }> = [];
  for (let k = 0; ; k++) {
    const due = addMonths(start, k * step, s.day);
    if (compareDates(due, stop) >= 0) break;
    const next = addMonths(start, (k + 1) * step, s.day);
    const full = daysBetween(due, next);
    const days = compareDates(next, stop) <= 0 ? full : daysBetween(due, stop);
    periods.push({ due, days, weight: days / full });
  }
  const amounts = split(
    total,
    periods.map((p) => p.weight),
  );
  return periods.map((p, i) => ({
    index: i + 1,
    due_date: p.due,
    amount: amounts[i],
    days: p.days,
  }));
}

/**
 * `total` in shares proportional to `weights`, as integers that add up to it exactly
 * (largest remainder; ties go to the earlier share).
 */
export function split(total: Halalas, weights: readonly number[]): Halalas[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (!weights.length) return [];
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const raw = weights.map((w) => (total * w) / sum);
  const out = raw.map(Math.floor);
  let rest = total - out.reduce((a, b) => a + b, 0);
  const order = raw
    .map((r, i) => ({ i, frac: r - Math.floor(r) }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (let k = 0; rest > 0; k = (k + 1) % order.length, rest--) out[order[k].i] += 1;
  return out;
}

export interface InstallmentState extends Installment {
  paid: Halalas;
  status: InstallmentStatus;
}

/**
 * What is paid against the schedule: payments fill the installments in due order; an
 * unpaid installment is overdue once its due date has passed.
 */
export function applyPayments(
  schedule: readonly Installment[],
  paid: Halalas,
  today: string,
): InstallmentState[] {
  let left = Math.max(0, paid);
  return schedule.map((it) => {
    const covered = Math.min(it.amount, left);
    left -= covered;
    const status: InstallmentStatus =
      covered >= it.amount
        ? 'paid'
        : covered > 0
          ? 'partial'
          : compareDates(it.due_date, today) < 0
            ? 'overdue'
            : 'upcoming';
    return { ...it, paid: covered, status };
  });
}

/** Whole months from start to the day after end, when the term is exactly that; else null. */
export function wholeMonths(start: string, end: string): number | null {
  const s = parseCalendarDate(start);
  if (!s || compareDates(end, start) < 0) return null;
  const stop = addDays(end, 1);
  for (let m = 1; m <= 12 * 31; m++) {
    const at = addMonths(start, m, s.day);
    if (at === stop) return m;
    if (compareDates(at, stop) > 0) return null;
  }
  return null;
}

/**
 * The total scaled to one year: by whole months when the term is whole months (12 months
 * of 60,000 → 60,000 whatever the year's length), otherwise by days (× 365).
 */
export function annualRent(total: Halalas, start: string, end: string): Halalas {
  const months = wholeMonths(start, end);
  if (months) return Math.round((total * 12) / months);
  const days = daysBetween(start, end) + 1;
  return days > 0 ? Math.round((total * 365) / days) : 0;
}

/** The term's length: whole years and months, then the remaining days. */
export function termLength(
  start: string,
  end: string,
): {
  years: number;
  months: number;
  days: number;
} {
  const s = parseCalendarDate(start);
  if (!s || compareDates(end, start) < 0) return { years: 0, months: 0, days: 0 };
  const stop = addDays(end, 1);
  let months = 0;
  while (compareDates(addMonths(start, months + 1, s.day), stop) <= 0) months++;
  const days = daysBetween(addMonths(start, months, s.day), stop);
  return { years: Math.floor(months / 12), months: months % 12, days };
}
