import { describe, expect, it } from 'vitest';
import { allowedActions, needsReason } from './reservation-actions';

describe('allowedActions', () => {
  it('offers accept, reject and cancel on a pending order', () => {
    expect(allowedActions('pending', false)).toEqual(['accept', 'reject', 'cancel']);
  });
  it('offers the transfer actions only when a bank payment awaits confirmation', () => {
    expect(allowedActions('processing', true)).toContain('confirmTransfer');
    expect(allowedActions('processing', false)).not.toContain('confirmTransfer');
  });
  it('offers nothing on a closed order', () => {
    for (const s of ['finished', 'cancelled', 'rejected', 'complete'] as const)
      expect(allowedActions(s, true)).toEqual([]);
  });
  it('asks a reason for refusals only', () => {
    expect(needsReason('accept')).toBe(false);
    expect(needsReason('reject')).toBe(true);
  });
});
