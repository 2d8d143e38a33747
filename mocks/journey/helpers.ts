// The journey tests' steps as the app drives them: log in with the demo code, and find
// a bookable unit of the demo lessor through the search.
import dayjs from 'dayjs';
import { expect } from 'vitest';
import { getStore } from '../backend';
import { DEMO_CODE } from '../demo-accounts';
import { call } from '../testing/api';

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
