// The lessor's calendar grids: a month as whole weeks from the language's first weekday
// (Saturday in Arabic, Sunday in English: spec section 9), and a week for hourly units;
// each day also named in the Hijri (Umm al-Qura) calendar, with Latin digits.
import dayjs from 'dayjs';
import { HIJRI_LOCALE } from '../format/dates';
import { isArabic, type Lang } from '../format/lang';
import { weekStartDay } from '../format/dates';

const DAY = 'YYYY-MM-DD';

/** The first day of the week containing `date` for the language. */
export function weekStart(date: string, lang: Lang | string): string {
  const d = dayjs(date);
  const back = (d.day() - weekStartDay(lang) + 7) % 7;
  return d.subtract(back, 'day').format(DAY);
}

/** The 7 days of the week containing `date`. */
export function weekDays(date: string, lang: Lang | string): string[] {
  const first = dayjs(weekStart(date, lang));
  return Array.from({ length: 7 }, (_, i) => first.add(i, 'day').format(DAY));
}

/** Whole weeks covering the month of `month` (`YYYY-MM`): 35 or 42 days, 28 in a rare February. */
export function monthGrid(month: string, lang: Lang | string): string[] {
  const first = dayjs(`${month}-01`);
  const start = dayjs(weekStart(first.format(DAY), lang));
  const last = first.endOf('month');
  const days: string[] = [];
  for (let d = start; !d.isAfter(last) || days.length % 7 !== 0; d = d.add(1, 'day'))
    days.push(d.format(DAY));
  return days;
}

const HIJRI = new Map<string, Intl.DateTimeFormat>();
function hijri(lang: Lang | string, options: Intl.DateTimeFormatOptions) {
  const locale = isArabic(lang) ? HIJRI_LOCALE.ar : HIJRI_LOCALE.en;
  const key = `${locale}${JSON.stringify(options)}`;
  let f = HIJRI.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options });
    HIJRI.set(key, f);
  }
  return f;
}

const at = (date: string) => new Date(`${date}T00:00:00Z`);

/** The Hijri day of the month of a date (Latin digits), e.g. "14". */
export function hijriDay(date: string, lang: Lang | string = 'ar'): string {
  return hijri(lang, { day: 'numeric' }).format(at(date));
}

/** The Hijri month(s) and year a span of days falls in, e.g. "جمادى الأولى – جمادى الآخرة 1448 هـ". */
export function hijriSpan(first: string, last: string, lang: Lang | string = 'ar'): string {
  const f = hijri(lang, { month: 'long', year: 'numeric' });
  const a = f.format(at(first));
  const b = f.format(at(last));
  return a === b ? a : `${a} – ${b}`;
}
