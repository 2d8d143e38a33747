// Status moves of a booking, as the real backend makes them: only the moves of the one
// table (src/domain/reservation/actions.ts), each written into the booking's history, with
// their money side effects — a coupon use given back by an unpaid booking that ends, and a
// refund when a paid booking is cancelled or rejected: the policy's share when the tenant
// cancels (src/domain/booking/cancellation.ts), everything paid when the lessor declines or
// cancels, or when a request to book expires unanswered.
import type { components } from '@/api/generated/apiback';
import { cancellationRefund, fromHalalas, toHalalas, type CancellationOutcome } from '@/domain';
import { canTransition, type Actor } from '@/domain/reservation/actions';
import { msg } from '@schemas/messages';
import { getStore } from '../backend';
import type { ReservationRow, ReservationStatus } from '../db/schema';
import { ApiFailure } from '../lib/http';
import { updateById } from '../lib/update-row';
import { notifyStatusChange } from './reservation-notices';

type RefundReason = components['schemas']['RefundReason'];
const nowIso = () => new Date().toISOString();

/** What is left of the tenant's payments after earlier refunds, in halalas. */
const refundable = (r: ReservationRow) =>
  Math.max(0, toHalalas(r.paid_amount) - toHalalas(r.refunded_amount));

/** A paid request to book still waiting for the lessor's answer. */
export const awaitingAcceptance = (r: ReservationRow) =>
  r.booking_mode === 'request' && r.status === 'pending' && r.request_expires_at !== null;

/** What the tenant would get back for cancelling now (the cancel dialog's preview). */
export function tenantCancellation(r: ReservationRow, now = new Date()): CancellationOutcome {
  return cancellationRefund({
    policy: r.cancellation_policy,
    status: r.status,
    startAt: r.start_at,
    paid: refundable(r),
    awaitingAcceptance: awaitingAcceptance(r),
    now,
  });
}

/** The refund a move to `to` by `actor` gives, in halalas, and why. */
function refundOf(
  r: ReservationRow,
  to: ReservationStatus,
  actor: Actor,
): { amount: number; reason: RefundReason } | null {
  if ((to !== 'cancelled' && to !== 'rejected') || refundable(r) === 0) return null;
  if (actor === 'tenant')
    return { amount: tenantCancellation(r).refund, reason: 'tenant_cancelled' };
  if (actor === 'system') return { amount: refundable(r), reason: 'request_expired' };
  return {
    amount: refundable(r),
    reason: to === 'rejected' || awaitingAcceptance(r) ? 'request_declined' : 'lessor_cancelled',
  };
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
  const { store, db } = getStore();
  const refund = refundOf(r, to, actor);
  const next = await updateById(db.reservations, r.id, {
    data(x) {
      x.status = to;
      x.updated_at = nowIso();
      if (reason) x.status_reason = reason;
      // Accepted (or ended): a request no longer expires.
      if (to !== 'pending') x.request_expires_at = null;
      if (refund?.amount)
        x.refunded_amount = fromHalalas(toHalalas(x.refunded_amount) + refund.amount);
      x.history = [...x.history, { status: to, at: nowIso(), by: actor, reason: reason ?? null }];
    },
  });
  if (refund?.amount) {
    await db.refunds.create({
      id: store.nextId('refunds'),
      reservation_id: r.id,
      tenant_id: r.tenant_id,
      lessor_id: r.lessor_id,
      amount: fromHalalas(refund.amount),
      reason: refund.reason,
      created_at: nowIso(),
    });
  }
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

/**
 * Requests to book the lessor left unanswered past their expiry are cancelled and refunded
 * in full. Run before anything reads bookings, so every answer sees the current state.
 */
export async function expireRequests(now = new Date()): Promise<void> {
  const late = getStore()
    .db.reservations.findMany((q) => q.where({ status: 'pending', booking_mode: 'request' }))
    .filter((r) => r.request_expires_at !== null && Date.parse(r.request_expires_at) <= +now);
  for (const r of late) await moveReservation(r, 'cancelled', 'system', 'request_expired');
}
