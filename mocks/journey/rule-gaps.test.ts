// @vitest-environment node
// Issue 20's "wrong accepts": valid-shaped bodies that break a rule must be refused at the
// field (422), and the backend's own answers must stay within the contract's bounds.
import '../testing/node-storage';
import { beforeEach, describe, expect, it } from 'vitest';
import { serveEmbeddedBackend } from '../../tests/setup/msw';
import { booking, day, db, demoUnit, tenantReservation } from '../conformance/kit';
import { contractBody } from '../conformance/fixtures/contracts';
import { call, ORIGIN, seedSessions } from '../testing/api';

serveEmbeddedBackend();

const L = { as: 'lessor' as const };
const T = { as: 'tenant' as const };

beforeEach(async () => {
  await seedSessions();
});

describe('rules the backend enforced too late or not at all', () => {
  it('refuses two prices of the same rental type on one unit', async () => {
    const res = await call('put', `/user/units/${demoUnit().id}/prices`, {
      ...L,
      body: {
        prices: [
          { type_res_id: 2, active: true, price: 100 },
          { type_res_id: 2, active: true, price: 1 },
        ],
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors['prices.1.type_res_id']).toEqual(['validation:duplicatePriceType']);
  });

  it('refuses a booking in year 9999', async () => {
    const res = await call('post', '/ordinaries/reservations/quote', {
      ...T,
      body: { ...booking(), start_date: '9999-01-01', end_date: '9999-01-03' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.start_date).toEqual(['validation:yearOutOfRange']);
  });

  it('refuses a custom contract ending before it starts, or with an invalid identity', async () => {
    const backwards = await call('post', '/user/contracts', {
      ...L,
      body: { ...contractBody(), start_date: day(30), end_date: day(10) },
    });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors.end_date).toEqual(['validation:contractEndBeforeStart']);
    const badId = await call('post', '/user/contracts', {
      ...L,
      body: { ...contractBody(), tenant_id_number: '1000000009' },
    });
    expect(badId.status).toBe(422);
    expect(badId.body.errors.tenant_id_number).toBeDefined();
    const fine = await call('post', '/user/contracts', { ...L, body: contractBody() });
    expect(fine.status, JSON.stringify(fine.body)).toBe(201);
  });

  it('refuses a residence number starting with 1 in the profile step', async () => {
    const res = await call('post', '/auth/complete-profile', {
      ...T,
      body: {
        first_name: 'محمد',
        last_name: 'القحطاني',
        city_id: 1,
        identity_type: 'residence',
        identity_number: '1000000008',
        accept_terms: true,
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.identity_number).toEqual(['validation:residenceNumber']);
  });

  it.each([
    ['whitespace', '   \u00A0 '],
    ['NUL characters', '\u0000\u0000\u0000\u0000'],
  ])('refuses a %s-only name', async (_, name) => {
    const res = await call('put', '/ordinaries/profile', {
      ...T,
      body: { first_name: name, last_name: 'القحطاني' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.first_name).toBeDefined();
  });

  it.each([
    'javascript:alert(1)',
    'https://evil.example/payment_done/1',
    'http://localhost:5173@evil.example/x',
    'data:text/html,x',
  ])('refuses the return_url %s and echoes one on the app origin', async (returnUrl) => {
    const body = { reservation_id: tenantReservation('pending').id, pay_mode: 'full' };
    const bad = await call('post', '/ordinaries/payments/gateway-session', {
      ...T,
      body: { ...body, return_url: returnUrl },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.return_url).toEqual(['validation:returnUrl']);
    const good = await call('post', '/ordinaries/payments/gateway-session', {
      ...T,
      body: { ...body, return_url: `${ORIGIN}/payment_done/1` },
    });
    expect(good.body.data?.callback_url, JSON.stringify(good.body)).toBe(
      `${ORIGIN}/payment_done/1`,
    );
  });

  it("refuses a complaint on another tenant's reservation", async () => {
    const theirs = tenantReservation('accepted').id;
    const form = {
      subject: 'شكوى',
      reason: 'لم يتم تأكيد الحجز رغم الدفع',
      reservation_id: String(theirs),
    };
    const res = await call('post', '/ordinaries/complaints', { as: 'tenant2', form });
    expect(res.status).toBe(422);
    expect(res.body.errors.reservation_id).toBeDefined();
    expect((await call('post', '/ordinaries/complaints', { ...T, form })).status).toBe(201);
  });

  it('keeps at most five current offers on a unit', async () => {
    const unit = demoUnit().id;
    const live = db()
      .offers.findMany((q) => q.where({ owner_id: 2 }))
      .filter(
        (o) =>
          (o.unit_ids.length === 0 || o.unit_ids.includes(unit)) &&
          o.end_date.slice(0, 10) >= day(0),
      );
    const offer = (i: number) => ({
      name: `عرض ${i}`,
      type: 'percentage',
      value: 5,
      start_date: day(1),
      end_date: day(30),
      unit_ids: [unit],
      price_types: ['all'],
      is_active: true,
    });
    const statuses: number[] = [];
    for (let i = live.length; i <= 5; i++)
      statuses.push((await call('post', '/user/offers', { ...L, body: offer(i) })).status);
    expect(statuses.at(-1)).toBe(422);
    expect(statuses.slice(0, -1).every((s) => s === 201)).toBe(true);
    const unitAnswer = await call('get', `/user/units/${unit}`, L);
    for (const p of unitAnswer.body.data.prices) expect(p.offers.length).toBeLessThanOrEqual(5);
  });

  it('keeps search_data.area_range.min at 1 or more after a draft office', async () => {
    await call('post', '/user/offices', {
      ...L,
      body: { is_draft: true, name: 'مسودة', category: 'private_office' },
    });
    const res = await call('get', '/user/settings/search_data', L);
    expect(res.body.data.area_range.min).toBeGreaterThanOrEqual(1);
  });
});
