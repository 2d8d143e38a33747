import fc from 'fast-check';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  checkBooking,
  checkReservationBody,
  createBookingSchema,
  toReservationBody,
  type BookingInput,
} from './booking';

// Fixed clock: Saturday 2026-11-21 10:00 local.
const now = new Date(2026, 10, 21, 10, 0);
const check = (input: BookingInput, reserved: { start: string; end: string }[] = []) =>
  checkBooking(input, { now, reserved })?.key ?? null;

describe('daily', () => {
  it('accepts 1 to 29 days, refuses 0, 30 and reversed ranges', () => {
    expect(check({ period: 'daily', start_date: '2026-11-21', end_date: '2026-11-22' })).toBeNull();
    expect(check({ period: 'daily', start_date: '2026-12-01', end_date: '2026-12-30' })).toBeNull();
    expect(check({ period: 'daily', start_date: '2026-12-01', end_date: '2026-12-31' })).toBe(
      'dailyMax',
    );
    expect(check({ period: 'daily', start_date: '2026-12-01', end_date: '2026-12-01' })).toBe(
      'bookingZeroLength',
    );
    expect(check({ period: 'daily', start_date: '2026-12-05', end_date: '2026-12-01' })).toBe(
      'startBeforeEndDays',
    );
  });

  it('refuses the past and impossible dates', () => {
    expect(check({ period: 'daily', start_date: '2026-11-20', end_date: '2026-11-22' })).toBe(
      'bookingPast',
    );
    expect(check({ period: 'daily', start_date: '2026-02-30', end_date: '2026-03-02' })).toBe(
      'invalidInput',
    );
    expect(check({ period: 'daily', start_date: '2026-12-01' })).toBe('required');
  });

  it('refuses reserved days (half-open: checkout day is free)', () => {
    const reserved = [{ start: '2026-12-03', end: '2026-12-05' }];
    expect(
      check({ period: 'daily', start_date: '2026-12-01', end_date: '2026-12-04' }, reserved),
    ).toBe('reservedDays');
    expect(
      check({ period: 'daily', start_date: '2026-12-01', end_date: '2026-12-03' }, reserved),
    ).toBeNull();
    expect(
      check({ period: 'daily', start_date: '2026-12-05', end_date: '2026-12-06' }, reserved),
    ).toBeNull();
  });

  it('property: any start from today and any length 1..29 is accepted, 30..365 refused', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 800 }),
        fc.integer({ min: 1, max: 365 }),
        (offset, days) => {
          const start = dayjs(now).add(offset, 'day');
          const input = {
            period: 'daily' as const,
            start_date: start.format('YYYY-MM-DD'),
            end_date: start.add(days, 'day').format('YYYY-MM-DD'),
          };
          expect(check(input)).toBe(days <= 29 ? null : 'dailyMax');
        },
      ),
    );
  });
});

describe('monthly', () => {
  it('needs the same day of month and 1..11 months', () => {
    expect(
      check({ period: 'monthly', start_date: '2026-12-05', end_date: '2027-01-05' }),
    ).toBeNull();
    expect(
      check({ period: 'monthly', start_date: '2026-12-05', end_date: '2027-11-05' }),
    ).toBeNull();
    expect(check({ period: 'monthly', start_date: '2026-12-05', end_date: '2027-12-05' })).toBe(
      'monthlyMax',
    );
    expect(check({ period: 'monthly', start_date: '2026-12-05', end_date: '2027-01-06' })).toBe(
      'monthlySameDay',
    );
    expect(check({ period: 'monthly', start_date: '2026-12-05', end_date: '2026-12-20' })).toBe(
      'monthlySameDay',
    );
    expect(check({ period: 'monthly', start_date: '2027-01-05', end_date: '2026-12-05' })).toBe(
      'startBeforeEndMonths',
    );
  });

  it('accepts the month-end clamp (Jan 31 → Feb 28) but not Feb 27', () => {
    expect(
      check({ period: 'monthly', start_date: '2027-01-31', end_date: '2027-02-28' }),
    ).toBeNull();
    expect(check({ period: 'monthly', start_date: '2027-01-31', end_date: '2027-02-27' })).toBe(
      'monthlySameDay',
    );
  });

  it('refuses reserved months', () => {
    const reserved = [{ start: '2027-02-10', end: '2027-02-12' }];
    expect(
      check({ period: 'monthly', start_date: '2027-01-05', end_date: '2027-03-05' }, reserved),
    ).toBe('reservedMonths');
  });
});

