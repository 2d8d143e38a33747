// @vitest-environment node
// Money on the journey through the embedded backend: an offer priced by the arrival
// date, coupon uses, a bank transfer held until the office confirms it, a deposit that
// leaves a partial invoice, and a card the embedded gateway declines.
import '../testing/node-storage';
import { describe, expect, it } from 'vitest';
import { serveEmbeddedBackend } from '../../tests/setup/msw';
import { getStore } from '../backend';
import { DEMO_LESSOR, DEMO_TENANT } from '../demo-accounts';
import { call } from '../testing/api';
import { askQuote, book, dailyBooking, day, login, payByCard } from './helpers';

serveEmbeddedBackend();

describe('tenant journey: log in, search, book, pay', () => {
  it('prices an offer by the arrival date and spends a coupon use', async () => {
    const lessor = await login(DEMO_LESSOR.phone);
    const tenant = await login(DEMO_TENANT.phone);
    const unitId = 8; // daily 125 SAR in the seed, no offer of its own
    const offer = await call('post', '/user/offers', {
      token: lessor.token,
      body: {
        name: 'عرض الاختبار',
        type: 'percentage',
        value: 20,
        start_date: day(200),
        end_date: day(210),
        unit_ids: [unitId],
        price_types: ['daily'],
        is_active: true,
      },
    });
    expect(offer.status).toBe(201);
    const q = (start: number) =>
      askQuote(tenant.token, {
        unit_id: unitId,
        type_res_id: 2,
        start_date: day(start),
        end_date: day(start + 1),
      });
    const inside = await q(205);
    const outside = await q(215);
    expect(inside.body.data.offer_discount).toBe(20);
    expect(outside.body.data.offer_discount_value).toBe(0);
    expect(inside.body.data.total).toBeLessThan(outside.body.data.total);

    const made = await call('post', '/user/coupons', {
      token: lessor.token,
      body: {
        name: 'كوبون الرحلة',
        code: 'JOURNEY15',
        type: 'percentage',
        value: 15,
        max_uses: 1,
        active_from: day(0),
        active_to: day(300),
        unit_ids: [unitId],
        price_types: ['all'],
        is_active: true,
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const coupon = () => getStore().db.coupons.findFirst((q) => q.where({ code: 'JOURNEY15' }))!;
    const booked = await book(
      tenant.token,
      dailyBooking(unitId, 215, 216, { coupon_code: 'JOURNEY15' }),
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(coupon().used_count).toBe(1);
    expect(booked.body.data.total_amount).toBeLessThan(outside.body.data.total);
    // Its only use is spent: the next booking is refused the coupon.
    const used = await book(
      tenant.token,
      dailyBooking(unitId, 220, 221, { coupon_code: 'JOURNEY15' }),
    );
    expect(used.status).toBe(422);
    expect(used.body.message).toBe('invalid Coupon !');
  });

  it('holds a bank transfer until the office confirms it; a deposit leaves a partial invoice', async () => {
    const tenant = await login(DEMO_TENANT.phone);
    const lessor = await login(DEMO_LESSOR.phone);
    const booked = await book(tenant.token, dailyBooking(1, 240, 242, { pay_mode: 'deposit' }));
    const r = booked.body.data;
    const form = {
      reservation_id: String(r.id),
      pay_mode: 'deposit',
      receipt: new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'receipt.jpg', {
        type: 'image/jpeg',
      }),
    };
    const transfer = await call('post', '/ordinaries/payments/bank-transfer', {
      token: tenant.token,
      form,
    });
    expect(transfer.status).toBe(201);
    expect(transfer.body.data.status).toBe('awaiting_confirmation');
    expect(
      (await call('get', `/ordinaries/reservations/${r.id}`, { token: tenant.token })).body.data
        .status,
    ).toBe('processing');
    expect(
      (await call('get', '/ordinaries/invoices', { token: tenant.token })).body.data.data[0]
        .reservation_id,
    ).not.toBe(r.id);

    const confirmed = await call('post', `/user/payments/${transfer.body.data.id}/confirm`, {
      token: lessor.token,
    });
    expect(confirmed.body.data.status).toBe('paid');
    const after = (await call('get', `/ordinaries/reservations/${r.id}`, { token: tenant.token }))
      .body.data;
    expect(after.status).toBe('accepted');
    expect(after.remaining_amount).toBeGreaterThan(0);
    const invoice = (await call('get', '/ordinaries/invoices', { token: tenant.token })).body.data
      .data[0];
    expect(invoice.reservation_id).toBe(r.id);
    expect(invoice.invoice_status).toBe('partial');

    // The rest by card settles the invoice.
    const rest = await payByCard(tenant.token, r.id);
    expect(rest.session.amount).toBe(after.remaining_amount);
    expect(
      (await call('get', `/ordinaries/invoices/${invoice.id}`, { token: tenant.token })).body.data
        .invoice_status,
    ).toBe('paid');
  });

  it('lets the embedded gateway decline a test card (payment error)', async () => {
    const tenant = await login(DEMO_TENANT.phone);
    const booked = await book(tenant.token, dailyBooking(1, 260, 261));
    const session = await call('post', '/ordinaries/payments/gateway-session', {
      token: tenant.token,
      body: { reservation_id: booked.body.data.id, pay_mode: 'full' },
    });
    const declined = await fetch(
      `http://localhost:5173/mock-gateway/payments/${session.body.data.payment_id}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ card_number: '4000 0000 0000 0002' }),
      },
    );
    expect(declined.status).toBe(402);
    const payment = await call('get', `/ordinaries/payments/${session.body.data.payment_id}`, {
      token: tenant.token,
    });
    expect(payment.body.data.status).toBe('failed');
    expect(
      (
        await call('get', `/ordinaries/reservations/${booked.body.data.id}`, {
          token: tenant.token,
        })
      ).body.data.status,
    ).toBe('pending');
  });
});
