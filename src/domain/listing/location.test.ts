import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAP_JITTER_RANGE } from '../rules';
import { approximateLocation, distanceKm, formatNear, parseNear } from './location';

describe('approximateLocation', () => {
  it('moves each coordinate by 0.0005–0.00069 degrees, the same way on every call', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.double({ min: 16, max: 32, noNaN: true }),
        fc.double({ min: 35, max: 55, noNaN: true }),
        (id, lat, lng) => {
          const p = approximateLocation(id, { lat, lng });
          for (const d of [Math.abs(p.lat - lat), Math.abs(p.lng - lng)]) {
            // 6-decimal rounding of the answer: half a micro-degree either way.
            expect(d).toBeGreaterThanOrEqual(MAP_JITTER_RANGE.min - 1e-6);
            expect(d).toBeLessThanOrEqual(MAP_JITTER_RANGE.max + 1e-6);
          }
          expect(approximateLocation(id, { lat, lng })).toEqual(p);
        },
      ),
    );
  });

  it('differs between offices', () => {
    const at = { lat: 24.7, lng: 46.7 };
    const points = new Set(
      Array.from({ length: 50 }, (_, i) => JSON.stringify(approximateLocation(i + 1, at))),
    );
    expect(points.size).toBeGreaterThan(45);
  });
});

describe('distanceKm', () => {
  it('measures Riyadh to Jeddah at about 850 km and a point to itself at 0', () => {
    const riyadh = { lat: 24.7136, lng: 46.6753 };
    expect(distanceKm(riyadh, { lat: 21.4858, lng: 39.1925 })).toBeCloseTo(848, -1);
    expect(distanceKm(riyadh, riyadh)).toBe(0);
  });
});

describe('near', () => {
  it('reads and writes lat,lng; refuses anything else', () => {
    expect(parseNear('24.7136,46.6753')).toEqual({ lat: 24.7136, lng: 46.6753 });
    expect(formatNear({ lat: 24.713612, lng: 46.675345 })).toBe('24.7136,46.6753');
    for (const bad of ['', '24.7', 'a,b', '95,46', '24,190', '24.7,46.7,1']) {
      expect(parseNear(bad)).toBeUndefined();
    }
  });
});
