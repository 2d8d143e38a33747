// Coupon rule (spec sections 3 and 5): a coupon applies on the tenant's ARRIVAL date (not
// the booking date), to its units and the price types it lists, while uses remain. An
// invalid coupon answers "invalid Coupon !"; a valid one "Discount Successfully" plus the
// discounted amount. Field names are the contract's (Coupon, CouponCheckRequest,
// CouponCheckResult) so the embedded backend can pass its records straight in.
import type { components } from '@/api/generated/apiback';
import { periodFromTypeResId } from '@schemas/lib/booking-period';
import { msg, SPEC_MESSAGES } from '@schemas/messages';
import dayjs from 'dayjs';
import { fromHalalas, percentOf, toHalalas, type Halalas } from '../money';

type Api = components['schemas'];

/** What the rule reads of a stored coupon. */
export type CouponRule = Required<
  Pick<
    Api['CouponFields'],
    | 'code'
    | 'type'
    | 'value'
    | 'max_uses'
    | 'active_from'
    | 'active_to'
    | 'unit_ids'
    | 'price_types'
  >
> & { used_count?: number; is_active?: boolean };

export type CouponRequest = Api['CouponCheckRequest'];

export type CouponRefusal =
  'unknown' | 'inactive' | 'date' | 'used_up' | 'unit' | 'price_type' | 'amount';

export type CouponOutcome =
  | {
      ok: false;
      reason: CouponRefusal;
      message: typeof SPEC_MESSAGES.invalidCoupon;
      messageKey: string;
    }
  | {
      ok: true;
      message: typeof SPEC_MESSAGES.discountSuccessfully;
      messageKey: string;
      coupon: CouponRule;
      discountHalalas: Halalas;
      amountAfterHalalas: Halalas;
      /** The contract's answer body. */
      result: Api['CouponCheckResult'];
    };

const refuse = (reason: CouponRefusal): CouponOutcome => ({
  ok: false,
  reason,
  message: SPEC_MESSAGES.invalidCoupon,
  messageKey: msg('invalidCoupon'),
});

const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** True when `percentage` (contract) or `percent` (offers on prices) — anything else is fixed. */
export function isPercentType(type: string | undefined): boolean {
  return type === undefined || type === 'percentage' || type === 'percent';
}

/** Discount a coupon takes off an amount, in halalas, capped at the amount. */
export function couponDiscountHalalas(
  coupon: { type?: string; value: number | string },
  amountHalalas: Halalas,
): Halalas {
  const raw = isPercentType(coupon.type)
    ? percentOf(amountHalalas, coupon.value)
    : toHalalas(coupon.value);
  return Math.min(Math.max(raw, 0), Math.max(amountHalalas, 0));
}

/** Looks the code up among `coupons` and checks it against the ARRIVAL date. */
export function applyCoupon(coupons: readonly CouponRule[], request: CouponRequest): CouponOutcome {
  const coupon = coupons.find((c) => sameCode(c.code, request.code));
  if (!coupon) return refuse('unknown');
  if (coupon.is_active === false) return refuse('inactive');
  const arrival = dayjs(request.arrival_date);
  if (
    !arrival.isValid() ||
    arrival.isBefore(dayjs(coupon.active_from), 'day') ||
    arrival.isAfter(dayjs(coupon.active_to), 'day')
  ) {
    return refuse('date');
  }
  if ((coupon.used_count ?? 0) >= coupon.max_uses) return refuse('used_up');
  if (
    coupon.unit_ids.length &&
    !coupon.unit_ids.some((id) => String(id) === String(request.unit_id))
  ) {
    return refuse('unit');
  }
  const period = periodFromTypeResId(request.type_res_id);
  if (!coupon.price_types.includes('all') && (!period || !coupon.price_types.includes(period))) {
    return refuse('price_type');
  }
  const amountHalalas = toHalalas(request.amount);
  if (amountHalalas <= 0) return refuse('amount');
  const discountHalalas = couponDiscountHalalas(coupon, amountHalalas);
  const amountAfterHalalas = amountHalalas - discountHalalas;
  return {
    ok: true,
    message: SPEC_MESSAGES.discountSuccessfully,
    messageKey: msg('discountSuccessfully'),
    coupon,
    discountHalalas,
    amountAfterHalalas,
    result: {
      code: coupon.code,
      type: coupon.type,
      value: coupon.value,
      discount_amount: fromHalalas(discountHalalas),
      amount_after_discount: fromHalalas(amountAfterHalalas),
    },
  };
}
