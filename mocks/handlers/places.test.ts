// @vitest-environment node
// GET /public/places through the embedded backend: the query filters (Khobar's corniche,
// not Dammam's), the answer carries both languages, and a missing or too long q is a 422.
import '../testing/node-storage';
import { describe, expect, it } from 'vitest';
import { serveEmbeddedBackend } from '../../tests/setup/msw';
import { call } from '../testing/api';

serveEmbeddedBackend();

describe('searchPlaces handler', () => {
  it('answers the places the query names, in both languages', async () => {
    const res = await call('get', '/public/places', { query: { q: 'كورنيش الخبر' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        id: 'khobar-corniche',
        kind: 'landmark',
        name_ar: 'كورنيش الخبر',
        name_en: 'Khobar Corniche',
        city_ar: 'الخبر',
        city_en: 'Khobar',
        lat: 26.292,
        lng: 50.2197,
      },
    ]);
    const riyadh = await call('get', '/public/places', { query: { q: 'riyadh', limit: 3 } });
    expect(riyadh.body.data).toHaveLength(3);
    expect(riyadh.body.data[0].id).toBe('riyadh');
    for (const p of riyadh.body.data) expect(p.id).toMatch(/^riyadh|kingdom|al-faisaliah|kafd/);
  });

  it('refuses a missing or too long query', async () => {
    expect((await call('get', '/public/places')).status).toBe(422);
    expect((await call('get', '/public/places', { query: { q: 'x'.repeat(81) } })).status).toBe(
      422,
    );
  });
});
