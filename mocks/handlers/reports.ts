// Tag "reports": the lessor's dashboard (figures, monthly sales, latest activity) and
// the performance report over a date range (views, bookings, occupancy, revenue).
import dayjs from 'dayjs';
import { fromHalalas, riyadhDate } from '@/domain';
import { getStore } from '../backend';
import type { ReservationRow } from '../db/schema';
import { lessor } from '../lib/auth';
import { newestFirst, ok } from '../lib/http';
import { ownedList } from '../lib/owned';
import { route } from '../lib/route';
import { fullName, pick, type S } from '../serializers/common';
import { toComplaint } from '../serializers/complaint';
import { toReservation } from '../serializers/reservation';
import { toReview } from '../serializers/review';
import { toTransfer } from '../serializers/transfer';
import { dateRange, unitDays } from '../services/calendar';
import { balanceSar, creditsByMonth, ledgerOf } from '../services/ledger';
import { advanceTransfers } from '../services/payouts';

const MONTHS_BACK = 6;
const round2 = (n: number) => Math.round(n * 100) / 100;

export const reportsHandlers = [
  route(
    'get',
    '/user/dashboard',
    async ({ me, lang }) => {
      const { db } = getStore();
      const account = me.actingFor;
      const reservations = newestFirst(ownedList('reservations', { lessor_id: account }));
      const units = ownedList('units', { owner_id: account });
      const mine = new Set(ownedList('offices', { owner_id: account }).map((o) => o.id));
      const today = dayjs().format('YYYY-MM-DD');
      // Money figures are views of the ledger (services/ledger.ts): sales are the
      // entitlements credited per Saudi month, the outstanding balance is what it holds.
      await advanceTransfers(account);
      const ledger = ledgerOf(account, db);
      const credits = creditsByMonth(ledger);
      const saudiToday = dayjs(riyadhDate(new Date().toISOString()));
      const sales = Array.from({ length: MONTHS_BACK }, (_, i) => {
        const month = saudiToday.subtract(MONTHS_BACK - 1 - i, 'month').format('YYYY-MM');
        return { month, amount: fromHalalas(credits.get(month) ?? 0) };
      });
      const contracts = ownedList('contracts', { lessor_id: account });
      return ok({
        figures: {
          tenants_count: new Set(reservations.map((r) => r.tenant_id)).size,
          contracts_count:
            contracts.length + ownedList('customContracts', { owner_id: account }).length,
          rental_contracts_count: contracts.filter((c) => c.status === 'active').length,
          outstanding_balance: balanceSar(ledger),
          invoices_count: ownedList('tenantInvoices', { lessor_id: account }).length,
        },
        sales,
        latest_transfers: newestFirst(ownedList('transfers', { lessor_id: account }))
          .slice(0, 5)
          .map(toTransfer),
        unit_points: units.slice(0, 10).map((u) => ({
          unit_id: u.id,
          unit_name: pick(lang, u.name_ar, u.name_en),
          points:
            reservations.filter(
              (r) =>
                r.unit_id === u.id &&
                ['accepted', 'active', 'complete', 'finished'].includes(r.status),
            ).length * 10,
        })),
        latest_reviews: newestFirst(
          db.reviews.findMany((q) => q.where((r) => mine.has(r.office_id))),
        )
          .slice(0, 5)
          .map((r) => toReview(r, lang)),
        latest_orders: reservations.slice(0, 5).map((r) => toReservation(r, lang)),
        latest_complaints: newestFirst(
          db.complaints.findMany((q) =>
            q.where((c) => c.office_id !== null && mine.has(c.office_id)),
          ),
        )
          .slice(0, 5)
          .map((c) => toComplaint(c, lang)),
        upcoming_tenants: reservations
          .filter(
            (r) =>
              ['accepted', 'processing', 'pending'].includes(r.status) &&
              r.start_at.slice(0, 10) >= today,
          )
          .sort((a, b) => a.start_at.localeCompare(b.start_at))
          .slice(0, 5)
          .map((r) => {
            const t = db.users.findFirst((q) => q.where({ id: r.tenant_id }))!;
            const u = db.units.findFirst((q) => q.where({ id: r.unit_id }));
            return {
              reservation_id: r.id,
              tenant_name: fullName(t, lang),
              unit_name: u ? pick(lang, u.name_ar, u.name_en) : '',
              start_date: r.start_at.slice(0, 10),
            };
          }),
      } satisfies S['Dashboard']);
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/reports',
    ({ me, url, lang }) => {
      const to = url.searchParams.get('to') ?? dayjs().format('YYYY-MM-DD');
      const from =
        url.searchParams.get('from') ?? dayjs(to).subtract(30, 'day').format('YYYY-MM-DD');
      const officeId = Number(url.searchParams.get('office_id') ?? 0);
      const days = dateRange(from, to);
      const units = ownedList('units', { owner_id: me.actingFor }).filter(
        (u) => !officeId || u.office_id === officeId,
      );
      const inRange = (r: ReservationRow) =>
        r.start_at.slice(0, 10) <= to && r.end_at.slice(0, 10) >= from;
      const reservations = ownedList('reservations', { lessor_id: me.actingFor }).filter(
        (r) => inRange(r) && units.some((u) => u.id === r.unit_id),
      );
      const good = reservations.filter((r) => !['cancelled', 'rejected'].includes(r.status));
      const occupancy = (unitIds: number[]) => {
        if (!unitIds.length) return 0;
        const busy = unitIds
          .flatMap((id) => unitDays(id, days))
          .filter((d) => d.state !== 'available').length;
        return Math.round((busy / (unitIds.length * days.length)) * 1000) / 10;
      };
      const offices = ownedList('offices', { owner_id: me.actingFor }).filter(
        (o) => !officeId || o.id === officeId,
      );
      return ok({
        from,
        to,
        views: offices.reduce((s, o) => s + o.views, 0),
        bookings: good.length,
        occupancy_rate: occupancy(units.map((u) => u.id)),
        revenue: round2(good.reduce((s, r) => s + r.paid_amount, 0)),
        cancellations: reservations.length - good.length,
        by_unit: units.slice(0, 50).map((u) => {
          const mineR = good.filter((r) => r.unit_id === u.id);
          return {
            unit_id: u.id,
            unit_name: pick(lang, u.name_ar, u.name_en),
            bookings: mineR.length,
            revenue: round2(mineR.reduce((s, r) => s + r.paid_amount, 0)),
            occupancy_rate: occupancy([u.id]),
          };
        }),
      } satisfies S['PerformanceReport']);
    },
    { auth: lessor },
  ),
];
