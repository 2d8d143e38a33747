// The lessor's ledger as a list of movements, derived from what happened: a payment
// credits its share of the booking's entitlement, a refund debits its share, a transfer
// debits what it pays out and its fee, and a failed transfer credits both back. Every
// view (statement, balance, transfers, dashboard) is computed from these movements.
import type { components } from '@/api/generated/apiback';
import type { Halalas } from '../money';
import { earnedShare } from './entitlement';

export type MovementKind = components['schemas']['LedgerMovementKind'];
export type TransferStatus = components['schemas']['TransferStatus'];

export interface Movement {
  kind: MovementKind;
  /** ISO date-time (UTC). */
  at: string;
  credit: Halalas;
  debit: Halalas;
  reservationId?: number;
  /** The payment (booking) or refund (refund) behind the movement. */
  sourceId?: number;
  transferId?: number;
}

export interface BookingEvent {
  kind: 'payment' | 'refund';
  id: number;
  at: string;
  /** Money paid by, or returned to, the tenant. */
  amount: Halalas;
}

export interface BookingLedger {
  reservationId: number;
  total: Halalas;
  entitlement: Halalas;
  events: readonly BookingEvent[];
}

const byTime = <T extends { at: string }>(a: T, b: T) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0);

/** A booking's credits and debits: each event moves the earned share to its new level. */
export function bookingMovements(booking: BookingLedger): Movement[] {
  const events = [...booking.events].sort(
    (a, b) => byTime(a, b) || (a.kind === b.kind ? a.id - b.id : a.kind === 'payment' ? -1 : 1),
  );
  const out: Movement[] = [];
  let netPaid = 0;
  let earned = 0;
  for (const e of events) {
    netPaid += e.kind === 'payment' ? e.amount : -e.amount;
    const next = earnedShare(booking.entitlement, booking.total, netPaid);
    const delta = next - earned;
    earned = next;
    if (delta === 0) continue;
    out.push({
      kind: delta > 0 ? 'booking' : 'refund',
      at: e.at,
      credit: Math.max(delta, 0),
      debit: Math.max(-delta, 0),
      reservationId: booking.reservationId,
      sourceId: e.id,
    });
  }
  return out;
}

export interface TransferLedger {
  id: number;
  createdAt: string;
  /** When it ran (or is scheduled to); a failure is booked back then. */
  executedAt: string;
  status: TransferStatus;
  net: Halalas;
  fees: Halalas;
}

/** A transfer's debits (what it pays out, its fee) and, when it failed, the credit back. */
export function transferMovements(t: TransferLedger): Movement[] {
  const out: Movement[] = [
    { kind: 'transfer', at: t.createdAt, credit: 0, debit: t.net, transferId: t.id },
  ];
  if (t.fees > 0)
    out.push({ kind: 'transfer_fee', at: t.createdAt, credit: 0, debit: t.fees, transferId: t.id });
  if (t.status === 'failed')
    out.push({
      kind: 'transfer_reversal',
      at: t.executedAt,
      credit: t.net + t.fees,
      debit: 0,
      transferId: t.id,
    });
  return out;
}

const KIND_ORDER: Record<MovementKind, number> = {
  booking: 0,
  refund: 1,
  transfer_reversal: 2,
  transfer: 3,
  transfer_fee: 4,
};

/** Time order; at the same instant money in before money out, a transfer before its fee. */
export function orderMovements(movements: readonly Movement[]): Movement[] {
  return [...movements].sort(
    (a, b) =>
      byTime(a, b) ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      (a.transferId ?? 0) - (b.transferId ?? 0) ||
      (a.reservationId ?? 0) - (b.reservationId ?? 0) ||
      (a.sourceId ?? 0) - (b.sourceId ?? 0),
  );
}

/** Every credit less every debit. */
export function ledgerBalance(movements: readonly Movement[]): Halalas {
  return movements.reduce((sum, m) => sum + m.credit - m.debit, 0);
}

/** The movements in order, each with the balance after it. */
export function withBalances(
  movements: readonly Movement[],
  opening: Halalas = 0,
): Array<Movement & { balance: Halalas }> {
  let balance = opening;
  return orderMovements(movements).map((m) => {
    balance += m.credit - m.debit;
    return { ...m, balance };
  });
}
