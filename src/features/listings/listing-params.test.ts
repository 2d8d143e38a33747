import { describe, expect, it } from 'vitest';
import { activeFilterCount, readFilters, toApiQuery, writeFilters } from './listing-params';

describe('listing filters in the URL', () => {
  it('reads the home search (q, category) and drops unknown or invalid values', () => {
    const f = readFilters(
      new URLSearchParams('q= العليا &category=meeting_room&type=castle&price_min=abc&page=0'),
    );
    expect(f).toMatchObject({ q: 'العليا', category: 'meeting_room', page: 1, features: [] });
    expect(f.type).toBeUndefined();
    expect(f.price_min).toBeUndefined();
  });

  it('normalises Arabic-Indic digits and keeps repeated features once', () => {
    const f = readFilters(
      new URLSearchParams('price_max=٥٠٠&capacity=٤&features=2&features=3,2&type_res_id=3'),
    );
    expect(f).toMatchObject({ price_max: 500, capacity: 4, features: [2, 3], type_res_id: 3 });
  });

  it('round-trips through writeFilters, omitting page 1', () => {
    const sp = new URLSearchParams(
      'city_id=1&start_date=2026-12-01&end_date=2026-12-05&features=4&sort=price_asc&page=2',
    );
    const f = readFilters(sp);
    expect(readFilters(writeFilters(f))).toEqual(f);
    expect(writeFilters({ ...f, page: 1 }).has('page')).toBe(false);
  });

  it('builds the API query with the page size and counts drawer filters', () => {
    const f = readFilters(
      new URLSearchParams('q=x&price_min=10&price_max=99&features=1&sort=rating'),
    );
    expect(toApiQuery(f)).toEqual({
      q: 'x',
      price_min: 10,
      price_max: 99,
      sort: 'rating',
      features: [1],
      page: 1,
      per_page: 12,
    });
    expect(activeFilterCount(f)).toBe(2);
  });

  it('keeps the searched map area in the address bar and sends it, not counted as a drawer filter', () => {
    const f = readFilters(new URLSearchParams('bbox=46.550000,24.6,46.8,24.85&category=desk'));
    expect(f.bbox).toBe('46.55,24.6,46.8,24.85');
    expect(writeFilters(f).get('bbox')).toBe('46.55,24.6,46.8,24.85');
    expect(toApiQuery(f).bbox).toBe('46.55,24.6,46.8,24.85');
    expect(activeFilterCount(f)).toBe(1);
    for (const bad of ['47,24,46,25', '46,24,47', 'x'])
      expect(readFilters(new URLSearchParams({ bbox: bad })).bbox).toBeUndefined();
  });

  it('keeps a readable near-me position and drops sort=distance without one', () => {
    const f = readFilters(new URLSearchParams('near=24.713612,46.675345&sort=distance'));
    expect(f).toMatchObject({ near: '24.7136,46.6753', sort: 'distance' });
    expect(toApiQuery(f)).toMatchObject({ near: '24.7136,46.6753', sort: 'distance' });
    expect(activeFilterCount(f)).toBe(0);
    const bad = readFilters(new URLSearchParams('near=here&sort=distance'));
    expect(bad.near).toBeUndefined();
    expect(bad.sort).toBeUndefined();
  });
});
