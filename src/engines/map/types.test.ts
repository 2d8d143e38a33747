import { describe, expect, it } from 'vitest';
import { formatSar } from '@/domain';
import { labelDirection, pinName } from './types';

describe('labelDirection (a price pin reads as the card does)', () => {
  it('writes an Arabic amount right to left and an English one left to right', () => {
    expect(labelDirection(formatSar(1250, 'ar', { decimals: 0 }))).toBe('rtl');
    expect(labelDirection(formatSar(1250, 'en', { decimals: 0 }))).toBe('ltr');
    expect(labelDirection('1,250')).toBe('ltr');
  });
});

describe('pinName (WCAG 2.5.3: the accessible name holds the visible label)', () => {
  it('starts with the price shown on the pin, then the place', () => {
    const label = formatSar(1250, 'en', { decimals: 0 });
    const name = pinName({ id: 1, lat: 24, lng: 46, label, title: 'Private office, Riyadh' });
    expect(name).toBe(`${label} · Private office, Riyadh`);
    expect(pinName({ id: 1, lat: 24, lng: 46, title: 'Riyadh' })).toBe('Riyadh');
  });
});
