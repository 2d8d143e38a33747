// The journey tests' steps as the app drives them: log in with the demo code, find a
// bookable unit of the demo lessor through the search, book it and pay by card.
import dayjs from 'dayjs';
import { expect } from 'vitest';
import { getStore } from '../backend';
import { DEMO_CODE } from '../demo-accounts';
import type { S } from '../serializers/common';
import { call, type CallOptions, type CallResult } from '../testing/api';

export const day = (n: number) => dayjs().add(n, 'day').format('YYYY-MM-DD');

export async function login(phone: string): Promise<{ token: string; user_type: string }> {
  const sent = await call('post', '/auth/send-code', { body: { phone, channel: 'sms' } });
  expect(sent.status).toBe(200);
  const verified = await call('post', '/auth/verify-code', { body: { phone, code: DEMO_CODE } });
  expect(verified.status).toBe(200);
  return verified.body.data;
}

/** A published daily-priced unit of the demo lessor's office found through search. */
export async function searchAndPick(token: string, from: string, to: string) {
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

/** Who calls: a session's token, or a seeded account (`{ as: 'tenant' }`). */
type Caller = string | Pick<CallOptions, 'as' | 'token'>;
const auth = (who: Caller) => (typeof who === 'string' ? { token: who } : who);

/**
 * A booking of a daily price, days `from` to `to` from today, paid in full with the terms
 * accepted; `over` changes or adds fields (a deposit, a coupon, a pay mode...).
 */
export const dailyBooking = (
  unitId: number,
  from: number,
  to: number,
  over: Record<string, unknown> = {},
) => ({
  unit_id: unitId,
  type_res_id: 2,
  start_date: day(from),
  end_date: day(to),
  pay_mode: 'full',
  accept_terms: true,
  ...over,
});

/** The tenant's price quote of a booking body; the answer as it came. */
export const askQuote = (who: Caller, body: Record<string, unknown>): Promise<CallResult> =>
  call('post', '/ordinaries/reservations/quote', { ...auth(who), body });

/** The tenant books; the answer as it came (a refusal is the test's to judge). */
export const book = (who: Caller, body: Record<string, unknown>): Promise<CallResult> =>
  call('post', '/ordinaries/reservations', { ...auth(who), body });

/**
 * Pays a booking by card: the embedded gateway's session, then the return that settles it.
 * Checks both; answers the session (its amount) and the payment.
 */
export async function payByCard(
  who: Caller,
  reservationId: number,
  payMode: S['PayMode'] = 'full',
) {
  const session = await call('post', '/ordinaries/payments/gateway-session', {
    ...auth(who),
    body: { reservation_id: reservationId, pay_mode: payMode },
  });
  expect(session.status, JSON.stringify(session.body)).toBe(201);
  const paid = await call('get', `/ordinaries/payments/${session.body.data.payment_id}`, auth(who));
  expect(paid.body.data.status).toBe('paid');
  return { session: session.body.data, payment: paid.body.data };
}
