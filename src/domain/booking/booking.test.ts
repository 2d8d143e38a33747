import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkBooking } from '@schemas/booking';
import { dayState, monthDayStates, type CalendarReservation } from './calendar-days';
import {
  hasConflict,
  reservedDays,
  reservedHours,
  reservedMonths,
  reservedYears,
} from './conflicts';
import {
  bookingDuration,
  bookingEndDate,
  bookingSlot,
  formatTime12h,
  hourlyEndTime,
  parseTime,
} from './periods';

describe('duration and end date per period type', () => {
  it('hourly, daily, weekly, monthly, yearly', () => {
    expect(
      bookingDuration({
        period: 'hourly',
        start_date: '2026-12-01',
        arrival_time: '09:00 AM',
        departure_time: '11:30 AM',
      }),
    ).toBe(3);
    expect(
      bookingDuration({ period: 'daily', start_date: '2026-12-01', end_date: '2026-12-04' }),
    ).toBe(3);
    expect(
      bookingDuration({ period: 'weekly', start_date: '2026-12-01', end_date: '2026-12-15' }),
    ).toBe(2);
    expect(
      bookingDuration({ period: 'monthly', start_date: '2026-12-05', end_date: '2027-03-05' }),
    ).toBe(3);
    expect(
      bookingDuration({ period: 'yearly', start_date: '2026-12-05', end_date: '2028-12-05' }),
    ).toBe(2);
    expect(
      bookingDuration({ period: 'daily', start_date: 'bad', end_date: '2026-12-04' }),
    ).toBeNull();
    expect(bookingEndDate('daily', '2026-12-30', 3)).toBe('2027-01-02');
    expect(bookingEndDate('weekly', '2026-12-01', 2)).toBe('2026-12-15');
    expect(bookingEndDate('monthly', '2027-01-31', 1)).toBe('2027-02-28');
    expect(bookingEndDate('yearly', '2028-02-29', 1)).toBe('2029-02-28');
    expect(hourlyEndTime('2026-12-01', 22 * 60, 2)).toBe('24:00');
    expect(hourlyEndTime('2026-12-01', 9 * 60, 2)).toBe('11:00');
    expect(
      bookingSlot({
        period: 'hourly',
        start_date: '2026-12-01',
        arrival_time: '10:00 PM',
        departure_time: '12:00 AM',
      }),
    ).toEqual({
      start: '2026-12-01T22:00:00',
      end: '2026-12-02T00:00:00',
    });
  });

  it('AM/PM round trip', () => {
    for (let m = 0; m < 1440; m += 15) expect(parseTime(formatTime12h(m))).toBe(m);
    expect(formatTime12h(0)).toBe('12:00 AM');
    expect(formatTime12h(12 * 60)).toBe('12:00 PM');
  });

  it('property: the end date of n periods passes the booking rules for each type', () => {
    const now = new Date(2026, 10, 21);
    fc.assert(
      fc.property(
        // Starts within the booking window (BOOKING_LIMITS.maxYearsAhead = 5 years).
        fc.integer({ min: 0, max: 1800 }),
        fc.constantFrom('daily', 'weekly', 'monthly', 'yearly') as fc.Arbitrary<
          'daily' | 'weekly' | 'monthly' | 'yearly'
        >,
        fc.integer({ min: 1, max: 29 }),
        (offset, period, n) => {
          const start = new Date(2026, 10, 21 + offset);
          const startDate = `${start.getFullYear()}-${String(start.getMonth() + 1).padStart(2, '0')}-${String(start.getDate()).padStart(2, '0')}`;
          const cap = { daily: 29, weekly: 4, monthly: 11, yearly: 5 }[period];
          const count = Math.min(n, cap);
          const end = bookingEndDate(period, startDate, count);
          expect(
            checkBooking({ period, start_date: startDate, end_date: end }, { now }),
          ).toBeNull();
          expect(bookingDuration({ period, start_date: startDate, end_date: end })).toBe(count);
        },
      ),
    );
  });
});

describe('reserved-slot conflicts', () => {
  const reserved = [
    { start: '2026-12-03', end: '2026-12-05' },
    { start: '2026-12-10T09:00:00', end: '2026-12-10T11:00:00' },
  ];

  it('finds overlaps (half-open) and the fully reserved hours/days/months/years', () => {
    expect(hasConflict({ start: '2026-12-04', end: '2026-12-06' }, reserved)).toBe(true);
    expect(hasConflict({ start: '2026-12-05', end: '2026-12-06' }, reserved)).toBe(false);
    expect(reservedHours('2026-12-10', reserved)).toEqual([9, 10]);
    expect(reservedDays('2026-12-15', reserved)).toEqual(['2026-12-03', '2026-12-04']);
    expect(reservedMonths(2026, reserved)).toEqual([12]);
    expect(reservedYears(2025, 2028, reserved)).toEqual([2026]);
  });
});

describe('calendar day states', () => {
  const reservations: CalendarReservation[] = [
    { start: '2026-12-03', end: '2026-12-05', period: 'daily' },
    { start: '2026-12-10T09:00:00', end: '2026-12-10T11:00:00', period: 'hourly' },
    { start: '2026-12-12T00:00:00', end: '2026-12-13T00:00:00', period: 'hourly' },
    { start: '2026-12-20T14:00:00', end: '2026-12-22T12:00:00', period: 'daily' },
  ];

  it('reserved, hourly booked, partially booked, available', () => {
    expect(dayState('2026-12-03', reservations)).toBe('reserved');
    expect(dayState('2026-12-05', reservations)).toBe('available');
    expect(dayState('2026-12-10', reservations)).toBe('hourly_booked');
    expect(dayState('2026-12-12', reservations)).toBe('reserved');
    expect(dayState('2026-12-20', reservations)).toBe('partially_booked');
    expect(dayState('2026-12-21', reservations)).toBe('reserved');
    expect(dayState('2026-12-22', reservations)).toBe('partially_booked');
    const month = monthDayStates('2026-12-01', reservations);
    expect(Object.keys(month)).toHaveLength(31);
    expect(month['2026-12-04']).toBe('reserved');
  });
});
