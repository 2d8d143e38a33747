// The offer rule of spec sections 3, 4 and 9: an offer on a price option is active only
// when status is "1", its start is before the current minute and its end after it; the
// FIRST such offer in the list applies. Percent offers take price × discount / 100 off,
// any other type_discount takes `discount` off. Prices are rounded to 2 decimals.
import dayjs from 'dayjs';
import { fromHalalas, percentOf, toHalalas, type Halalas } from '../money';

export interface PriceOffer {
  /** "1" = active (the backend sends a string; a number 1 is accepted too). */
  status: string | number;
  start_date: string;
  end_date: string;
  discount: number | string;
  /** "percent" is a percentage; any other value is a fixed amount in SAR. */
  type_discount: string;
}

/**
 * Minute-granular comparison, the way dayjs `isBefore(now, 'minute')` /
 * `isAfter(now, 'minute')` read: the offer starts in an earlier minute than now and
 * ends in a later minute. An offer starting or ending within the current minute is NOT
 * active.
 */
export function isOfferActive(offer: PriceOffer, now: Date | string = new Date()): boolean {
  if (String(offer.status) !== '1') return false;
  const current = dayjs(now);
  const start = dayjs(offer.start_date);
  const end = dayjs(offer.end_date);
  if (!start.isValid() || !end.isValid()) return false;
  return start.isBefore(current, 'minute') && end.isAfter(current, 'minute');
}

/** The first active offer in list order, or undefined. */
export function findActiveOffer(
  offers: readonly PriceOffer[] | null | undefined,
  now: Date | string = new Date(),
): PriceOffer | undefined {
  return (offers ?? []).find((offer) => isOfferActive(offer, now));
}

/** Discount an offer takes off one price, in halalas; never more than the price, never negative. */
export function offerDiscountHalalas(
  priceHalalas: Halalas,
  offer: PriceOffer | undefined,
): Halalas {
  if (!offer) return 0;
  const raw =
    offer.type_discount === 'percent'
      ? percentOf(priceHalalas, offer.discount)
      : toHalalas(offer.discount);
  return Math.min(Math.max(raw, 0), Math.max(priceHalalas, 0));
}

/** Price after the offer, in halalas. */
export function priceAfterOfferHalalas(
  priceHalalas: Halalas,
  offer: PriceOffer | undefined,
): Halalas {
  return priceHalalas - offerDiscountHalalas(priceHalalas, offer);
}

/** Price after the offer in SAR, rounded to 2 decimals (spec section 9). */
export function priceAfterOffer(price: number | string, offer: PriceOffer | undefined): number {
  return fromHalalas(priceAfterOfferHalalas(toHalalas(price), offer));
}
