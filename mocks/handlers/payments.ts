// Tag "payments": a tenant pays a booking by card (a session with the embedded gateway,
// settled when the redirect comes back), by STC Pay (a one-time code sent to the wallet's
// mobile, services/stc-pay.ts) or by bank transfer (held until the office confirms the
// receipt); the lessor confirms or rejects transfers.
import { paymentSessionRule, stcPayConfirmSchema, stcPayPaymentSchema } from '@schemas/payment';
import { msg } from '@schemas/messages';
import { getStore } from '../backend';
import type { PaymentRow } from '../db/schema';
import { booker, lessor, tenant, type Lessor } from '../lib/auth';
import { created, invalid, newestFirst, ok, paginate } from '../lib/http';
import { ownedItem, ownedList } from '../lib/owned';
import { originsFor } from '../lib/origins';
import { route } from '../lib/route';
import { uploadedFiles } from '../lib/body';
import { extOf, keepUpload } from '../lib/uploads';
import { toPayment } from '../serializers/payment';
import { payableReservation, startPayment } from '../services/booking';
import { notify } from '../services/notify';
import { moveReservation } from '../services/reservation-moves';
import { reservationLink, reservationParams } from '../services/reservation-notices';
import { settlePayment } from '../services/settle-payment';
import { confirmStcPay, startStcPay } from '../services/stc-pay';
import { updateById } from '../lib/update-row';

const theirs = (me: Lessor) => ({ lessor_id: me.actingFor });

/** Only a bank transfer awaiting the office can be confirmed or rejected. */
function awaitedTransfer(p: PaymentRow): PaymentRow {
  if (p.method !== 'bank' || p.status !== 'awaiting_confirmation')
    throw invalid('status', msg('invalidInput'));
  return p;
}

const tenantHandlers = [
  route(
    'post',
    '/ordinaries/payments/gateway-session',
    async ({ me, body, url }) => {
      const r = payableReservation(me, body.reservation_id);
      const payment = await startPayment(me, r, body.pay_mode, {
        method: 'gateway',
        status: 'initiated',
        receipt_image: null,
        gateway_ref: `mock_${r.id}_${Date.now().toString(36)}`,
      });
      const { amount } = payment;
      return created({
        payment_id: payment.id,
        gateway: 'moyasar' as const,
        amount,
        amount_halalas: Math.round(amount * 100),
        currency: 'SAR' as const,
        publishable_key: 'pk_test_embedded_mock_backend',
        description: `حجز رقم ${r.id}`,
        callback_url:
          body.return_url ?? `${url.origin}/payment_done/${r.id}?payment_id=${payment.id}`,
        expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
      });
    },
    { auth: booker, rules: ({ url }) => paymentSessionRule(originsFor(url)) },
  ),
  route(
    'post',
    '/ordinaries/payments/bank-transfer',
    async ({ me, body, lang, request }) => {
      const r = payableReservation(me, body.reservation_id);
      const { store, db } = getStore();
      const receipt = uploadedFiles(request).receipt;
      const receiptPath = `uploads/receipts/${r.id}/rcpt${String(store.nextId('payments')).padStart(6, '0')}.${extOf(receipt?.kind)}`;
      // The office opens the very receipt the tenant sent (the file host serves its bytes).
      if (receipt) await keepUpload(receiptPath, receipt);
      const payment = await startPayment(me, r, body.pay_mode, {
        method: 'bank',
        // A bank transfer waits for the office to confirm the receipt.
        status: 'awaiting_confirmation',
        receipt_image: receiptPath,
        gateway_ref: null,
      });
      if (r.status === 'pending') await moveReservation(r, 'processing', 'system');
      await db.reservations.update((q) => q.where({ id: r.id }), {
        data(x) {
          x.payment_method = 'bank';
        },
      });
      await notify(r.lessor_id, 'payment', {
        text: 'payment.transferToConfirm',
        params: reservationParams(r),
        link: reservationLink('lessor', r),
      });
      return created(toPayment(payment, lang), 'تم إرسال الإيصال وبانتظار تأكيد المكتب');
    },
    { auth: booker },
  ),
  route(
    'post',
    '/ordinaries/payments/stc-pay',
    async ({ me, body }) =>
      created(await startStcPay(me, body), 'تم إرسال رمز التحقق إلى جوال STC Pay'),
    { auth: booker, rules: () => stcPayPaymentSchema },
  ),
  route(
    'post',
    '/ordinaries/payments/{id}/stc-pay-confirm',
    async ({ me, params, body, lang }) =>
      ok(toPayment(await confirmStcPay(me, params.id, body.code), lang), 'تم الدفع'),
    { auth: booker, rules: () => stcPayConfirmSchema },
  ),
  route(
    'get',
    '/ordinaries/payments/{id}',
    async ({ me, params, lang }) => {
      let p: PaymentRow = ownedItem('payments', { tenant_id: me.id }, params.id);
      // The embedded "gateway" approves a card session the first time its status is asked
      // (the redirect back); the backend, not the redirect, decides it is paid.
      if (p.method === 'gateway' && p.status === 'initiated') p = await settlePayment(p);
      return ok(toPayment(p, lang));
    },
    { auth: tenant },
  ),
];

const lessorHandlers = [
  route(
    'get',
    '/user/payments',
    ({ me, url, lang }) => {
      const status = url.searchParams.get('status');
      const rows = newestFirst(ownedList('payments', theirs(me))).filter(
        (p) => !status || p.status === status,
      );
      return ok(paginate(rows, url, (p) => toPayment(p, lang)));
    },
    { auth: lessor },
  ),
  route(
    'post',
    '/user/payments/{id}/confirm',
    async ({ me, params, lang }) => {
      const p = awaitedTransfer(ownedItem('payments', theirs(me), params.id));
      return ok(toPayment(await settlePayment(p), lang), 'تم تأكيد التحويل');
    },
    { auth: lessor },
  ),
  route(
    'post',
    '/user/payments/{id}/reject',
    async ({ me, params, body, lang }) => {
      const p = awaitedTransfer(ownedItem('payments', theirs(me), params.id));
      const { db } = getStore();
      const next = await updateById(db.payments, p.id, {
        data(x) {
          x.status = 'rejected';
          x.failure_reason = body.reason;
        },
      });
      const r = db.reservations.findFirst((q) => q.where({ id: p.reservation_id }))!;
      // The receipt is refused: the booking waits for a new payment.
      if (r.status === 'processing') await moveReservation(r, 'pending', 'lessor', body.reason);
      await notify(r.tenant_id, 'payment', {
        text: 'payment.transferRejected',
        params: { ...reservationParams(r), reason: body.reason },
        link: reservationLink('tenant', r),
      });
      return ok(toPayment(next, lang), 'تم رفض التحويل');
    },
    { auth: lessor },
  ),
];

export const paymentsHandlers = [...tenantHandlers, ...lessorHandlers];
