// Tag "reports": the lessor's dashboard (figures, monthly sales, latest activity) and
// the performance report over a date range (src/domain/reports via services/report).
import dayjs from 'dayjs';
import { fromHalalas, riyadhDate } from '@/domain';
import { getStore } from '../backend';
import { lessor } from '../lib/auth';
import { newestFirst, ok } from '../lib/http';
import { ownedList } from '../lib/owned';
import { route } from '../lib/route';
import { fullName, pick, type S } from '../serializers/common';
import { toComplaint } from '../serializers/complaint';
import { toElectronicInvoice } from '../serializers/invoice';
import { toReservation } from '../serializers/reservation';
import { toReview } from '../serializers/review';
import { toTransfer } from '../serializers/transfer';
import { ratingPoints, ratingStats } from '@/domain';
import { dateRange } from '../services/calendar';
import { balanceSar, creditsByMonth, ledgerOf } from '../services/ledger';
import { advanceTransfers } from '../services/payouts';
import { defaultRange, performanceReport } from '../services/report';

/** Longest report range: two years. */
const REPORT_MAX_DAYS = 731;

const MONTHS_BACK = 6;

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
      const invoices = ownedList('tenantInvoices', { lessor_id: account });
      return ok({
        figures: {
          tenants_count: new Set(reservations.map((r) => r.tenant_id)).size,
          // Every contract (rent contracts of bookings and custom ones); in force: active.
          contracts_count: contracts.length,
          rental_contracts_count: contracts.filter((c) => c.status === 'active').length,
          outstanding_balance: balanceSar(ledger),
          invoices_count: invoices.length,
        },
        sales,
        latest_transfers: newestFirst(ownedList('transfers', { lessor_id: account }))
          .slice(0, 5)
          .map(toTransfer),
        // Unit points (spec): each unit's rating on a 0..100 scale, best first.
        unit_points: units
          .filter((u) => u.status !== 'incomplete')
          .map((u) => ({
            unit_id: u.id,
            unit_name: pick(lang, u.name_ar, u.name_en),
            points: ratingPoints(
              ratingStats(
                db.reviews.findMany((q) => q.where({ unit_id: u.id })).map((r) => r.rating),
              ).average,
            ),
          }))
          .sort((a, b) => b.points - a.points)
          .slice(0, 10),
        latest_reviews: newestFirst(
          db.reviews.findMany((q) => q.where((r) => mine.has(r.office_id))),
        )
          .slice(0, 5)
          .map((r) => toReview(r, lang, true)),
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
        // The lessor's summary of invoices (spec section 3): the electronic invoices the
        // lessor issued, in their list's order, with the same totals as that list.
        latest_invoices: newestFirst(invoices)
          .slice(0, 5)
          .map((i) => toElectronicInvoice(i, lang))
          .map((e) => ({
            id: e.id,
            invoice_number: e.invoice_number,
            release_date: e.release_date,
            total_amount: e.grand_total,
          })),
      } satisfies S['Dashboard']);
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/reports',
    ({ me, url, lang }) => {
      const q = url.searchParams;
      const range = defaultRange(q.get('to') ?? undefined);
      const from = q.get('from') ?? range.from;
      const to = q.get('to') ?? range.to;
      dateRange(from, to, REPORT_MAX_DAYS); // 422 when reversed or longer than two years
      const officeId = Number(q.get('office_id') ?? 0);
      const account = me.actingFor;
      const offices = ownedList('offices', { owner_id: account }).filter(
        (o) => o.status !== 'incomplete' && (!officeId || o.id === officeId),
      );
      const units = ownedList('units', { owner_id: account }).filter(
        (u) => u.status !== 'incomplete' && (!officeId || u.office_id === officeId),
      );
      const reservations = ownedList('reservations', { lessor_id: account });
      return ok(performanceReport({ offices, units, reservations, from, to, lang }));
    },
    { auth: lessor },
  ),
];
