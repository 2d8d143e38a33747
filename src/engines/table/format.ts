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

export function formatMoney(value: unknown, lang: string): string {
  const n = typeof value === 'number' ? value : Number(value);
  if (value === null || value === undefined || value === '' || !Number.isFinite(n)) return '—';
  return cached(`m|${lang}|${n}`, () => formatSar(n, lang));
}

export function formatDate(value: unknown, _lang?: string, withTime = false): string {
  if (value === null || value === undefined || value === '') return '—';
  const s = String(value);
  return cached(
    `d|${withTime ? 1 : 0}|${s}`,
    () => (withTime ? formatDateTime(s) : domainDate(s)) || s,
  );
}
