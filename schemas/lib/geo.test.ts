import { describe, expect, it } from 'vitest';
import { isInsideSaudiArabia } from './geo';

describe('inside Saudi Arabia (Natural Earth 1:50m polygon)', () => {
  it.each([
    ['Riyadh', 24.7136, 46.6753],
    ['Jeddah', 21.5433, 39.1728],
    ['Dammam', 26.4207, 50.0888],
    ['Tabuk', 28.3835, 36.5662],
    ['Abha', 18.2164, 42.5053],
  ])('%s is inside', (_name, lat, lng) => expect(isInsideSaudiArabia({ lat, lng })).toBe(true));

  it.each([
    ['Dubai', 25.2048, 55.2708],
    ['Doha', 25.2854, 51.531],
    ['Manama', 26.2285, 50.586],
    ['Amman', 31.9454, 35.9284],
    ['Sanaa', 15.3694, 44.191],
    ['Red Sea', 22.0, 38.0],
    ['Cairo', 30.0444, 31.2357],
    ['Kuwait City', 29.3759, 47.9774],
  ])('%s is outside', (_name, lat, lng) => expect(isInsideSaudiArabia({ lat, lng })).toBe(false));

  it('refuses non-finite coordinates', () => {
    expect(isInsideSaudiArabia({ lat: Number.NaN, lng: 46 })).toBe(false);
  });
});
