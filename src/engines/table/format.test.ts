import { describe, expect, it } from 'vitest';
import { formatSar } from '@/domain/format';
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
});
