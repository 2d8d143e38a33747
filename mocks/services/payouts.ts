// Transfers asked for by the lessor, and the demo's payout processor: a requested
// transfer settles everything not yet settled (src/domain/ledger `settle`), is pending,
// then processing, then completed on its execution time, and the lessor is told once it
// has been executed (services/notify: in-app, and SMS/WhatsApp/e-mail as the account
// chose). Seeded history (process_after = null) keeps the status it was given.
import { formatSar, settle, toHalalas } from '@/domain';
import { msg } from '@schemas/messages';
import { getStore } from '../backend';
import type { TransferRow, UserRow } from '../db/schema';
import { ApiFailure, MESSAGES } from '../lib/http';
import { PAYOUT_TIMING, TRANSFER_FEES } from '../lib/payout';
import { notify } from './notify';
import { ledgerOf, unsettledOf } from './ledger';
import { transferRow } from './transfer-row';

/** The transfer fee of the lessor's saved method, in SAR (undefined when none is saved). */
export function transferFee(owner: UserRow): number | undefined {
  return owner.payout_method ? TRANSFER_FEES[owner.payout_method] : undefined;
}

/** What a transfer requested now would settle, or why it cannot be. */
export function nextSettlement(owner: UserRow) {
  const fee = transferFee(owner);
  return settle(unsettledOf(ledgerOf(owner.id, getStore().db)), toHalalas(fee ?? 0));
}

export async function requestTransfer(owner: UserRow, now = new Date()): Promise<TransferRow> {
  if (!owner.payout_method)
    throw new ApiFailure(422, MESSAGES.invalidInput, {
      payment_method: [msg('payoutMethodMissing')],
    });
  // Money goes only to an account verified through Nafath (issue 16): the method may be set
  // up before, the transfer waits for the verification.
  if (owner.verification_status !== 'verified') throw new ApiFailure(403, MESSAGES.verifyAccount);
  const s = nextSettlement(owner);
  if (!s.ok)
    throw new ApiFailure(422, MESSAGES.invalidInput, { balance: [msg('transferBelowFees')] });
  const { store, db } = getStore();
  return db.transfers.create(
    transferRow(owner, owner.payout_method, s, {
      id: store.nextId('transfers'),
      created_at: now.toISOString(),
      executed_at: new Date(now.getTime() + PAYOUT_TIMING.completedAfterMs).toISOString(),
      status: 'pending',
      process_after: new Date(now.getTime() + PAYOUT_TIMING.processingAfterMs).toISOString(),
    }),
  );
}

/** Moves the lessor's requested transfers on to where `now` puts them. */
export async function advanceTransfers(lessorId: number, now = new Date()): Promise<void> {
  const { db } = getStore();
  const live = db.transfers.findMany((q) =>
    q.where(
      (t) =>
        t.lessor_id === lessorId &&
        t.process_after !== null &&
        (t.status === 'pending' || t.status === 'processing'),
    ),
  );
  for (const t of live) {
    const done = now.toISOString() >= t.executed_at;
    if (!done && (t.status === 'processing' || now.toISOString() < t.process_after!)) continue;
    await db.transfers.update((q) => q.where({ id: t.id }), {
      data(x) {
        x.status = done ? 'completed' : 'processing';
        if (done) x.process_after = null;
      },
    });
    if (done)
      await notify(lessorId, 'transfer', {
        text: 'transfer.executed',
        params: {
          id: t.number,
          amount: { ar: formatSar(t.net_amount, 'ar'), en: formatSar(t.net_amount, 'en') },
        },
        link: `/dashboard/transactions/${t.id}`,
      });
    // It moves on during a read: keep it (route() persists only after writes).
    getStore().changed();
  }
}
