// @vitest-environment node
// The spec's main journey through the embedded backend's API, as the app drives it:
// a tenant logs in with the demo code, searches, books and pays; the reservation and the
// invoice appear in the tenant's lists and the order in the lessor's. Plus the rules a
// real backend enforces on the way (roles, 422 with field messages, reserved periods,
// offers on the arrival date, coupon uses, bank transfer confirmation, deposits).
import './testing/node-storage';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import '../tests/setup/msw';
import { getStore } from './backend';
import { DEMO_CODE, DEMO_LESSOR, DEMO_TENANT } from './demo-accounts';
import { call } from './testing/api';

const day = (n: number) => dayjs().add(n, 'day').format('YYYY-MM-DD');

async function login(phone: string): Promise<{ token: string; user_type: string }> {
  const sent = await call('post', '/auth/send-code', { body: { phone, channel: 'sms' } });
  expect(sent.status).toBe(200);
  const verified = await call('post', '/auth/verify-code', { body: { phone, code: DEMO_CODE } });
  expect(verified.status).toBe(200);
  return verified.body.data;
}

/** A published daily-priced unit of the demo lessor's office found through search. */
async function searchAndPick(token: string, from: string, to: string) {
  const search = await call('get', '/public/offices', {
    token,
    query: {
      city_id: 1,
      type_res_id: 2,
      start_date: from,
      end_date: to,
      sort: 'newest',
      per_page: 50,
    },
  });
  expect(search.status).toBe(200);
  expect(search.body.data.total).toBeGreaterThan(0);
  expect(search.body.data.current_page).toBe(1);
  const demoOfficeIds = new Set(
    getStore()
      .db.offices.findMany((q) => q.where({ owner_id: 2 }))
      .map((o) => o.id),
  );
  const hit = search.body.data.data.find((o: { id: number }) => demoOfficeIds.has(o.id));
  expect(hit, 'a demo lessor office is bookable on those dates').toBeTruthy();
  const office = await call('get', `/public/offices/${hit.id}`, { token });
  expect(office.status).toBe(200);
  const unit = office.body.data.units.find(
    (u: { prices: Array<{ type_res_id: number; active?: boolean }> }) =>
      u.prices.some((p) => p.type_res_id === 2 && p.active !== false),
  );
  expect(unit).toBeTruthy();
  return { office: office.body.data, unit };
}

