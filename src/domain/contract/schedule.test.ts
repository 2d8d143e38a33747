import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysInMonth,
  formatCalendarDate,
  parseCalendarDate,
} from '@schemas/lib/calendar-date';
import {
  annualRent,
  applyPayments,
  CYCLE_MONTHS,
  paymentSchedule,
  split,
  termLength,
  wholeMonths,
  type PaymentCycle,
} from './schedule';

const CYCLES = Object.keys(CYCLE_MONTHS) as PaymentCycle[];

/** Any calendar date from 2000 to 2060, month ends and 29 February included. */
const anyDate = fc
  .record({
    year: fc.integer({ min: 2000, max: 2060 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map((d) => formatCalendarDate({ ...d, day: Math.min(d.day, daysInMonth(d.year, d.month)) }));

/** A term of 1 day to 30 years (start and end inclusive). */
const anyTerm = fc
  .record({ start: anyDate, days: fc.integer({ min: 0, max: 30 * 365 + 6 }) })
  .map(({ start, days }) => ({ start, end: addDays(start, days) }))
  .filter(({ start, end }) => end <= addDays(addMonths(start, 360), -1));

const anyInput = fc.record({
  term: anyTerm,
  cycle: fc.constantFrom(...CYCLES),
  total: fc.integer({ min: 0, max: 100_000_000_00 }),
});

describe('payment schedule', () => {
  it('a year paid monthly: 12 equal installments on the start day', () => {
    const s = paymentSchedule({
      start: '2027-01-15',
      end: '2028-01-14',
      cycle: 'monthly',
      total: 6_000_000,
    });
    expect(s).toHaveLength(12);
    expect(s.map((i) => i.amount)).toEqual(Array(12).fill(500_000));
    expect(s[0].due_date).toBe('2027-01-15');
    expect(s[11].due_date).toBe('2027-12-15');
  });

  it('what does not split evenly goes to the first installments, a halala each', () => {
    const s = paymentSchedule({
      start: '2027-01-01',
      end: '2027-12-31',
      cycle: 'quarterly',
      total: 1_000_003,
    });
    expect(s.map((i) => i.amount)).toEqual([250_001, 250_001, 250_001, 250_000]);
  });

  it('month ends: the 31st falls on the last day of shorter months and comes back', () => {
    const s = paymentSchedule({
      start: '2027-01-31',
      end: '2027-05-30',
      cycle: 'monthly',
      total: 400,
    });
    expect(s.map((i) => i.due_date)).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
    ]);
  });

  it('leap years: 29 February is 28 February in common years and again 29 in leap years', () => {
    const s = paymentSchedule({
      start: '2028-02-29',
      end: '2032-02-28',
      cycle: 'annual',
      total: 400,
    });
    expect(s.map((i) => i.due_date)).toEqual([
      '2028-02-29',
      '2029-02-28',
      '2030-02-28',
      '2031-02-28',
    ]);
    const leap = paymentSchedule({
      start: '2028-02-29',
      end: '2033-02-27',
      cycle: 'annual',
      total: 500,
    });
    expect(leap[4].due_date).toBe('2032-02-29');
  });

  it('a last, shorter cycle pays its share by days', () => {
    // 14 months quarterly: four full quarters, then two months of a three-month quarter.
    const s = paymentSchedule({
      start: '2027-01-01',
      end: '2028-02-29',
      cycle: 'quarterly',
      total: 1_400_000,
    });
    expect(s).toHaveLength(5);
    expect(s[4].days).toBe(60);
    expect(s[4].amount).toBeLessThan(s[0].amount);
    expect(s.reduce((a, i) => a + i.amount, 0)).toBe(1_400_000);
  });

  it('a one-day contract is one installment of the whole total', () => {
    expect(
      paymentSchedule({ start: '2027-03-01', end: '2027-03-01', cycle: 'annual', total: 99 }),
    ).toEqual([{ index: 1, due_date: '2027-03-01', amount: 99, days: 1 }]);
  });

  it('no schedule for an end before the start or a date that does not exist', () => {
    expect(
      paymentSchedule({ start: '2027-03-02', end: '2027-03-01', cycle: 'monthly', total: 1 }),
    ).toEqual([]);
    expect(
      paymentSchedule({ start: '2027-02-30', end: '2027-03-01', cycle: 'monthly', total: 1 }),
    ).toEqual([]);
  });

  it('property: for every cycle the amounts add up to the total exactly, in halalas', () => {
    fc.assert(
      fc.property(anyInput, ({ term, cycle, total }) => {
        const s = paymentSchedule({ ...term, cycle, total });
        expect(s.length).toBeGreaterThan(0);
        expect(s.reduce((a, i) => a + i.amount, 0)).toBe(total);
        for (const i of s) expect(Number.isInteger(i.amount) && i.amount >= 0).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('property: due dates start on the start date, rise, stay in the term and keep the start day', () => {
    fc.assert(
      fc.property(anyInput, ({ term, cycle, total }) => {
        const s = paymentSchedule({ ...term, cycle, total });
        const startDay = parseCalendarDate(term.start)!.day;
        expect(s[0].due_date).toBe(term.start);
        s.forEach((it, k) => {
          expect(it.index).toBe(k + 1);
          expect(it.due_date <= term.end).toBe(true);
          if (k > 0) expect(it.due_date > s[k - 1].due_date).toBe(true);
          const d = parseCalendarDate(it.due_date)!;
          expect(d.day).toBe(Math.min(startDay, daysInMonth(d.year, d.month)));
          expect(it.due_date).toBe(addMonths(term.start, k * CYCLE_MONTHS[cycle], startDay));
        });
        // Together the installments pay for every day of the term, once.
        const days = s.reduce((a, i) => a + i.days, 0);
        expect(addDays(term.start, days - 1)).toBe(term.end);
      }),
      { numRuns: 400 },
    );
  });

  it('property: full cycles get equal amounts, to a halala', () => {
    fc.assert(
      fc.property(
        anyDate,
        fc.constantFrom(...CYCLES),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 10_000_000_00 }),
        (start, cycle, n, total) => {
          const end = addDays(addMonths(start, n * CYCLE_MONTHS[cycle]), -1);
          const s = paymentSchedule({ start, end, cycle, total });
          expect(s).toHaveLength(n);
          const amounts = s.map((i) => i.amount);
          expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThanOrEqual(1);
          // The extra halalas sit on the first installments.
          expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('split', () => {
  it('property: any weights, any total: integers that add up to the total', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.01, max: 1, noNaN: true }), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 0, max: 1e12 }),
        (weights, total) => {
          const out = split(total, weights);
          expect(out.reduce((a, b) => a + b, 0)).toBe(total);
          out.forEach((x) => expect(Number.isInteger(x) && x >= 0).toBe(true));
        },
      ),
    );
  });
});

describe('payments against the schedule', () => {
  const s = paymentSchedule({
    start: '2027-01-01',
    end: '2027-06-30',
    cycle: 'monthly',
    total: 600_000,
  });

  it('fills installments in due order; unpaid past dues are overdue', () => {
    const st = applyPayments(s, 150_000, '2027-03-10');
    expect(st.map((i) => i.status)).toEqual([
      'paid',
      'partial',
      'overdue',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    expect(st[1].paid).toBe(50_000);
  });

  it('property: what is applied never passes the payment or an installment', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 800_000 }), (paid) => {
        const st = applyPayments(s, paid, '2027-01-01');
        expect(st.reduce((a, i) => a + i.paid, 0)).toBe(Math.min(paid, 600_000));
        st.forEach((i) => expect(i.paid).toBeLessThanOrEqual(i.amount));
      }),
    );
  });
});

describe('term and annual rent', () => {
  it('whole months, else null', () => {
    expect(wholeMonths('2027-01-31', '2027-02-27')).toBe(1);
    expect(wholeMonths('2027-01-01', '2027-12-31')).toBe(12);
    expect(wholeMonths('2027-01-01', '2027-01-03')).toBeNull();
  });

  it('annual rent: by months when whole (a leap year is still a year), else by days', () => {
    expect(annualRent(6_000_000, '2028-01-01', '2028-12-31')).toBe(6_000_000);
    expect(annualRent(1_500_000, '2027-01-01', '2027-03-31')).toBe(6_000_000);
    expect(annualRent(300, '2027-01-01', '2027-01-03')).toBe(36_500);
  });

  it('term length in years, months and days', () => {
    expect(termLength('2027-01-01', '2028-03-03')).toEqual({ years: 1, months: 2, days: 3 });
    expect(termLength('2027-01-01', '2027-01-01')).toEqual({ years: 0, months: 0, days: 1 });
  });
});
