// STC Pay for tenants (spec section 9): the tenant gives the wallet's mobile, the wallet
// sends a one-time code by SMS, the tenant types it back and the payment is settled like a
// card's. One code per wallet at a time: asking again ends the earlier unconfirmed payment.
// The embedded "wallet" sends DEMO_CODE to every mobile except NO_STC_PAY_WALLET.
import { HttpResponse } from 'msw';
import type { components } from '@/api/generated/apiback';
import { STC_PAY_LIMITS } from '@schemas/payment';
import { msg } from '@schemas/messages';
import { getStore } from '../backend';
import type { PaymentRow, UserRow } from '../db/schema';
import { DEMO_CODE, NO_STC_PAY_WALLET } from '../demo-accounts';
import { invalid, MESSAGES } from '../lib/http';
import { ownedItem } from '../lib/owned';
import { payableReservation, startPayment } from './booking';
import { settlePayment } from './settle-payment';

type Challenge = components['schemas']['StcPayChallenge'];
type PayMode = components['schemas']['PayMode'];

const SUPERSEDED = 'A new STC Pay code was requested';
const EXPIRED = 'The STC Pay code expired';

/** Ends every unconfirmed STC Pay payment of this reservation or this wallet. */
async function endEarlier(reservationId: number, mobile: string) {
  const { db } = getStore();
  const open = db.payments
    .findMany((q) => q.where({ method: 'stc_pay', status: 'initiated' }))
    .filter((p) => p.reservation_id === reservationId || p.payer_mobile === mobile);
  for (const p of open)
    await db.payments.update((q) => q.where({ id: p.id }), {
      data(x) {
        x.status = 'failed';
        x.failure_reason = SUPERSEDED;
      },
    });
}

export async function startStcPay(
  me: UserRow,
  body: { reservation_id: number; pay_mode: PayMode; mobile: string },
): Promise<Challenge> {
  const r = payableReservation(me, body.reservation_id);
  // The rule already turned the mobile into E.164.
  const mobile = body.mobile;
  if (mobile === NO_STC_PAY_WALLET) throw invalid('mobile', msg('stcPayNoWallet'));
  const { db } = getStore();
  const now = Date.now();
  const last = db.otps.findFirst((q) => q.where({ phone: mobile, purpose: 'stc_pay' }));
  const wait = last ? Date.parse(last.sent_at) + STC_PAY_LIMITS.resendAfterSeconds * 1000 - now : 0;
  if (wait > 0) {
    const retryAfter = Math.ceil(wait / 1000);
    throw HttpResponse.json(
      { message: MESSAGES.tooManyAttempts, retry_after: retryAfter },
      { status: 429, headers: { 'Retry-After': String(retryAfter) } },
    );
  }
  await endEarlier(r.id, mobile);
  const payment = await startPayment(
    me,
    r,
    body.pay_mode,
    {
      method: 'stc_pay',
      status: 'initiated',
      receipt_image: null,
      gateway_ref: `stcpay_${r.id}_${now.toString(36)}`,
      payer_mobile: mobile,
    },
    new Date(now),
  );
  db.otps.deleteMany((q) => q.where({ phone: mobile, purpose: 'stc_pay' }));
  await db.otps.create({
    phone: mobile,
    code: DEMO_CODE,
    channel: 'sms',
    purpose: 'stc_pay',
    account_type: null,
    sent_at: new Date(now).toISOString(),
    expires_at: new Date(now + STC_PAY_LIMITS.codeExpiresInSeconds * 1000).toISOString(),
  });
  return {
    payment_id: payment.id,
    mobile,
    amount: payment.amount,
    expires_in: STC_PAY_LIMITS.codeExpiresInSeconds,
    resend_after: STC_PAY_LIMITS.resendAfterSeconds,
    attempts_left: STC_PAY_LIMITS.maxWrongCodes,
  };
}

async function failPayment(p: PaymentRow, reason: string) {
  const { db } = getStore();
  await db.payments.update((q) => q.where({ id: p.id }), {
    data(x) {
      x.status = 'failed';
      x.failure_reason = reason;
    },
  });
  db.otps.deleteMany((q) => q.where({ phone: p.payer_mobile!, purpose: 'stc_pay' }));
}

/** The code typed back: pays, or says why not (wrong, expired, too many wrong tries). */
export async function confirmStcPay(me: UserRow, id: string, code: string): Promise<PaymentRow> {
  const p = ownedItem('payments', { tenant_id: me.id }, id);
  if (p.method !== 'stc_pay' || p.status !== 'initiated' || !p.payer_mobile)
    throw invalid('status', msg('invalidInput'));
  const { db } = getStore();
  const otp = db.otps.findFirst((q) => q.where({ phone: p.payer_mobile!, purpose: 'stc_pay' }));
  if (!otp || Date.parse(otp.expires_at) <= Date.now()) {
    await failPayment(p, EXPIRED);
    getStore().changed();
    throw invalid('code', msg('stcPayCodeExpired'));
  }
  if (otp.code !== code) {
    const attempts = otp.attempts + 1;
    if (attempts >= STC_PAY_LIMITS.maxWrongCodes) {
      await failPayment(p, EXPIRED);
      getStore().changed();
      throw invalid('code', msg('stcPayCodeExpired'));
    }
    await db.otps.update((q) => q.where({ phone: p.payer_mobile!, purpose: 'stc_pay' }), {
      data(x) {
        x.attempts = attempts;
      },
    });
    getStore().changed();
    throw invalid('code', msg('codeIncorrect'), MESSAGES.wrongCode);
  }
  db.otps.deleteMany((q) => q.where({ phone: p.payer_mobile!, purpose: 'stc_pay' }));
  return settlePayment(p);
}
