import { describe, expect, it } from 'vitest';
import { isInsideSaudiArabia, SEA_TOLERANCE_KM } from './geo';

// Real places by their published coordinates: coastal cities, seafronts (reclaimed corniches
// that Natural Earth's coast puts "at sea") and border towns are inside; the neighbours just
// across the water or the border are outside.
describe('inside Saudi Arabia (Natural Earth 1:10m, a small tolerance at sea)', () => {
  it.each([
    ['Riyadh', 24.7136, 46.6753],
    ['Tabuk', 28.3835, 36.5662],
    ['Abha', 18.2164, 42.5053],
    ['Jeddah corniche', 21.5826, 39.1085],
    ['Jeddah, Al Hamra corniche', 21.5433, 39.1056],
    ['the seed Dammam office', 26.466041, 50.10808],
    ['Dammam corniche', 26.44, 50.115],
    ['Khobar corniche', 26.292, 50.2197],
    ['Khobar water tower', 26.3018, 50.2215],
    ['Qatif', 26.565, 50.012],
    ['Ras Tanura', 26.6439, 50.1583],
    ['Jubail', 27.0046, 49.646],
    ['Al Khafji', 28.4391, 48.4913],
    ['Jizan corniche', 16.8892, 42.5511],
    ['Farasan', 16.702, 42.118],
    ['Yanbu', 24.0895, 38.0618],
    ['Umluj', 25.0213, 37.2685],
    ['Al Wajh', 26.237, 36.466],
    ['Haql', 29.2895, 34.9366],
  ])('%s is inside', (_name, lat, lng) => expect(isInsideSaudiArabia({ lat, lng })).toBe(true));

  it.each([
    ['Manama, Bahrain', 26.2285, 50.586],
    ['Budaiya, west coast of Bahrain', 26.215, 50.445],
    ['Aqaba, Jordan', 29.5321, 35.0063],
    ['Eilat', 29.5577, 34.9519],
    ['Taba, Egypt', 29.4925, 34.896],
    ['Kuwait, Nuwaiseeb', 28.59, 48.41],
    ['Kuwait City', 29.3759, 47.9774],
    ['Doha', 25.2854, 51.531],
    ['Dubai', 25.2048, 55.2708],
    ['Amman', 31.9454, 35.9284],
    ['Sanaa', 15.3694, 44.191],
    ['Port Sudan', 19.6158, 37.2164],
    ['Cairo', 30.0444, 31.2357],
    ['the middle of the Red Sea', 22.0, 38.0],
    ['the middle of the Gulf', 27.0, 51.0],
  ])('%s is outside', (_name, lat, lng) => expect(isInsideSaudiArabia({ lat, lng })).toBe(false));

  it('accepts a few km at sea off the coast, not more', () => {
    expect(SEA_TOLERANCE_KM).toBeLessThanOrEqual(3);
    // Due west of Jeddah's coast (~39.10 E): 1 km out is inside, 10 km out is not.
    expect(isInsideSaudiArabia({ lat: 21.5, lng: 39.15 - 0.01 })).toBe(true);
    expect(isInsideSaudiArabia({ lat: 21.5, lng: 39.05 })).toBe(false);
  });

  it('refuses non-finite coordinates', () => {
    expect(isInsideSaudiArabia({ lat: Number.NaN, lng: 46 })).toBe(false);
  });
});
