import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysBetween,
  isCalendarDate,
  parseCalendarDate,
} from './calendar-date';

describe('calendar dates', () => {
  it('only existing dates parse', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2100-02-29')).toBe(false);
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(parseCalendarDate('2027-13-01')).toBeNull();
  });

  it('months from an anchor day clamp to shorter months and come back', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2027-02-28', 1, 31)).toBe('2027-03-31');
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29');
    expect(addMonths('2027-03-15', -3)).toBe('2026-12-15');
  });

  it('property: adding days and counting them agree', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }),
        fc.integer({ min: -20_000, max: 20_000 }),
        (d, n) => {
          const a = d.toISOString().slice(0, 10);
          expect(daysBetween(a, addDays(a, n))).toBe(n);
          expect(addDays(addDays(a, n), -n)).toBe(a);
        },
      ),
    );
  });
});
