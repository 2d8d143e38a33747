import { describe, expect, it } from 'vitest';
import { RESERVATION_STATUSES } from '../db/schema';
import { allowedNext, canTransition, RESERVATION_TRANSITIONS } from './transitions';

describe('reservation transitions', () => {
  it('covers every status and ends in terminal states', () => {
    expect(Object.keys(RESERVATION_TRANSITIONS).sort()).toEqual([...RESERVATION_STATUSES].sort());
    for (const terminal of ['finished', 'cancelled', 'rejected'] as const)
      expect(allowedNext(terminal, 'lessor')).toEqual([]);
  });
  it('lets a lessor accept or reject a pending order but not finish it', () => {
    expect(canTransition('pending', 'accepted', 'lessor')).toBe(true);
    expect(canTransition('pending', 'rejected', 'lessor')).toBe(true);
    expect(canTransition('pending', 'finished', 'lessor')).toBe(false);
  });
  it('keeps a tenant from confirming their own bank transfer', () => {
    expect(canTransition('processing', 'accepted', 'tenant')).toBe(false);
  });
});
