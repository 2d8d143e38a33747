import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cheapestActivePrice,
  couponCheckSchema,
  createCouponSchema,
  createOfferSchema,
  createPriceOfferSchema,
  unitPricesSchema,
} from './prices';
import { issuesOf } from './test-helpers';

describe('unit prices', () => {
  it('needs at least one active price with a value for every active price', () => {
    const ok = unitPricesSchema.parse({
      prices: [
        { type_res_id: 1, active: true, price: '٥٠' },
        { type_res_id: 2, active: false, price: '' },
        { type_res_id: 3, active: false, price: 3000 },
      ],
    });
    expect(ok.prices).toEqual([
      { type_res_id: 1, active: true, price: 50 },
      { type_res_id: 3, active: false, price: 3000 },
    ]);
    expect(
      issuesOf(unitPricesSchema, { prices: [{ type_res_id: 1, active: false, price: 50 }] }).prices,
    ).toBe('validation:atLeastOneActivePrice');
    expect(
      issuesOf(unitPricesSchema, { prices: [{ type_res_id: 2, active: true, price: '' }] })[
        'prices.0.price'
      ],
    ).toBe('validation:activePriceValue');
    // A negative or zero price is a value out of range, not a missing one.
    for (const price of ['-5', -5, 0])
      expect(
        issuesOf(unitPricesSchema, { prices: [{ type_res_id: 2, active: true, price }] })[
          'prices.0.price'
        ],
      ).toBe('validation:priceRange');
  });
});

const offer = {
  name: 'عرض اليوم الوطني',
  type: 'percentage',
  value: 15,
  start_date: '2026-09-20',
  end_date: '2026-09-25',
  unit_ids: [1],
  price_types: ['all'],
};

describe('offers', () => {
  it('percentage 1..100; fixed > 0 and never above the price', () => {
    expect(createOfferSchema().safeParse(offer).success).toBe(true);
    expect(issuesOf(createOfferSchema(), { ...offer, value: 0 }).value).toBe(
      'validation:percentRange',
    );
    expect(issuesOf(createOfferSchema(), { ...offer, value: 101 }).value).toBe(
      'validation:percentRange',
    );
    expect(issuesOf(createOfferSchema(), { ...offer, value: '' }).value).toBe(
      'validation:required',
    );
    // The form and the backend pass their units: the cheapest chosen price is the limit.
    const units = [
      {
        id: 1,
        prices: [
          { price: 500, active: true },
          { price: 90, active: false },
        ],
      },
      { id: 2, prices: [{ price: 300, active: true }] },
    ];
    const byUnits = createOfferSchema({ maxPriceOf: (ids) => cheapestActivePrice(units, ids) });
    expect(byUnits.safeParse({ ...offer, type: 'fixed', value: 400 }).success).toBe(true);
    expect(issuesOf(byUnits, { ...offer, type: 'fixed', value: 400, unit_ids: [1, 2] }).value).toBe(
      'validation:discountAbovePrice',
    );
    const fixed = createOfferSchema({ maxPrice: 300 });
    expect(fixed.safeParse({ ...offer, type: 'fixed', value: 300 }).success).toBe(true);
    expect(issuesOf(fixed, { ...offer, type: 'fixed', value: 300.01 }).value).toBe(
      'validation:discountAbovePrice',
    );
  });

  it('dates in order, at least one unit and price type', () => {
    expect(issuesOf(createOfferSchema(), { ...offer, end_date: '2026-09-19' }).end_date).toBe(
      'validation:dateRange',
    );
    expect(issuesOf(createOfferSchema(), { ...offer, unit_ids: [] }).unit_ids).toBe(
      'validation:atLeastOneUnit',
    );
    expect(issuesOf(createOfferSchema(), { ...offer, price_types: [] }).price_types).toBe(
      'validation:atLeastOnePriceType',
    );
  });

  it('property: an offer on a price never passes that price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 200_000 }),
        (price, discount) => {
          const schema = createPriceOfferSchema(price);
          const ok = schema.safeParse({
            status: '1',
            start_date: '2026-01-01T00:00:00Z',
            end_date: '2026-02-01T00:00:00Z',
            discount,
            type_discount: 'fixed',
          }).success;
          expect(ok).toBe(discount <= price);
        },
      ),
    );
  });
});

const coupon = {
  name: 'خصم العملاء',
  code: 'welcome15',
  type: 'percentage',
  value: 15,
  max_uses: '100',
  active_from: '2026-12-01',
  active_to: '2026-12-31',
  unit_ids: [1],
  price_types: ['daily'],
};

describe('coupons', () => {
  it('code at least 4 characters, stored upper case', () => {
    expect(createCouponSchema().parse(coupon).code).toBe('WELCOME15');
    expect(issuesOf(createCouponSchema(), { ...coupon, code: 'abc' }).code).toBe(
      'validation:minLength4',
    );
    expect(issuesOf(createCouponSchema(), { ...coupon, max_uses: 0 }).max_uses).toBe(
      'validation:positiveNumber',
    );
    expect(issuesOf(createCouponSchema(), { ...coupon, active_to: '2026-11-30' }).active_to).toBe(
      'validation:dateRange',
    );
    expect(
      issuesOf(createCouponSchema(), { ...coupon, active_from: '2026-02-30' }).active_from,
    ).toBe('validation:invalidInput');
  });

  it('the tenant check answers "invalid Coupon !" for a short code', () => {
    const check = {
      code: 'ab',
      unit_id: 1,
      type_res_id: 2,
      arrival_date: '2026-12-10',
      amount: 100,
    };
    expect(issuesOf(couponCheckSchema, check).code).toBe('validation:invalidCoupon');
    expect(couponCheckSchema.parse({ ...check, code: 'welcome15' }).code).toBe('WELCOME15');
  });
});
