// Property tests of the ledger over random histories of bookings, payments, refunds and
// transfers (each resolved later as completed or failed), replayed the way the embedded
// backend keeps them: bookings with their events, transfers with the items they settled.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lessorEntitlement } from './entitlement';
import {
  bookingMovements,
  ledgerBalance,
  transferMovements,
  withBalances,
  type BookingLedger,
  type Movement,
  type TransferLedger,
} from './movements';
import { firstMonth, monthStatement, monthsBetween, riyadhMonth } from './statement';
import {
  itemKey,
  settle,
  settlementItems,
  unsettledItems,
  type SettlementItem,
  type SettledTransfer,
} from './settlement';

type Op =
  | { op: 'book'; rent: number; commissionPercent: number; vatPercent: number }
  | { op: 'pay'; pick: number; part: number }
  | { op: 'refund'; pick: number; part: number }
  | { op: 'transfer'; fees: number }
  | { op: 'resolve'; pick: number; fail: boolean };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    op: fc.constant('book' as const),
    rent: fc.integer({ min: 100, max: 3_000_000 }),
    commissionPercent: fc.constantFrom(0, 5, 10, 12.5),
    vatPercent: fc.constantFrom(0, 15),
  }),
  fc.record({
    op: fc.constant('pay' as const),
    pick: fc.nat(),
    part: fc.integer({ min: 1, max: 100 }),
  }),
  fc.record({
    op: fc.constant('refund' as const),
    pick: fc.nat(),
    part: fc.integer({ min: 1, max: 100 }),
  }),
  fc.record({ op: fc.constant('transfer' as const), fees: fc.constantFrom(0, 500, 1_000, 1_500) }),
  fc.record({ op: fc.constant('resolve' as const), pick: fc.nat(), fail: fc.boolean() }),
);

interface World {
  bookings: (BookingLedger & { events: BookingLedger['events'][number][]; paid: number })[];
  transfers: (TransferLedger & SettledTransfer & { items: SettlementItem[] })[];
  /** Refunds that left the balance below zero (larger than what was held). */
  overdrawn: number;
}

const movementsOf = (w: World): Movement[] => [
  ...w.bookings.flatMap(bookingMovements),
  ...w.transfers.flatMap(transferMovements),
];

/** Replays the ops, one every ~9 hours from 1 Jan 2026 (strictly increasing times). */
function replay(ops: Op[]): World {
  const w: World = { bookings: [], transfers: [], overdrawn: 0 };
  let id = 0;
  ops.forEach((o, k) => {
    const at = new Date(Date.UTC(2026, 0, 1) + k * 9 * 3_600_000 + 1_000).toISOString();
    if (o.op === 'book') {
      const commission = Math.round((o.rent * o.commissionPercent) / 100);
      const total = o.rent + commission + Math.round(((o.rent + commission) * o.vatPercent) / 100);
      const { entitlement } = lessorEntitlement({ total, commission, vatPercent: o.vatPercent });
      w.bookings.push({ reservationId: ++id, total, entitlement, events: [], paid: 0 });
    } else if (o.op === 'pay' || o.op === 'refund') {
      const open = w.bookings.filter((b) => (o.op === 'pay' ? b.paid < b.total : b.paid > 0));
      if (!open.length) return;
      const b = open[o.pick % open.length];
      const room = o.op === 'pay' ? b.total - b.paid : b.paid;
      const amount = Math.max(1, Math.floor((room * o.part) / 100));
      if (o.op === 'refund') {
        b.events.push({ kind: 'refund', id: ++id, at, amount });
        b.paid -= amount;
        if (ledgerBalance(movementsOf(w)) < 0) w.overdrawn++;
      } else {
        b.events.push({ kind: 'payment', id: ++id, at, amount });
        b.paid += amount;
      }
    } else if (o.op === 'transfer') {
      const open = unsettledItems(settlementItems(movementsOf(w)), w.transfers);
      const s = settle(open, o.fees);
      if (!s.ok) return;
      w.transfers.push({
        id: ++id,
        createdAt: at,
        executedAt: at,
        status: 'pending',
        net: s.net,
        fees: s.fees,
        items: s.items,
      });
    } else {
      const live = w.transfers.filter((t) => t.status === 'pending');
      if (!live.length) return;
      const t = live[o.pick % live.length];
      t.status = o.fail ? 'failed' : 'completed';
      t.executedAt = at;
    }
  });
  return w;
}

const history = fc.array(opArb, { minLength: 1, maxLength: 80 });

