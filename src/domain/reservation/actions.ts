// The one table of reservation status moves: who may move a booking from one status to
// another, and which of those moves the lessor's order screen offers as a button. The
// embedded backend enforces it (mocks/services/booking.ts); the order screen reads its
// buttons from it (src/features/reservations). The spec names the statuses, not the
// moves: this table is our answer, documented in mocks/RULES.md.
//
//   pending ──pay(gateway)──► accepted ──start date──► active ──end──► finished
//      │ └──pay(bank)──► processing ──office confirms──► accepted
//      │                    └──office rejects the receipt──► pending (pay again)
//      ├──lessor accepts (paid later/cash)──► accepted
//      ├──lessor rejects──► rejected
//      └──tenant/lessor cancels, or a request expires──► cancelled
//   (a request to book, once paid, stays pending until the lessor accepts it)
//   accepted/active ──lessor marks done──► complete ; accepted ──cancel──► cancelled
import { reservationStatusChangeByValues, type components } from '@/api/generated/apiback';

export type ReservationStatus = components['schemas']['ReservationStatus'];

/** Who moves a booking: the tenant, the lessor (or a member of its account), or the system. */
export type Actor = components['schemas']['LifecycleActor'];

/** The buttons of the lessor's order screen. */
export type OrderAction =
  'accept' | 'reject' | 'cancel' | 'complete' | 'confirmTransfer' | 'rejectTransfer';

interface Move {
  by: readonly Actor[];
  /** The lessor's button for this move; a move without one is not offered on the screen. */
  action?: OrderAction;
}

export const RESERVATION_MOVES: Readonly<
  Record<ReservationStatus, Partial<Record<ReservationStatus, Move>>>
> = {
  pending: {
    processing: { by: ['system'] },
    accepted: { by: ['lessor', 'system'], action: 'accept' },
    rejected: { by: ['lessor'], action: 'reject' },
    // system: a request to book the lessor did not answer in time (refunded in full).
    cancelled: { by: reservationStatusChangeByValues, action: 'cancel' },
  },
  processing: {
    // The bank receipt is confirmed or refused through the payment, not the booking.
    accepted: { by: ['lessor', 'system'], action: 'confirmTransfer' },
    pending: { by: ['lessor', 'system'], action: 'rejectTransfer' },
    rejected: { by: ['lessor'], action: 'reject' },
    cancelled: { by: ['lessor'], action: 'cancel' },
  },
  accepted: {
    active: { by: ['lessor', 'system'] },
    complete: { by: ['lessor'], action: 'complete' },
    cancelled: { by: ['tenant', 'lessor'], action: 'cancel' },
  },
  active: {
    finished: { by: ['lessor', 'system'] },
    complete: { by: ['lessor'], action: 'complete' },
  },
  complete: { finished: { by: ['system', 'lessor'] } },
  finished: {},
  cancelled: {},
  rejected: {},
};

export function canTransition(
  from: ReservationStatus,
  to: ReservationStatus,
  actor: Actor,
): boolean {
  return RESERVATION_MOVES[from][to]?.by.includes(actor) ?? false;
}

/** The statuses an actor may move a booking to from `from`. */
export function allowedNext(from: ReservationStatus, actor: Actor): ReservationStatus[] {
  return (Object.entries(RESERVATION_MOVES[from]) as Array<[ReservationStatus, Move]>)
    .filter(([, move]) => move.by.includes(actor))
    .map(([to]) => to);
}

const TRANSFER_ACTIONS: readonly OrderAction[] = ['confirmTransfer', 'rejectTransfer'];

/**
 * The lessor's buttons for a status, in the table's order; the transfer buttons only when
 * a bank payment awaits the office's confirmation.
 */
export function allowedActions(
  status: ReservationStatus,
  hasPendingTransfer: boolean,
): OrderAction[] {
  return Object.values(RESERVATION_MOVES[status])
    .filter((move) => move.by.includes('lessor'))
    .flatMap((move) => (move.action ? [move.action] : []))
    .filter((a) => hasPendingTransfer || !TRANSFER_ACTIONS.includes(a));
}

/**
 * A booking in one of these statuses holds its unit's days: another booking over them is
 * refused, the lessor's calendar shows them taken and the unit's iCalendar feed exports them.
 * A cancelled or rejected one frees them; a finished one is over.
 */
export const HOLDS_DAYS: readonly ReservationStatus[] = [
  'pending',
  'processing',
  'accepted',
  'active',
  'complete',
];

export const holdsDays = (status: ReservationStatus): boolean => HOLDS_DAYS.includes(status);

/**
 * Still running: holds its days and the lessor has not marked it done. An office or unit with
 * a running booking cannot be deleted.
 */
export const isRunning = (status: ReservationStatus): boolean =>
  holdsDays(status) && status !== 'complete';

/**
 * Called off: cancelled (by either side, or a request that expired) or rejected by the lessor.
 * Such a booking earns nothing, is no stay (no review, no contact details) and counts as a
 * cancellation in the lessor's report.
 */
export const CALLED_OFF: readonly ReservationStatus[] = ['cancelled', 'rejected'];

export const isCalledOff = (status: ReservationStatus): boolean => CALLED_OFF.includes(status);

/** Statuses a tenant may still pay into (a pending booking's first payment, or the rest). */
export const PAYABLE: readonly ReservationStatus[] = ['pending', 'accepted', 'active'];

/**
 * The tenant may pay into this booking now: something is left to pay and it is pending,
 * accepted or active. The backend refuses any other payment; the booking page offers it.
 */
export const mayPay = (r: { status: ReservationStatus; remaining_amount: number }): boolean =>
  r.remaining_amount > 0 && PAYABLE.includes(r.status);
