import { describe, expect, it } from 'vitest';
import { membershipYear } from './subscriptions';

describe('membership year', () => {
  it('runs from the last anniversary of the account to the day before the next', () => {
    expect(membershipYear('2024-03-10', '2026-11-24')).toEqual({
      start_date: '2026-03-10',
      end_date: '2027-03-09',
    });
    // Before this year's anniversary: still last year's membership.
    expect(membershipYear('2024-12-01', '2026-11-24')).toEqual({
      start_date: '2025-12-01',
      end_date: '2026-11-30',
    });
    // On the anniversary itself, the new year starts.
    expect(membershipYear('2025-11-24', '2026-11-24').start_date).toBe('2026-11-24');
    // An account opened this year: from its first day.
    expect(membershipYear('2026-02-01', '2026-11-24')).toEqual({
      start_date: '2026-02-01',
      end_date: '2027-01-31',
    });
  });
});
