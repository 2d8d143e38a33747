// Calendar dates as `YYYY-MM-DD` text, computed in UTC so no time zone ever shifts a day.
// Contracts count in whole days and months: a term, its 30-year limit and the due dates of
// a payment schedule. Months are added from an ANCHOR day (the contract's start day), so a
// schedule that starts on the 31st falls on the last day of shorter months and comes back
// to the 31st (31 Jan → 28/29 Feb → 31 Mar), never drifting to the 28th.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export interface CalendarDate {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
}

/** The date, or null when the text is not an existing calendar date. */
export function parseCalendarDate(text: string): CalendarDate | null {
  const m = ISO_DATE.exec(text);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export const isCalendarDate = (text: string) => parseCalendarDate(text) !== null;

export function formatCalendarDate({ year, month, day }: CalendarDate): string {
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${p(year, 4)}-${p(month)}-${p(day)}`;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}

const toUtc = (d: CalendarDate) => Date.UTC(d.year, d.month - 1, d.day);
const fromUtc = (ms: number): CalendarDate => {
  const d = new Date(ms);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};

function must(text: string): CalendarDate {
  const d = parseCalendarDate(text);
  if (!d) throw new RangeError(`Not a calendar date: ${text}`);
  return d;
}

/** `text` plus `n` days (n may be negative). */
export function addDays(text: string, n: number): string {
  return formatCalendarDate(fromUtc(toUtc(must(text)) + n * DAY_MS));
}

/** Whole days from `a` to `b` (b − a; 0 for the same day). */
export function daysBetween(a: string, b: string): number {
  return Math.round((toUtc(must(b)) - toUtc(must(a))) / DAY_MS);
}

/**
 * `text` plus `n` months, on `anchorDay` (default: the day of `text`) or the month's last
 * day when it is shorter: addMonths('2027-01-31', 1) = '2027-02-28'.
 */
export function addMonths(text: string, n: number, anchorDay?: number): string {
  const d = must(text);
  const index = d.year * 12 + (d.month - 1) + n;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(anchorDay ?? d.day, daysInMonth(year, month));
  return formatCalendarDate({ year, month, day });
}

/** -1, 0 or 1 (ISO dates compare as text). */
export const compareDates = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
