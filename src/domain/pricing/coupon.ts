// Coupon rule (spec sections 3 and 5): a coupon applies on the tenant's ARRIVAL date (not
// the booking date), to its unit and the price types it lists, while uses remain. An
// invalid coupon answers "invalid Coupon !"; a valid one "Discount Successfully" plus the
// discounted amount.
import dayjs from 'dayjs';
import { msg, SPEC_MESSAGES } from '@schemas/messages';
import { fromHalalas, percentOf, toHalalas, type Halalas } from '../money';

export interface CouponRule {
  code: string;
  /** "percent" (default) or "fixed" (SAR). */
  type?: 'percent' | 'fixed' | string;
  value: number | string;
  /** Maximum number of uses. */
  uses: number;
  /** Uses so far. */
  used?: number;
  /** First and last day (inclusive, `YYYY-MM-DD`) of arrival dates the coupon covers. */
  start_date: string;
  end_date: string;
  /** Units it applies to; empty = all of the lessor's units. */
  unit_ids?: readonly (number | string)[];
  /** Price option ids (type_res_id) it applies to; empty = all price types. */
  type_res_ids?: readonly (number | string)[];
  /** Inactive coupons never apply (default active). */
  active?: boolean;
}

export interface CouponRequest {
  code: string;
  unitId: number | string;
  typeResId: number | string;
  /** Arrival date `YYYY-MM-DD` (or ISO date-time): the date the coupon is checked against. */
  arrivalDate: string;
  /** The amount the coupon reduces (after the offer), in halalas. */
  amountHalalas: Halalas;
}

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
      /** The discounted amount in SAR, as shown after "Discount Successfully". */
      amountAfter: number;
      discount: number;
    };

export type CouponRefusal =
  'unknown' | 'inactive' | 'date' | 'used_up' | 'unit' | 'price_type' | 'amount';

const refuse = (reason: CouponRefusal): CouponOutcome => ({
  ok: false,
  reason,
  message: SPEC_MESSAGES.invalidCoupon,
  messageKey: msg('invalidCoupon'),
});

const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** Discount a coupon takes off an amount, in halalas, capped at the amount. */
export function couponDiscountHalalas(
  coupon: Pick<CouponRule, 'type' | 'value'>,
  amountHalalas: Halalas,
): Halalas {
  const raw =
    coupon.type === 'fixed' ? toHalalas(coupon.value) : percentOf(amountHalalas, coupon.value);
  return Math.min(Math.max(raw, 0), Math.max(amountHalalas, 0));
}

/** Looks the code up among `coupons` and applies it on the arrival date. */
export function applyCoupon(coupons: readonly CouponRule[], request: CouponRequest): CouponOutcome {
  const coupon = coupons.find((c) => sameCode(c.code, request.code));
  if (!coupon) return refuse('unknown');
  if (coupon.active === false) return refuse('inactive');
  const arrival = dayjs(request.arrivalDate);
  if (
    !arrival.isValid() ||
    arrival.isBefore(dayjs(coupon.start_date), 'day') ||
    arrival.isAfter(dayjs(coupon.end_date), 'day')
  ) {
    return refuse('date');
  }
  if ((coupon.used ?? 0) >= coupon.uses) return refuse('used_up');
  if (
    coupon.unit_ids?.length &&
    !coupon.unit_ids.some((id) => String(id) === String(request.unitId))
  ) {
    return refuse('unit');
  }
  if (
    coupon.type_res_ids?.length &&
    !coupon.type_res_ids.some((id) => String(id) === String(request.typeResId))
  ) {
    return refuse('price_type');
  }
  if (request.amountHalalas <= 0) return refuse('amount');
  const discountHalalas = couponDiscountHalalas(coupon, request.amountHalalas);
  const amountAfterHalalas = request.amountHalalas - discountHalalas;
  return {
    ok: true,
    message: SPEC_MESSAGES.discountSuccessfully,
    messageKey: msg('discountSuccessfully'),
    coupon,
    discountHalalas,
    amountAfterHalalas,
    amountAfter: fromHalalas(amountAfterHalalas),
    discount: fromHalalas(discountHalalas),
  };
}
