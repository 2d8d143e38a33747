// Payments of a booking (card sessions and bank transfers) and the lessor's receipts.
import type { PaymentRow } from '../db/schema';
import { compact, fullName, pad6, userById, type Lang, type S } from './common';

export function toPayment(p: PaymentRow, lang: Lang): S['Payment'] {
  const payer = userById(p.tenant_id);
  return compact({
    id: p.id,
    reservation_id: p.reservation_id,
    method: p.method,
    pay_mode: p.pay_mode,
    amount: p.amount,
    status: p.status,
    receipt_image: p.receipt_image ?? undefined,
    payer_mobile: p.payer_mobile ?? undefined,
    payer: payer ? { id: payer.id, name: fullName(payer, lang), phone: payer.phone } : undefined,
    failure_reason: p.failure_reason ?? undefined,
    created_at: p.created_at,
    confirmed_at: p.confirmed_at ?? undefined,
  }) as S['Payment'];
}

/** A paid payment as the lessor's receipt. */
export function toPaymentReceipt(p: PaymentRow, lang: Lang): S['PaymentReceipt'] {
  const payer = userById(p.tenant_id);
  return {
    id: p.id,
    receipt_number: `RCP-${pad6(p.id)}`,
    reservation_id: p.reservation_id,
    amount: p.amount,
    method: p.method,
    paid_at: p.confirmed_at ?? p.created_at,
    payer_name: payer ? fullName(payer, lang) : '—',
    ...(p.receipt_image ? { image: p.receipt_image } : {}),
  };
}
