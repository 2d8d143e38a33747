// Price rules (spec section 5): at least one active price, with a value for each active
// price; offers (percentage 1..100 or a fixed amount never above the price); coupons
// (code at least 4 characters, value, uses, active dates, units, price types).
import { z } from 'zod';
import {
  type components,
  discountTypeValues,
  offerOnPriceStatusValues,
  offerOnPriceType_discountValues,
  priceTypeValues,
  typeResIdValues,
} from '@/api/generated/apiback';
import {
  dateField,
  idField,
  invalidInput,
  numberField,
  percentField,
  ruleObject,
  textLength,
} from './fields';
import { parseNumber } from './lib/number';
import { normaliseNumericText } from './lib/text';
import { msg } from './messages';

// The contract's enums, as generated (no hand-typed copy: tests/contract/enum-copies.test.ts).
type TypeResId = components['schemas']['TypeResId'];
export const TYPE_RES_IDS = typeResIdValues;
export const DISCOUNT_TYPES = discountTypeValues;
export const PRICE_TYPES = priceTypeValues;

/** A price option carries at most this many current offers (the contract's maxItems). */
export const OFFERS_PER_UNIT_MAX = 5;

const required = { error: msg('required') };

/** One row of the main prices form: the price may stay empty while the row is inactive. */
const priceRowSchema = ruleObject({
  type_res_id: z.literal(TYPE_RES_IDS, required),
  active: z.boolean(invalidInput),
  price: z.union([z.string(), z.number()], invalidInput).nullish(),
});

/**
 * Main prices: at least one active price, each active price has a value (1..1,000,000).
 * Output: the contract's PriceOptionInput list; inactive rows without a value are dropped.
 */
export const unitPricesSchema = ruleObject({
  prices: z
    .array(priceRowSchema, { error: msg('atLeastOneActivePrice') })
    .superRefine((rows, ctx) => {
      if (!rows.some((r) => r.active))
        ctx.addIssue({ code: 'custom', message: msg('atLeastOneActivePrice') });
      // One price per rental type: two daily prices would show 100 and 1 SAR side by side.
      const seen = new Set<unknown>();
      rows.forEach((row, i) => {
        if (seen.has(row.type_res_id))
          ctx.addIssue({
            code: 'custom',
            message: msg('duplicatePriceType'),
            path: [i, 'type_res_id'],
          });
        seen.add(row.type_res_id);
      });
      rows.forEach((row, i) => {
        const value = parseNumber(row.price ?? '');
        const empty = value === '';
        if (row.active && empty) {
          ctx.addIssue({ code: 'custom', message: msg('activePriceValue'), path: [i, 'price'] });
        } else if (
          Number.isFinite(value) &&
          ((value as number) < 1 || (value as number) > 1_000_000) &&
          (row.active || !empty)
        ) {
          // −5 or 0 is a value, just not a price: say so, not "enter a value".
          ctx.addIssue({ code: 'custom', message: msg('priceRange'), path: [i, 'price'] });
        } else if (!empty && !Number.isFinite(value)) {
          ctx.addIssue({ code: 'custom', message: msg('realNumber'), path: [i, 'price'] });
        }
      });
    })
    .transform((rows) =>
      rows
        .map((r) => ({
          type_res_id: r.type_res_id,
          active: r.active,
          price: parseNumber(r.price ?? ''),
        }))
        .filter(
          (r): r is { type_res_id: TypeResId; active: boolean; price: number } =>
            typeof r.price === 'number',
        ),
    ),
});

/** Discount value rule shared by offers and coupons: percentage 1..100, fixed > 0 and ≤ price. */
function checkDiscount(
  type: (typeof DISCOUNT_TYPES)[number] | 'percent' | string,
  value: number,
  price: number | undefined,
  ctx: z.RefinementCtx,
  path: string,
) {
  const percent = type === 'percentage' || type === 'percent';
  if (percent && (value < 1 || value > 100)) {
    ctx.addIssue({ code: 'custom', message: msg('percentRange'), path: [path] });
  } else if (!percent && value <= 0) {
    ctx.addIssue({ code: 'custom', message: msg('discountRequired'), path: [path] });
  } else if (!percent && price !== undefined && value > price) {
    ctx.addIssue({ code: 'custom', message: msg('discountAbovePrice'), path: [path] });
  }
}

const discountValue = () =>
  z.preprocess(
    (v: string | number) => (typeof v === 'string' ? normaliseNumericText(v) : v),
    numberField({ rangeKey: 'discountRequired' }),
  );

const endNotBeforeStart =
  (startKey: string, endKey: string) => (v: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const start = v[startKey];
    const end = v[endKey];
    if (typeof start === 'string' && typeof end === 'string' && end < start) {
      ctx.addIssue({ code: 'custom', message: msg('dateRange'), path: [endKey] });
    }
  };

