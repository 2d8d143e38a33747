import { describe, expect, it } from 'vitest';
import { groupBounds, groupPins } from './cluster';
import type { MapPin } from './types';

const pin = (id: number, lat: number, lng: number): MapPin => ({ id, lat, lng, label: `${id}` });
// A flat projection: one unit per degree, y growing southwards as on screen.
const flat = (p: MapPin) => ({ x: p.lng, y: -p.lat });

describe('groupPins', () => {
  it('groups pins whose labels would overlap and keeps apart the ones that would not', () => {
    const riyadh = [pin(1, 24.7, 46.6), pin(2, 24.72, 46.65), pin(3, 24.75, 46.7)];
    const jeddah = pin(4, 21.5, 39.2);
    const groups = groupPins([...riyadh, jeddah], flat, 1, 0.5);
    expect(groups.map((g) => g.pins.map((p) => p.id))).toEqual([[1, 2, 3], [4]]);
    expect(groups[0]).toMatchObject({ x: 46.6, y: -24.7 });
  });

  it('separates the same pins once the view is close enough (a smaller label box)', () => {
    const riyadh = [pin(1, 24.7, 46.6), pin(2, 24.72, 46.65), pin(3, 24.75, 46.7)];
    expect(groupPins(riyadh, flat, 0.04, 0.01)).toHaveLength(3);
  });

  it('is empty for no pins', () => {
    expect(groupPins([], flat, 1, 1)).toEqual([]);
  });
});

describe('groupBounds', () => {
  it('covers every pin of the group with a margin', () => {
    const b = groupBounds([pin(1, 24.7, 46.6), pin(2, 24.8, 46.7)], 0.01);
    expect(b.south).toBeCloseTo(24.69);
    expect(b.north).toBeCloseTo(24.81);
    expect(b.west).toBeCloseTo(46.59);
    expect(b.east).toBeCloseTo(46.71);
  });
});
