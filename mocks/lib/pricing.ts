// Adapter between store rows and the pricing rules of src/domain/pricing (offer on the
// arrival date, coupon, commission, VAT, deposit — all in halalas there). This file
// only gathers the rows a rule needs and shapes the result for the store; it holds no
// rule of its own except the backend's commission rate (the spec leaves it "not shown").
import type { components } from '@/api/generated/apiback';
import dayjs from 'dayjs';
import type { PeriodType } from '@schemas/lib/booking-period';
import {
  applyCoupon,
  findActiveOffer,
  fromHalalas,
  lessorEntitlement,
  quoteBooking,
  toHalalas,
  type CouponOutcome,
  type PriceOffer,
} from '@/domain';
import { TYPE_RES_ID } from '@schemas/lib/booking-period';
import type { CouponRow, OfferRow, ReservationRow, UnitRow } from '../db/schema';

/** Tenant commission percent charged by the platform (backend configuration). */
export const COMMISSION_RATE = 5;

export const typeResIdOf = (period: PeriodType): number => TYPE_RES_ID[period];

export interface QuoteInput {
  unit: UnitRow;
  /** The lessor's offers (filtered here by unit and price type). */
  offers: readonly OfferRow[];
  /** The lessor's coupons, looked up by code. */
  coupons?: readonly CouponRow[];
  couponCode?: string | null;
  period: PeriodType;
  /** Arrival date-time, local wall time (`YYYY-MM-DD` or `YYYY-MM-DDTHH:mm:ss`). */
  arrival: string;
  periods: number;
  plan: components['schemas']['PayMode'];
}

export interface StoreQuote {
  unit_price: number;
  base_amount: number;
  offer_id: number | null;
  offer_discount: number;
  offer_discount_value: number;
  coupon: CouponRow | null;
  coupon_outcome: CouponOutcome | null;
  coupon_discount: number;
  coupon_discount_value: number;
  services_amount: number;
  commission_rate: number;
  commission_value: number;
  tax_rate: number;
  tax_value: number;
  total_amount: number;
  due_now: number;
  remaining_amount: number;
  /** The lessor's entitlement: total − commission − VAT on the commission (src/domain/ledger). */
  net_amount: number;
}

/** A booking's price fields, as its quote gave them (the live booking's and the seed's). */
export function reservationPrice(q: StoreQuote) {
  return {
    unit_price: q.unit_price,
    base_amount: q.base_amount,
    offer_discount: q.offer_discount,
    offer_discount_value: q.offer_discount_value,
    coupon_id: q.coupon?.id ?? null,
    coupon_discount: q.coupon_discount,
    coupon_discount_value: q.coupon_discount_value,
    services_amount: q.services_amount,
    commission_rate: q.commission_rate,
    commission_value: q.commission_value,
    tax_rate: q.tax_rate,
    tax_value: q.tax_value,
    total_amount: q.total_amount,
    net_amount: q.net_amount,
  } satisfies Partial<ReservationRow>;
}

const PRICE_TYPE_ID: Record<string, number> = { ...TYPE_RES_ID };
const priceTypeIds = (types: readonly string[]) =>
  types.includes('all') ? [] : types.map((t) => PRICE_TYPE_ID[t]).filter(Boolean);

/**
 * A lessor offer as the domain's price-option offer. The lessor picks whole days
 * (start and end inclusive); the domain rule compares minutes strictly, so the window
 * opens the minute before the start day and closes at midnight after the end day.
 */
export function priceOffer(o: OfferRow): PriceOffer & { id: number } {
  return {
    id: o.id,
    status: o.is_active ? '1' : '0',
    start_date: shifted(o.start_date, -1, 'minute'),
    end_date: shifted(o.end_date, 1, 'day'),
    discount: o.value,
    type_discount: o.type === 'percentage' ? 'percent' : 'fixed',
  };
}

