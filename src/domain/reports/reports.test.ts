import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromHalalas, toHalalas } from '../money';
import {
  bookingsByPeriod,
  conversionPercent,
  monthKeysBetween,
  occupancyPercent,
  revenueByMonth,
  revenueTotals,
  type RevenueRecord,
} from './revenue';
import { ratingPoints, ratingStats } from './ratings';
import { toCsv } from './csv';

const rec = (p: Partial<RevenueRecord>): RevenueRecord => ({
  status: 'accepted',
  start_at: '2026-12-05T00:00:00',
  type_res_id: 2,
  total_amount: 1150.1,
  commission_value: 50,
  tax_value: 150.01,
  net_amount: 950.09,
  ...p,
});

describe('revenue', () => {
  it('sums earned bookings only, exactly, and gross = commission + VAT + net', () => {
    const t = revenueTotals([
      rec({}),
      rec({ status: 'finished', total_amount: 0.2, commission_value: 0.05, tax_value: 0.05, net_amount: 0.1 }),
      rec({ status: 'pending' }),
      rec({ status: 'cancelled' }),
    ]);
    expect(t).toEqual({ bookings: 2, gross: 1150.3, commission: 50.05, vat: 150.06, net: 950.19 });
  });

  it('puts a booking in the month of its arrival, every month of the range listed', () => {
    expect(monthKeysBetween('2026-11-20', '2027-02-01')).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
    const months = revenueByMonth(
      [rec({}), rec({ start_at: '2027-01-02T09:00:00', total_amount: 100 })],
      '2026-11-01',
      '2027-01-31',
    );
    expect(months.map((m) => [m.month, m.bookings, m.gross])).toEqual([
      ['2026-11', 0, 0],
      ['2026-12', 1, 1150.1],
      ['2027-01', 1, 100],
    ]);
  });

  it('monthly grosses add up to the total (property, halalas)', () => {
    const amount = fc.integer({ min: 0, max: 5_000_000 }).map((h) => fromHalalas(h));
    const record = fc.record({
      status: fc.constantFrom('accepted', 'active', 'complete', 'finished', 'pending', 'cancelled'),
      start_at: fc.constantFrom('2026-10-03', '2026-11-14', '2026-12-31'),
      type_res_id: fc.constantFrom(1, 2, 3, 4),
      total_amount: amount,
      commission_value: amount,
      tax_value: amount,
      net_amount: amount,
    });
    fc.assert(
      fc.property(fc.array(record, { maxLength: 30 }), (records) => {
        const months = revenueByMonth(records, '2026-10-01', '2026-12-31');
        const sum = months.reduce((s, m) => s + toHalalas(m.gross), 0);
        expect(sum).toBe(toHalalas(revenueTotals(records).gross));
        const byPeriod = bookingsByPeriod(records).reduce((s, p) => s + p.bookings, 0);
        expect(byPeriod).toBe(revenueTotals(records).bookings);
      }),
    );
  });

  it('rates: occupancy and conversion in percent with one decimal, capped', () => {
    expect(occupancyPercent(1440, 4320)).toBe(33.3);
    expect(occupancyPercent(10, 0)).toBe(0);
    expect(occupancyPercent(50, 40)).toBe(100);
    expect(conversionPercent(3, 1200)).toBe(0.3);
  });
});

describe('ratings', () => {
  it('counts, averages to one decimal and distributes by stars', () => {
    expect(ratingStats([5, 4, 4, 1])).toEqual({ count: 4, average: 3.5, distribution: [1, 0, 0, 2, 1] });
    expect(ratingStats([])).toEqual({ count: 0, average: 0, distribution: [0, 0, 0, 0, 0] });
    expect(ratingPoints(4.3)).toBe(86);
  });
});

describe('csv', () => {
  it('quotes, doubles quotes, keeps Arabic, adds a BOM and defuses formulas', () => {
    const csv = toCsv(['الشهر', 'gross'], [
      ['2026-12', 1150.1],
      ['a,"b"', null],
      ['=HYPERLINK("x")', -5],
    ]);
    expect(csv).toBe(
      '\uFEFFالشهر,gross\r\n2026-12,1150.1\r\n"a,""b""",\r\n"\'=HYPERLINK(""x"")",-5\r\n',
    );
  });
});
