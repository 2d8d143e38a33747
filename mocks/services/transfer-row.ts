// A transfer's row from the settlement it pays out: the figures, the recipient, the bank
// code and the settled items. A live request (services/payouts.ts) and the seed's history
// (seed/ledger.ts) write it the same way; no store access here, so the seed can use it.
import { fromHalalas, type Settlement } from '@/domain';
import { ibanBankCode, maskIban } from '@schemas/lib/iban';
import type { TransferRow, UserRow } from '../db/schema';

type Settled = Extract<Settlement, { ok: true }>;

/**
 * The transfer row that pays `s` out to the owner by `method`: a live request and the seed's
 * history write the same figures, recipient and items; `when` says its id, times and status.
 */
export function transferRow(
  owner: UserRow,
  method: NonNullable<UserRow['payout_method']>,
  s: Settled,
  when: Pick<TransferRow, 'id' | 'created_at' | 'executed_at' | 'status' | 'process_after'>,
): TransferRow {
  const bank = method === 'bank' && owner.iban;
  return {
    id: when.id,
    number: `TRF-${String(when.id).padStart(6, '0')}`,
    lessor_id: owner.id,
    executed_at: when.executed_at,
    created_at: when.created_at,
    method,
    recipient_mobile: owner.stc_pay_mobile ?? owner.phone,
    requests_count: s.reservations,
    fees: fromHalalas(s.fees),
    entitlement_amount: fromHalalas(s.entitlement),
    net_amount: fromHalalas(s.net),
    status: when.status,
    bank_code: bank ? ibanBankCode(owner.iban!) : null,
    iban_masked: bank ? maskIban(owner.iban!) : null,
    items: s.items.map((i) => ({
      source: i.source,
      source_id: i.sourceId,
      reservation_id: i.reservationId,
      amount: fromHalalas(i.amount),
    })),
    process_after: when.process_after,
  };
}
