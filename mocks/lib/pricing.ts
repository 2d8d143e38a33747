// Adapter between store rows and the pricing rules. The RULES (offer on the arrival
// date, coupon, commission, VAT, rounding in halalas) belong to src/domain/pricing;
// this file only gathers the inputs from rows and shapes the result for the store.
import type { CouponRow, OfferRow, UnitRow } from '../db/schema';

export interface QuoteInput {
  unit: UnitRow;
  offers: OfferRow[];
  coupon: CouponRow | null;
  typeResId: number;
  start: Date;
  duration: number;
  plan: 'full' | 'deposit';
}

export interface Quote {
  unit_price: number;
  base_amount: number;
  offer_discount: number;
  offer_discount_value: number;
  coupon_discount: number;
  coupon_discount_value: number;
  services_amount: number;
  commission_rate: number;
  commission_value: number;
  tax_rate: number;
  tax_value: number;
  total_amount: number;
  deposit_amount: number;
  due_now: number;
  net_amount: number;
}

export const COMMISSION_RATE = 5; // percent, tenant side (spec: "not shown"; our assumption)
export const VAT_RATE = 15;

const toH = (sar: number) => Math.round(sar * 100);
const toSar = (h: number) => Math.round(h) / 100;

/** Is the offer live at `at` (spec 4: status "1", start before, end after) and for this price type/unit? */
export function offerApplies(offer: OfferRow, unitId: number, typeResId: number, at: Date): boolean {
  const t = at.getTime();
  return (
    offer.status === '1' &&
    Date.parse(offer.start_date) <= t &&
    Date.parse(offer.end_date) > t &&
    (offer.unit_ids.length === 0 || offer.unit_ids.includes(unitId)) &&
    (offer.price_types.length === 0 || offer.price_types.includes(typeResId))
  );
}

export function couponApplies(coupon: CouponRow, unitId: number, typeResId: number, at: Date): boolean {
  const t = at.getTime();
  return (
    coupon.status === '1' &&
    coupon.uses_left > 0 &&
    Date.parse(coupon.start_date) <= t &&
    Date.parse(coupon.end_date) > t &&
    (coupon.unit_ids.length === 0 || coupon.unit_ids.includes(unitId)) &&
    (coupon.price_types.length === 0 || coupon.price_types.includes(typeResId))
  );
}

export function quote(input: QuoteInput): Quote {
  const option = input.unit.prices.find((p) => p.type_res_id === input.typeResId && p.active);
  if (!option) throw new Error(`unit ${input.unit.id} has no active price for type ${input.typeResId}`);
  const unitH = toH(option.price);
  const baseH = unitH * input.duration;
  // Offer and coupon are judged on the ARRIVAL date, not today (spec 3).
  const offer = input.offers.find((o) => offerApplies(o, input.unit.id, input.typeResId, input.start)) ?? null;
  let offerH = 0;
  let offerPct = 0;
  if (offer) {
    offerPct = offer.type_discount === 'percent' ? offer.discount : 0;
    offerH =
      offer.type_discount === 'percent'
        ? Math.round((baseH * offer.discount) / 100)
        : Math.min(baseH, toH(offer.discount) * input.duration);
  }
  const afterOffer = baseH - offerH;
  let couponH = 0;
  let couponPct = 0;
  const coupon = input.coupon && couponApplies(input.coupon, input.unit.id, input.typeResId, input.start) ? input.coupon : null;
  if (coupon) {
    couponPct = coupon.type_discount === 'percent' ? coupon.value : 0;
    couponH =
      coupon.type_discount === 'percent' ? Math.round((afterOffer * coupon.value) / 100) : Math.min(afterOffer, toH(coupon.value));
  }
  const servicesH = input.unit.services
    .filter((s) => s.mandatory)
    .reduce((sum, s) => sum + toH(s.price) * (s.type === 'per_period' ? input.duration : 1), 0);
  const subtotal = afterOffer - couponH + servicesH;
  const commissionH = Math.round((subtotal * COMMISSION_RATE) / 100);
  const taxH = Math.round(((subtotal + commissionH) * VAT_RATE) / 100);
  const totalH = subtotal + commissionH + taxH;
  const depositH = Math.round((totalH * input.unit.deposit_percent) / 100);
  return {
    unit_price: toSar(unitH),
    base_amount: toSar(baseH),
    offer_discount: offerPct,
    offer_discount_value: toSar(offerH),
    coupon_discount: couponPct,
    coupon_discount_value: toSar(couponH),
    services_amount: toSar(servicesH),
    commission_rate: COMMISSION_RATE,
    commission_value: toSar(commissionH),
    tax_rate: VAT_RATE,
    tax_value: toSar(taxH),
    total_amount: toSar(totalH),
    deposit_amount: toSar(depositH),
    due_now: toSar(input.plan === 'deposit' ? depositH : totalH),
    net_amount: toSar(subtotal),
  };
}