export interface DiscountContext {
  /** The lowest price the discount applies to, when known: a fixed discount may not pass it. */
  maxPrice?: number;
  /** The same, read from the chosen units (the form and the backend pass their own units). */
  maxPriceOf?: (unitIds: number[]) => number | undefined;
}

/** A unit with its price options (the contract's Unit, or the backend's row). */
interface PricedUnit {
  id: number;
  prices?: readonly { price: number; active?: boolean }[];
}

/** The cheapest active price among the chosen units: what a fixed discount may not pass. */
export function cheapestActivePrice(
  units: readonly PricedUnit[],
  unitIds: readonly number[],
): number | undefined {
  const prices = units
    .filter((u) => unitIds.includes(u.id))
    .flatMap((u) => (u.prices ?? []).filter((p) => p.active !== false).map((p) => p.price));
  return prices.length ? Math.min(...prices) : undefined;
}

const maxPriceIn = (context: DiscountContext, unitIds: number[]) =>
  context.maxPrice ?? context.maxPriceOf?.(unitIds);

/** What an offer and a coupon apply to (at least one unit and one price type) and whether on. */
const discountReach = () => ({
  unit_ids: z
    .array(idField(), { error: msg('atLeastOneUnit') })
    .min(1, { error: msg('atLeastOneUnit') }),
  price_types: z
    .array(z.enum(PRICE_TYPES, invalidInput), { error: msg('atLeastOnePriceType') })
    .min(1, { error: msg('atLeastOnePriceType') }),
  is_active: z.boolean(invalidInput).default(true),
});

/** A lessor's offer (contract OfferInput). Applies on the arrival date. */
export function createOfferSchema(context: DiscountContext = {}) {
  return ruleObject({
    name: textLength(3, 61, 'required'),
    type: z.enum(DISCOUNT_TYPES, required),
    value: discountValue(),
    start_date: dateField(),
    end_date: dateField(),
    ...discountReach(),
    required_deposit_percent: percentField().optional(),
  }).superRefine((v, ctx) => {
    checkDiscount(v.type, v.value, maxPriceIn(context, v.unit_ids), ctx, 'value');
    endNotBeforeStart('start_date', 'end_date')(v, ctx);
  });
}
export const offerSchema = createOfferSchema();

/** An offer on one price option (contract OfferOnPrice): discount never above that price. */
export function createPriceOfferSchema(price: number) {
  return ruleObject({
    status: z.enum(offerOnPriceStatusValues, invalidInput),
    start_date: z.string(required).min(1, required),
    end_date: z.string(required).min(1, required),
    discount: discountValue(),
    type_discount: z.enum(offerOnPriceType_discountValues, required),
  }).superRefine((v, ctx) => {
    checkDiscount(v.type_discount, v.discount, price, ctx, 'discount');
    if (v.end_date <= v.start_date)
      ctx.addIssue({ code: 'custom', message: msg('dateRange'), path: ['end_date'] });
  });
}

/** Coupon code: at least 4 characters; stored upper case, Latin letters, digits, _ and -. */
export const couponCodeField = () =>
  z.preprocess(
    (v: string) => (typeof v === 'string' ? String(normaliseNumericText(v)).toUpperCase() : v),
    z
      .string(required)
      .min(1, { error: msg('required'), abort: true })
      .min(4, { error: msg('minLength4'), abort: true })
      .regex(/^[A-Z0-9_-]{4,20}$/, { error: msg('invalidInput') }),
  );

/** A lessor's coupon (contract CouponInput). Applies on the arrival date, not the booking date. */
export function createCouponSchema(context: DiscountContext = {}) {
  return ruleObject({
    name: textLength(3, 61, 'required'),
    code: couponCodeField(),
    type: z.enum(DISCOUNT_TYPES, required),
    value: discountValue(),
    max_uses: numberField({ int: true, min: 1, max: 10_000, rangeKey: 'positiveNumber' }),
    active_from: dateField(),
    active_to: dateField(),
    ...discountReach(),
  }).superRefine((v, ctx) => {
    checkDiscount(v.type, v.value, maxPriceIn(context, v.unit_ids), ctx, 'value');
    endNotBeforeStart('active_from', 'active_to')(v, ctx);
  });
}
export const couponSchema = createCouponSchema();

/** The tenant's "apply coupon" form: a short code is simply an invalid coupon. */
export const couponCheckSchema = ruleObject({
  code: z.preprocess(
    (v: string) => (typeof v === 'string' ? String(normaliseNumericText(v)).toUpperCase() : v),
    z
      .string({ error: msg('invalidCoupon') })
      .min(4, { error: msg('invalidCoupon') })
      .max(20, { error: msg('invalidCoupon') }),
  ),
  unit_id: idField(),
  type_res_id: z.literal(TYPE_RES_IDS, required),
  arrival_date: dateField(),
  amount: numberField({ min: 0, max: 1_000_000, rangeKey: 'invalidNumber' }),
});
