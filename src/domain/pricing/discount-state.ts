// What "active" means for a lessor's offer or coupon (spec section 4): switched on (status
// "1"), now within its start and end, and, for a coupon, uses left. The lessor's lists show
// this state rather than the bare on/off switch, so an expired or used-up discount never
// reads "active". Dates without a time are whole Saudi calendar days: an offer ending on
// the 30th is active through that day.
import dayjs from 'dayjs';
import { isOfferActive } from './offers';

export const DISCOUNT_STATES = ['active', 'scheduled', 'expired', 'used_up', 'paused'] as const;
export type DiscountState = (typeof DISCOUNT_STATES)[number];

export interface DiscountWindow {
  is_active: boolean;
  start: string;
  end: string;
  /** Coupons: uses spent and allowed. */
  used_count?: number;
  max_uses?: number;
}

const dateOnly = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);

export function discountState(d: DiscountWindow, now: Date | string = new Date()): DiscountState {
  const start = dateOnly(d.start) ? dayjs(d.start).startOf('day') : dayjs(d.start);
  const end = dateOnly(d.end) ? dayjs(d.end).endOf('day') : dayjs(d.end);
  if (d.max_uses !== undefined && (d.used_count ?? 0) >= d.max_uses) return 'used_up';
  if (!d.is_active) return 'paused';
  const current = dayjs(now);
  if (!end.isAfter(current, 'minute')) return 'expired';
  // The same rule as an offer on a price option (one reading of "active", spec section 4).
  const on = isOfferActive(
    {
      status: '1',
      start_date: start.toISOString(),
      end_date: end.toISOString(),
      discount: 0,
      type_discount: 'percent',
    },
    current.toDate(),
  );
  return on ? 'active' : 'scheduled';
}

/** An offer of the lessor's list (contract Offer). */
export const offerState = (
  o: { is_active: boolean; start_date: string; end_date: string },
  now?: Date | string,
) => discountState({ is_active: o.is_active, start: o.start_date, end: o.end_date }, now);

/** A coupon of the lessor's list (contract Coupon): used up wins over everything. */
export const couponState = (
  c: {
    is_active: boolean;
    active_from: string;
    active_to: string;
    used_count?: number;
    max_uses: number;
  },
  now?: Date | string,
) =>
  discountState(
    {
      is_active: c.is_active,
      start: c.active_from,
      end: c.active_to,
      used_count: c.used_count ?? 0,
      max_uses: c.max_uses,
    },
    now,
  );
