import { describe, expect, it } from 'vitest';
import { hijriDay, hijriSpan, monthGrid, weekDays, weekStart } from './calendar-grid';

describe('calendar grids', () => {
  it('starts weeks on Saturday in Arabic and Sunday in English', () => {
    // 2026-12-01 is a Tuesday.
    expect(weekStart('2026-12-01', 'ar')).toBe('2026-11-28');
    expect(weekStart('2026-12-01', 'en')).toBe('2026-11-29');
    expect(weekDays('2026-12-05', 'ar')[0]).toBe('2026-12-05');
    expect(weekDays('2026-12-05', 'en')).toHaveLength(7);
  });

  it('covers the month in whole weeks', () => {
    for (const lang of ['ar', 'en'])
      for (const month of ['2026-02', '2026-11', '2026-12', '2027-02', '2028-07']) {
        const days = monthGrid(month, lang);
        expect(days.length % 7).toBe(0);
        expect(days.filter((d) => d.startsWith(month))).toHaveLength(
          new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5)), 0)).getUTCDate(),
        );
        expect(days[0]).toBe(weekStart(days[0], lang));
        expect(days.length).toBeLessThanOrEqual(42);
      }
  });

  it('names the Umm al-Qura day with Latin digits', () => {
    // 1 Ramadan 1447 = 2026-02-18 (Umm al-Qura).
    expect(hijriDay('2026-02-18')).toBe('1');
    expect(hijriSpan('2026-02-18', '2026-02-20', 'en')).toMatch(/Ramadan 1447/);
    expect(hijriSpan('2026-02-01', '2026-02-28', 'ar')).toContain('–');
  });
});
