import { describe, expect, it } from 'vitest';
import { contractStatusValues, reservationStatusValues } from '@/api/generated/apiback';
import {
  actionTarget,
  canMoveContract,
  contractActions,
  CONTRACT_MOVES,
  isContractEditable,
  mayGetContract,
  systemMoves,
} from './lifecycle';

describe('contract lifecycle', () => {
  it('the lessor sends a draft; the tenant accepts or rejects it; the system activates', () => {
    expect(canMoveContract('draft', 'sent', 'lessor')).toBe(true);
    expect(canMoveContract('draft', 'sent', 'tenant')).toBe(false);
    expect(canMoveContract('sent', 'accepted', 'tenant')).toBe(true);
    expect(canMoveContract('sent', 'accepted', 'lessor')).toBe(false);
    expect(canMoveContract('sent', 'rejected', 'tenant')).toBe(true);
    expect(canMoveContract('accepted', 'active', 'system')).toBe(true);
    expect(canMoveContract('active', 'ended', 'lessor')).toBe(false);
  });

  it('the lessor may cancel anything still in play, nothing that is over', () => {
    for (const s of ['draft', 'sent', 'accepted', 'active'] as const)
      expect(contractActions(s, 'lessor')).toContain('cancel');
    for (const s of ['rejected', 'ended', 'cancelled'] as const) {
      expect(contractActions(s, 'lessor')).toEqual([]);
      expect(contractActions(s, 'tenant')).toEqual([]);
    }
  });

  it('offers each party its own buttons', () => {
    expect(contractActions('draft', 'lessor')).toEqual(['send', 'cancel']);
    expect(contractActions('sent', 'tenant')).toEqual(['accept', 'reject']);
    expect(contractActions('draft', 'tenant')).toEqual([]);
    expect(actionTarget('sent', 'reject')).toBe('rejected');
    expect(actionTarget('active', 'send')).toBeNull();
  });

  it('only an accepted or active booking may get a contract', () => {
    expect(reservationStatusValues.filter(mayGetContract).sort()).toEqual(['accepted', 'active']);
  });

  it('only a draft can be edited', () => {
    expect(contractStatusValues.filter(isContractEditable)).toEqual(['draft']);
  });

  it('every status of the contract has a row, and every move leads to a status', () => {
    expect(Object.keys(CONTRACT_MOVES).sort()).toEqual([...contractStatusValues].sort());
    for (const moves of Object.values(CONTRACT_MOVES))
      for (const to of Object.keys(moves)) expect(contractStatusValues).toContain(to);
  });

  it('system moves: accepted becomes active at once; active ends the day after its end', () => {
    expect(systemMoves('accepted', '2027-12-31', '2027-01-01')).toEqual(['active']);
    expect(systemMoves('active', '2027-12-31', '2027-12-31')).toEqual([]);
    expect(systemMoves('active', '2027-12-31', '2028-01-01')).toEqual(['ended']);
    expect(systemMoves('accepted', '2020-01-01', '2027-01-01')).toEqual(['active', 'ended']);
    expect(systemMoves('sent', '2020-01-01', '2027-01-01')).toEqual([]);
  });
});
