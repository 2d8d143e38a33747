import { describe, expect, it } from 'vitest';
import { formatSar } from '@/domain';
import { labelDirection } from './types';

describe('labelDirection (a price pin reads as the card does)', () => {
  it('writes an Arabic amount right to left and an English one left to right', () => {
    expect(labelDirection(formatSar(1250, 'ar', { decimals: 0 }))).toBe('rtl');
    expect(labelDirection(formatSar(1250, 'en', { decimals: 0 }))).toBe('ltr');
    expect(labelDirection('1,250')).toBe('ltr');
  });
});
