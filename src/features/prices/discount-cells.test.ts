import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { dateRange, discountValue, ltr, unitNames } from './discount-cells';

const t = ((key: string, o?: { count?: number }) =>
  key === 'prices:more' ? `+${o?.count}` : key) as unknown as TFunction;

describe('discount cells', () => {
  it('isolates percentages and date ranges left to right', () => {
    expect(discountValue({ type: 'percentage', value: 15, price_types: [] }, 'ar')).toBe(
      ltr('15%'),
    );
    expect(dateRange('2026-12-01', '2026-12-31')).toBe(ltr('2026-12-01 – 2026-12-31'));
  });
  it('shows a fixed discount as SAR', () => {
    expect(discountValue({ type: 'fixed', value: 50, price_types: [] }, 'en')).toMatch(/50\.00/);
  });
  it('names the first unit and counts the rest', () => {
    const units = [{ name: 'A' }, { name: 'B' }, { name: 'C' }];
    expect(unitNames({ type: 'fixed', value: 1, price_types: [], units }, t)).toBe('A +2');
    expect(unitNames({ type: 'fixed', value: 1, price_types: [], units: [] }, t)).toBe('');
  });
});
