// A booking as both its tenant and its lessor see it.
import { isLiveContract } from '@/domain/contract';
import { refundReasonValues } from '@/api/generated/apiback';
import type { Side } from '@/lib/session';
import { getStore } from '../backend';
import type { ReservationRow } from '../db/schema';
import {
  compact,
  fullName,
  nameOf,
  officeById,
  unitById,
  userById,
  type Lang,
  type S,
} from './common';
import { toContractRef } from './contract';
import { unitRef } from './unit';
import { bankAccountFor } from '../services/booking';

const HHMM = (wall: string) => wall.slice(11, 16);

/** The STC Pay wallet that paid this booking last (where its refunds go). */
function stcWallet(reservationId: number): string | undefined {
  return (
    getStore()
      .db.payments.findMany((q) => q.where({ reservation_id: reservationId, method: 'stc_pay' }))
      .filter((p) => p.status === 'paid' && p.payer_mobile)
      .at(-1)?.payer_mobile ?? undefined
  );
}

/** `viewer` tenant: also where a bank transfer for it goes (paying the rest). */
export function toReservation(
  r: ReservationRow,
  lang: Lang,
  viewer: Side = 'lessor',
): S['Reservation'] {
  const db = getStore().db;
  const tenant = userById(r.tenant_id)!;
  const lessor = userById(r.lessor_id)!;
  const o = officeById(r.office_id);
  const invoice = db.tenantInvoices.findFirst((q) => q.where({ reservation_id: r.id }));
  // The booking's live contract, else its latest (a rejected or cancelled one stays visible).
  const contracts = db.contracts.findMany((q) => q.where({ reservation_id: r.id }));
  const contract =
    contracts.find((c) => isLiveContract(c.status)) ?? contracts.sort((a, b) => b.id - a.id)[0];
  const hourly = r.period === 'hourly';
  return compact({
    id: r.id,
    status: r.status,
    booking_date: r.created_at,
    start_date: r.start_at.slice(0, 10),
    // Departure date (exclusive) for date bookings; the same day for hourly ones.
    end_date: hourly ? r.start_at.slice(0, 10) : r.end_at.slice(0, 10),
    start_time: hourly ? HHMM(r.start_at) : undefined,
    end_time: hourly
      ? r.end_at.slice(0, 10) > r.start_at.slice(0, 10)
        ? '23:59'
        : HHMM(r.end_at)
      : undefined,
    type_res_id: r.type_res_id as S['TypeResId'],
    duration: r.duration,
    payment_method: r.payment_method ?? undefined,
    pay_mode: r.pay_mode,
    total_amount: r.total_amount,
    paid_amount: r.paid_amount,
    remaining_amount: r.remaining_amount,
    net_amount: r.net_amount,
    site_inspector_name: r.inspector_name ?? undefined,
    site_inspector_phone: r.inspector_phone ?? undefined,
    unit: unitRef(unitById(r.unit_id), lang),
    office: { id: r.office_id, name: nameOf(o, lang) },
    tenant: { id: tenant.id, name: fullName(tenant, lang), phone: tenant.phone },
    lessor: {
      id: lessor.id,
      name: lessor.office_name ?? fullName(lessor, lang),
      phone: lessor.phone,
    },
    contract_id: contract?.id,
    contract: contract && toContractRef(contract),
    invoice_id: invoice?.id,
    created_at: r.created_at,
    booking_mode: r.booking_mode,
    request_expires_at: r.request_expires_at ?? undefined,
    cancellation_policy: r.cancellation_policy,
    refunded_amount: r.refunded_amount,
    refunds: db.refunds
      .findMany((q) => q.where({ reservation_id: r.id }))
      .map((x) => {
        // A policy refund stores its kind; any other text is the lessor's goodwill note.
        const policy = refundReasonValues.find((k) => k === x.reason && k !== 'goodwill');
        return compact({
          id: x.id,
          amount: x.amount,
          kind: policy ?? 'goodwill',
          // Money goes back the way it came: an STC Pay booking to its wallet.
          method: r.payment_method ?? undefined,
          to_mobile: r.payment_method === 'stc_pay' ? stcWallet(r.id) : undefined,
          note: policy ? undefined : x.reason,
          created_at: x.created_at,
        });
      }),
    status_history: r.history.map((h) =>
      compact({ status: h.status, at: h.at, by: h.by, reason: h.reason ?? undefined }),
    ) as S['ReservationStatusChange'][],
    bank_account: viewer === 'tenant' ? bankAccountFor(r.lessor_id) : undefined,
  }) as S['Reservation'];
}
