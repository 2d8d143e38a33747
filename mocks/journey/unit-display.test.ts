// @vitest-environment node
// A unit's display status (spec section 3, "privacy or display status"): a unit its lessor
// hides is neither listed to tenants nor bookable, stays in the lessor's own list, and comes
// back when shown again.
import '../testing/node-storage';
import { describe, expect, it } from 'vitest';
import { serveEmbeddedBackend } from '../../tests/setup/msw';
import { DEMO_LESSOR, DEMO_TENANT } from '../demo-accounts';
import { call } from '../testing/api';
import { askQuote, book, day, login } from './helpers';

serveEmbeddedBackend();

const UNIT = 1; // a published unit of the demo lessor with a daily price
const booking = { unit_id: UNIT, type_res_id: 2, start_date: day(140), end_date: day(142) };

describe('hiding a unit', () => {
  it('takes it out of the public office and the booking, and showing it brings it back', async () => {
    const lessor = await login(DEMO_LESSOR.phone);
    const tenant = await login(DEMO_TENANT.phone);
    const before = await call('get', `/public/units/${UNIT}`);
    expect(before.status).toBe(200);
    const officeId = before.body.data.office_id;
    const unitIds = async () =>
      (await call('get', `/public/offices/${officeId}`)).body.data.units.map(
        (u: { id: number }) => u.id,
      );
    expect(await unitIds()).toContain(UNIT);

    const hidden = await call('patch', `/user/units/${UNIT}/display-status`, {
      token: lessor.token,
      body: { display_status: 'not_published' },
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body.data.display_status).toBe('not_published');

    expect((await call('get', `/public/units/${UNIT}`)).status).toBe(404);
    expect(await unitIds()).not.toContain(UNIT);
    const quote = await askQuote(tenant.token, booking);
    expect(quote.status).toBe(422);
    expect(quote.body.errors.unit_id).toBeDefined();
    const booked = await book(tenant.token, { ...booking, pay_mode: 'full', accept_terms: true });
    expect(booked.status).toBe(422);
    // The lessor still sees it, as hidden.
    const mine = await call('get', `/user/offices/${officeId}/units`, { token: lessor.token });
    expect(mine.body.data.data.find((u: { id: number }) => u.id === UNIT)?.display_status).toBe(
      'not_published',
    );

    await call('patch', `/user/units/${UNIT}/display-status`, {
      token: lessor.token,
      body: { display_status: 'published' },
    });
    expect((await call('get', `/public/units/${UNIT}`)).status).toBe(200);
    expect(await unitIds()).toContain(UNIT);
    const again = await askQuote(tenant.token, booking);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });

  it('is the owner’s to change: another lessor gets 404, a tenant 403', async () => {
    const tenant = await login(DEMO_TENANT.phone);
    const other = await login('0500000003');
    const body = { display_status: 'not_published' };
    expect(
      (await call('patch', `/user/units/${UNIT}/display-status`, { token: tenant.token, body }))
        .status,
    ).toBe(403);
    expect(
      (await call('patch', `/user/units/${UNIT}/display-status`, { token: other.token, body }))
        .status,
    ).toBe(404);
  });
});
