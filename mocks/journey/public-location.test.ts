// @vitest-environment node
// Approximate location in public: search, details, similar offices, deals, home and
// favourites answer the public with the office's point moved by 0.0005–0.00069 degrees (the
// same on every request) and no street; the owner and a tenant with a confirmed reservation
// get the exact point and the street. "Near me" sorts by distance to the public point.
import '../testing/node-storage';
import { describe, expect, it } from 'vitest';
import { approximateLocation, isConfirmedReservation, MAP_JITTER_RANGE } from '@/domain';
import { serveEmbeddedBackend } from '../../tests/setup/msw';
import { getStore } from '../backend';
import { DEMO_LESSOR, DEMO_TENANT } from '../demo-accounts';
import type { OfficeRow } from '../db/schema';
import { isPublic } from '../services/public-offices';
import { call } from '../testing/api';
import { login } from './helpers';

serveEmbeddedBackend();

type Point = { lat: number; lng: number };
const exactOf = (o: OfficeRow): Point => ({ lat: o.lat, lng: o.lng });

function expectBlurred(seen: Point, exact: Point) {
  for (const d of [Math.abs(seen.lat - exact.lat), Math.abs(seen.lng - exact.lng)]) {
    expect(d).toBeGreaterThanOrEqual(MAP_JITTER_RANGE.min - 1e-6);
    expect(d).toBeLessThanOrEqual(MAP_JITTER_RANGE.max + 1e-6);
  }
}

/** A public office of the demo lessor where the demo tenant holds a confirmed reservation. */
function confirmedOffice(tenantId: number): OfficeRow {
  const { db } = getStore();
  const r = db.reservations.findFirst((q) =>
    q.where((x) => x.tenant_id === tenantId && isConfirmedReservation(x.status)),
  );
  expect(r, 'the seed gives the demo tenant a confirmed reservation').toBeTruthy();
  return db.offices.findFirst((q) => q.where({ id: r!.office_id }))!;
}

describe('approximate location in public answers', () => {
  it('gives the public a fixed approximate point and no street on every public answer', async () => {
    const { db } = getStore();
    const o = db.offices.findMany((q) => q.where((x) => isPublic(x)))[0];
    const first = await call('get', `/public/offices/${o.id}`);
    const again = await call('get', `/public/offices/${o.id}`);
    expect(first.status).toBe(200);
    expect(first.body.data.location_approximate).toBe(true);
    expect(first.body.data.street).toBeUndefined();
    expectBlurred(first.body.data.location, exactOf(o));
    expect(again.body.data.location).toEqual(first.body.data.location);
    expect(first.body.data.location).toEqual(approximateLocation(o.id, exactOf(o)));

    const search = await call('get', '/public/offices', { query: { per_page: 50 } });
    expect(search.body.data.data.length).toBeGreaterThan(0);
    for (const s of search.body.data.data as Array<{ id: number; location: Point }>) {
      const row = db.offices.findFirst((q) => q.where({ id: s.id }))!;
      expectBlurred(s.location, exactOf(row));
    }
    const similar = await call('get', `/public/offices/${o.id}/similar`);
    for (const s of similar.body.data as Array<{ location_approximate: boolean }>) {
      expect(s.location_approximate).toBe(true);
    }
    const home = await call('get', '/public/home');
    for (const s of home.body.data.featured_offices as Array<{ location_approximate: boolean }>) {
      expect(s.location_approximate).toBe(true);
    }
  });

  it('gives the owner the exact point and the street, on the public page too', async () => {
    const { token } = await login(DEMO_LESSOR.phone);
    const o = getStore().db.offices.findFirst((q) =>
      q.where((x) => x.owner_id === 2 && isPublic(x)),
    )!;
    const page = await call('get', `/public/offices/${o.id}`, { token });
    expect(page.body.data.location).toEqual(exactOf(o));
    expect(page.body.data.location_approximate).toBe(false);
    expect(page.body.data.street).toBeTruthy();
    const own = await call('get', `/user/offices/${o.id}`, { token });
    expect(own.body.data.location).toEqual(exactOf(o));
  });

  it('gives a tenant the exact point only where a reservation is confirmed', async () => {
    const { token } = await login(DEMO_TENANT.phone);
    const tenantId = getStore().db.users.findFirst((q) =>
      q.where({ phone: DEMO_TENANT.phoneE164 }),
    )!.id;
    const mine = confirmedOffice(tenantId);
    const page = await call('get', `/public/offices/${mine.id}`, { token });
    expect(page.body.data.location).toEqual(exactOf(mine));
    expect(page.body.data.street).toBeTruthy();
    // An office where this tenant has no confirmed reservation stays approximate.
    const booked = new Set(
      getStore()
        .db.reservations.findMany((q) =>
          q.where((x) => x.tenant_id === tenantId && isConfirmedReservation(x.status)),
        )
        .map((r) => r.office_id),
    );
    const other = getStore().db.offices.findFirst((q) =>
      q.where((x) => isPublic(x) && !booked.has(x.id)),
    )!;
    const elsewhere = await call('get', `/public/offices/${other.id}`, { token });
    expect(elsewhere.body.data.location_approximate).toBe(true);
    expectBlurred(elsewhere.body.data.location, exactOf(other));
    // Another lessor is the public too.
    const anon = await call('get', `/public/offices/${mine.id}`);
    expect(anon.body.data.location_approximate).toBe(true);
  });

  it('sorts by distance with near, and refuses a bad near or sort=distance without it', async () => {
    const riyadh = '24.7136,46.6753';
    const res = await call('get', '/public/offices', { query: { near: riyadh, per_page: 50 } });
    expect(res.status).toBe(200);
    const km = (res.body.data.data as Array<{ distance_km: number }>).map((s) => s.distance_km);
    expect(km.length).toBeGreaterThan(1);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect((await call('get', '/public/offices', { query: { near: 'x' } })).status).toBe(422);
    const noNear = await call('get', '/public/offices', { query: { sort: 'distance' } });
    expect(noNear.status).toBe(422);
  });
});
