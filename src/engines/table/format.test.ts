import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDate as domainDate, formatSar } from '@/domain/format';
import { formatDate, formatMoney } from './format';

describe('cell formatting', () => {
  it('matches the domain formatter for money in both languages', () => {
    for (const n of [0, 1, 1234.5, 1_000_000.129, -12.3])
      for (const lang of ['ar', 'en']) expect(formatMoney(n, lang)).toBe(formatSar(n, lang));
    expect(formatMoney('', 'ar')).toBe('—');
    expect(formatMoney(null, 'en')).toBe('—');
  });
  it('formats dates as YYYY-MM-DD', () => {
    expect(formatDate('2026-11-21')).toBe('2026-11-21');
    expect(formatDate(undefined)).toBe('—');
  });
  it('shows a calendar date as the domain does, valid or not', () => {
    for (const s of ['2024-02-29', '2023-02-29', '2024-02-30', '2024-13-01', '1000-01-01'])
      expect(formatDate(s)).toBe(domainDate(s) || s);
    const day = fc
      .tuple(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
      )
      .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
    fc.assert(fc.property(day, (s) => formatDate(s) === (domainDate(s) || s)));
  });
});
