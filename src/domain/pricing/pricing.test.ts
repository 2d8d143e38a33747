import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyCoupon, type CouponRule } from './coupon';
import {
  findActiveOffer,
  isOfferActive,
  priceAfterOffer,
  priceAfterOfferHalalas,
  type PriceOffer,
} from './offers';
import { choosePriceOption, sortPriceOptionsDesc } from './price-options';
import { quoteBooking } from './quote';

const now = new Date(2026, 10, 21, 10, 30, 20);
const offer = (o: Partial<PriceOffer> = {}): PriceOffer => ({
  status: '1',
  start_date: '2026-11-01 00:00',
  end_date: '2026-12-01 00:00',
  discount: 10,
  type_discount: 'percent',
  ...o,
});

describe('active offer (spec section 4)', () => {
  it('needs status "1", a start before the current minute and an end after it', () => {
    expect(isOfferActive(offer(), now)).toBe(true);
    expect(isOfferActive(offer({ status: '0' }), now)).toBe(false);
    expect(isOfferActive(offer({ status: 1 }), now)).toBe(true);
    expect(isOfferActive(offer({ start_date: '2026-11-21 10:30:00' }), now)).toBe(false);
    expect(isOfferActive(offer({ start_date: '2026-11-21 10:29:59' }), now)).toBe(true);
    expect(isOfferActive(offer({ end_date: '2026-11-21 10:30:59' }), now)).toBe(false);
    expect(isOfferActive(offer({ end_date: '2026-11-21 10:31:00' }), now)).toBe(true);
    expect(isOfferActive(offer({ start_date: 'nonsense' }), now)).toBe(false);
  });

  it('the first active offer in list order applies', () => {
    const a = offer({ status: '0', discount: 50 });
    const b = offer({ discount: 20 });
    const c = offer({ discount: 30 });
    expect(findActiveOffer([a, b, c], now)).toBe(b);
    expect(findActiveOffer([], now)).toBeUndefined();
    expect(findActiveOffer(null, now)).toBeUndefined();
  });
});

describe('price after offer (spec section 9)', () => {
  it('percent and fixed, rounded to 2 decimals', () => {
    expect(priceAfterOffer(200, offer({ discount: 15 }))).toBe(170);
    expect(priceAfterOffer(99.99, offer({ discount: 33 }))).toBe(66.99);
    expect(priceAfterOffer(1.005, undefined)).toBe(1.01);
    expect(priceAfterOffer(200, offer({ discount: 25.5, type_discount: 'fixed' }))).toBe(174.5);
    expect(priceAfterOffer(200, offer({ discount: 25.5, type_discount: 'amount' }))).toBe(174.5);
    expect(priceAfterOffer('150', undefined)).toBe(150);
  });

  it('property: a discount never makes a price negative nor raises it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        fc.oneof(fc.integer({ min: 0, max: 100 }), fc.double({ min: 0, max: 1e9, noNaN: true })),
        fc.constantFrom('percent', 'fixed'),
        (price, discount, type) => {
          const after = priceAfterOfferHalalas(price, offer({ discount, type_discount: type }));
          expect(Number.isInteger(after)).toBe(true);
          expect(after).toBeGreaterThanOrEqual(0);
          expect(after).toBeLessThanOrEqual(price);
        },
      ),
    );
  });
});

describe('price option choice', () => {
  const options = [
    { type_res_id: 3, price: 3000 },
    { type_res_id: 1, price: 50 },
    { type_res_id: 4, price: 30000 },
    { type_res_id: 2, price: 300 },
    { type_res_id: 5, price: 1800 },
  ];

  it('picks the requested period, weekly from its own option (5)', () => {
    expect(choosePriceOption(options, 'monthly')?.price).toBe(3000);
    expect(choosePriceOption(options, 'weekly')?.price).toBe(1800);
    expect(choosePriceOption(options.slice(0, 4), 'weekly')).toBeUndefined();
    expect(choosePriceOption([{ type_res_id: '4', price: 1 }], 'yearly')?.price).toBe(1);
    expect(choosePriceOption(options, 'hourly')?.price).toBe(50);
    expect(choosePriceOption([], 'daily')).toBeUndefined();
  });

  it('with no period: the last after a descending sort by type_res_id AS STRINGS', () => {
    expect(choosePriceOption(options)?.type_res_id).toBe(1);
    expect(
      sortPriceOptionsDesc([{ type_res_id: 1 }, { type_res_id: 10 }, { type_res_id: 2 }]).map(
        (o) => o.type_res_id,
      ),
    ).toEqual([2, 10, 1]);
    // The quirk: numerically the last of [2, 10] descending would be 2; as strings it is 10.
    expect(
      choosePriceOption([
        { type_res_id: 2, price: 1 },
        { type_res_id: 10, price: 2 },
      ])?.type_res_id,
    ).toBe(10);
    expect(choosePriceOption(undefined)).toBeUndefined();
  });
});

