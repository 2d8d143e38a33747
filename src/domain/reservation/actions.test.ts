import { describe, expect, it } from 'vitest';
import { reservationStatusValues } from '@/api/generated/apiback';
import {
  allowedActions,
  allowedNext,
  canTransition,
  HOLDS_DAYS,
  holdsDays,
  isCalledOff,
  isRunning,
  mayPay,
  RESERVATION_MOVES,
} from './actions';
import { isEarned } from '../reports/revenue';

describe('reservation moves', () => {
  it('covers every status of the contract and ends in terminal states', () => {
    expect(Object.keys(RESERVATION_MOVES).sort()).toEqual([...reservationStatusValues].sort());
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
  it('lets only the system mark a bank receipt as sent', () => {
    // ... and cancel a request to book the lessor left unanswered.
    expect(allowedNext('pending', 'system')).toEqual(['processing', 'accepted', 'cancelled']);
    expect(canTransition('pending', 'processing', 'lessor')).toBe(false);
  });
});

describe('allowedActions (the lessor order screen)', () => {
  it('offers one button per lessor move that has one, in the table order', () => {
    expect(allowedActions('pending', false)).toEqual(['accept', 'reject', 'cancel']);
    expect(allowedActions('processing', true)).toEqual([
      'confirmTransfer',
      'rejectTransfer',
      'reject',
      'cancel',
    ]);
    expect(allowedActions('accepted', false)).toEqual(['complete', 'cancel']);
    expect(allowedActions('active', false)).toEqual(['complete']);
  });
  it('hides the transfer buttons when no bank payment awaits confirmation', () => {
    expect(allowedActions('processing', false)).toEqual(['reject', 'cancel']);
  });
  it('offers only moves the backend accepts from the lessor', () => {
    const target: Record<string, string> = {
      accept: 'accepted',
      reject: 'rejected',
      cancel: 'cancelled',
      complete: 'complete',
      confirmTransfer: 'accepted',
      rejectTransfer: 'pending',
    };
    for (const status of reservationStatusValues)
      for (const action of allowedActions(status, true))
        expect(
          canTransition(status, target[action] as never, 'lessor'),
          `${status} ${action}`,
        ).toBe(true);
  });
});

describe('which bookings hold their days', () => {
  it('holds them from the request until done, frees them when called off', () => {
    expect(HOLDS_DAYS).toEqual(['pending', 'processing', 'accepted', 'active', 'complete']);
    expect(holdsDays('cancelled')).toBe(false);
    expect(holdsDays('rejected')).toBe(false);
    expect(holdsDays('finished')).toBe(false);
  });

  it('counts a booking as running until the lessor marks it done', () => {
    expect(isRunning('active')).toBe(true);
    expect(isRunning('processing')).toBe(true);
    expect(isRunning('complete')).toBe(false);
    expect(isRunning('cancelled')).toBe(false);
  });
});

describe('called off, earned, payable: each status in one list', () => {
  it('sorts every contract status: called off, earned, or still on the way', () => {
    const calledOff = reservationStatusValues.filter(isCalledOff);
    const earned = reservationStatusValues.filter(isEarned);
    expect(calledOff.sort()).toEqual(['cancelled', 'rejected']);
    expect(earned.sort()).toEqual(['accepted', 'active', 'complete', 'finished']);
    // A called-off booking never earns nor holds days.
    for (const s of calledOff) expect(isEarned(s) || holdsDays(s)).toBe(false);
  });

  it('lets the tenant pay while something is left on a pending, accepted or active booking', () => {
    const payable = reservationStatusValues.filter((status) =>
      mayPay({ status, remaining_amount: 100 }),
    );
    expect(payable.sort()).toEqual(['accepted', 'active', 'pending']);
    expect(mayPay({ status: 'accepted', remaining_amount: 0 })).toBe(false);
  });
});
