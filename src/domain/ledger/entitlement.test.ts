import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentOf } from '../money';
import { quoteBooking } from '../pricing/quote';
import { earnedShare, lessorEntitlement } from './entitlement';
import { bookingMovements } from './movements';
import { monthDays, monthsBetween, nextMonth, previousMonth, riyadhDate } from './statement';

describe('lessor entitlement', () => {
  it('is the total less the commission and the VAT on the commission', () => {
    // 1,680.00 rent, 5 % commission 84.00, VAT 15 % on 1,764.00 = 264.60 → total 2,028.60
    const q = quoteBooking({ period: 'daily', unitPrice: 560, periods: 3, commissionPercent: 5 });
    expect(q.total).toBe(202_860);
    expect(lessorEntitlement({ total: q.total, commission: q.commission, vatPercent: 15 })).toEqual(
      { total: 202_860, commission: 8_400, commissionVat: 1_260, entitlement: 193_200 },
    );
    // Residential space is exempt: no VAT anywhere, the lessor gets the rent.
    const r = quoteBooking({
      period: 'daily',
      unitPrice: 560,
      periods: 3,
      commissionPercent: 5,
      commercial: false,
    });
    expect(
      lessorEntitlement({ total: r.total, commission: r.commission, vatPercent: 0 }).entitlement,
    ).toBe(168_000);
  });

  it('property: never negative, never above the total, = rent + its VAT share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.constantFrom(0, 2.5, 5, 10, 12.5),
        fc.boolean(),
        (price, commissionPercent, commercial) => {
          const q = quoteBooking({
            period: 'daily',
            unitPrice: price / 100,
            periods: 1,
            commissionPercent,
            commercial,
          });
          const e = lessorEntitlement({
            total: q.total,
            commission: q.commission,
            vatPercent: q.vatPercent,
          });
          expect(e.entitlement).toBeGreaterThanOrEqual(q.subtotal);
          expect(e.entitlement).toBeLessThanOrEqual(q.total);
          expect(e.entitlement + e.commission + e.commissionVat).toBe(q.total);
          expect(e.commissionVat).toBe(percentOf(q.commission, q.vatPercent));
        },
      ),
    );
  });

  it('property: payments in any parts earn exactly the entitlement once the total is paid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 6 }),
        (total, commissionShare, weights) => {
          const entitlement = total - Math.floor((total * commissionShare) / 200);
          const sum = weights.reduce((a, b) => a + b, 0);
          let left = total;
          const events = weights.map((w, k) => {
            const amount = k === weights.length - 1 ? left : Math.floor((total * w) / sum);
            left -= amount;
            return {
              kind: 'payment' as const,
              id: k + 1,
              at: `2026-01-0${k + 1}T10:00:00Z`,
              amount,
            };
          });
          const credits = bookingMovements({ reservationId: 1, total, entitlement, events });
          expect(credits.reduce((s, m) => s + m.credit - m.debit, 0)).toBe(entitlement);
          expect(credits.every((m) => m.kind === 'booking' && m.debit === 0)).toBe(true);
        },
      ),
    );
  });

  it('a share is clamped to what can be held', () => {
    expect(earnedShare(9_000, 10_000, 5_000)).toBe(4_500);
    expect(earnedShare(9_000, 10_000, -10)).toBe(0);
    expect(earnedShare(9_000, 10_000, 12_000)).toBe(9_000);
    expect(earnedShare(0, 0, 100)).toBe(0);
  });
});

describe('Saudi months', () => {
  it('steps, spans and bounds months; dates are Saudi (UTC+3)', () => {
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(monthsBetween('2026-11', '2027-02')).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
    expect(monthDays('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(riyadhDate('2026-10-31T21:30:00Z')).toBe('2026-11-01');
  });
});