describe('coupons', () => {
  const coupon: CouponRule = {
    code: 'RAMADAN',
    type: 'percentage',
    value: 10,
    max_uses: 5,
    used_count: 1,
    active_from: '2026-12-01',
    active_to: '2026-12-31',
    unit_ids: [7],
    price_types: ['daily'],
  };
  const request = {
    code: 'ramadan',
    unit_id: 7,
    type_res_id: 2 as const,
    arrival_date: '2026-12-10',
    amount: 1000,
  };

  it('applies on the arrival date with the spec messages and the contract result', () => {
    const ok = applyCoupon([coupon], request);
    expect(ok).toMatchObject({
      ok: true,
      message: 'Discount Successfully',
      messageKey: 'validation:discountSuccessfully',
      result: {
        code: 'RAMADAN',
        type: 'percentage',
        value: 10,
        discount_amount: 100,
        amount_after_discount: 900,
      },
    });
    expect(applyCoupon([coupon], { ...request, arrival_date: '2026-12-31' }).ok).toBe(true);
    expect(
      applyCoupon([{ ...coupon, price_types: ['all'] }], { ...request, type_res_id: 4 }).ok,
    ).toBe(true);
  });

  it.each([
    ['unknown', { code: 'NOPE' }],
    ['date', { arrival_date: '2026-11-30' }],
    ['date', { arrival_date: '2027-01-01' }],
    ['unit', { unit_id: 8 }],
    ['price_type', { type_res_id: 3 as const }],
    ['amount', { amount: 0 }],
  ])('refuses (%s) with "invalid Coupon !"', (reason, patch) => {
    const out = applyCoupon([coupon], { ...request, ...patch });
    expect(out).toMatchObject({
      ok: false,
      reason,
      message: 'invalid Coupon !',
      messageKey: 'validation:invalidCoupon',
    });
  });

  it('refuses a used-up or inactive coupon; a fixed coupon is capped at the amount', () => {
    expect(applyCoupon([{ ...coupon, used_count: 5 }], request)).toMatchObject({
      ok: false,
      reason: 'used_up',
    });
    expect(applyCoupon([{ ...coupon, is_active: false }], request)).toMatchObject({
      ok: false,
      reason: 'inactive',
    });
    const fixed = applyCoupon([{ ...coupon, type: 'fixed', value: 5000 }], request);
    expect(fixed).toMatchObject({
      ok: true,
      result: { discount_amount: 1000, amount_after_discount: 0 },
    });
  });

  it('the arrival date decides, whatever the booking date (today is before the window)', () => {
    // The clock is irrelevant: a booking made today for a December arrival gets the coupon.
    expect(applyCoupon([coupon], { ...request, arrival_date: '2026-12-01' }).ok).toBe(true);
  });
});

describe('quote', () => {
  it('computes offer, coupon, commission, VAT 15 %, deposit and remaining in halalas', () => {
    const q = quoteBooking({
      period: 'daily',
      unitPrice: 300,
      periods: 3,
      offer: offer({ discount: 10 }),
      coupon: { value: 5 },
      services: [{ price: 50 }],
      commissionPercent: 2.5,
      depositPercent: 20,
    });
    expect(q.rent).toBe(90_000);
    expect(q.offerDiscount).toBe(9_000);
    expect(q.subtotal).toBe(86_000);
    expect(q.couponDiscount).toBe(4_300);
    expect(q.commission).toBe(2_043); // 2.5 % of 817.00 = 20.425 → 20.43
    expect(q.taxable).toBe(83_743);
    expect(q.vat).toBe(12_561); // 15 % of 837.43 = 125.6145 → 125.61
    expect(q.total).toBe(96_304);
    expect(q.payNow).toBe(19_261);
    expect(q.remaining).toBe(77_043);
  });

  it('residential space has no VAT; weekly is the weekly price per week', () => {
    expect(
      quoteBooking({ period: 'monthly', unitPrice: 1000, periods: 2, commercial: false }).vat,
    ).toBe(0);
    expect(
      quoteBooking({ period: 'weekly', unitPrice: 600, periods: 2, commercial: false }).total,
    ).toBe(120_000);
  });

  it('property: lines add up to the total and nothing is negative', () => {
    fc.assert(
      fc.property(
        fc.record({
          price: fc.integer({ min: 0, max: 5_000_000 }).map((h) => h / 100),
          periods: fc.integer({ min: 0, max: 30 }),
          discount: fc.integer({ min: 0, max: 100 }),
          type: fc.constantFrom('percent', 'fixed'),
          coupon: fc.integer({ min: 0, max: 100 }),
          service: fc.integer({ min: 0, max: 100_000 }).map((h) => h / 100),
          commission: fc.integer({ min: 0, max: 2000 }).map((n) => n / 100),
          deposit: fc.integer({ min: 1, max: 100 }),
          commercial: fc.boolean(),
        }),
        (r) => {
          const q = quoteBooking({
            period: 'daily',
            unitPrice: r.price,
            periods: r.periods,
            offer: offer({ discount: r.discount, type_discount: r.type }),
            coupon: { value: r.coupon },
            services: [{ price: r.service }],
            commissionPercent: r.commission,
            depositPercent: r.deposit,
            commercial: r.commercial,
          });
          expect(
            q.rent + q.services - q.offerDiscount - q.couponDiscount + q.commission + q.vat,
          ).toBe(q.total);
          expect(q.payNow + q.remaining).toBe(q.total);
          for (const v of Object.values(q)) {
            expect(Number.isInteger(v) || Number.isFinite(v)).toBe(true);
            expect(v).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });
});
