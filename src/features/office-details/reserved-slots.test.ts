import { describe, expect, it } from 'vitest';
import { checkBooking } from '@schemas/booking';
import { reservedFromDays } from './reserved-slots';

describe('reserved slots from the availability calendar', () => {
  const reserved = reservedFromDays([
    { date: '2026-12-02', state: 'reserved' },
    { date: '2026-12-03', state: 'hourly_booked', booked_hours: [{ from: '10:00', to: '12:00' }] },
    { date: '2026-12-04', state: 'available' },
  ]);

  it('blocks whole reserved days and booked hours', () => {
    expect(reserved).toEqual([
      { start: '2026-12-02T00:00:00', end: '2026-12-03T00:00:00' },
      { start: '2026-12-03T10:00:00', end: '2026-12-03T12:00:00' },
    ]);
  });

  it('makes the booking schema refuse overlapping choices and accept the rest', () => {
    const now = '2026-11-21T10:00:00';
    const daily = { period: 'daily' as const, start_date: '2026-12-01', end_date: '2026-12-03' };
    expect(checkBooking(daily, { now, reserved })?.key).toBe('reservedDays');
    const hourly = { period: 'hourly' as const, start_date: '2026-12-03' };
    expect(
      checkBooking({ ...hourly, arrival_time: '11:00', departure_time: '13:00' }, { now, reserved })
        ?.key,
    ).toBe('reservedHours');
    expect(
      checkBooking(
        { ...hourly, arrival_time: '12:00', departure_time: '14:00' },
        { now, reserved },
      ),
    ).toBeNull();
  });
});
