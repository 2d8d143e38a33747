// @vitest-environment node
// Lists behave like a real server: paging fields, the contract's filters and sorts,
// newest first by created_at, and 422 for query parameters the contract rejects.
import './testing/node-storage';
import { beforeEach, describe, expect, it } from 'vitest';
import { serveEmbeddedBackend } from '../tests/setup/msw';
import { call, seedSessions } from './testing/api';

serveEmbeddedBackend();

beforeEach(async () => {
  await seedSessions();
});

describe('lists', () => {
  it('pages with total/current_page/per_page/last_page and an empty page past the end', async () => {
    const first = await call('get', '/public/offices', { query: { per_page: 5 } });
    const { total, per_page, last_page, current_page, data } = first.body.data;
    expect([per_page, current_page, data.length]).toEqual([5, 1, 5]);
    expect(last_page).toBe(Math.ceil(total / 5));
    const past = await call('get', '/public/offices', {
      query: { per_page: 5, page: last_page + 1 },
    });
    expect(past.body.data.data).toEqual([]);
    expect(past.body.data.total).toBe(total);
  });

  it('rejects query parameters outside the contract with 422', async () => {
    const res = await call('get', '/public/offices', {
      query: { per_page: 1000, sort: 'cheapest' },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['per_page', 'sort']);
  });

  it('filters and sorts the search', async () => {
    const res = await call('get', '/public/offices', {
      query: { category: 'meeting_room', sort: 'price_asc', per_page: 100 },
    });
    const rows = res.body.data.data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((o: { category: string }) => o.category === 'meeting_room')).toBe(true);
    const prices = rows.map(
      (o: { price_from: number; price_after_offer?: number }) =>
        o.price_after_offer ?? o.price_from,
    );
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const deals = await call('get', '/public/deals', { query: { per_page: 100 } });
    expect(deals.body.data.data.every((o: { has_offer: boolean }) => o.has_offer)).toBe(true);
    const text = await call('get', '/public/offices', { query: { q: 'Khobar', per_page: 100 } });
    expect(text.body.data.data.every((o: { city_name: string }) => o.city_name === 'الخبر')).toBe(
      true,
    );
  });

  // Issue 11, defect 8: a daily search showed hourly prices and sorted them against daily ones.
  it('prices the cards in the period searched and sorts like with like', async () => {
    type Card = { price_from: number; price_type: number; price_after_offer?: number };
    const shown = (o: Card) => o.price_after_offer ?? o.price_from;
    const daily = await call('get', '/public/offices', {
      query: { type_res_id: 2, sort: 'price_asc', per_page: 100 },
    });
    const rows: Card[] = daily.body.data.data;
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.map((o) => o.price_type)).toEqual(rows.map(() => 2));
    expect([...rows.map(shown)].sort((a, b) => a - b)).toEqual(rows.map(shown));
    // Without a period, the price orders go period by period (hour, day, week, month, year).
    const all = await call('get', '/public/offices', {
      query: { sort: 'price_desc', per_page: 100 },
    });
    const cards: Card[] = all.body.data.data;
    const rank = [1, 2, 5, 3, 4];
    const key = (o: Card) => rank.indexOf(o.price_type);
    expect(new Set(cards.map((o) => o.price_type)).size).toBeGreaterThan(1);
    for (let i = 1; i < cards.length; i++) {
      const [a, b] = [cards[i - 1], cards[i]];
      expect(key(a) < key(b) || (key(a) === key(b) && shown(a) >= shown(b))).toBe(true);
    }
  });

  it('lists invoices newest first and filters the business tabs by status', async () => {
    const tenant = await call('get', '/ordinaries/invoices', { as: 'tenant', query: { page: 1 } });
    const dates = tenant.body.data.data.map((i: { created_at: string }) => i.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const partial = await call('get', '/user/invoices', {
      as: 'lessor',
      query: { status: 'partial' },
    });
    expect(partial.body.data.total).toBeGreaterThan(0);
    expect(
      partial.body.data.data.every(
        (i: { invoice_status: string }) => i.invoice_status === 'partial',
      ),
    ).toBe(true);
  });

  it('searches the lessor orders by customer name and status', async () => {
    const all = await call('get', '/user/reservations', { as: 'lessor', query: { per_page: 100 } });
    const name = all.body.data.data[0].tenant.name as string;
    const found = await call('get', '/user/reservations', {
      as: 'lessor',
      query: { customer: name.split(' ')[0], per_page: 100 },
    });
    expect(
      found.body.data.data.every((r: { tenant: { name: string } }) =>
        r.tenant.name.includes(name.split(' ')[0]),
      ),
    ).toBe(true);
    const cancelled = await call('get', '/user/reservations', {
      as: 'lessor',
      query: { status: 'cancelled' },
    });
    expect(
      cancelled.body.data.data.every((r: { status: string }) => r.status === 'cancelled'),
    ).toBe(true);
  });

  it('searches a map area (bbox): only offices placed inside it; a reversed area is a 422', async () => {
    const all = (await call('get', '/public/offices', { query: { per_page: 100 } })).body.data;
    const placed = all.data.filter((o: { location?: unknown }) => o.location);
    const first = placed[0].location as { lat: number; lng: number };
    const bbox = [first.lng - 0.05, first.lat - 0.05, first.lng + 0.05, first.lat + 0.05].join(',');
    const inside = (await call('get', '/public/offices', { query: { per_page: 100, bbox } })).body
      .data;
    expect(inside.total).toBeGreaterThan(0);
    expect(inside.total).toBeLessThan(all.total);
    for (const o of inside.data as Array<{ location: { lat: number; lng: number } }>) {
      expect(Math.abs(o.location.lat - first.lat)).toBeLessThanOrEqual(0.05);
      expect(Math.abs(o.location.lng - first.lng)).toBeLessThanOrEqual(0.05);
    }
    const deals = await call('get', '/public/deals', { query: { bbox } });
    expect(deals.status).toBe(200);
    const reversed = await call('get', '/public/offices', { query: { bbox: '47,25,46,24' } });
    expect(reversed.status).toBe(422);
    expect(Object.keys(reversed.body.errors)).toEqual(['bbox']);
  });
});
