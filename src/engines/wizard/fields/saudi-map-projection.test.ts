import { describe, expect, it } from 'vitest';
import { isInsideSaudiArabia } from '@schemas/lib/geo';
import { MAP_HEIGHT, MAP_WIDTH, project, unproject } from './saudi-map-projection';

describe('Saudi map projection', () => {
  it('round-trips a point and keeps the country inside the viewBox', () => {
    const riyadh = { lat: 24.7136, lng: 46.6753 };
    const p = project(riyadh);
    expect(p.x).toBeGreaterThan(0);
    expect(p.x).toBeLessThan(MAP_WIDTH);
    expect(p.y).toBeGreaterThan(0);
    expect(p.y).toBeLessThan(MAP_HEIGHT);
    const back = unproject(p.x, p.y);
    expect(back.lat).toBeCloseTo(riyadh.lat, 3);
    expect(back.lng).toBeCloseTo(riyadh.lng, 3);
    expect(isInsideSaudiArabia(back)).toBe(true);
  });
});
