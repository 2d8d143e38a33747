// Performance report figures, computed from reservations the same way everywhere (the
// backend's report, the dashboard widgets and the tests read these functions):
// - a booking is *earned* once accepted (paid), and stays so through active, complete and
//   finished; pending, processing, cancelled and rejected ones earn nothing;
// - it counts in the month (or range) of its arrival;
// - gross is what the tenant pays; gross = commission + VAT + net (the lessor's share).
// Sums run in halalas, so a month's figure is exactly the sum of its reservations.
import { fromHalalas, toHalalas } from '../money';
import type { ReservationStatus } from '../reservation/actions';

export const EARNED_STATUSES = [
  'accepted',
  'active',
  'complete',
  'finished',
] as const satisfies readonly ReservationStatus[];

export function isEarned(status: string): boolean {
  return (EARNED_STATUSES as readonly string[]).includes(status);
}

export interface RevenueRecord {
  status: string;
  /** Arrival, local `YYYY-MM-DD…`. */
  start_at: string;
  type_res_id: number;
  total_amount: number;
  commission_value: number;
  tax_value: number;
  net_amount: number;
}

export interface RevenueTotals {
  bookings: number;
  gross: number;
  commission: number;
  vat: number;
  net: number;
}

/** Totals of the earned records (the others are ignored). */
export function revenueTotals(records: readonly RevenueRecord[]): RevenueTotals {
  let gross = 0;
  let commission = 0;
  let vat = 0;
  let net = 0;
  let bookings = 0;
  for (const r of records) {
    if (!isEarned(r.status)) continue;
    bookings += 1;
    gross += toHalalas(r.total_amount);
    commission += toHalalas(r.commission_value);
    vat += toHalalas(r.tax_value);
    net += toHalalas(r.net_amount);
  }
  return {
    bookings,
    gross: fromHalalas(gross),
    commission: fromHalalas(commission),
    vat: fromHalalas(vat),
    net: fromHalalas(net),
  };
}

/** `YYYY-MM` of every month from the month of `from` to the month of `to`. */
export function monthKeysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = from.slice(0, 7).split('-').map(Number);
  const last = to.slice(0, 7);
  for (let guard = 0; guard < 240; guard++) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    out.push(key);
    if (key >= last) break;
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

export function revenueByMonth(
  records: readonly RevenueRecord[],
  from: string,
  to: string,
): Array<RevenueTotals & { month: string }> {
  return monthKeysBetween(from, to).map((month) => ({
    month,
    ...revenueTotals(records.filter((r) => r.start_at.slice(0, 7) === month)),
  }));
}

/** Earned bookings and gross per price type (1 hourly, 2 daily, 3 monthly, 4 yearly). */
export function bookingsByPeriod(records: readonly RevenueRecord[]) {
  return ([1, 2, 3, 4] as const).map((type_res_id) => {
    const t = revenueTotals(records.filter((r) => r.type_res_id === type_res_id));
    return { type_res_id, bookings: t.bookings, gross: t.gross };
  });
}

/** Percent with one decimal; 0 when there is nothing to divide by. */
export function percent(part: number, whole: number): number {
  if (!(whole > 0)) return 0;
  return Math.round((part / whole) * 1000) / 10;
}

/** Occupancy: booked minutes over open minutes (blocked time is not open). */
export const occupancyPercent = (bookedMinutes: number, openMinutes: number) =>
  Math.min(100, percent(bookedMinutes, openMinutes));

/** Views → bookings conversion: earned bookings per 100 page views. */
export const conversionPercent = (bookings: number, views: number) =>
  Math.min(100, percent(bookings, views));
