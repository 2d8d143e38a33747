import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  blurLocation,
  canAddRealEstate,
  canBook,
  canEditMarketingRequest,
  complaintDueAt,
  invoiceLineReservationType,
  isInvoicePaid,
  MAP_JITTER_RANGE,
  SUPPORT_HOURS,
} from './rules';

describe('role and state rules', () => {
  it('business accounts add real estate but cannot book; ordinary accounts the reverse', () => {
    expect(canAddRealEstate('bussines')).toBe(true);
    expect(canBook('bussines')).toBe(false);
    expect(canAddRealEstate('ordinary')).toBe(false);
    expect(canBook('ordinary')).toBe(true);
    expect(canAddRealEstate(null)).toBe(false);
    expect(canBook(null)).toBe(true);
  });

  it('processing marketing requests are read-only; only "paid" invoices are paid', () => {
    expect(canEditMarketingRequest('processing')).toBe(false);
    expect(canEditMarketingRequest('pending')).toBe(true);
    expect(canEditMarketingRequest('completed')).toBe(false);
    expect(canEditMarketingRequest('rejected')).toBe(false);
    expect(isInvoicePaid('paid')).toBe(true);
    expect(isInvoicePaid('partial')).toBe(false);
    expect(isInvoicePaid(undefined)).toBe(false);
  });

  it('complaints are due 72 hours later (readings 40/72/24 kept)', () => {
    expect(SUPPORT_HOURS.complaintReadings).toEqual([40, 72, 24]);
    expect(complaintDueAt('2026-11-21T10:00:00Z').toISOString()).toBe('2026-11-24T10:00:00.000Z');
  });

  it('property: a blurred pin moves 0.0005..0.00069 degrees on each axis', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 0.999999, noNaN: true }), { minLength: 4, maxLength: 4 }),
        (r) => {
          let i = 0;
          const p = blurLocation({ lat: 24.7, lng: 46.7 }, () => r[i++]);
          for (const d of [Math.abs(p.lat - 24.7), Math.abs(p.lng - 46.7)]) {
            expect(d).toBeGreaterThanOrEqual(MAP_JITTER_RANGE.min - 1e-12);
            expect(d).toBeLessThanOrEqual(MAP_JITTER_RANGE.max + 1e-12);
          }
        },
      ),
    );
  });
});

describe('invoice line reservation type', () => {
  it('weekely (sic) is weekly; anything unknown is yearly', () => {
    expect(invoiceLineReservationType('weekely')).toBe('weekly');
    expect(invoiceLineReservationType('hourly')).toBe('hourly');
    expect(invoiceLineReservationType('monthly')).toBe('monthly');
    expect(invoiceLineReservationType('something')).toBe('yearly');
    expect(invoiceLineReservationType(undefined)).toBe('yearly');
  });
});
