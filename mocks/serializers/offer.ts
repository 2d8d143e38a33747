// The lessor's offers: a discount by date on some units and price types.
import type { OfferRow } from '../db/schema';
import { compact, priceTypesOut, unitById, type Lang, type S } from './common';
import { unitRef } from './unit';

export function toOffer(o: OfferRow, lang: Lang): S['Offer'] {
  return compact({
    id: o.id,
    name: o.name,
    type: o.type,
    value: o.value,
    start_date: o.start_date,
    end_date: o.end_date,
    unit_ids: o.unit_ids,
    price_types: priceTypesOut(o.price_types),
    is_active: o.is_active,
    required_deposit_percent: o.required_deposit_percent ?? undefined,
    units: o.unit_ids.map((id) => unitRef(unitById(id), lang)),
    created_at: o.created_at,
  }) as S['Offer'];
}
