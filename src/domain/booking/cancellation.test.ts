// The refund a tenant gets for cancelling, per policy and time left before arrival.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_POLICIES,
  cancellationRefund,
  REFUND_SCHEDULE,
  refundStep,
} from './cancellation';

const start = '2026-12-20T09:00:00';
const at = (hoursBefore: number) =>
  new Date(new Date(2026, 11, 20, 9, 0).getTime() - hoursBefore * 3_600_000);
const refund = (policy: 'flexible' | 'moderate' | 'strict', hoursBefore: number, paid = 100_00) =>
  cancellationRefund({ policy, status: 'accepted', startAt: start, paid, now: at(hoursBefore) });

describe('cancellation refund', () => {
  it('follows each schedule at its edges', () => {
    expect(refund('flexible', 24).percent).toBe(100);
    expect(refund('flexible', 23.9).percent).toBe(0);
    expect(refund('moderate', 120).percent).toBe(100);
    expect(refund('moderate', 119).percent).toBe(50);
    expect(refund('moderate', 24).percent).toBe(50);
    expect(refund('moderate', 23).percent).toBe(0);
    expect(refund('strict', 14 * 24).percent).toBe(100);
    expect(refund('strict', 8 * 24).percent).toBe(50);
    expect(refund('strict', 6 * 24).percent).toBe(0);
  });

  it('says when the refund drops next', () => {
    expect(refund('moderate', 200)).toMatchObject({
      nextChangeAt: '2026-12-15T09:00:00',
      nextPercent: 50,
    });
    expect(refund('moderate', 48)).toMatchObject({
      nextChangeAt: '2026-12-19T09:00:00',
      nextPercent: 0,
    });
    expect(refund('flexible', 10).nextChangeAt).toBeUndefined();
  });

  it('refunds a request not yet accepted in full, and nothing once begun or not cancellable', () => {
    const base = { policy: 'strict' as const, startAt: start, paid: 5000 };
    expect(
      cancellationRefund({ ...base, status: 'pending', awaitingAcceptance: true, now: at(1) }),
    ).toMatchObject({ cancellable: true, percent: 100, refund: 5000, kept: 0 });
    expect(cancellationRefund({ ...base, status: 'accepted', now: at(-1) })).toMatchObject({
      cancellable: false,
      blockedReason: 'started',
      refund: 0,
    });
    expect(cancellationRefund({ ...base, status: 'processing', now: at(100) })).toMatchObject({
      cancellable: false,
      blockedReason: 'status',
    });
  });

  it('never refunds more than paid, and refund + kept = paid, later never more (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CANCELLATION_POLICIES),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 60 * 24 }),
        fc.integer({ min: 1, max: 60 * 24 }),
        (policy, paid, h1, h2) => {
          const [late, early] = h1 <= h2 ? [h1, h2] : [h2, h1];
          const a = refund(policy, early, paid);
          const b = refund(policy, late, paid);
          return (
            a.refund <= paid &&
            a.refund + a.kept === paid &&
            b.refund <= a.refund &&
            b.percent <= a.percent
          );
        },
      ),
    );
  });

  it('schedules go from the most generous step down', () => {
    for (const p of CANCELLATION_POLICIES) {
      const steps = REFUND_SCHEDULE[p];
      steps.slice(1).forEach((s, i) => {
        expect(s.hoursBefore).toBeLessThan(steps[i].hoursBefore);
        expect(s.percent).toBeLessThan(steps[i].percent);
      });
      expect(refundStep(p, 0).percent).toBe(0);
    }
  });
});
