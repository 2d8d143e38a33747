import { describe, expect, it } from 'vitest';
import { median } from './bench-lighthouse';

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones for an even count', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });
});
