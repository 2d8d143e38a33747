import { describe, expect, it } from 'vitest';
import { FULL_VIEW, MAX_ZOOM, focusOn, panBy, scaleBar, viewBox, zoomAt } from './map-view';
import { MAP_HEIGHT, MAP_WIDTH, project } from './saudi-map-projection';

const khobar = project({ lat: 26.292, lng: 50.2197 });

describe('outline map view', () => {
  it('zooms around a point that stays put on screen', () => {
    const v = zoomAt(FULL_VIEW, 4, khobar);
    const [x, y, w, h] = viewBox(v);
    expect(w).toBeCloseTo(MAP_WIDTH / 4);
    expect(h).toBeCloseTo(MAP_HEIGHT / 4);
    // The pin's place as a fraction of the view is what it was before the zoom...
    const before = [khobar.x / MAP_WIDTH, khobar.y / MAP_HEIGHT];
    const inner = zoomAt(v, 2, khobar);
    const [x2, y2, w2, h2] = viewBox(inner);
    const after = [(khobar.x - x2) / w2, (khobar.y - y2) / h2];
    expect(after[0]).toBeCloseTo((khobar.x - x) / w);
    expect(after[1]).toBeCloseTo((khobar.y - y) / h);
    expect(before[0]).toBeGreaterThan(0);
  });

  it('never zooms out past the country or in past the limit; out to 1 recentres', () => {
    expect(zoomAt(FULL_VIEW, 0.5, khobar)).toEqual(FULL_VIEW);
    expect(zoomAt(zoomAt(FULL_VIEW, 8, khobar), 1 / 8, khobar)).toEqual(FULL_VIEW);
    expect(zoomAt(FULL_VIEW, 10_000).z).toBe(MAX_ZOOM);
  });

  it('pans, but keeps the country in view', () => {
    const v = focusOn(project({ lat: 24.7136, lng: 46.6753 }), 8);
    expect(panBy(v, 10, -5).cx).toBeCloseTo(v.cx + 10);
    const far = panBy(v, 1e6, 1e6);
    const [x, y, w, h] = viewBox(far);
    expect(x + w).toBeCloseTo(MAP_WIDTH);
    expect(y + h).toBeCloseTo(MAP_HEIGHT);
    expect(panBy(FULL_VIEW, 50, 50)).toEqual(FULL_VIEW);
  });

  it('focuses a place at the centre', () => {
    const v = focusOn(khobar, 96);
    expect(v).toEqual({ cx: khobar.x, cy: khobar.y, z: 96 });
  });

  it('a scale bar of a round length, about a quarter of the view', () => {
    // The whole country is ~2,180 km across at this projection: a 500 km bar.
    expect(scaleBar(FULL_VIEW)).toEqual({ km: 500, share: expect.closeTo(0.23, 2) });
    const close = scaleBar(focusOn(khobar, 160));
    expect(close.km).toBe(2);
    expect(close.share).toBeGreaterThan(0.1);
    expect(close.share).toBeLessThanOrEqual(0.25);
  });
});
