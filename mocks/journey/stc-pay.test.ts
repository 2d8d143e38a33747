// @vitest-environment node
// STC Pay for tenants through the embedded backend: the code sent to the wallet's mobile,
// its failures (no wallet, a wrong code, asking again too soon, too many wrong codes),
// the paid booking's invoice, and a refund going back to the same wallet.
import '../testing/node-storage';
import { describe, expect, it } from 'vitest';
import { serveEmbeddedBackend } from '../../tests/setup/msw';
import { DEMO_CODE, DEMO_TENANT } from '../demo-accounts';
import { call } from '../testing/api';
import { book, dailyBooking, login } from './helpers';

serveEmbeddedBackend();

async function bookUnit8(token: string, from: number) {
  const made = await book(token, dailyBooking(8, from, from + 2));
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.data as { id: number; total_amount: number };
}

const start = (token: string, reservation_id: number, mobile: string) =>
  call('post', '/ordinaries/payments/stc-pay', {
    token,
    body: { reservation_id, pay_mode: 'full', mobile },
  });
const confirm = (token: string, id: number, code: string) =>
  call('post', `/ordinaries/payments/${id}/stc-pay-confirm`, { token, body: { code } });

describe('STC Pay', () => {
  it('pays with the code sent to the wallet, invoices it and refunds to the same wallet', async () => {
    const { token } = await login(DEMO_TENANT.phone);
    const r = await bookUnit8(token, 220);
    const challenge = await start(token, r.id, '0551234567');
    expect(challenge.status, JSON.stringify(challenge.body)).toBe(201);
    expect(challenge.body.data).toMatchObject({
      mobile: '+966551234567',
      amount: r.total_amount,
      attempts_left: 3,
    });
    const id = challenge.body.data.payment_id;

    const wrong = await confirm(token, id, '9999');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.code).toEqual(['validation:codeIncorrect']);

    const paid = await confirm(token, id, DEMO_CODE);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toMatchObject({
      method: 'stc_pay',
      status: 'paid',
      payer_mobile: '+966551234567',
    });
    // A paid payment cannot be confirmed again.
    expect((await confirm(token, id, DEMO_CODE)).status).toBe(422);

    const booking = await call('get', `/ordinaries/reservations/${r.id}`, { token });
    expect(booking.body.data).toMatchObject({ status: 'accepted', payment_method: 'stc_pay' });
    const invoice = await call('get', `/ordinaries/invoices/${booking.body.data.invoice_id}`, {
      token,
    });
    expect(invoice.body.data).toMatchObject({ payment_method: 'stc_pay', invoice_status: 'paid' });

    const cancelled = await call('post', `/ordinaries/reservations/${r.id}/cancel`, {
      token,
      body: { reason: 'تغيرت خطط السفر' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data.refunds[0]).toMatchObject({
      amount: r.total_amount,
      method: 'stc_pay',
      to_mobile: '+966551234567',
    });
  });

  it('refuses a number without a wallet, a second code too soon, and dies after three wrong codes', async () => {
    const { token } = await login(DEMO_TENANT.phone);
    const r = await bookUnit8(token, 230);
    const none = await start(token, r.id, '0500000009');
    expect(none.status).toBe(422);
    expect(none.body.errors.mobile).toEqual(['validation:stcPayNoWallet']);
    const notSaudi = await start(token, r.id, '0412345678');
    expect(notSaudi.body.errors.mobile).toEqual(['validation:phoneInvalid']);

    const first = await start(token, r.id, '0561234567');
    expect(first.status).toBe(201);
    const again = await start(token, r.id, '0561234567');
    expect(again.status).toBe(429);
    expect(again.body.retry_after).toBeGreaterThan(0);

    const id = first.body.data.payment_id;
    expect((await confirm(token, id, '1111')).body.errors.code).toEqual([
      'validation:codeIncorrect',
    ]);
    expect((await confirm(token, id, '2222')).body.errors.code).toEqual([
      'validation:codeIncorrect',
    ]);
    const dead = await confirm(token, id, '3333');
    expect(dead.body.errors.code).toEqual(['validation:stcPayCodeExpired']);
    // Even the right code cannot pay a failed payment; the booking is still payable.
    expect((await confirm(token, id, DEMO_CODE)).status).toBe(422);
    const payment = await call('get', `/ordinaries/payments/${id}`, { token });
    expect(payment.body.data.status).toBe('failed');
    const booking = await call('get', `/ordinaries/reservations/${r.id}`, { token });
    expect(booking.body.data.status).toBe('pending');
  });

  it('is for tenants only', async () => {
    const { token } = await login('0500000002');
    const res = await start(token, 1, '0551234567');
    expect(res.status).toBe(403);
  });
});
