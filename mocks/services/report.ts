// The lessor's performance report over [from, to], from the same rows as the calendar and
// the statements: reservations (earned ones, by arrival: src/domain/reports), blocks (not
// open time), reviews and office page views.
import dayjs from 'dayjs';
import {
  bookingsByPeriod,
  conversionPercent,
  coveredMinutes,
  isEarned,
  occupancyPercent,
  ratingStats,
  revenueByMonth,
  revenueTotals,
} from '@/domain';
import { isCalledOff } from '@/domain/reservation/actions';
import { getStore } from '../backend';
import type { OfficeRow, ReservationRow, UnitRow } from '../db/schema';
import { pick, type Lang, type S } from '../serializers/common';
import { blockedSlots } from './blocks';

const DAY = 'YYYY-MM-DD';

/** Views of an office in [from, to]: each month's count, prorated by the days it shares. */
export function officeViewsIn(officeId: number, from: string, to: string): number {
  let total = 0;
  for (const v of getStore().db.officeViews.findMany((q) => q.where({ office_id: officeId }))) {
    const first = dayjs(`${v.month}-01`);
    const last = first.endOf('month');
    const a = dayjs(from).isAfter(first) ? dayjs(from) : first;
    const b = dayjs(to).isBefore(last) ? dayjs(to) : last;
    if (b.isBefore(a, 'day')) continue;
    total += (v.count * (b.diff(a, 'day') + 1)) / first.daysInMonth();
  }
  return Math.round(total);
}

/** One more view of the office's public page this month. */
export async function recordOfficeView(officeId: number): Promise<void> {
  const { store, db } = getStore();
  const month = dayjs().format('YYYY-MM');
  // Predicate functions: @msw/data walks an object condition's keys for each row it tests.
  const row = db.officeViews.findFirst((q) =>
    q.where((v) => v.office_id === officeId && v.month === month),
  );
  if (row)
    await db.officeViews.update((q) => q.where((v) => v.id === row.id), {
      data(v) {
        v.count += 1;
      },
    });
  else
    await db.officeViews.create({
      id: store.nextId('officeViews'),
      office_id: officeId,
      month,
      count: 1,
    });
  getStore().changed(); // a GET: route() persists only after writes
}

/** Booked (earned) minutes and open (not blocked) minutes of a unit in [from, to]. */
function unitMinutes(u: UnitRow, reservations: ReservationRow[], from: string, to: string) {
  const window = { start: dayjs(from), end: dayjs(to).add(1, 'day') };
  const total = window.end.diff(window.start, 'minute');
  const blocked = coveredMinutes(window, blockedSlots(u.id));
  const booked = coveredMinutes(
    window,
    reservations
      .filter((r) => r.unit_id === u.id && isEarned(r.status))
      .map((r) => ({ start: r.start_at, end: r.end_at })),
  );
  return { booked, open: total - blocked };
}

export function performanceReport(input: {
  offices: OfficeRow[];
  units: UnitRow[];
  reservations: ReservationRow[];
  from: string;
  to: string;
  lang: Lang;
}): S['PerformanceReport'] {
  const { offices, units, from, to, lang } = input;
  const unitIds = new Set(units.map((u) => u.id));
  const all = input.reservations.filter((r) => unitIds.has(r.unit_id));
  const arriving = all.filter((r) => {
    const d = r.start_at.slice(0, 10);
    return d >= from && d <= to;
  });
  const totals = revenueTotals(arriving);
  const views = offices.reduce((s, o) => s + officeViewsIn(o.id, from, to), 0);
  const officeIds = new Set(offices.map((o) => o.id));
  const reviews = getStore()
    .db.reviews.findMany((q) => q.where((r) => officeIds.has(r.office_id)))
    .filter((r) => r.created_at.slice(0, 10) <= to);
  const minutes = units.map((u) => ({ u, ...unitMinutes(u, all, from, to) }));
  const sum = (k: 'booked' | 'open') => minutes.reduce((s, m) => s + m[k], 0);
  const officeName = (id: number) => {
    const o = offices.find((x) => x.id === id);
    return o ? pick(lang, o.name_ar, o.name_en) : undefined;
  };
  return {
    from,
    to,
    views,
    bookings: totals.bookings,
    occupancy_rate: occupancyPercent(sum('booked'), sum('open')),
    revenue: totals.gross,
    commission: totals.commission,
    vat: totals.vat,
    net: totals.net,
    cancellations: arriving.filter((r) => isCalledOff(r.status)).length,
    conversion_rate: conversionPercent(totals.bookings, views),
    average_rating: ratingStats(reviews.map((r) => r.rating)).average,
    reviews_count: reviews.length,
    revenue_by_month: revenueByMonth(arriving, from, to).slice(-24),
    bookings_by_period: bookingsByPeriod(arriving),
    by_unit: minutes.slice(0, 100).map(({ u, booked, open }) => {
      const t = revenueTotals(arriving.filter((r) => r.unit_id === u.id));
      return {
        unit_id: u.id,
        unit_name: pick(lang, u.name_ar, u.name_en),
        office_name: officeName(u.office_id),
        bookings: t.bookings,
        revenue: t.gross,
        occupancy_rate: occupancyPercent(booked, open),
        average_rating: ratingStats(reviews.filter((r) => r.unit_id === u.id).map((r) => r.rating))
          .average,
      };
    }),
  };
}

export const defaultRange = (to = dayjs().format(DAY)) => ({
  from: dayjs(to).subtract(29, 'day').format(DAY),
  to,
});
