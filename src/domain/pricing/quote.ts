// The booking quote: every amount a tenant sees before paying, in halalas.
//
//   rent            = unit price × periods            (weekly: the weekly price × weeks)
//   offer discount  = (price − price after offer) × periods
//   services        = Σ service price × quantity
//   subtotal        = rent + services − offer discount
//   coupon discount = on the subtotal, checked on the arrival date (pricing/coupon.ts)
//   commission      = tenant commission rate × (subtotal − coupon)   (rate not shown in spec: a parameter)
//   taxable         = subtotal − coupon + commission
//   VAT             = 15 % × taxable for commercial space, 0 for residential (exempt)
//   total           = taxable + VAT
//   paid now        = total, or deposit % × total when paying a deposit
//   remaining       = total − paid now
// Offers apply to the rent only; services are never discounted by the offer.
import type { PeriodType } from '@schemas/lib/booking-period';
import { fromHalalas, percentOf, toHalalas, type Halalas } from '../money';
import { couponDiscountHalalas, isPercentType } from './coupon';
import { offerDiscountHalalas, type PriceOffer } from './offers';

export const VAT_RATE_PERCENT = 15;

export interface QuoteInput {
  period: PeriodType;
  /** Price of one period of the chosen option (an hour, a day, a week, a month, a year). */
  unitPrice: number | string;
  /** Number of periods (hours, days, weeks, months, years). */
  periods: number;
  /** The active offer of the option (findActiveOffer), if any. */
  offer?: PriceOffer;
  /** A coupon already accepted by applyCoupon, if any. */
  coupon?: { type?: string; value: number | string };
  services?: readonly { price: number | string; quantity?: number }[];
  /** Tenant commission percent (spec: not shown; default 0). */
  commissionPercent?: number | string;
  /** Commercial space is taxable; residential is exempt (domain-notes). Default commercial. */
  commercial?: boolean;
  /** Pay only a deposit of this percent (1..100) now. */
  depositPercent?: number | string;
}

export interface Quote {
  rent: Halalas;
  offerDiscount: Halalas;
  offerPercent: number;
  services: Halalas;
  subtotal: Halalas;
  couponDiscount: Halalas;
  couponPercent: number;
  commission: Halalas;
  commissionPercent: number;
  taxable: Halalas;
  vatPercent: number;
  vat: Halalas;
  total: Halalas;
  payNow: Halalas;
  remaining: Halalas;
}

export function quoteBooking(input: QuoteInput): Quote {
  if (!Number.isInteger(input.periods) || input.periods < 0)
    throw new RangeError('periods must be a whole number ≥ 0');
  const price = toHalalas(input.unitPrice);
  const units = input.periods;
  const rent = price * units;
  const offerDiscount = offerDiscountHalalas(price, input.offer) * units;
  const services = (input.services ?? []).reduce(
    (sum, s) => sum + toHalalas(s.price) * (s.quantity ?? 1),
    0,
  );
  const subtotal = rent + services - offerDiscount;
  const couponDiscount = input.coupon ? couponDiscountHalalas(input.coupon, subtotal) : 0;
  const commissionPercent = Number(input.commissionPercent ?? 0);
  const commission = percentOf(subtotal - couponDiscount, commissionPercent);
  const taxable = subtotal - couponDiscount + commission;
  const vatPercent = input.commercial === false ? 0 : VAT_RATE_PERCENT;
  const vat = percentOf(taxable, vatPercent);
  const total = taxable + vat;
  const payNow =
    input.depositPercent === undefined ? total : percentOf(total, input.depositPercent);
  return {
    rent,
    offerDiscount,
    offerPercent: input.offer?.type_discount === 'percent' ? Number(input.offer.discount) : 0,
    services,
    subtotal,
    couponDiscount,
    couponPercent:
      input.coupon && isPercentType(input.coupon.type) ? Number(input.coupon.value) : 0,
    commission,
    commissionPercent,
    taxable,
    vatPercent,
    vat,
    total,
    payNow,
    remaining: total - payNow,
  };
}

/** The same quote in SAR (2 decimals), for display and API bodies. */
export function quoteInSar(quote: Quote): Record<keyof Quote, number> {
  const percentKeys = new Set<keyof Quote>([
    'offerPercent',
    'couponPercent',
    'commissionPercent',
    'vatPercent',
  ]);
  return Object.fromEntries(
    Object.entries(quote).map(([k, v]) => [
      k,
      percentKeys.has(k as keyof Quote) ? v : fromHalalas(v),
    ]),
  ) as Record<keyof Quote, number>;
}
