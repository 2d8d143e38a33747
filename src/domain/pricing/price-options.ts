// Choosing the price option of a unit (spec sections 3 and 9).
//
// Quirk reproduced on purpose: the original sorts options DESCENDING by type_res_id
// compared AS STRINGS, and with no period type requested it takes the LAST option of
// that order. With the known ids 1..4 string order equals numeric order, so the last
// option is the one with the smallest id (hourly first, then daily ...). With ids of
// two digits the string order differs: "10" sorts before "2" descending ("2" > "10"),
// so among 1, 2, 10 the order is 2, 10, 1 and the last is still 1 — but among 2 and 10
// the last is 10, not 2. Tests pin both cases.
import { TYPE_RES_ID, type PeriodType } from '@schemas/lib/booking-period';
import { findActiveOffer, priceAfterOffer, type PriceOffer } from './offers';

export interface PriceOption {
  type_res_id: number | string;
  price: number | string;
  /** Offers attached to this option; the first active one applies. */
  offers?: readonly PriceOffer[] | null;
}

/** Descending by type_res_id compared as strings (stable: equal ids keep their order). */
export function sortPriceOptionsDesc<T extends Pick<PriceOption, 'type_res_id'>>(
  options: readonly T[],
): T[] {
  return [...options].sort((a, b) => {
    const x = String(a.type_res_id);
    const y = String(b.type_res_id);
    return x === y ? 0 : x < y ? 1 : -1;
  });
}

/**
 * The option for a period type; with none requested, the last option after the
 * descending string sort (weekly, id 5, sorts first and is never the default).
 */
export function choosePriceOption<T extends PriceOption>(
  options: readonly T[] | null | undefined,
  period?: PeriodType | null,
): T | undefined {
  const list = options ?? [];
  if (!period) {
    const sorted = sortPriceOptionsDesc(list);
    return sorted[sorted.length - 1];
  }
  const wanted = TYPE_RES_ID[period];
  return list.find((option) => Number(option.type_res_id) === wanted);
}

/** Display price of an option: after its first active offer, rounded to 2 decimals. */
export function optionDisplayPrice(
  option: PriceOption,
  now: Date | string = new Date(),
): {
  price: number;
  priceAfterOffer: number;
  offer: PriceOffer | undefined;
} {
  const offer = findActiveOffer(option.offers, now);
  return {
    price: priceAfterOffer(option.price, undefined),
    priceAfterOffer: priceAfterOffer(option.price, offer),
    offer,
  };
}
