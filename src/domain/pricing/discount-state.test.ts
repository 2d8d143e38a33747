import { describe, expect, it } from 'vitest';
import { couponState, offerState } from './discount-state';

const now = new Date('2026-11-21T12:00:00+03:00');

describe('offer and coupon state (section 4: active only when on and now within its dates)', () => {
  it('an offer within its dates and switched on is active; the end day counts whole', () => {
    expect(
      offerState({ is_active: true, start_date: '2026-11-01', end_date: '2026-11-30' }, now),
    ).toBe('active');
    expect(
      offerState({ is_active: true, start_date: '2026-11-21', end_date: '2026-11-21' }, now),
    ).toBe('active');
  });

  it('an expired, future or switched-off offer is not active', () => {
    expect(
      offerState({ is_active: true, start_date: '2026-10-01', end_date: '2026-11-20' }, now),
    ).toBe('expired');
    expect(
      offerState({ is_active: true, start_date: '2026-11-22', end_date: '2026-12-20' }, now),
    ).toBe('scheduled');
    expect(
      offerState({ is_active: false, start_date: '2026-11-01', end_date: '2026-11-30' }, now),
    ).toBe('paused');
  });

  it('a used-up coupon is not active, whatever its dates and switch', () => {
    const base = {
      is_active: true,
      active_from: '2026-11-01',
      active_to: '2026-11-30',
      max_uses: 5,
    };
    expect(couponState({ ...base, used_count: 4 }, now)).toBe('active');
    expect(couponState({ ...base, used_count: 5 }, now)).toBe('used_up');
    expect(couponState({ ...base, active_to: '2026-11-02', used_count: 0 }, now)).toBe('expired');
  });
});
