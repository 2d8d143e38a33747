import type { TFunction } from 'i18next';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { components } from '@/api/generated/apiback';
import { statusLook } from '@/components/status';
import {
  activeStatuses,
  dateRange,
  discountValue,
  ltr,
  priceTypeNames,
  unitNames,
  type Discount,
} from './discount-cells';

type Offer = components['schemas']['Offer'];
type Coupon = components['schemas']['Coupon'];

const t = ((key: string, o?: { count?: number }) =>
  key === 'prices:more' ? `+${o?.count}` : key) as unknown as TFunction;

describe('discount cells', () => {
  it('isolates percentages and date ranges left to right', () => {
    expect(discountValue({ type: 'percentage', value: 15 }, 'ar')).toBe(ltr('15%'));
    expect(dateRange('2026-12-01', '2026-12-31')).toBe(ltr('2026-12-01 – 2026-12-31'));
  });
  it('shows a fixed discount as SAR', () => {
    expect(discountValue({ type: 'fixed', value: 50 }, 'en')).toMatch(/50\.00/);
  });
  it('names the first unit and counts the rest', () => {
    const units = [
      { id: 1, name: 'A' },
      { id: 2, name: 'B' },
      { id: 3, name: 'C' },
    ];
    expect(unitNames({ units }, t)).toBe('A +2');
    expect(unitNames({ units: [] }, t)).toBe('');
  });
  it('names the price types and shows the active flag as a chip', () => {
    expect(priceTypeNames({ price_types: ['daily', 'monthly'] }, t)).toBe(
      'prices:priceTypes.dailyprices:listSeparatorprices:priceTypes.monthly',
    );
    expect(statusLook(activeStatuses, true)).toEqual({ label: 'active.on', palette: 'green' });
    expect(statusLook(activeStatuses, false)).toEqual({ label: 'active.off', palette: 'gray' });
  });
  it('reads the contract types, not a hand-written copy', () => {
    // The old local `Discount` had `type: string`: a misspelt type ('percent') compiled.
    expectTypeOf<Parameters<typeof discountValue>[0]['type']>().toEqualTypeOf<
      components['schemas']['DiscountType']
    >();
    expectTypeOf<Parameters<typeof priceTypeNames>[0]['price_types']>().toEqualTypeOf<
      components['schemas']['PriceType'][]
    >();
    expectTypeOf<Offer>().toExtend<Discount>();
    expectTypeOf<Coupon>().toExtend<Discount>();
    // @ts-expect-error 'percent' is not a contract DiscountType
    discountValue({ type: 'percent', value: 1 }, 'en');
  });
});
