import { describe, expect, it } from 'vitest';
import { formatBbox, inBbox, parseBbox } from './bbox';

describe('bbox', () => {
  it('reads four ordered, in-range numbers and writes them back', () => {
    const b = parseBbox('46.55,24.6,46.8,24.85');
    expect(b).toEqual({ minLng: 46.55, minLat: 24.6, maxLng: 46.8, maxLat: 24.85 });
    expect(formatBbox(b!)).toBe('46.55,24.6,46.8,24.85');
    expect(formatBbox({ minLng: 46.123456789, minLat: 24, maxLng: 47, maxLat: 25 })).toBe(
      '46.12346,24,47,25',
    );
  });

  it('refuses anything else', () => {
    for (const bad of [
      '',
      '46,24,47',
      '46,24,47,25,1',
      '47,24,46,25', // min after max
      '46,25,47,25', // empty
      '46,24,200,25',
      '46,-95,47,25',
      '46,24,47,x',
      '1e3,24,47,25',
    ])
      expect(parseBbox(bad)).toBeUndefined();
    expect(parseBbox(undefined)).toBeUndefined();
  });

  it('knows what is inside, edges included', () => {
    const b = parseBbox('46,24,47,25')!;
    expect(inBbox(b, { lng: 46.5, lat: 24.5 })).toBe(true);
    expect(inBbox(b, { lng: 46, lat: 25 })).toBe(true);
    expect(inBbox(b, { lng: 45.99, lat: 24.5 })).toBe(false);
    expect(inBbox(b, { lng: 46.5, lat: 25.01 })).toBe(false);
  });
});