/**
 * `text` moved by `amount` units as local wall time, remembered: every search card prices its
 * units' offers (dayjs was 2% of the mock server's CPU under the backend bench, 2026-11-29).
 * The answer depends on the text alone; the cache is emptied when it grows.
 */
const shifts = new Map<string, string>();
function shifted(text: string, amount: number, unit: 'minute' | 'day'): string {
  const key = `${text} ${amount} ${unit}`;
  let out = shifts.get(key);
  if (out === undefined) {
    if (shifts.size >= 10_000) shifts.clear();
    out = dayjs(text).add(amount, unit).format('YYYY-MM-DDTHH:mm:ss');
    shifts.set(key, out);
  }
  return out;
}

export function offersFor(
  offers: readonly OfferRow[],
  unitId: number,
  typeResId: number,
): OfferRow[] {
  return offers.filter((o) => {
    const ids = priceTypeIds(o.price_types);
    return (
      (o.unit_ids.length === 0 || o.unit_ids.includes(unitId)) &&
      (ids.length === 0 || ids.includes(typeResId))
    );
  });
}

export function quote(input: QuoteInput): StoreQuote {
  const typeResId = typeResIdOf(input.period);
  const option = input.unit.prices.find((p) => p.type_res_id === typeResId && p.active);
  if (!option) throw new Error(`unit ${input.unit.id} has no active price for type ${typeResId}`);
  // The offer is judged on the ARRIVAL date (spec 3: "applies on the arrival date").
  const candidates = offersFor(input.offers, input.unit.id, typeResId);
  const offer = findActiveOffer(candidates.map(priceOffer), input.arrival);
  const services = input.unit.services
    .filter((s) => s.mandatory)
    .map((s) => ({
      price: s.price,
      quantity: s.type === 'per_booking' ? 1 : input.periods * (input.period === 'weekly' ? 7 : 1),
    }));
  const base = quoteBooking({
    period: input.period,
    unitPrice: option.price,
    periods: input.periods,
    offer,
    services,
  });
  let couponRow: CouponRow | null = null;
  let outcome: CouponOutcome | null = null;
  if (input.couponCode) {
    const rows = input.coupons ?? [];
    // Coupon rows are contract-shaped: the domain rule reads them as they are.
    const result = applyCoupon(rows, {
      code: input.couponCode,
      unit_id: input.unit.id,
      type_res_id: typeResId as components['schemas']['TypeResId'],
      arrival_date: input.arrival.slice(0, 10),
      amount: fromHalalas(base.subtotal),
    });
    outcome = result;
    if (result.ok)
      couponRow =
        rows.find((c) => c.code.toUpperCase() === result.coupon.code.toUpperCase()) ?? null;
  }
  const q = quoteBooking({
    period: input.period,
    unitPrice: option.price,
    periods: input.periods,
    offer,
    services,
    coupon: couponRow ? { type: couponRow.type, value: couponRow.value } : undefined,
    commissionPercent: COMMISSION_RATE,
    depositPercent: input.plan === 'deposit' ? input.unit.deposit_percent : undefined,
  });
  const sar = fromHalalas;
  return {
    unit_price: option.price,
    base_amount: sar(q.rent),
    offer_id: offer ? (offer as PriceOffer & { id: number }).id : null,
    offer_discount: q.offerPercent,
    offer_discount_value: sar(q.offerDiscount),
    coupon: couponRow,
    coupon_outcome: outcome,
    coupon_discount: q.couponPercent,
    coupon_discount_value: sar(q.couponDiscount),
    services_amount: sar(q.services),
    commission_rate: q.commissionPercent,
    commission_value: sar(q.commission),
    tax_rate: q.vatPercent,
    tax_value: sar(q.vat),
    total_amount: sar(q.total),
    due_now: sar(q.payNow),
    remaining_amount: sar(q.remaining),
    net_amount: sar(
      lessorEntitlement({ total: q.total, commission: q.commission, vatPercent: q.vatPercent })
        .entitlement,
    ),
  };
}

export { toHalalas, fromHalalas };
