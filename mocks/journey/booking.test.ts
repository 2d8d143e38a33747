// @vitest-environment node
// The spec's main journey through the embedded backend's API, as the app drives it:
// a tenant logs in with the demo code, searches, books and pays; the reservation and the
// invoice appear in the tenant's lists and the order in the lessor's. Plus the booking
// rules a real backend enforces on the way (roles, 422 with field messages, reserved
// periods, past dates, hourly and monthly periods, the transition table, 401).
import '../testing/node-storage';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { serveEmbeddedBackend } from '../../tests/setup/msw';
import { getStore } from '../backend';
import { DEMO_LESSOR, DEMO_TENANT } from '../demo-accounts';
import { call } from '../testing/api';
import { askQuote, book, dailyBooking, day, login, payByCard, searchAndPick } from './helpers';

serveEmbeddedBackend();

describe('tenant journey: log in, search, book, pay', () => {
  it('books and pays by card; reservation + invoice in the tenant lists, order in the lessor list', async () => {
    const session = await login(DEMO_TENANT.phone);
    expect(session.user_type).toBe('ordinary');
    const token = session.token;
    const from = day(160);
    const to = day(163);
    const { unit } = await searchAndPick(token, from, to);

    const quote = await askQuote(token, {
      unit_id: unit.id,
      type_res_id: 2,
      start_date: from,
      end_date: to,
    });
    expect(quote.status).toBe(200);
    expect(quote.body.data.duration).toBe(3);
    expect(quote.body.data.tax_rate).toBe(15);

    const booked = await book(token, dailyBooking(unit.id, 160, 163));
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const reservation = booked.body.data;
    expect(reservation.status).toBe('pending');
    expect(reservation.total_amount).toBe(quote.body.data.total);

    const paid = await payByCard(token, reservation.id);
    expect(paid.session.amount).toBe(reservation.total_amount);

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
    const res = await book(lessor.token, dailyBooking(1, 170, 171));
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
    // No terms accepted (an undefined field is not sent), a pay mode the contract lacks.
    const res = await book(
      tenant.token,
      dailyBooking(1, 20, 80, { pay_mode: 'later', accept_terms: undefined }),
    );
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Invalid Input');
    expect(res.body.errors.accept_terms).toBeDefined();
    expect(res.body.errors.pay_mode).toBeDefined();
    // A well-formed body that breaks a booking rule: daily at most 29 days.
    const long = await book(tenant.token, dailyBooking(1, 20, 80));
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({ end_date: ['validation:dailyMax'] });
  });

  it('rejects a reserved period and a booking in the past', async () => {
    const tenant = await login(DEMO_TENANT.phone);
    expect((await book(tenant.token, dailyBooking(1, 180, 182))).status).toBe(201);
    const again = await book(tenant.token, dailyBooking(1, 181, 183));
    expect(again.status).toBe(422);
    expect(again.body.errors.start_date).toEqual(['validation:reservedDays']);
    const past = await book(tenant.token, dailyBooking(1, -3, -1));
    expect(past.body.errors.start_date).toEqual(['validation:bookingPast']);
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
    const hq = await askQuote(tenant.token, hourly);
    expect(hq.status, JSON.stringify(hq.body)).toBe(200);
    expect(hq.body.data.duration).toBe(3);
    const hb = await book(tenant.token, { ...hourly, pay_mode: 'full', accept_terms: true });
    expect(hb.status).toBe(201);
    expect([hb.body.data.start_time, hb.body.data.end_time]).toEqual(['10:00', '13:00']);
    const overlap = await book(tenant.token, {
      ...hourly,
      start_time: '12:00',
      end_time: '14:00',
      pay_mode: 'full',
      accept_terms: true,
    });
    expect(overlap.body.errors).toEqual({ start_time: ['validation:reservedHours'] });
    const start = dayjs().add(150, 'day');
    const monthly = {
      unit_id: 3,
      type_res_id: 3,
      start_date: start.add(30, 'day').format('YYYY-MM-DD'),
      end_date: start.add(30, 'day').add(2, 'month').format('YYYY-MM-DD'),
    };
    const mq = await askQuote(tenant.token, monthly);
    expect(mq.status, JSON.stringify(mq.body)).toBe(200);
    expect(mq.body.data.duration).toBe(2);
    const uneven = await askQuote(tenant.token, {
      ...monthly,
      end_date: start.add(30, 'day').add(2, 'month').add(3, 'day').format('YYYY-MM-DD'),
    });
    expect(uneven.body.errors).toEqual({ end_date: ['validation:monthlySameDay'] });
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
