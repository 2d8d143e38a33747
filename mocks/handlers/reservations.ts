// Tag "reservations": a lessor's orders with the contract's filters and its status moves
// (the table in src/domain/reservation); the tenant's side is in ./tenant-bookings.ts.
// A business account "can't book" (403).
import { getStore } from '../backend';
import type { ReservationRow } from '../db/schema';
import { lessor, type Lessor } from '../lib/auth';
import { newestFirst, ok, paginate } from '../lib/http';
import { ownedItem, ownedList } from '../lib/owned';
import { route } from '../lib/route';
import { fullName } from '../serializers/common';
import { toReservation } from '../serializers/reservation';
import { expireRequests, moveReservation } from '../services/reservation-moves';
import { tenantBookingHandlers } from './tenant-bookings';

const theirs = (me: Lessor) => ({ lessor_id: me.actingFor });

/** Reservation list filters of the contract: booking-date period, from/to, customer name, status. */
function filterReservations(rows: ReservationRow[], url: URL): ReservationRow[] {
  const p = url.searchParams;
  const period = p.get('period') ?? 'all';
  const since: Record<string, number> = { today: 1, week: 7, month: 30, year: 365 };
  const from = p.get('from');
  const to = p.get('to');
  const customer = p.get('customer')?.trim().toLowerCase();
  const status = p.get('status');
  const users = getStore().db.users;
  return rows.filter((r) => {
    if (period !== 'all' && Date.parse(r.created_at) < Date.now() - since[period] * 86_400_000)
      return false;
    if (from && r.start_at.slice(0, 10) < from) return false;
    if (to && r.start_at.slice(0, 10) > to) return false;
    if (status && r.status !== status) return false;
    if (customer) {
      const t = users.findFirst((q) => q.where({ id: r.tenant_id }));
      const names = t ? `${fullName(t, 'ar')} ${fullName(t, 'en')}`.toLowerCase() : '';
      if (!names.includes(customer)) return false;
    }
    return true;
  });
}

const lessorHandlers = [
  route(
    'get',
    '/user/reservations',
    async ({ me, url, lang }) => {
      await expireRequests();
      const rows = filterReservations(newestFirst(ownedList('reservations', theirs(me))), url);
      return ok(paginate(rows, url, (r) => toReservation(r, lang)));
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/reservations/{id}',
    async ({ me, params, lang }) => {
      await expireRequests();
      return ok(toReservation(ownedItem('reservations', theirs(me), params.id), lang));
    },
    { auth: lessor },
  ),
  route(
    'post',
    '/user/reservations/{id}/accept',
    async ({ me, params, lang }) => {
      const r = ownedItem('reservations', theirs(me), params.id);
      return ok(
        toReservation(await moveReservation(r, 'accepted', 'lessor'), lang),
        'تم قبول الطلب',
      );
    },
    { auth: lessor },
  ),
  route(
    'post',
    '/user/reservations/{id}/reject',
    async ({ me, params, body, lang }) => {
      const r = ownedItem('reservations', theirs(me), params.id);
      const next = await moveReservation(r, 'rejected', 'lessor', body.reason);
      return ok(toReservation(next, lang), 'تم رفض الطلب');
    },
    { auth: lessor },
  ),
  route(
    'post',
    '/user/reservations/{id}/cancel',
    async ({ me, params, body, lang }) => {
      const r = ownedItem('reservations', theirs(me), params.id);
      const next = await moveReservation(r, 'cancelled', 'lessor', body.reason);
      return ok(toReservation(next, lang), 'تم إلغاء الطلب');
    },
    { auth: lessor },
  ),
  route(
    'patch',
    '/user/reservations/{id}/status',
    async ({ me, params, body, lang }) => {
      const r = ownedItem('reservations', theirs(me), params.id);
      const next = await moveReservation(r, body.status, 'lessor', body.reason);
      return ok(toReservation(next, lang), 'تم تغيير الحالة');
    },
    { auth: lessor },
  ),
];

export const reservationsHandlers = [...tenantBookingHandlers, ...lessorHandlers];
