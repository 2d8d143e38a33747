// Cell formatting delegates to the domain's formatters (SAR with Latin digits; dates as
// the spec's YYYY-MM-DD / HH:mm YYYY-MM-DD, Gregorian, Riyadh time). '—' for no value.
import { formatDate as domainDate, formatDateTime, formatSar } from '@/domain/format';

// Intl formatters are costly to build and long lists repeat values: a bounded cache keeps
// scrolling a 10,000-row table from re-formatting the same dates and amounts every frame.
const cache = new Map<string, string>();
function cached(key: string, make: () => string): string {
  let v = cache.get(key);
  if (v === undefined) {
    if (cache.size > 20_000) cache.clear();
    v = make();
    cache.set(key, v);
  }
  return v;
}

// The domain's formatSar builds a new Intl.NumberFormat per call; long lists format
// thousands of distinct amounts, so the number part uses one shared formatter and the
// domain's own output for 0 supplies the currency layout (symbol, order) per language.
const DECIMAL = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

export function formatMoney(value: unknown, lang: string): string {
  const n = typeof value === 'number' ? value : Number(value);
  if (value === null || value === undefined || value === '' || !Number.isFinite(n)) return '—';
  const template = cached(`t|${lang}`, () => formatSar(0, lang));
  return template.replace('0.00', DECIMAL.format(n));
}

// A calendar date (YYYY-MM-DD, years 1000-9999) is shown as the domain shows it (a UTC
// calendar day, never shifted) without Intl: building the domain's first date formatter
// (time zone data) was ~10% of a 10,000-row table's mount. Same text, tested against it.
const CALENDAR_DAY = /^[1-9]\d{3}-\d{2}-\d{2}$/;
function calendarDay(s: string): string | undefined {
  const date = new Date(`${s}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}

export function formatDate(value: unknown, _lang?: string, withTime = false): string {
  if (value === null || value === undefined || value === '') return '—';
  const s = String(value);
  if (!withTime && CALENDAR_DAY.test(s)) return calendarDay(s) ?? s;
  return cached(
    `d|${withTime ? 1 : 0}|${s}`,
    () => (withTime ? formatDateTime(s) : domainDate(s)) || s,
  );
}
