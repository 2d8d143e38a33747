// Money sent to the lessor (transfers), and a transfer's detail: the reservations it settled.
import { settlementsByReservation, toHalalas, fromHalalas } from '@/domain';
import type { TransferRow } from '../db/schema';
import { compact, fullName, nameOf, unitById, userById, type Lang, type S } from './common';
import { getStore } from '../backend';

export function toTransfer(t: TransferRow): S['Transfer'] {
  return compact({
    id: t.id,
    number: t.number,
    executed_at: t.executed_at,
    created_at: t.created_at,
    method: t.method,
    recipient_mobile: t.recipient_mobile,
    requests_count: t.requests_count,
    fees: t.fees,
    entitlement_amount: t.entitlement_amount,
    net_amount: t.net_amount,
    status: t.status,
    bank_code: (t.bank_code ?? undefined) as S['SaudiBankCode'] | undefined,
    iban_masked: t.iban_masked ?? undefined,
  });
}

export function toTransferDetail(t: TransferRow, lang: Lang): S['TransferDetail'] {
  const { db } = getStore();
  const lines = settlementsByReservation(
    t.items.map((i) => ({
      source: i.source,
      sourceId: i.source_id,
      reservationId: i.reservation_id,
      amount: toHalalas(i.amount),
      at: t.created_at,
    })),
  );
  return {
    ...toTransfer(t),
    settlements: lines.map((l) => {
      const r = db.reservations.findFirst((q) => q.where({ id: l.reservationId }));
      const tenant = r && userById(r.tenant_id);
      return compact({
        reservation_id: l.reservationId,
        unit_name: r ? nameOf(unitById(r.unit_id), lang) || undefined : undefined,
        tenant_name: tenant ? fullName(tenant, lang) : undefined,
        start_date: r?.start_at.slice(0, 10),
        credit: fromHalalas(l.credit),
        debit: fromHalalas(l.debit),
        amount: fromHalalas(l.amount),
      });
    }),
  };
}
