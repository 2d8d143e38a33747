// Booking flow of the embedded backend, enforced as the real backend would: booking rules
// from schemas/ (limits, the unit's own lengths, notice and buffer, reserved periods, no
// past), prices from src/domain (offer and coupon on the arrival date, commission, VAT,
// deposit). Status moves and refunds: ./reservation-moves.ts; payments: ./settle-payment.ts.
import type { components } from '@/api/generated/apiback';
import type { SharedSlots } from '@schemas/lib/booking-period';
import { checkReservationBody, toBookingInput } from '@schemas/booking';
import type { BookingContext } from '@schemas/booking';
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
import { holdsDays, mayPay } from '@/domain/reservation/actions';
import { getStore } from '../backend';
import type { PaymentRow, ReservationRow, UnitRow, UserRow } from '../db/schema';
import { ApiFailure, MESSAGES } from '../lib/http';
import { quote, reservationPrice, type StoreQuote } from '../lib/pricing';
import { blockedSlots } from './blocks';
import { notify } from './notify';
import { reservationLink, reservationParams } from './reservation-notices';
import { derivedBy, rowsBy } from '../db/rows-by';

type PayMode = components['schemas']['PayMode'];
type BankAccount = components['schemas']['BankTransferAccount'];

const nowIso = () => new Date().toISOString();

/** What a quote and a booking both ask for (the contract's quote request). */
export type BookingBody = components['schemas']['ReservationQuoteRequest'];

/**
 * Slots a unit is already booked for (live reservations only). Without `exceptId` the list is
 * shared, frozen, until the reservations change: a booking reads it in each of its checks
 * (two rules and the price), and the booking rules remember the instants of a frozen list.
 */
export function reservedSlots(unitId: number, exceptId?: number): SharedSlots {
  const held = derivedBy(getStore().db.reservations, 'unit_id', unitId, 'held', (rows) => {
    const live = rows.filter((r) => holdsDays(r.status));
    return {
      ids: live.map((r) => r.id),
      slots: Object.freeze(live.map((r) => ({ start: r.start_at, end: r.end_at }))),
    };
  });
  return exceptId === undefined
    ? held.slots
    : held.slots.filter((_, i) => held.ids[i] !== exceptId);
}

/**
 * The booking context the reservation schema needs: the real clock, the unit's calendar
 * and its own rules (length limits per period, notice, buffer between hourly bookings).
 */
export function bookingContext(unitId: number): BookingContext {
  const unit = getStore().db.units.findFirst((q) => q.where({ id: unitId }));
  const lengthLimits: BookingContext['lengthLimits'] = {};
  for (const l of unit?.length_limits ?? []) {
    const period = periodFromTypeResId(l.type_res_id);
    if (period) lengthLimits[period] = { min: l.min, max: l.max };
  }
  return {
    now: new Date(),
    reserved: reservedSlots(unitId),
    blocked: blockedSlots(unitId),
    lengthLimits,
    noticeHours: unit?.min_notice_hours ?? 0,
    bufferMinutes: unit?.buffer_minutes ?? 0,
  };
}

/** The platform's own receiving account, for lessors who receive by STC Pay. */
export const PLATFORM_BANK_ACCOUNT: BankAccount = {
  owner: 'platform',
  bank_name: 'البنك الأهلي السعودي',
  holder_name: 'شركة مكتبي لتقنية المعلومات',
  iban: 'SA0510000001400012345678',
};

/** Where a tenant's bank transfer for the lessor's booking goes. */
export function bankAccountFor(lessorId: number): BankAccount {
  const lessor = getStore().db.users.findFirst((q) => q.where({ id: lessorId }));
  if (lessor?.payout_method === 'bank' && lessor.iban && lessor.bank_name)
    return {
      owner: 'lessor',
      bank_name: lessor.bank_name,
      holder_name: lessor.bank_holder_name ?? lessor.office_name ?? lessor.first_name,
      iban: lessor.iban,
    };
  return PLATFORM_BANK_ACCOUNT;
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
  const period = periodFromTypeResId(body.type_res_id)!;
  if (!unit.prices.some((p) => p.type_res_id === body.type_res_id && p.active)) {
    throw new ApiFailure(422, MESSAGES.invalidInput, { type_res_id: [msg('invalidInput')] });
  }
  const slot = bookingSlot(input)!;
  const duration = bookingDuration(input) ?? 1;
  const db = getStore().db;
  const q = quote({
    unit,
    offers: rowsBy(db.offers, 'owner_id', unit.owner_id),
    coupons: rowsBy(db.coupons, 'owner_id', unit.owner_id),
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
  body: BookingBody & Pick<components['schemas']['ReservationInput'], 'pay_mode' | 'notes'>,
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
    ...reservationPrice(q),
    paid_amount: 0,
    remaining_amount: q.total_amount,
    payment_method: null,
    pay_mode: body.pay_mode,
    inspector_name: null,
    inspector_phone: null,
    notes: body.notes ?? null,
    status_reason: null,
    created_at: nowIso(),
    updated_at: nowIso(),
    booking_mode: priced.unit.booking_mode,
    request_expires_at: null,
    cancellation_policy: priced.unit.cancellation_policy,
    refunded_amount: 0,
    history: [{ status: 'pending', at: nowIso(), by: 'tenant', reason: null }],
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
  if (!mayPay(r))
    throw new ApiFailure(422, MESSAGES.invalidInput, { reservation_id: [msg('invalidInput')] });
  const waiting = getStore().db.payments.findFirst((q) =>
    q.where({ reservation_id: r.id, status: 'awaiting_confirmation' }),
  );
  if (waiting)
    throw new ApiFailure(422, MESSAGES.invalidInput, { reservation_id: [msg('invalidInput')] });
  return r;
}

/** How a payment starts: its method and first status, and what that method keeps. */
type PaymentStart = Pick<PaymentRow, 'method' | 'status' | 'receipt_image' | 'gateway_ref'> & {
  payer_mobile?: string;
};

/**
 * A tenant's payment of a booking as it starts (a card session, a bank transfer, STC Pay):
 * the amount due now by the pay mode, towards the booking's lessor, not confirmed yet.
 */
export function startPayment(
  me: UserRow,
  r: ReservationRow,
  payMode: PayMode,
  how: PaymentStart,
  at = new Date(),
): Promise<PaymentRow> {
  const { store, db } = getStore();
  return db.payments.create({
    id: store.nextId('payments'),
    reservation_id: r.id,
    tenant_id: me.id,
    lessor_id: r.lessor_id,
    amount: amountDue(r, payMode),
    pay_mode: payMode,
    payer_mobile: null,
    ...how,
    failure_reason: null,
    created_at: at.toISOString(),
    confirmed_at: null,
  });
}