describe('tenant journey: log in, search, book, pay', () => {
  it('books and pays by card; reservation + invoice in the tenant lists, order in the lessor list', async () => {
    const session = await login(DEMO_TENANT.phone);
    expect(session.user_type).toBe('ordinary');
    const token = session.token;
    const from = day(160);
    const to = day(163);
    const { unit } = await searchAndPick(token, from, to);

    const quote = await call('post', '/ordinaries/reservations/quote', {
      token,
      body: { unit_id: unit.id, type_res_id: 2, start_date: from, end_date: to },
    });
    expect(quote.status).toBe(200);
    expect(quote.body.data.duration).toBe(3);
    expect(quote.body.data.tax_rate).toBe(15);

    const booked = await call('post', '/ordinaries/reservations', {
      token,
      body: {
        unit_id: unit.id,
        type_res_id: 2,
        start_date: from,
        end_date: to,
        pay_mode: 'full',
        accept_terms: true,
      },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const reservation = booked.body.data;
    expect(reservation.status).toBe('pending');
    expect(reservation.total_amount).toBe(quote.body.data.total);

    const sessionRes = await call('post', '/ordinaries/payments/gateway-session', {
      token,
      body: { reservation_id: reservation.id, pay_mode: 'full' },
    });
    expect(sessionRes.status).toBe(201);
    expect(sessionRes.body.data.amount).toBe(reservation.total_amount);
    const payment = await call('get', `/ordinaries/payments/${sessionRes.body.data.payment_id}`, {
      token,
    });
    expect(payment.body.data.status).toBe('paid');

    const mine = await call('get', '/ordinaries/reservations', { token });
    const listed = mine.body.data.data.find((r: { id: number }) => r.id === reservation.id);
    expect(listed.status).toBe('accepted');
    expect(listed.paid_amount).toBe(reservation.total_amount);
    expect(listed.remaining_amount).toBe(0);

    const invoices = await call('get', '/ordinaries/invoices', { token, query: { page: 1 } });
    expect(invoices.status).toBe(200);
    const newest = invoices.body.data.data[0];
    expect(newest.reservation_id).toBe(reservation.id); // newest first by created_at
    expect(newest.invoice_status).toBe('paid');
    expect(newest.total_amount).toBe(reservation.total_amount);
    const createdAts = invoices.body.data.data.map((i: { created_at: string }) => i.created_at);
    expect([...createdAts].sort().reverse()).toEqual(createdAts);

    const lessor = await login(DEMO_LESSOR.phone);
    expect(lessor.user_type).toBe('bussines');
    const orders = await call('get', '/user/reservations', {
      token: lessor.token,
      query: { status: 'accepted' },
    });
    expect(orders.body.data.data.some((r: { id: number }) => r.id === reservation.id)).toBe(true);
    const issued = await call('get', '/user/tenant-invoices', { token: lessor.token });
    expect(issued.body.data.data[0].reservation_id).toBe(reservation.id);
  });

  it('refuses a business account booking with 403', async () => {
    const lessor = await login(DEMO_LESSOR.phone);
    const res = await call('post', '/ordinaries/reservations', {
      token: lessor.token,
      body: {
        unit_id: 1,
        type_res_id: 2,
        start_date: day(170),
        end_date: day(171),
        pay_mode: 'full',
        accept_terms: true,
      },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("you can't book in a business account");
  });

  it('refuses an ordinary account adding real estate with 403', async () => {
    const tenant = await login(DEMO_TENANT.phone);
    const res = await call('post', '/user/offices', {
      token: tenant.token,
      body: { is_draft: true, name: 'مكتبي الجديد', category: 'desk' },
    });
    expect(res.status).toBe(403);
  });

  it('answers 422 with per-field messages for a bad body', async () => {
    const tenant = await login(DEMO_TENANT.phone);
    const res = await call('post', '/ordinaries/reservations', {
      token: tenant.token,
      body: {
        unit_id: 1,
        type_res_id: 2,
        start_date: day(20),
        end_date: day(80),
        pay_mode: 'later',
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Invalid Input');
    expect(res.body.errors.accept_terms).toBeDefined();
    expect(res.body.errors.pay_mode).toBeDefined();
    // A well-formed body that breaks a booking rule: daily at most 29 days.
    const long = await call('post', '/ordinaries/reservations', {
      token: tenant.token,
      body: {
        unit_id: 1,
        type_res_id: 2,
        start_date: day(20),
        end_date: day(80),
        pay_mode: 'full',
        accept_terms: true,
      },
    });
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({ end_date: ['validation:dailyMax'] });
  });

  it('rejects a reserved period and a booking in the past', async () => {
    const tenant = await login(DEMO_TENANT.phone);
    const body = {
      unit_id: 1,
      type_res_id: 2,
      start_date: day(180),
      end_date: day(182),
      pay_mode: 'full',
      accept_terms: true,
    };
    expect(
      (await call('post', '/ordinaries/reservations', { token: tenant.token, body })).status,
    ).toBe(201);
    const again = await call('post', '/ordinaries/reservations', {
      token: tenant.token,
      body: { ...body, start_date: day(181), end_date: day(183) },
    });
    expect(again.status).toBe(422);
    expect(again.body.errors.start_date).toEqual(['validation:reservedDays']);
    const past = await call('post', '/ordinaries/reservations', {
      token: tenant.token,
      body: { ...body, start_date: day(-3), end_date: day(-1) },
    });
    expect(past.body.errors.start_date).toEqual(['validation:bookingPast']);
  });

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
      call('post', '/ordinaries/reservations/quote', {
        token: tenant.token,
        body: { unit_id: unitId, type_res_id: 2, start_date: day(start), end_date: day(start + 1) },
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
    const booked = await call('post', '/ordinaries/reservations', {
      token: tenant.token,
      body: {
        unit_id: unitId,
        type_res_id: 2,
        start_date: day(215),
        end_date: day(216),
        coupon_code: 'JOURNEY15',
        pay_mode: 'full',
        accept_terms: true,
      },
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(coupon().used_count).toBe(1);
    expect(booked.body.data.total_amount).toBeLessThan(outside.body.data.total);
    // Its only use is spent: the next booking is refused the coupon.
    const used = await call('post', '/ordinaries/reservations', {
      token: tenant.token,
      body: {
        unit_id: unitId,
        type_res_id: 2,
        start_date: day(220),
        end_date: day(221),
        coupon_code: 'JOURNEY15',
        pay_mode: 'full',
        accept_terms: true,
      },
    });
    expect(used.status).toBe(422);
    expect(used.body.message).toBe('invalid Coupon !');
  });

  it('holds a bank transfer until the office confirms it; a deposit leaves a partial invoice', async () => {
    const tenant = await login(DEMO_TENANT.phone);
    const lessor = await login(DEMO_LESSOR.phone);
    const booked = await call('post', '/ordinaries/reservations', {
      token: tenant.token,
      body: {
        unit_id: 1,
        type_res_id: 2,
        start_date: day(240),
        end_date: day(242),
        pay_mode: 'deposit',
        accept_terms: true,
      },
    });
    const r = booked.body.data;
    const form = {
      reservation_id: String(r.id),
      pay_mode: 'deposit',
      receipt: new File([new Uint8Array([1, 2, 3])], 'receipt.jpg', { type: 'image/jpeg' }),
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
    const rest = await call('post', '/ordinaries/payments/gateway-session', {
      token: tenant.token,
      body: { reservation_id: r.id, pay_mode: 'full' },
    });
    expect(rest.body.data.amount).toBe(after.remaining_amount);
    await call('get', `/ordinaries/payments/${rest.body.data.payment_id}`, { token: tenant.token });
    expect(
      (await call('get', `/ordinaries/invoices/${invoice.id}`, { token: tenant.token })).body.data
        .invoice_status,
    ).toBe('paid');
  });

  it('books by the hour and by the month with the period rules', async () => {
    const tenant = await login(DEMO_TENANT.phone);
    const hourly = {
      unit_id: 3,
      type_res_id: 1,
      start_date: day(150),
      end_date: day(150),
      start_time: '10:00',
      end_time: '13:00',
    };
    const hq = await call('post', '/ordinaries/reservations/quote', {
      token: tenant.token,
      body: hourly,
    });
    expect(hq.status, JSON.stringify(hq.body)).toBe(200);
    expect(hq.body.data.duration).toBe(3);
    const hb = await call('post', '/ordinaries/reservations', {
      token: tenant.token,
      body: { ...hourly, pay_mode: 'full', accept_terms: true },
    });
    expect(hb.status).toBe(201);
    expect([hb.body.data.start_time, hb.body.data.end_time]).toEqual(['10:00', '13:00']);
    const overlap = await call('post', '/ordinaries/reservations', {
      token: tenant.token,
      body: {
        ...hourly,
        start_time: '12:00',
        end_time: '14:00',
        pay_mode: 'full',
        accept_terms: true,
      },
    });
    expect(overlap.body.errors).toEqual({ start_time: ['validation:reservedHours'] });
    const start = dayjs().add(150, 'day');
    const monthly = {
      unit_id: 3,
      type_res_id: 3,
      start_date: start.add(30, 'day').format('YYYY-MM-DD'),
      end_date: start.add(30, 'day').add(2, 'month').format('YYYY-MM-DD'),
    };
    const mq = await call('post', '/ordinaries/reservations/quote', {
      token: tenant.token,
      body: monthly,
    });
    expect(mq.status, JSON.stringify(mq.body)).toBe(200);
    expect(mq.body.data.duration).toBe(2);
    const uneven = await call('post', '/ordinaries/reservations/quote', {
      token: tenant.token,
      body: {
        ...monthly,
        end_date: start.add(30, 'day').add(2, 'month').add(3, 'day').format('YYYY-MM-DD'),
      },
    });
    expect(uneven.body.errors).toEqual({ end_date: ['validation:monthlySameDay'] });
  });

  it('lets the embedded gateway decline a test card (payment error)', async () => {
    const tenant = await login(DEMO_TENANT.phone);
    const booked = await call('post', '/ordinaries/reservations', {
      token: tenant.token,
      body: {
        unit_id: 1,
        type_res_id: 2,
        start_date: day(260),
        end_date: day(261),
        pay_mode: 'full',
        accept_terms: true,
      },
    });
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

  it('lets status changes follow the transition table only', async () => {
    const lessor = await login(DEMO_LESSOR.phone);
    const finished = getStore().db.reservations.findFirst((q) =>
      q.where({ lessor_id: 2, status: 'finished' }),
    )!;
    const res = await call('patch', `/user/reservations/${finished.id}/status`, {
      token: lessor.token,
      body: { status: 'active' },
    });
    expect(res.status).toBe(422);
  });

  it('answers 401 for a missing or bad token', async () => {
    expect((await call('get', '/ordinaries/invoices')).status).toBe(401);
    const bad = await call('get', '/ordinaries/invoices', { token: 'nope' });
    expect(bad.status).toBe(401);
    expect(bad.body.message).toBe('INVALID TOKEN!');
  });
});
