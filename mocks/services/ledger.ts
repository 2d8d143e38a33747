// The lessor's ledger in the embedded backend: the domain's movements (src/domain/ledger)
// over the store's rows — paid payments credit, refunds debit, transfers debit — and the
// views of it: the balance, a month's statement, what a new transfer would settle.
// Nothing here is stored twice: statements and balances are computed on every read. It
// takes the collections as a parameter (no backend import), so the seed can use it too.
import {
  bookingMovements,
  firstMonth,
  fromHalalas,
  ledgerBalance,
  monthsBetween,
  riyadhMonth,
  settlementItems,
  toHalalas,
  transferMovements,
  unsettledItems,
  type BookingEvent,
  type BookingLedger,
  type Movement,
  type SettlementItem,
  type TransferLedger,
} from '@/domain';
import type { ReservationRow, TransferRow } from '../db/schema';
import type { Collections } from '../db/store';

export interface LessorLedger {
  movements: Movement[];
  reservations: Map<number, ReservationRow>;
  transfers: TransferRow[];
}

function bookingsOf(
  db: Collections,
  lessorId: number,
  reservations: Map<number, ReservationRow>,
): BookingLedger[] {
  const events = new Map<number, BookingEvent[]>();
  const add = (reservationId: number, e: BookingEvent) =>
    events.set(reservationId, [...(events.get(reservationId) ?? []), e]);
  for (const p of db.payments.findMany((q) => q.where({ lessor_id: lessorId, status: 'paid' })))
    add(p.reservation_id, {
      kind: 'payment',
      id: p.id,
      at: p.confirmed_at ?? p.created_at,
      amount: toHalalas(p.amount),
    });
  for (const r of db.refunds.findMany((q) => q.where({ lessor_id: lessorId })))
    add(r.reservation_id, {
      kind: 'refund',
      id: r.id,
      at: r.created_at,
      amount: toHalalas(r.amount),
    });
  return [...events].flatMap(([reservationId, list]) => {
    const r = reservations.get(reservationId);
    if (!r) return [];
    return [
      {
        reservationId,
        total: toHalalas(r.total_amount),
        entitlement: toHalalas(r.net_amount),
        events: list,
      },
    ];
  });
}

export const toTransferLedger = (t: TransferRow): TransferLedger => ({
  id: t.id,
  createdAt: t.created_at,
  executedAt: t.executed_at,
  status: t.status,
  net: toHalalas(t.net_amount),
  fees: toHalalas(t.fees),
});

const settledBy = (t: TransferRow) => ({
  status: t.status,
  items: t.items.map((i) => ({ source: i.source, sourceId: i.source_id })),
});

/** The lessor's ledger as the store holds it now (the live store, or the seed's). */
export function ledgerOf(lessorId: number, db: Collections): LessorLedger {
  const reservations = new Map(
    db.reservations.findMany((q) => q.where({ lessor_id: lessorId })).map((r) => [r.id, r]),
  );
  const transfers = db.transfers.findMany((q) => q.where({ lessor_id: lessorId }));
  const movements = [
    ...bookingsOf(db, lessorId, reservations).flatMap(bookingMovements),
    ...transfers.map(toTransferLedger).flatMap(transferMovements),
  ];
  return { movements, reservations, transfers };
}

/** What no live transfer has settled yet (what the next transfer would take). */
export function unsettledOf(ledger: LessorLedger): SettlementItem[] {
  return unsettledItems(settlementItems(ledger.movements), ledger.transfers.map(settledBy));
}

/** The ledger's balance in SAR (negative when a refund exceeded what was held). */
export const balanceSar = (ledger: LessorLedger) => fromHalalas(ledgerBalance(ledger.movements));

/** Every month with a statement: from the ledger's first month to the current one. */
export function statementMonths(ledger: LessorLedger, now = new Date()): string[] {
  const current = riyadhMonth(now.toISOString());
  return monthsBetween(firstMonth(ledger.movements) ?? current, current);
}

/** Booking credits per Saudi month (the dashboard's sales). */
export function creditsByMonth(ledger: LessorLedger): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of ledger.movements)
    if (m.kind === 'booking')
      out.set(riyadhMonth(m.at), (out.get(riyadhMonth(m.at)) ?? 0) + m.credit);
  return out;
}
