// @vitest-environment node
// The lessor's money on the journey through the embedded backend: a booking the tenant
// pays moves the lessor's statement, balance and dashboard by exactly the entitlement
// shown on the reservation; a transfer settles it; a refund after that shows as a negative
// balance; the payout processor executes a transfer and tells the lessor.
import '../testing/node-storage';
import { describe, expect, it } from 'vitest';
import { serveEmbeddedBackend } from '../../tests/setup/msw';
import { riyadhDate, riyadhMonth } from '@/domain';
import { getStore } from '../backend';
import { DEMO_LESSOR, DEMO_TENANT } from '../demo-accounts';
import { PAYOUT_TIMING } from '../lib/payout';
import { advanceTransfers } from '../services/payouts';
import { call } from '../testing/api';
import { book, dailyBooking, login, payByCard } from './helpers';

serveEmbeddedBackend();

const thisMonth = () => riyadhMonth(new Date().toISOString());
const halalas = (sar: number) => Math.round(sar * 100);

async function lessorMoney(token: string) {
  const [balance, dashboard, statement] = await Promise.all([
    call('get', '/user/balance', { token }),
    call('get', '/user/dashboard', { token }),
    call('get', `/user/statements/${thisMonth()}`, { token }),
  ]);
  expect(balance.status).toBe(200);
  return {
    balance: halalas(balance.body.data.balance),
    outstanding: halalas(dashboard.body.data.figures.outstanding_balance),
    closing: halalas(statement.body.data.closing_balance),
    statement: statement.body.data,
  };
}

async function bookAndPay(token: string, start: number, payMode: 'full' | 'deposit') {
  const booked = await book(token, dailyBooking(1, start, start + 2, { pay_mode: payMode }));
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  const id = booked.body.data.id as number;
  await payByCard(token, id, payMode);
  return { id, payRest: () => payByCard(token, id) };
}

