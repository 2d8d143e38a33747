// Cell formatting delegates to the domain's formatters (SAR with Latin digits; dates as
// the spec's YYYY-MM-DD / HH:mm YYYY-MM-DD, Gregorian, Riyadh time). '—' for no value.
import { formatDate as domainDate, formatDateTime, formatSar } from '@/domain/format';

export function formatMoney(value: unknown, lang: string): string {
  const n = typeof value === 'number' ? value : Number(value);
  if (value === null || value === undefined || value === '' || !Number.isFinite(n)) return '—';
  return formatSar(n, lang);
}

export function formatDate(value: unknown, _lang?: string, withTime = false): string {
  if (value === null || value === undefined || value === '') return '—';
  const out = withTime ? formatDateTime(String(value)) : domainDate(String(value));
  return out || String(value);
}
