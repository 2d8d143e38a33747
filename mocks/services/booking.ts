// Booking and payment flow of the embedded backend, enforced as the real backend would:
// booking rules from schemas/ (limits, reserved periods, no past), prices from
// src/domain (offer and coupon on the arrival date, commission, VAT, deposit), status
// moves from the transition table, and money side effects (invoice, coupon uses).
import type { components } from '@/api/generated/apiback';
import type { ReservedSlot } from '@schemas/lib/booking-period';
import { checkReservationBody, toBookingInput } from '@schemas/booking';
import {
  bookingDuration,
  bookingSlot,
  fromHalalas,
  percentOf,
  periodFromTypeResId,
  toHalalas,
  type PeriodType,
} from '@/domain';
import { msg } from '@schemas/messages';
import { canTransition, type Actor } from '@/domain/reservation/actions';
import { getStore } from '../backend';
import type { PaymentRow, ReservationRow, ReservationStatus, UnitRow, UserRow } from '../db/schema';
import { ApiFailure, MESSAGES } from '../lib/http';
import { quote, type StoreQuote } from '../lib/pricing';
import { blockedSlots } from './blocks';
import { invoiceLines } from './invoice-lines';
import {
  notifyPayment,
  notifyStatusChange,
  reservationLink,
  reservationParams,
} from './reservation-notices';
import { notify } from './notify';

type PayMode = components['schemas']['PayMode'];

const LIVE: ReservationStatus[] = ['pending', 'processing', 'accepted', 'active', 'complete'];
const nowIso = () => new Date().toISOString();

export interface BookingBody {
  unit_id: number;
  type_res_id: number;
  start_date: string;
  end_date: string;
  start_time?: string;
  end_time?: string;
  coupon_code?: string;
}

/** Slots a unit is already booked for (live reservations only). */
export function reservedSlots(unitId: number, exceptId?: number): ReservedSlot[] {
  return getStore()
    .db.reservations.findMany((q) => q.where({ unit_id: unitId }))
    .filter((r) => LIVE.includes(r.status) && r.id !== exceptId)
    .map((r) => ({ start: r.start_at, end: r.end_at }));
}

/** The booking context the reservation schema needs: the real clock and the unit's calendar. */
export function bookingContext(unitId: number) {
  return { now: new Date(), reserved: reservedSlots(unitId), blocked: blockedSlots(unitId) };
}

export function bookableUnit(unitId: number): UnitRow {
  const unit = getStore().db.units.findFirst((q) => q.where({ id: unitId }));
  if (!unit || unit.status !== 'published' || unit.display_status !== 'published') {
    throw new ApiFailure(422, MESSAGES.invalidInput, { unit_id: [msg('invalidInput')] });
  }
  return unit;
}

export interface PricedBooking {
  unit: UnitRow;
  period: PeriodType;
  slot: { start: string; end: string };
  duration: number;
  quote: StoreQuote;
}

/** Prices a booking body that already passed the reservation schema. */
export function priceBooking(body: BookingBody, plan: PayMode): PricedBooking {
  const unit = bookableUnit(body.unit_id);
  const failure = checkReservationBody(body, bookingContext(unit.id));
  if (failure)
    throw new ApiFailure(422, MESSAGES.invalidInput, { [failure.path]: [msg(failure.key)] });
  const input = toBookingInput(body)!;
  const period = periodFromTypeResId(body.type_res_id) as PeriodType;
  if (!unit.prices.some((p) => p.type_res_id === body.type_res_id && p.active)) {
    throw new ApiFailure(422, MESSAGES.invalidInput, { type_res_id: [msg('invalidInput')] });
  }
  const slot = bookingSlot(input)!;
  const duration = bookingDuration(input) ?? 1;
  const db = getStore().db;
  const q = quote({
    unit,
    offers: db.offers.findMany((x) => x.where({ owner_id: unit.owner_id })),
    coupons: db.coupons.findMany((x) => x.where({ owner_id: unit.owner_id })),
    couponCode: body.coupon_code,
    period,
    arrival: slot.start,
    periods: duration,
    plan,
  });
  if (body.coupon_code && !q.coupon)
    throw new ApiFailure(422, MESSAGES.invalidCoupon, { coupon_code: [msg('invalidCoupon')] });
  return { unit, period, slot, duration, quote: q };
}

export async function createReservation(
  tenant: UserRow,
  body: BookingBody & { pay_mode: PayMode; notes?: string },
): Promise<ReservationRow> {
  const priced = priceBooking(body, body.pay_mode);
  const { store, db } = getStore();
  const q = priced.quote;
  const row = await db.reservations.create({
    id: store.nextId('reservations'),
    unit_id: priced.unit.id,
    office_id: priced.unit.office_id,
    tenant_id: tenant.id,
    lessor_id: priced.unit.owner_id,
    status: 'pending',
    period: priced.period,
    type_res_id: body.type_res_id,
    start_at: priced.slot.start,
    end_at: priced.slot.end,
    duration: priced.duration,
    unit_price: q.unit_price,
    base_amount: q.base_amount,
    offer_discount: q.offer_discount,
    offer_discount_value: q.offer_discount_value,
    coupon_id: q.coupon?.id ?? null,
    coupon_discount: q.coupon_discount,
    coupon_discount_value: q.coupon_discount_value,
    services_amount: q.services_amount,
    commission_rate: q.commission_rate,
    commission_value: q.commission_value,
    tax_rate: q.tax_rate,
    tax_value: q.tax_value,
    total_amount: q.total_amount,
    paid_amount: 0,
    remaining_amount: q.total_amount,
    net_amount: q.net_amount,
    payment_method: null,
    pay_mode: body.pay_mode,
    inspector_name: null,
    inspector_phone: null,
    notes: body.notes ?? null,
    status_reason: null,
    created_at: nowIso(),
    updated_at: nowIso(),
  });
  // The coupon is used by placing the booking: one use fewer (given back on cancel/reject).
  if (q.coupon) {
    await db.coupons.update((x) => x.where({ id: q.coupon!.id }), {
      data(c) {
        c.used_count += 1;
      },
    });
  }
  await notify(row.lessor_id, 'reservation', {
    text: 'reservation.new',
    params: reservationParams(row),
    link: reservationLink('lessor', row),
  });
  return row;
}

