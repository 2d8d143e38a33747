import { describe, expect, it } from 'vitest';
import { checkBooking } from '@schemas/booking';
import { paymentUrl, toBookingInput } from './booking-request';
import { contactLinks, shareLinks } from './share-links';

const NOW = '2026-11-21T10:00:00';

describe('booking card choice', () => {
  it('builds the payment link for a daily booking (dates, exclusive end)', () => {
    expect(paymentUrl({ unitId: 7, period: 'daily', start: '2026-12-01', end: '2026-12-04' })).toBe(
      '/payment?unit=7&type_res_id=2&from=2026-12-01&to=2026-12-04',
    );
  });

  it('computes the monthly end on the same day of the month', () => {
    const input = toBookingInput({ unitId: 1, period: 'monthly', start: '2026-12-15', count: 3 });
    expect(input.end_date).toBe('2027-03-15');
    expect(checkBooking(input, { now: NOW })).toBeNull();
    expect(paymentUrl({ unitId: 1, period: 'yearly', start: '2026-12-15', count: 1 })).toContain(
      'type_res_id=4&from=2026-12-15&to=2027-12-15',
    );
  });

  it('sends hourly bookings as local ISO date-times', () => {
    const url = paymentUrl({
      unitId: 3,
      period: 'hourly',
      start: '2026-12-01',
      fromTime: '09:00',
      toTime: '12:30',
    });
    expect(new URLSearchParams(url!.split('?')[1]).get('from')).toBe('2026-12-01T09:00:00');
    expect(new URLSearchParams(url!.split('?')[1]).get('to')).toBe('2026-12-01T12:30:00');
  });

  it('lets the booking schema reject a daily booking over 29 days', () => {
    const input = toBookingInput({
      unitId: 1,
      period: 'daily',
      start: '2026-12-01',
      end: '2027-01-05',
    });
    expect(checkBooking(input, { now: NOW })?.key).toBe('dailyMax');
    expect(paymentUrl({ unitId: 1, period: 'hourly', start: '2026-12-01' })).toBeNull();
  });
});

describe('share and contact links', () => {
  it('encodes the page address for each network and the phone for wa.me / tel:', () => {
    const s = shareLinks('https://x.sa/details/5?a=1', 'مكتب');
    expect(s.facebook).toContain('u=https%3A%2F%2Fx.sa%2Fdetails%2F5%3Fa%3D1');
    expect(s.twitter).toContain('text=%D9%85');
    expect(contactLinks('+966501234567')).toEqual({
      whatsapp: 'https://wa.me/966501234567',
      call: 'tel:+966501234567',
    });
  });
});
