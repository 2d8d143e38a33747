import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { AVAILABILITY_WINDOW_DAYS } from '@/domain';
import { dateRange } from './calendar';

// The details page asks for [today, today + AVAILABILITY_WINDOW_DAYS]; it used to ask 399
// days and got 422 validation:dateRange on every details page.
describe('availability window', () => {
  const from = dayjs('2026-11-24');
  const day = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');

  it('accepts the window the details page asks for', () => {
    const days = dateRange(day(from), day(from.add(AVAILABILITY_WINDOW_DAYS, 'day')));
    expect(days).toHaveLength(AVAILABILITY_WINDOW_DAYS + 1);
  });

  it('refuses a longer window', () => {
    expect(() =>
      dateRange(day(from), day(from.add(AVAILABILITY_WINDOW_DAYS + 1, 'day'))),
    ).toThrow();
  });
});