describe('the lessor ledger', () => {
  it("a paid booking's invoice heads the dashboard's invoice summary, as in the invoice list", async () => {
    const lessor = await login(DEMO_LESSOR.phone);
    const tenant = await login(DEMO_TENANT.phone);
    const { id } = await bookAndPay(tenant.token, 172, 'full');
    const [dashboard, list] = await Promise.all([
      call('get', '/user/dashboard', { token: lessor.token }),
      call('get', '/user/electronic-invoices', { token: lessor.token }),
    ]);
    const summary = dashboard.body.data.latest_invoices;
    expect(summary).toHaveLength(5);
    // The summary is the head of the lessor's electronic invoice list, total for total.
    expect(summary).toEqual(
      list.body.data.data.slice(0, 5).map((i: Record<string, unknown>) => ({
        id: i.id,
        invoice_number: i.invoice_number,
        release_date: i.release_date,
        total_amount: i.grand_total,
      })),
    );
    const invoice = await call('get', `/user/tenant-invoices/${summary[0].id}`, {
      token: lessor.token,
    });
    expect(invoice.body.data.reservation_id).toBe(id);
  });

  it('a paid booking moves the statement, balance and dashboard by the entitlement shown', async () => {
    const lessor = await login(DEMO_LESSOR.phone);
    const tenant = await login(DEMO_TENANT.phone);
    const before = await lessorMoney(lessor.token);
    expect(before.outstanding).toBe(before.balance);
    expect(before.closing).toBe(before.balance);

    const { id } = await bookAndPay(tenant.token, 170, 'full');
    const shown = await call('get', `/user/reservations/${id}`, { token: lessor.token });
    const entitlement = halalas(shown.body.data.net_amount);
    expect(entitlement).toBeGreaterThan(0);
    expect(entitlement).toBeLessThan(halalas(shown.body.data.total_amount));

    const after = await lessorMoney(lessor.token);
    expect(after.balance - before.balance).toBe(entitlement);
    expect(after.outstanding - before.outstanding).toBe(entitlement);
    expect(after.closing - before.closing).toBe(entitlement);
    const line = after.statement.entries.find(
      (e: { kind: string; reservation_id?: number }) =>
        e.kind === 'booking' && e.reservation_id === id,
    );
    expect(line).toMatchObject({ credit: shown.body.data.net_amount, debit: 0 });
    expect(line.date).toBe(riyadhDate(new Date().toISOString()));
  });

  it('a deposit then the rest credit the entitlement in two parts that add up exactly', async () => {
    const lessor = await login(DEMO_LESSOR.phone);
    const tenant = await login(DEMO_TENANT.phone);
    const before = await lessorMoney(lessor.token);
    const booking = await bookAndPay(tenant.token, 180, 'deposit');
    const mid = await lessorMoney(lessor.token);
    await booking.payRest();
    const after = await lessorMoney(lessor.token);
    const shown = await call('get', `/user/reservations/${booking.id}`, { token: lessor.token });
    expect(mid.balance).toBeGreaterThan(before.balance);
    expect(mid.balance).toBeLessThan(after.balance);
    expect(after.balance - before.balance).toBe(halalas(shown.body.data.net_amount));
  });

  it('a transfer settles the balance; a later refund leaves it negative, shown, not hidden', async () => {
    const lessor = await login(DEMO_LESSOR.phone);
    const tenant = await login(DEMO_TENANT.phone);
    const { id } = await bookAndPay(tenant.token, 190, 'full');
    const held = await lessorMoney(lessor.token);
    const balance = await call('get', '/user/balance', { token: lessor.token });
    const made = await call('post', '/user/transfers', { token: lessor.token });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const t = made.body.data;
    expect(t.status).toBe('pending');
    expect(halalas(t.net_amount) + halalas(t.fees)).toBe(halalas(t.entitlement_amount));
    expect(halalas(t.entitlement_amount)).toBe(held.balance);
    expect(t.net_amount).toBe(balance.body.data.next_transfer_net);
    expect(t.settlements.map((s: { reservation_id: number }) => s.reservation_id)).toContain(id);
    expect(
      t.settlements.reduce((sum: number, s: { amount: number }) => sum + halalas(s.amount), 0),
    ).toBe(halalas(t.entitlement_amount));
    expect((await lessorMoney(lessor.token)).balance).toBe(0);

    // The tenant's cancellation refunds half of what was paid (the refunds collection).
    const r = getStore().db.reservations.findFirst((q) => q.where({ id }))!;
    await getStore().db.refunds.create({
      id: getStore().store.nextId('refunds'),
      reservation_id: id,
      tenant_id: r.tenant_id,
      lessor_id: r.lessor_id,
      amount: r.paid_amount / 2,
      reason: 'إلغاء الحجز',
      created_at: new Date().toISOString(),
    });
    const owed = await lessorMoney(lessor.token);
    expect(owed.balance).toBe(-Math.round(halalas(r.net_amount) / 2));
    expect(owed.outstanding).toBe(owed.balance);
    expect(owed.statement.entries.at(-1)).toMatchObject({
      kind: 'refund',
      balance: owed.balance / 100,
    });
    const refused = await call('post', '/user/transfers', { token: lessor.token });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.balance).toEqual(['validation:transferBelowFees']);
  });

  it('the payout processor executes a requested transfer and tells the lessor', async () => {
    const lessor = await login(DEMO_LESSOR.phone);
    const made = await call('post', '/user/transfers', { token: lessor.token });
    expect(made.status).toBe(201);
    const start = Date.parse(made.body.data.created_at);
    const status = () =>
      getStore().db.transfers.findFirst((q) => q.where({ id: made.body.data.id }))!.status;
    await advanceTransfers(2, new Date(start + PAYOUT_TIMING.processingAfterMs - 1));
    expect(status()).toBe('pending');
    await advanceTransfers(2, new Date(start + PAYOUT_TIMING.processingAfterMs));
    expect(status()).toBe('processing');
    await advanceTransfers(2, new Date(start + PAYOUT_TIMING.completedAfterMs));
    expect(status()).toBe('completed');
    const notes = getStore().db.notifications.findMany((q) =>
      q.where({ user_id: 2, type: 'transfer' }),
    );
    expect(notes.at(-1)!.link).toBe(`/dashboard/transactions/${made.body.data.id}`);
    const listed = await call('get', '/user/transfers', {
      token: lessor.token,
      // The filter's days are Saudi calendar days (from 21:00 UTC it is already tomorrow there).
      query: {
        status: 'completed',
        from: riyadhDate(made.body.data.created_at),
        to: riyadhDate(made.body.data.created_at),
      },
    });
    expect(listed.body.data.data.map((x: { id: number }) => x.id)).toEqual([made.body.data.id]);
  });

  it('receiving method: masked once saved; a change needs the code; the bank must match', async () => {
    const lessor = await login(DEMO_LESSOR.phone);
    const token = lessor.token;
    const saved = await call('get', '/user/payment-methods', { token });
    expect(saved.body.data).toMatchObject({
      method: 'bank',
      bank_code: '80',
      iban_masked: 'SA03••••••••••••••••7519',
    });
    expect(JSON.stringify(saved.body)).not.toContain('SA0380000000608010167519');
    const change = {
      method: 'bank',
      bank_code: '80',
      holder_name: 'شركة مساحات الأعمال',
      iban: 'SA4480000000608010167520',
    };
    const iban = await call('put', '/user/payment-methods', {
      token,
      body: { ...change, iban: 'SA0310000000608010167519' },
    });
    expect(iban.body.errors.iban).toEqual(['validation:ibanChecksum']);
    const noCode = await call('put', '/user/payment-methods', {
      token,
      body: { ...change, iban: 'SA0380000000608010167519' },
    });
    expect(noCode.body.errors).toEqual({ code: ['validation:codeRequired'] });
    await call('post', '/user/payment-methods/code', { token });
    const wrong = await call('put', '/user/payment-methods', {
      token,
      body: { ...change, iban: 'SA0380000000608010167519', code: '9999' },
    });
    expect(wrong.body.errors).toEqual({ code: ['validation:codeIncorrect'] });
    const right = await call('put', '/user/payment-methods', {
      token,
      body: { method: 'stc_pay', stc_pay_mobile: '0551234567', code: '1234' },
    });
    expect(right.status).toBe(200);
    expect(right.body.data).toEqual({ method: 'stc_pay', stc_pay_mobile: '+966551234567' });
  });

  it('a new lessor has no receiving method: 404, and a transfer asks for one', async () => {
    await call('post', '/auth/send-code', {
      body: { phone: '0551112233', channel: 'sms', account_type: 'bussines' },
    });
    const fresh = await call('post', '/auth/verify-code', {
      body: { phone: '0551112233', code: '1234' },
    });
    const token = fresh.body.data.token;
    expect((await call('get', '/user/payment-methods', { token })).status).toBe(404);
    const balance = await call('get', '/user/balance', { token });
    expect(balance.body.data).toMatchObject({ balance: 0, payment_method_set: false });
    const refused = await call('post', '/user/transfers', { token });
    expect(refused.body.errors).toEqual({ payment_method: ['validation:payoutMethodMissing'] });
    const first = await call('put', '/user/payment-methods', {
      token,
      body: {
        method: 'bank',
        bank_code: '10',
        holder_name: 'مؤسسة الريادة',
        iban: 'SA0380000000608010167519',
      },
    });
    expect(first.body.errors).toEqual({ iban: ['validation:ibanBankMismatch'] });
    const ok = await call('put', '/user/payment-methods', {
      token,
      body: {
        method: 'bank',
        bank_code: '80',
        holder_name: 'مؤسسة الريادة',
        iban: 'SA0380000000608010167519',
      },
    });
    expect(ok.status).toBe(200);
  });
});
