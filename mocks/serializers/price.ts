// Price options of a unit with the offers that touch them, the headline "from" price of
// an office, and the lessor's price and deposit ("down price") lists.
import { OFFERS_PER_UNIT_MAX } from '@schemas/prices';
import type { components } from '@/api/generated/apiback';
import { findActiveOffer, PERIOD_TYPES, periodFromTypeResId, priceAfterOffer } from '@/domain';
import { getStore } from '../backend';
import { rowsBy } from '../db/rows-by';
import type { OfferRow, UnitRow } from '../db/schema';
import { offersFor, priceOffer } from '../lib/pricing';
import { compact, nameOf, officeById, pick, riyadh, type Lang, type S } from './common';

type OfferOnPrice = components['schemas']['OfferOnPrice'];

function lessorOffers(ownerId: number): OfferRow[] {
  return rowsBy(getStore().db.offers, 'owner_id', ownerId);
}

export function priceOptions(u: UnitRow): S['PriceOption'][] {
  const offers = lessorOffers(u.owner_id);
  return u.prices.map((p) => {
    // Current offers first; the contract lists at most OFFERS_PER_UNIT_MAX per price.
    const today = new Date().toISOString().slice(0, 10);
    const own = offersFor(offers, u.id, p.type_res_id)
      .sort(
        (a, b) =>
          Number(b.end_date.slice(0, 10) >= today) - Number(a.end_date.slice(0, 10) >= today),
      )
      .slice(0, OFFERS_PER_UNIT_MAX);
    return compact({
      id: p.id,
      type_res_id: p.type_res_id as S['TypeResId'],
      price: p.price,
      active: p.active,
      offers: own.map((o) => {
        const po = priceOffer(o);
        return {
          id: o.id,
          status: po.status as OfferOnPrice['status'],
          start_date: riyadh(po.start_date),
          end_date: riyadh(po.end_date),
          discount: o.value,
          type_discount: po.type_discount as OfferOnPrice['type_discount'],
        };
      }),
    });
  });
}

export interface HeadlinePrice {
  price_from: number;
  price_type: S['TypeResId'];
  after?: number;
}

/** Shortest period first (hour, day, week, month, year), whatever its type_res_id. */
export function periodRank(typeResId: number): number {
  const period = periodFromTypeResId(typeResId);
  return period ? PERIOD_TYPES.indexOf(period) : PERIOD_TYPES.length;
}

/**
 * Cheapest active option of the units' "headline" type (the shortest period offered, or
 * the period searched for, so a card never shows an hourly price in a daily search),
 * after today's offer.
 */
export function headlinePrice(
  units: UnitRow[],
  now = new Date(),
  typeResId?: number,
): HeadlinePrice {
  let best: HeadlinePrice | null = null;
  for (const u of units) {
    const offers = lessorOffers(u.owner_id);
    const active = u.prices.filter((x) => x.active && (!typeResId || x.type_res_id === typeResId));
    for (const p of active) {
      const offer = findActiveOffer(offersFor(offers, u.id, p.type_res_id).map(priceOffer), now);
      const after = priceAfterOffer(p.price, offer);
      if (
        !best ||
        periodRank(p.type_res_id) < periodRank(best.price_type) ||
        (p.type_res_id === best.price_type && p.price < best.price_from)
      ) {
        best = {
          price_from: p.price,
          price_type: p.type_res_id as S['TypeResId'],
          after: offer ? after : undefined,
        };
      }
    }
  }
  return best ?? { price_from: 0, price_type: 2 };
}

export function toUnitPrices(u: UnitRow, lang: Lang): S['UnitPrices'] {
  const o = officeById(u.office_id);
  return {
    unit_id: u.id,
    unit_name: pick(lang, u.name_ar, u.name_en),
    office_id: u.office_id,
    office_name: nameOf(o, lang),
    prices: priceOptions(u),
  };
}

export function toDownPrice(u: UnitRow, lang: Lang): S['DownPrice'] {
  const o = officeById(u.office_id);
  return {
    unit_id: u.id,
    unit_name: pick(lang, u.name_ar, u.name_en),
    office_name: nameOf(o, lang),
    deposit_percent: u.deposit_percent,
  };
}
