// Tag "reservations", the tenant's side: the price of a booking (for anyone, and for a
// tenant with a coupon), booking, the tenant's bookings by scope (upcoming, past,
// cancelled), what cancelling would refund, and cancelling. Expired requests to book are
// cancelled before any of these answers (services/reservation-moves.ts).
import dayjs from 'dayjs';
import { fromHalalas, toHalalas } from '@/domain';
import { isCalledOff } from '@/domain/reservation/actions';
import { createReservationQuoteSchema, createReservationSchema } from '@schemas/reservation';
import { msg } from '@schemas/messages';
import type { ReservationRow } from '../db/schema';
import { booker, tenant } from '../lib/auth';
import { ApiFailure, created, MESSAGES, newestFirst, ok, paginate } from '../lib/http';
import { ownedItem, ownedList } from '../lib/owned';
import { route } from '../lib/route';
import type { S } from '../serializers/common';
import { toReservation } from '../serializers/reservation';
import { toBookingRules, toUnitService } from '../serializers/unit';
import {
  bankAccountFor,
  bookingContext,
  createReservation,
  priceBooking,
  type BookingBody,
} from '../services/booking';
import { expireRequests, moveReservation, tenantCancellation } from '../services/reservation-moves';

/** Unit id of a booking body, if readable (for the reserved calendar the rule needs). */
const unitOf = (body: { unit_id?: unknown }) =>
  Number.isInteger(body.unit_id) && (body.unit_id as number) > 0 ? (body.unit_id as number) : 0;

const quoteRule = ({ body }: { body: { unit_id?: unknown } }) =>
  createReservationQuoteSchema(bookingContext(unitOf(body)));

/** The backend's price of a booking body (the same numbers logged out and logged in). */
function quoteOf(body: BookingBody): S['ReservationQuote'] {
  const priced = priceBooking(body, 'deposit');
  const q = priced.quote;
  const rules = toBookingRules(priced.unit);
  return {
    unit_id: priced.unit.id,
    type_res_id: body.type_res_id as S['TypeResId'],
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
    services: priced.unit.services.filter((s) => s.mandatory).map(toUnitService),
    booking_mode: rules.booking_mode,
    request_expiry_hours: rules.request_expiry_hours,
    cancellation_policy: rules.cancellation_policy,
    bank_account: bankAccountFor(priced.unit.owner_id),
  };
}

/** A tenant's bookings as they read them: what is coming, what is over, what was called off. */
function inScope(rows: ReservationRow[], scope: string | null): ReservationRow[] {
  // Bookings keep the office's wall time; the clock is read the same way as the rules do.
  const nowWall = dayjs().format('YYYY-MM-DDTHH:mm:ss');
  const ended = (r: ReservationRow) => r.status === 'finished' || r.end_at <= nowWall;
  const called = (r: ReservationRow) => isCalledOff(r.status);
  if (scope === 'cancelled')
    return rows.filter(called).sort((a, b) => b.updated_at.localeCompare(a.updated_at));
  if (scope === 'past')
    return rows
      .filter((r) => !called(r) && ended(r))
      .sort((a, b) => b.start_at.localeCompare(a.start_at));
  if (scope === 'upcoming')
    return rows
      .filter((r) => !called(r) && !ended(r))
      .sort((a, b) => a.start_at.localeCompare(b.start_at));
  return rows;
}

export const tenantBookingHandlers = [
  route('post', '/public/reservations/quote', ({ body }) => ok(quoteOf(body)), {
    rules: quoteRule,
    readOnly: true,
  }),
  route('post', '/ordinaries/reservations/quote', ({ body }) => ok(quoteOf(body)), {
    auth: booker,
    rules: quoteRule,
    readOnly: true,
  }),
  route(
    'get',
    '/ordinaries/reservations',
    async ({ me, url, lang }) => {
      await expireRequests();
      const status = url.searchParams.get('status');
      const rows = inScope(
        newestFirst(ownedList('reservations', { tenant_id: me.id })).filter(
          (r) => !status || r.status === status,
        ),
        url.searchParams.get('scope'),
      );
      return ok(paginate(rows, url, (r) => toReservation(r, lang, 'tenant')));
    },
    { auth: tenant },
  ),
  route(
    'post',
    '/ordinaries/reservations',
    async ({ me, body, lang }) => {
      const row = await createReservation(me, body);
      return created(toReservation(row, lang, 'tenant'), 'تم إنشاء الحجز، أكمل الدفع لتأكيده');
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
    async ({ me, params, lang }) => {
      await expireRequests();
      const r = ownedItem('reservations', { tenant_id: me.id }, params.id);
      return ok(toReservation(r, lang, 'tenant'));
    },
    { auth: tenant },
  ),
  route(
    'get',
    '/ordinaries/reservations/{id}/cancellation',
    async ({ me, params }) => {
      await expireRequests();
      const r = ownedItem('reservations', { tenant_id: me.id }, params.id);
      const c = tenantCancellation(r);
      return ok({
        reservation_id: r.id,
        cancellable: c.cancellable,
        blocked_reason: c.blockedReason,
        policy: r.cancellation_policy,
        paid_amount: fromHalalas(toHalalas(r.paid_amount) - toHalalas(r.refunded_amount)),
        refund_percent: c.percent,
        refund_amount: fromHalalas(c.refund),
        kept_amount: fromHalalas(c.kept),
        // Office wall time (Riyadh, UTC+3 all year) as an instant.
        next_change_at: c.nextChangeAt && new Date(`${c.nextChangeAt}+03:00`).toISOString(),
        next_refund_percent: c.nextPercent,
      } satisfies S['CancellationQuote']);
    },
    { auth: tenant },
  ),
  route(
    'post',
    '/ordinaries/reservations/{id}/cancel',
    async ({ me, params, body, lang }) => {
      await expireRequests();
      const r = ownedItem('reservations', { tenant_id: me.id }, params.id);
      if (!tenantCancellation(r).cancellable)
        throw new ApiFailure(422, MESSAGES.invalidInput, { status: [msg('invalidInput')] });
      const next = await moveReservation(r, 'cancelled', 'tenant', body.reason);
      return ok(toReservation(next, lang, 'tenant'), 'تم إلغاء الحجز');
    },
    { auth: tenant },
  ),
];
