// Transfer settlement: a transfer pays out the booking credits and refund debits that no
// live transfer has settled yet, less its fee. A failed transfer releases what it settled,
// so the next transfer takes it again. Invariant (tested): what is not settled adds up to
// the ledger's balance, and every transfer's net + fees = the entitlements it settled.
import type { Halalas } from '../money';
import type { Movement, TransferStatus } from './movements';

export interface SettlementItem {
  source: 'payment' | 'refund';
  /** The payment or refund id. */
  sourceId: number;
  reservationId: number;
  /** Signed: a credit is positive, a refund's debit negative. */
  amount: Halalas;
  at: string;
}

/** The settleable items behind a ledger's booking and refund movements. */
export function settlementItems(movements: readonly Movement[]): SettlementItem[] {
  return movements
    .filter((m) => (m.kind === 'booking' || m.kind === 'refund') && m.reservationId !== undefined)
    .map((m) => ({
      source: m.kind === 'booking' ? 'payment' : 'refund',
      sourceId: m.sourceId ?? 0,
      reservationId: m.reservationId!,
      amount: m.credit - m.debit,
      at: m.at,
    }));
}

export const itemKey = (i: Pick<SettlementItem, 'source' | 'sourceId'>) =>
  `${i.source}:${i.sourceId}`;

export interface SettledTransfer {
  status: TransferStatus;
  items: readonly Pick<SettlementItem, 'source' | 'sourceId'>[];
}

/** Items no pending, processing or completed transfer has taken. */
export function unsettledItems(
  items: readonly SettlementItem[],
  transfers: readonly SettledTransfer[],
): SettlementItem[] {
  const taken = new Set(
    transfers.filter((t) => t.status !== 'failed').flatMap((t) => t.items.map(itemKey)),
  );
  return items.filter((i) => !taken.has(itemKey(i)));
}

export type Settlement =
  | {
      ok: true;
      items: SettlementItem[];
      /** Σ items: the entitlements settled. */
      entitlement: Halalas;
      fees: Halalas;
      /** entitlement − fees, > 0. */
      net: Halalas;
      /** Distinct reservations settled (the transfer's "number of requests"). */
      reservations: number;
    }
  | { ok: false; reason: 'nothing' | 'belowFees'; entitlement: Halalas };

/** Settles every given item in one transfer, or says why it cannot. */
export function settle(items: readonly SettlementItem[], fees: Halalas): Settlement {
  const entitlement = items.reduce((sum, i) => sum + i.amount, 0);
  if (items.length === 0) return { ok: false, reason: 'nothing', entitlement };
  if (entitlement - fees <= 0) return { ok: false, reason: 'belowFees', entitlement };
  return {
    ok: true,
    items: [...items],
    entitlement,
    fees,
    net: entitlement - fees,
    reservations: new Set(items.map((i) => i.reservationId)).size,
  };
}

/** Per reservation: credits, debits and their difference (a transfer's detail lines). */
export function settlementsByReservation(items: readonly SettlementItem[]) {
  const by = new Map<number, { reservationId: number; credit: Halalas; debit: Halalas }>();
  for (const i of items) {
    const row = by.get(i.reservationId) ?? { reservationId: i.reservationId, credit: 0, debit: 0 };
    if (i.amount >= 0) row.credit += i.amount;
    else row.debit -= i.amount;
    by.set(i.reservationId, row);
  }
  return [...by.values()].map((r) => ({ ...r, amount: r.credit - r.debit }));
}
