// Tag "reservations": a tenant's quote, booking, list and cancel; a lessor's orders with
// the contract's filters and its status moves (the table in src/domain/reservation).
// A business account "can't book" (403).
import { fromHalalas, toHalalas } from '@/domain';
import { createReservationQuoteSchema, createReservationSchema } from '@schemas/reservation';
import { getStore } from '../backend';
import type { ReservationRow } from '../db/schema';
import { booker, lessor, tenant, type Lessor } from '../lib/auth';
import { created, newestFirst, ok, paginate } from '../lib/http';
import { ownedItem, ownedList } from '../lib/owned';
import { route } from '../lib/route';
import { fullName } from '../serializers/common';
import { toReservation } from '../serializers/reservation';
import {
  bookingContext,
  createReservation,
  moveReservation,
  priceBooking,
} from '../services/booking';

/** Unit id of a booking body, if readable (for the reserved calendar the rule needs). */
const unitOf = (body: { unit_id?: unknown }) =>
  Number.isInteger(body.unit_id) && (body.unit_id as number) > 0 ? (body.unit_id as number) : 0;

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

const tenantHandlers = [
  route(
    'post',
    '/ordinaries/reservations/quote',
    ({ body }) => {
      const priced = priceBooking(body, 'deposit');
      const q = priced.quote;
      return ok({
        unit_id: priced.unit.id,
        type_res_id: body.type_res_id,
        duration: priced.duration,
        unit_price: q.unit_price,
        subtotal: fromHalalas(toHalalas(q.base_amount) + toHalalas(q.services_amount)),
        offer_discount: q.offer_discount,
        offer_discount_value: q.offer_discount_value,
        coupon_discount: q.coupon_discount,
        coupon_discount_value: q.coupon_discount_value,
        commission_rate_tenant: q.commission_rate,
        commission_value_tenant: q.commission_value,
        tax_rate: q.tax_rate,
        tax_value: q.tax_value,
        total: q.total_amount,
        deposit_percent: priced.unit.deposit_percent,
        deposit_amount: q.due_now,
        services: priced.unit.services
          .filter((s) => s.mandatory)
          .map((s) => ({
            id: s.id,
            name_ar: s.name_ar,
            name_en: s.name_en,
            price: s.price,
            type: s.type,
            mandatory: s.mandatory,
          })),
      });
    },
    {
      auth: booker,
      rules: ({ body }) => createReservationQuoteSchema(bookingContext(unitOf(body))),
    },
  ),
  route(
    'get',
    '/ordinaries/reservations',
    ({ me, url, lang }) => {
      const status = url.searchParams.get('status');
      const rows = newestFirst(ownedList('reservations', { tenant_id: me.id })).filter(
        (r) => !status || r.status === status,
      );
      return ok(paginate(rows, url, (r) => toReservation(r, lang)));
    },
    { auth: tenant },
  ),
  route(
    'post',
    '/ordinaries/reservations',
    async ({ me, body, lang }) => {
      const row = await createReservation(me, body);
      return created(toReservation(row, lang), 'تم إنشاء الحجز، أكمل الدفع لتأكيده');
    },
    {
      auth: booker,
      // The booking rules also report when another field (pay mode, terms) is wrong.
      rules: ({ body }) => [
        createReservationSchema(bookingContext(unitOf(body))),
        createReservationQuoteSchema(bookingContext(unitOf(body))).loose(),
      ],
    },
  ),
  route(
    'get',
    '/ordinaries/reservations/{id}',
    ({ me, params, lang }) =>
      ok(toReservation(ownedItem('reservations', { tenant_id: me.id }, params.id), lang)),
    { auth: tenant },
  ),
  route(
    'post',
    '/ordinaries/reservations/{id}/cancel',
    async ({ me, params, body, lang }) => {
      const r = ownedItem('reservations', { tenant_id: me.id }, params.id);
      const next = await moveReservation(r, 'cancelled', 'tenant', body.reason);
      return ok(toReservation(next, lang), 'تم إلغاء الحجز');
    },
    { auth: tenant },
  ),
];

const lessorHandlers = [
  route(
    'get',
    '/user/reservations',
    ({ me, url, lang }) => {
      const rows = filterReservations(newestFirst(ownedList('reservations', theirs(me))), url);
      return ok(paginate(rows, url, (r) => toReservation(r, lang)));
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/reservations/{id}',
    ({ me, params, lang }) =>
      ok(toReservation(ownedItem('reservations', theirs(me), params.id), lang)),
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

export const reservationsHandlers = [...tenantHandlers, ...lessorHandlers];
