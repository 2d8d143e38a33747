// Seed the ledger's own rows, after every other module (no faker: it changes no row seeded
// before it): refunds on a few stays (so statements show debits), then each lessor's
// transfer history made by the same settlement rule as a live transfer — every run settles
// what is not settled yet — so the seeded transfers, statements and balance reconcile.
// Runs every 14 days for the demo lessor (30 for the others) up to the seed's today.
import { fromHalalas, settle, toHalalas } from '@/domain';
import type { UserRow } from '../db/schema';
import { TRANSFER_FEES } from '../lib/payout';
import { ledgerOf, unsettledOf } from '../services/ledger';
import { transferRow } from '../services/transfer-row';
import { DAY, iso, SEED_REF_DATE, type Db } from './kit';
import { DEMO_LESSOR_ID } from './users';

const REFUND_REASONS = [
  'تعويض عن انقطاع التكييف ليوم واحد',
  'استرداد جزئي بعد تقليص مدة الحجز',
  'تعويض عن تأخر تجهيز القاعة',
];

async function refunds(db: Db, lessorIds: number[]) {
  let id = 1;
  for (const lessor of lessorIds.slice(0, 4)) {
    const stays = db.reservations
      .findMany((q) => q.where({ lessor_id: lessor }))
      .filter((r) => ['finished', 'complete', 'active'].includes(r.status) && r.paid_amount > 0);
    const count = lessor === DEMO_LESSOR_ID ? 3 : 1;
    for (const [k, r] of stays.slice(0, count).entries()) {
      const at = Math.min(Date.parse(`${r.start_at}Z`) + DAY, SEED_REF_DATE.getTime() - DAY);
      // 10 %, 25 %, 40 % of what was paid, in halalas.
      const amount = Math.round((toHalalas(r.paid_amount) * [10, 25, 40][k]) / 100);
      await db.refunds.create({
        id: id++,
        reservation_id: r.id,
        tenant_id: r.tenant_id,
        lessor_id: lessor,
        amount: fromHalalas(amount),
        reason: REFUND_REASONS[k % REFUND_REASONS.length],
        created_at: iso(new Date(at)),
      });
      // The tenant's booking shows what came back, as a cancellation's refund does.
      await db.reservations.update((q) => q.where({ id: r.id }), {
        data(x) {
          x.refunded_amount = fromHalalas(toHalalas(x.refunded_amount) + amount);
        },
      });
    }
  }
}

async function transfers(db: Db, owner: UserRow, nextId: () => number) {
  const method = owner.payout_method;
  if (!method) return;
  const ledger = ledgerOf(owner.id, db);
  const first = ledger.movements.reduce<string | undefined>(
    (min, m) => (!min || m.at < min ? m.at : min),
    undefined,
  );
  if (!first) return;
  const every = (owner.id === DEMO_LESSOR_ID ? 14 : 30) * DAY;
  const runs: number[] = [];
  for (let t = Date.parse(first) + 7 * DAY; t < SEED_REF_DATE.getTime() - DAY; t += every)
    runs.push(t);
  const made: number[] = [];
  for (const at of runs) {
    // The third transfer failed: its money came back and went with the next run.
    const status = made.length === 2 ? 'failed' : 'completed';
    const created = iso(new Date(at));
    const items = unsettledOf(ledgerOf(owner.id, db)).filter((i) => i.at < created);
    const s = settle(items, toHalalas(TRANSFER_FEES[method]));
    if (!s.ok) continue;
    const id = nextId();
    made.push(id);
    await db.transfers.create(
      transferRow(owner, method, s, {
        id,
        created_at: created,
        executed_at: iso(new Date(at + DAY)),
        status,
        process_after: null,
      }),
    );
  }
  // A transfer of the last three weeks is still on its way: the latest pending, the one
  // before it processing (due two days after it was made). Either settles the same money.
  const recent = (id: number) =>
    SEED_REF_DATE.getTime() -
      Date.parse(db.transfers.findFirst((q) => q.where({ id }))!.created_at) <
    21 * DAY;
  for (const [id, status] of [
    [made.at(-1), 'pending'],
    [made.at(-2), 'processing'],
  ] as const) {
    if (id === undefined || made.indexOf(id) === 2 || !recent(id)) continue;
    await db.transfers.update((q) => q.where({ id }), {
      data(t) {
        t.status = status;
        t.executed_at = iso(new Date(Date.parse(t.created_at) + 2 * DAY));
      },
    });
  }
}

export async function seedLedger(db: Db, users: UserRow[], lessorIds: number[]) {
  await refunds(db, lessorIds);
  let id = 1;
  for (const lessor of lessorIds)
    await transfers(
      db,
      users.find((u) => u.id === lessor)!,
      () => id++,
    );
}
