// Tag "transfers": money the platform sent to the lessor, the balance it holds, and a
// transfer asked for by the lessor — all views of one ledger (services/ledger.ts).
import { fromHalalas, riyadhDate, toHalalas } from '@/domain';
import { getStore } from '../backend';
import type { TransferRow } from '../db/schema';
import { accountOwner, lessor } from '../lib/auth';
import { created, newestFirst, ok, paginate } from '../lib/http';
import { ownedItem, ownedList } from '../lib/owned';
import { route } from '../lib/route';
import { compact, type S } from '../serializers/common';
import { toTransfer, toTransferDetail } from '../serializers/transfer';
import { balanceSar, ledgerOf, unsettledOf } from '../services/ledger';
import {
  advanceTransfers,
  nextSettlement,
  requestTransfer,
  transferFee,
} from '../services/payouts';

const netSum = (rows: TransferRow[]) =>
  fromHalalas(rows.reduce((sum, t) => sum + toHalalas(t.net_amount), 0));

export const transfersHandlers = [
  route(
    'get',
    '/user/transfers',
    async ({ me, url }) => {
      await advanceTransfers(me.actingFor);
      const status = url.searchParams.get('status');
      const from = url.searchParams.get('from');
      const to = url.searchParams.get('to');
      const rows = ownedList('transfers', { lessor_id: me.actingFor }).filter((t) => {
        const day = riyadhDate(t.created_at);
        return (!status || t.status === status) && (!from || day >= from) && (!to || day <= to);
      });
      return ok(paginate(newestFirst(rows), url, toTransfer));
    },
    { auth: lessor },
  ),
  route(
    'post',
    '/user/transfers',
    async ({ me, lang }) => {
      const t = await requestTransfer(accountOwner(me));
      return created(
        toTransferDetail(t, lang),
        lang === 'en' ? 'Transfer requested' : 'تم طلب التحويل',
      );
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/transfers/{id}',
    async ({ me, params, lang }) => {
      await advanceTransfers(me.actingFor);
      const t = ownedItem('transfers', { lessor_id: me.actingFor }, params.id);
      return ok(toTransferDetail(t, lang));
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/balance',
    async ({ me }) => {
      await advanceTransfers(me.actingFor);
      const owner = accountOwner(me);
      const ledger = ledgerOf(owner.id, getStore().db);
      const next = nextSettlement(owner);
      return ok(
        compact({
          balance: balanceSar(ledger),
          in_transit: netSum(
            ledger.transfers.filter((t) => t.status === 'pending' || t.status === 'processing'),
          ),
          transferred_total: netSum(ledger.transfers.filter((t) => t.status === 'completed')),
          unsettled_count: new Set(unsettledOf(ledger).map((i) => i.reservationId)).size,
          payment_method_set: owner.payout_method !== null,
          transfer_fee: transferFee(owner),
          next_transfer_net: next.ok && owner.payout_method ? fromHalalas(next.net) : undefined,
        }) satisfies S['LedgerBalance'],
      );
    },
    { auth: lessor },
  ),
];