describe('yearly and weekly', () => {
  it('yearly: at least one whole year', () => {
    expect(
      check({ period: 'yearly', start_date: '2027-01-01', end_date: '2028-01-01' }),
    ).toBeNull();
    expect(
      check({ period: 'yearly', start_date: '2027-01-01', end_date: '2029-01-01' }),
    ).toBeNull();
    expect(check({ period: 'yearly', start_date: '2027-01-01', end_date: '2027-12-01' })).toBe(
      'yearlyMin',
    );
    expect(check({ period: 'yearly', start_date: '2027-01-01', end_date: '2028-03-01' })).toBe(
      'yearlyWhole',
    );
    expect(check({ period: 'yearly', start_date: '2028-01-01', end_date: '2027-01-01' })).toBe(
      'startBeforeEndYears',
    );
    expect(
      check({ period: 'yearly', start_date: '2027-01-01', end_date: '2028-01-01' }, [
        { start: '2027-06-01', end: '2027-06-02' },
      ]),
    ).toBe('reservedYears');
  });

  it('weekly: whole weeks', () => {
    expect(
      check({ period: 'weekly', start_date: '2026-12-01', end_date: '2026-12-15' }),
    ).toBeNull();
    expect(check({ period: 'weekly', start_date: '2026-12-01', end_date: '2026-12-10' })).toBe(
      'weeklyWhole',
    );
  });
});

describe('hourly', () => {
  it('reads AM/PM, refuses reversed, zero, past and reserved hours', () => {
    const base = { period: 'hourly' as const, start_date: '2026-11-22' };
    expect(check({ ...base, arrival_time: '09:00 AM', departure_time: '11:00 AM' })).toBeNull();
    expect(check({ ...base, arrival_time: '10:00 PM', departure_time: '12:00 AM' })).toBeNull();
    expect(check({ ...base, arrival_time: '09:00 ص', departure_time: '01:00 م' })).toBeNull();
    expect(check({ ...base, arrival_time: '02:00 PM', departure_time: '01:00 PM' })).toBe(
      'startBeforeEndHours',
    );
    expect(check({ ...base, arrival_time: '02:00 PM', departure_time: '02:00 PM' })).toBe(
      'bookingZeroLength',
    );
    expect(check({ ...base, arrival_time: '14:00', departure_time: '03:00 PM' })).toBeNull();
    expect(check({ ...base, arrival_time: '25:00', departure_time: '03:00 PM' })).toBe(
      'timeFormat',
    );
    expect(check({ ...base, arrival_time: '13:00 PM', departure_time: '03:00 PM' })).toBe(
      'timeFormat',
    );
    expect(check({ ...base, arrival_time: '09:00 AM' })).toBe('required');
    expect(
      check({
        period: 'hourly',
        start_date: '2026-11-21',
        arrival_time: '09:00 AM',
        departure_time: '11:00 AM',
      }),
    ).toBe('bookingPast');
    expect(
      check({
        period: 'hourly',
        start_date: '2026-11-21',
        arrival_time: '11:00 AM',
        departure_time: '01:00 PM',
      }),
    ).toBeNull();
    const reserved = [{ start: '2026-11-22T10:00:00', end: '2026-11-22T12:00:00' }];
    expect(check({ ...base, arrival_time: '11:00 AM', departure_time: '01:00 PM' }, reserved)).toBe(
      'reservedHours',
    );
    expect(
      check({ ...base, arrival_time: '12:00 PM', departure_time: '01:00 PM' }, reserved),
    ).toBeNull();
  });
});

describe('createBookingSchema', () => {
  it('reports the rule as a validation key on the right path', () => {
    const schema = createBookingSchema({ now });
    const result = schema.safeParse({
      period: 'daily',
      start_date: '2026-12-01',
      end_date: '2027-01-15',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      message: 'validation:dailyMax',
      path: ['end_date'],
    });
    expect(
      schema.safeParse({ period: 'daily', start_date: '2026-12-01', end_date: '2026-12-03' })
        .success,
    ).toBe(true);
    expect(schema.safeParse({ period: 'fortnightly', start_date: '2026-12-01' }).success).toBe(
      false,
    );
  });
});

describe('toReservationBody', () => {
  it('maps a form booking to the contract body', () => {
    expect(
      toReservationBody({
        period: 'hourly',
        start_date: '٢٠٢٦-١٢-٠١',
        arrival_time: '10:00 PM',
        departure_time: '12:00 AM',
      }),
    ).toEqual({
      type_res_id: 1,
      start_date: '2026-12-01',
      end_date: '2026-12-01',
      start_time: '22:00',
      end_time: '00:00',
    });
    expect(
      toReservationBody({ period: 'weekly', start_date: '2026-12-01', end_date: '2026-12-15' }),
    ).toEqual({
      type_res_id: 5,
      start_date: '2026-12-01',
      end_date: '2026-12-15',
    });
    expect(
      toReservationBody({ period: 'monthly', start_date: 'x', end_date: '2026-12-15' }),
    ).toBeNull();
  });

  it('round trip: the body passes the contract rules when the form passed', () => {
    const form = {
      period: 'hourly' as const,
      start_date: '2026-12-01',
      arrival_time: '09:30 AM',
      departure_time: '01:00 PM',
    };
    expect(checkBooking(form, { now })).toBeNull();
    expect(checkReservationBody(toReservationBody(form)!, { now })).toBeNull();
  });
});
