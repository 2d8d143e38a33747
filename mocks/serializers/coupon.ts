// The lessor's coupons: a code with a number of uses, on some units and price types.
import type { CouponRow } from '../db/schema';
import { compact, priceTypesOut, unitById, type Lang, type S } from './common';
import { unitRef } from './unit';

export function toCoupon(c: CouponRow, lang: Lang): S['Coupon'] {
  return compact({
    id: c.id,
    name: c.name,
    code: c.code,
    type: c.type,
    value: c.value,
    max_uses: c.max_uses,
    active_from: c.active_from,
    active_to: c.active_to,
    unit_ids: c.unit_ids,
    price_types: priceTypesOut(c.price_types),
    is_active: c.is_active,
    used_count: c.used_count,
    units: c.unit_ids.map((id) => unitRef(unitById(id), lang)),
  }) as S['Coupon'];
}
