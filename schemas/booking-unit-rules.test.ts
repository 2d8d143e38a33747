// The unit's own booking rules (unit settings, issue 15): length limits per period, notice
// before arrival, and the buffer kept free around hourly bookings.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkBooking, PERIOD_MAX, type BookingContext, type BookingInput } from './booking';
import { unitSettingsSchema } from './unit';

// Fixed clock: Saturday 2026-11-21 10:00 local.
const now = new Date(2026, 10, 21, 10, 0);
const check = (input: BookingInput, context: BookingContext = {}) =>
  checkBooking(input, { now, ...context })?.key ?? null;
const days = (start: string, end: string): BookingInput => ({
  period: 'daily',
  start_date: start,
  end_date: end,
});

describe("a unit's length limits", () => {
  const lengthLimits = { daily: { min: 2, max: 5 } };
  it('refuses shorter or longer stays than the unit takes, at the end date', () => {
    expect(checkBooking(days('2026-12-01', '2026-12-02'), { now, lengthLimits })).toEqual({
      key: 'bookingBelowUnitMin',
      path: 'end_date',
    });
    expect(check(days('2026-12-01', '2026-12-07'), { lengthLimits })).toBe('bookingAboveUnitMax');
    expect(check(days('2026-12-01', '2026-12-03'), { lengthLimits })).toBeNull();
    expect(check(days('2026-12-01', '2026-12-06'), { lengthLimits })).toBeNull();
  });

  it('leave the other periods alone', () => {
    const weekly: BookingInput = {
      period: 'weekly',
      start_date: '2026-12-01',
      end_date: '2026-12-08',
    };
    expect(check(weekly, { lengthLimits })).toBeNull();
  });

  it('accept exactly the lengths between min and max (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 29 }),
        fc.integer({ min: 1, max: 29 }),
        fc.integer({ min: 1, max: 29 }),
        (a, b, n) => {
          const [min, max] = a <= b ? [a, b] : [b, a];
          const end = new Date(2026, 11, 1 + n);
          const iso = `${end.getFullYear()}-${String(end.getMonth() + 1).padStart(2, '0')}-${String(end.getDate()).padStart(2, '0')}`;
          const key = check(days('2026-12-01', iso), { lengthLimits: { daily: { min, max } } });
          if (n < min) return key === 'bookingBelowUnitMin';
          if (n > max) return key === 'bookingAboveUnitMax';
          return key === null;
        },
      ),
    );
  });
});

describe("a unit's notice", () => {
  it('counts hours for an hourly arrival and dates for a date booking', () => {
    const hourly = (from: string): BookingInput => ({
      period: 'hourly',
      start_date: '2026-11-21',
      arrival_time: from,
      departure_time: '06:00 PM',
    });
    expect(check(hourly('11:00 AM'), { noticeHours: 2 })).toBe('bookingNotice');
    expect(check(hourly('12:00 PM'), { noticeHours: 2 })).toBeNull();
    // 24 hours from Saturday 10:00 is Sunday: Saturday is refused, Sunday taken.
    expect(check(days('2026-11-21', '2026-11-23'), { noticeHours: 24 })).toBe('bookingNotice');
    expect(check(days('2026-11-22', '2026-11-23'), { noticeHours: 24 })).toBeNull();
  });
});

describe("a unit's buffer", () => {
  const reserved = [{ start: '2026-12-01T10:00:00', end: '2026-12-01T12:00:00' }];
  const hourly = (from: string, to: string): BookingInput => ({
    period: 'hourly',
    start_date: '2026-12-01',
    arrival_time: from,
    departure_time: to,
  });
  it('keeps free minutes on both sides of another booking, for hourly bookings only', () => {
    expect(check(hourly('12:00 PM', '02:00 PM'), { reserved })).toBeNull();
    expect(check(hourly('12:00 PM', '02:00 PM'), { reserved, bufferMinutes: 30 })).toBe(
      'reservedHours',
    );
    expect(check(hourly('12:30 PM', '02:00 PM'), { reserved, bufferMinutes: 30 })).toBeNull();
    expect(check(hourly('08:00 AM', '09:30 AM'), { reserved, bufferMinutes: 30 })).toBeNull();
    expect(check(hourly('08:00 AM', '09:45 AM'), { reserved, bufferMinutes: 30 })).toBe(
      'reservedHours',
    );
    const day = [{ start: '2026-12-01T00:00:00', end: '2026-12-03T00:00:00' }];
    expect(
      check(days('2026-12-03', '2026-12-04'), { reserved: day, bufferMinutes: 30 }),
    ).toBeNull();
  });
});

describe('unit settings rule', () => {
  const base = { booking_terms: 'يلتزم المستأجر بأنظمة المبنى', refundable_deposit: 500 };
  const issues = (extra: Record<string, unknown>) => {
    const r = unitSettingsSchema.safeParse({ ...base, ...extra });
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
  };
  it('takes the policies, modes and a consistent set of limits', () => {
    expect(
      issues({
        cancellation_policy: 'strict',
        booking_mode: 'request',
        request_expiry_hours: 48,
        buffer_minutes: 45,
        length_limits: [
          { type_res_id: 1, min: 1, max: 8 },
          { type_res_id: 5, min: 1, max: PERIOD_MAX.weekly },
        ],
      }),
    ).toEqual([]);
  });
  it('puts each mistake at its field', () => {
    expect(issues({ buffer_minutes: 20 })).toEqual(['buffer_minutes:validation:bufferStep']);
    expect(issues({ request_expiry_hours: 100 })).toEqual([
      'request_expiry_hours:validation:invalidNumber',
    ]);
    expect(
      issues({
        length_limits: [
          { type_res_id: 2, min: 5, max: 3 },
          { type_res_id: 2, min: 1, max: 2 },
          { type_res_id: 3, min: 1, max: 12 },
        ],
      }),
    ).toEqual([
      'length_limits.0.min:validation:lengthMinAboveMax',
      'length_limits.1.type_res_id:validation:lengthDuplicate',
      'length_limits.2.max:validation:lengthAbovePlatform',
    ]);
  });
});
