// Monthly account statements over the ledger's movements, by Saudi calendar month
// (Asia/Riyadh is UTC+3 all year: no daylight saving). Each month is computed on its own
// (its opening is everything before it), so "a month's closing is the next month's
// opening" is a property the tests check, not an assumption the code makes.
import type { Halalas } from '../money';
import { orderMovements, type Movement } from './movements';

const RIYADH_OFFSET_MS = 3 * 3_600_000;

/** The Saudi calendar date (`YYYY-MM-DD`) of an instant. */
export function riyadhDate(iso: string): string {
  return new Date(Date.parse(iso) + RIYADH_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Saudi calendar month (`YYYY-MM`) of an instant. */
export const riyadhMonth = (iso: string): string => riyadhDate(iso).slice(0, 7);

/** `2026-11` → `2026-12`; `2026-12` → `2027-01`. */
export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** `2026-11` → `2026-10`; `2026-01` → `2025-12`. */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** First and last calendar day of a month: `2026-02` → 2026-02-01 … 2026-02-28. */
export function monthDays(month: string): { first: string; last: string } {
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(last).padStart(2, '0')}` };
}

/** Every month from `from` to `to`, both included (empty when from > to). */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let m = from; m <= to; m = nextMonth(m)) out.push(m);
  return out;
}

export interface StatementLine extends Movement {
  /** Saudi date of the movement. */
  date: string;
  /** Balance after the line. */
  balance: Halalas;
}

export interface MonthStatement {
  month: string;
  opening: Halalas;
  credits: Halalas;
  debits: Halalas;
  closing: Halalas;
  lines: StatementLine[];
}

export function monthStatement(movements: readonly Movement[], month: string): MonthStatement {
  let opening = 0;
  const inMonth: Movement[] = [];
  for (const m of movements) {
    const at = riyadhMonth(m.at);
    if (at < month) opening += m.credit - m.debit;
    else if (at === month) inMonth.push(m);
  }
  let balance = opening;
  let credits = 0;
  let debits = 0;
  const lines = orderMovements(inMonth).map((m) => {
    balance += m.credit - m.debit;
    credits += m.credit;
    debits += m.debit;
    return { ...m, date: riyadhDate(m.at), balance };
  });
  return { month, opening, credits, debits, closing: balance, lines };
}

/** The first month with a movement, if any. */
export function firstMonth(movements: readonly Movement[]): string | undefined {
  let first: string | undefined;
  for (const m of movements) {
    const month = riyadhMonth(m.at);
    if (!first || month < first) first = month;
  }
  return first;
}