export async function moveReservation(
  r: ReservationRow,
  to: ReservationStatus,
  actor: Actor,
  reason?: string,
): Promise<ReservationRow> {
  if (!canTransition(r.status, to, actor)) {
    throw new ApiFailure(422, `Cannot change status from ${r.status} to ${to}`, {
      status: [msg('invalidInput')],
    });
  }
  const db = getStore().db;
  const next = (await db.reservations.update((q) => q.where({ id: r.id }), {
    data(x) {
      x.status = to;
      x.updated_at = nowIso();
      if (reason) x.status_reason = reason;
    },
  }))!;
  // An unpaid booking that ends early gives its coupon use back.
  if ((to === 'cancelled' || to === 'rejected') && r.coupon_id && r.paid_amount === 0) {
    await db.coupons.update((q) => q.where({ id: r.coupon_id! }), {
      data(c) {
        c.used_count = Math.max(0, c.used_count - 1);
      },
    });
  }
  await notifyStatusChange(next, actor);
  return next;
}

/** What a payment of this reservation must be: the deposit first, otherwise what is left. */
export function amountDue(r: ReservationRow, payMode: PayMode): number {
  if (r.paid_amount > 0 || payMode === 'full') return r.remaining_amount;
  const unit = getStore().db.units.findFirst((q) => q.where({ id: r.unit_id }));
  // The deposit is recomputed from the stored total (halalas, rounded once).
  return fromHalalas(percentOf(toHalalas(r.total_amount), unit?.deposit_percent ?? 100));
}

export function payableReservation(tenant: UserRow, reservationId: number): ReservationRow {
  const r = getStore().db.reservations.findFirst((q) =>
    q.where({ id: reservationId, tenant_id: tenant.id }),
  );
  if (!r)
    throw new ApiFailure(422, MESSAGES.invalidInput, { reservation_id: [msg('invalidInput')] });
  const payable =
    r.status === 'pending' || (r.remaining_amount > 0 && ['accepted', 'active'].includes(r.status));
  if (!payable || r.remaining_amount <= 0)
    throw new ApiFailure(422, MESSAGES.invalidInput, { reservation_id: [msg('invalidInput')] });
  const waiting = getStore().db.payments.findFirst((q) =>
    q.where({ reservation_id: r.id, status: 'awaiting_confirmation' }),
  );
  if (waiting)
    throw new ApiFailure(422, MESSAGES.invalidInput, { reservation_id: [msg('invalidInput')] });
  return r;
}

/** A confirmed payment: money on the reservation, the tenant invoice created or updated. */
export async function settlePayment(p: PaymentRow): Promise<PaymentRow> {
  const { store, db } = getStore();
  const paid = (await db.payments.update((q) => q.where({ id: p.id }), {
    data(x) {
      x.status = 'paid';
      x.confirmed_at = nowIso();
    },
  }))!;
  let r: ReservationRow = db.reservations.findFirst((q) => q.where({ id: p.reservation_id }))!;
  r = (await db.reservations.update((q) => q.where({ id: r.id }), {
    data(x) {
      x.paid_amount = fromHalalas(toHalalas(x.paid_amount) + toHalalas(p.amount));
      x.remaining_amount = fromHalalas(
        Math.max(0, toHalalas(x.total_amount) - toHalalas(x.paid_amount)),
      );
      x.payment_method = p.method;
      x.updated_at = nowIso();
    },
  }))!;
  if (r.status === 'pending' || r.status === 'processing')
    r = await moveReservation(r, 'accepted', 'system');
  const existing = db.tenantInvoices.findFirst((q) => q.where({ reservation_id: r.id }));
  const status = r.remaining_amount > 0 ? 'partial' : 'paid';
  if (existing) {
    await db.tenantInvoices.update((q) => q.where({ id: existing.id }), {
      data(i) {
        i.remaining_amount = r.remaining_amount;
        i.invoice_status = status;
      },
    });
  } else {
    const unit = db.units.findFirst((q) => q.where({ id: r.unit_id }))!;
    const id = store.nextId('tenantInvoices');
    await db.tenantInvoices.create({
      id,
      invoice_number: `INV-${String(id).padStart(6, '0')}`,
      reservation_id: r.id,
      tenant_id: r.tenant_id,
      lessor_id: r.lessor_id,
      release_date: new Date().toISOString().slice(0, 10),
      created_at: nowIso(),
      total_amount: r.total_amount,
      remaining_amount: r.remaining_amount,
      invoice_status: status,
      payment_method: p.method,
      offer_discount: r.offer_discount,
      offer_discount_value: r.offer_discount_value,
      coupon_discount: r.coupon_discount,
      coupon_discount_value: r.coupon_discount_value,
      commission_rate_tenant: r.commission_rate,
      commission_value_tenant: r.commission_value,
      tax_rate: r.tax_rate,
      tax_value: r.tax_value,
      services: invoiceLines(unit, r.period, r.duration, r.unit_price, r.base_amount),
    });
  }
  await notifyPayment(r, p.amount);
  return paid;
}