describe('ledger (property)', () => {
  it('every month: closing = opening + credits − debits, and it opens the next month', () => {
    fc.assert(
      fc.property(history, (ops) => {
        const moves = movementsOf(replay(ops));
        const first = firstMonth(moves);
        if (!first) return;
        const last = moves
          .map((m) => riyadhMonth(m.at))
          .sort()
          .at(-1)!;
        const months = monthsBetween(first, last).map((m) => monthStatement(moves, m));
        expect(months[0].opening).toBe(0);
        months.forEach((s, i) => {
          expect(s.closing).toBe(s.opening + s.credits - s.debits);
          expect(s.lines.at(-1)?.balance ?? s.opening).toBe(s.closing);
          if (i > 0) expect(s.opening).toBe(months[i - 1].closing);
        });
        expect(months.at(-1)!.closing).toBe(ledgerBalance(moves));
      }),
    );
  });

  it('every live transfer: net + fees = the entitlements it settled, as the ledger has them', () => {
    fc.assert(
      fc.property(history, (ops) => {
        const w = replay(ops);
        const ledgerItems = new Map(settlementItems(movementsOf(w)).map((i) => [itemKey(i), i]));
        for (const t of w.transfers) {
          const settled = t.items.reduce((s, i) => s + ledgerItems.get(itemKey(i))!.amount, 0);
          expect(t.net + t.fees).toBe(settled);
          expect(t.net).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('what no live transfer settled adds up to the balance', () => {
    fc.assert(
      fc.property(history, (ops) => {
        const w = replay(ops);
        const moves = movementsOf(w);
        const open = unsettledItems(settlementItems(moves), w.transfers);
        expect(open.reduce((s, i) => s + i.amount, 0)).toBe(ledgerBalance(moves));
      }),
    );
  });

  it('per booking: credits − debits = the share of what is held; all of it once fully paid', () => {
    fc.assert(
      fc.property(history, (ops) => {
        for (const b of replay(ops).bookings) {
          const net = bookingMovements(b).reduce((s, m) => s + m.credit - m.debit, 0);
          expect(net).toBe(Math.round((b.entitlement * b.paid) / b.total));
          if (b.paid === b.total) expect(net).toBe(b.entitlement);
        }
      }),
    );
  });

  it('the balance goes below zero only by a refund larger than what is held, and shows it', () => {
    fc.assert(
      fc.property(history, (ops) => {
        const w = replay(ops);
        let before = 0;
        for (const line of withBalances(movementsOf(w))) {
          if (line.balance < 0 && line.balance < before) expect(line.kind).toBe('refund');
          before = line.balance;
        }
        if (w.overdrawn === 0) {
          // Without such a refund the running balance never dips below zero.
          expect(withBalances(movementsOf(w)).every((l) => l.balance >= 0)).toBe(true);
        }
      }),
    );
  });

  it('a refund after the money was transferred leaves a negative balance on the statement', () => {
    const w = replay([
      { op: 'book', rent: 100_000, commissionPercent: 10, vatPercent: 15 },
      { op: 'pay', pick: 0, part: 100 },
      { op: 'transfer', fees: 1_000 },
      { op: 'resolve', pick: 0, fail: false },
      { op: 'refund', pick: 0, part: 50 },
    ]);
    const moves = movementsOf(w);
    const jan = monthStatement(moves, '2026-01');
    const entitlement = w.bookings[0].entitlement;
    expect(jan.credits).toBe(entitlement);
    expect(jan.closing).toBe(-Math.round(entitlement / 2));
    expect(jan.lines.map((l) => l.kind)).toEqual(['booking', 'transfer', 'transfer_fee', 'refund']);
    // Nothing left to transfer: the next transfer would have nothing positive to pay out.
    expect(settle(unsettledItems(settlementItems(moves), w.transfers), 1_000)).toMatchObject({
      ok: false,
      reason: 'belowFees',
    });
  });

  it('a failed transfer credits its money back and frees it for the next one', () => {
    const w = replay([
      { op: 'book', rent: 50_000, commissionPercent: 5, vatPercent: 15 },
      { op: 'pay', pick: 0, part: 100 },
      { op: 'transfer', fees: 500 },
      { op: 'resolve', pick: 0, fail: true },
      { op: 'transfer', fees: 500 },
    ]);
    expect(w.transfers.map((t) => t.status)).toEqual(['failed', 'pending']);
    expect(w.transfers[1].items).toEqual(w.transfers[0].items);
    expect(ledgerBalance(movementsOf(w))).toBe(0);
  });
});
