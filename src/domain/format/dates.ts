// Dates (spec section 9): `YYYY-MM-DD` and `HH:mm YYYY-MM-DD`, long localised dates in
// Arabic and English through Intl with an EXPLICIT calendar and Latin digits (never a
// locale's default calendar: ar-SA defaults to Hijri), optional Hijri (Umm al-Qura) line.
// Instants are shown in Saudi time (Asia/Riyadh, UTC+3, no DST); date-only strings are
// calendar dates and are never shifted by a time zone.
import { isArabic, type Lang } from './lang';

export const SAUDI_TIME_ZONE = 'Asia/Riyadh';
export const GREGORIAN_LOCALE = {
  ar: 'ar-SA-u-ca-gregory-nu-latn',
  en: 'en-GB-u-ca-gregory-nu-latn',
} as const;
export const HIJRI_LOCALE = {
  ar: 'ar-SA-u-ca-islamic-umalqura-nu-latn',
  en: 'en-GB-u-ca-islamic-umalqura-nu-latn',
} as const;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

type DateInput = string | number | Date;

/** A Date plus the time zone to read it in (UTC for date-only strings). */
function resolve(input: DateInput): { date: Date; timeZone: string } | null {
  if (typeof input === 'string' && DATE_ONLY.test(input)) {
    const date = new Date(`${input}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? null : { date, timeZone: 'UTC' };
  }
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : { date, timeZone: SAUDI_TIME_ZONE };
}

// Intl.DateTimeFormat construction is the expensive part of formatting (locale and time
// zone data): formatters are cached per locale, time zone and options, built on first use.
const FORMATTERS = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = FORMATTERS.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    FORMATTERS.set(key, f);
  }
  return f;
}

function parts(input: DateInput) {
  const r = resolve(input);
  if (!r) return null;
  const map: Record<string, string> = {};
  for (const p of dateFormat('en-US-u-ca-gregory-nu-latn', {
    timeZone: r.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(r.date)) {
    map[p.type] = p.value;
  }
  return map;
}

/** "2026-11-21" ('' for an invalid date). */
export function formatDate(input: DateInput): string {
  const p = parts(input);
  return p ? `${p.year}-${p.month}-${p.day}` : '';
}

/** "14:05 2026-11-21" ('' for an invalid date). */
export function formatDateTime(input: DateInput): string {
  const p = parts(input);
  return p ? `${p.hour}:${p.minute} ${p.year}-${p.month}-${p.day}` : '';
}

/** "السبت، 21 نوفمبر 2026" / "Saturday, 21 November 2026" (Gregorian, Latin digits). */
export function formatLongDate(
  input: DateInput,
  lang: Lang | string = 'ar',
  withWeekday = true,
): string {
  const r = resolve(input);
  if (!r) return '';
  return dateFormat(isArabic(lang) ? GREGORIAN_LOCALE.ar : GREGORIAN_LOCALE.en, {
    timeZone: r.timeZone,
    weekday: withWeekday ? 'long' : undefined,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(r.date);
}

/**
 * "نوفمبر 2026" / "November 2026" of a `YYYY-MM` month (Gregorian, Latin digits); `short`
 * gives the month alone, abbreviated where the language has it ("Nov", "نوفمبر").
 */
export function formatMonth(
  month: string,
  lang: Lang | string = 'ar',
  style: 'long' | 'short' = 'long',
): string {
  const r = resolve(`${month}-01`);
  if (!/^\d{4}-\d{2}$/.test(month) || !r) return '';
  return dateFormat(isArabic(lang) ? GREGORIAN_LOCALE.ar : GREGORIAN_LOCALE.en, {
    timeZone: r.timeZone,
    month: style,
    year: style === 'long' ? 'numeric' : undefined,
  }).format(r.date);
}

/** The Hijri (Umm al-Qura) date, for a secondary line on contracts. */
export function formatHijriDate(input: DateInput, lang: Lang | string = 'ar'): string {
  const r = resolve(input);
  if (!r) return '';
  return dateFormat(isArabic(lang) ? HIJRI_LOCALE.ar : HIJRI_LOCALE.en, {
    timeZone: r.timeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(r.date);
}

/** First day of the week (0 = Sunday … 6 = Saturday): Saturday in Arabic, Sunday in English. */
export function weekStartDay(lang: Lang | string = 'ar'): 0 | 6 {
  return isArabic(lang) ? 6 : 0;
}

/** Weekday indexes in display order for a calendar header. */
export function weekdayOrder(lang: Lang | string = 'ar'): number[] {
  const start = weekStartDay(lang);
  return Array.from({ length: 7 }, (_, i) => (start + i) % 7);
}
