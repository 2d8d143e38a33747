// Seed offers and coupons: the demo lessor's cover every state (running, expired,
// future, disabled; valid, used up, expired, paused), other lessors get a few each.
import type { components } from '@/api/generated/apiback';
import type { CouponRow, OfferRow, UnitRow } from '../db/schema';
import { dateOnly, daysFromRef, faker, insert, iso, pad, type Db } from './kit';
import { DEMO_LESSOR_ID, LESSOR_COUNT } from './users';

type Discount = components['schemas']['DiscountType'];

// name, type, value, from (days from today), to, active
const DEMO_OFFERS: Array<[string, Discount, number, number, number, boolean]> = [
  ['خصم الشتاء', 'percentage', 15, -10, 60, true],
  ['عرض الافتتاح', 'percentage', 20, -200, -150, true], // expired
  ['خصم نهاية الأسبوع', 'fixed', 50, -5, 30, true],
  ['عرض رمضان', 'percentage', 25, 90, 120, true], // future: applies only to arrivals then
  ['عرض متوقف', 'percentage', 30, -30, 90, false], // disabled
];

// code, name, type, value, max uses, used, from, to, active
const DEMO_COUPONS: Array<
  [string, string, Discount, number, number, number, number, number, boolean]
> = [
  ['WELCOME10', 'كوبون الترحيب', 'percentage', 10, 60, 10, -30, 90, true],
  ['SAVE100', 'خصم 100 ريال', 'fixed', 100, 20, 15, -10, 60, true],
  ['NATIONAL94', 'اليوم الوطني', 'percentage', 20, 30, 30, -70, -50, true],
  ['LASTONE', 'آخر استخدام', 'percentage', 5, 10, 9, -5, 30, true],
  ['PAUSED15', 'كوبون موقوف', 'percentage', 15, 20, 0, -5, 30, false],
];

/** The demo lessor's published units (the target of its offers, coupons and bookings). */
export const demoUnitsOf = (units: UnitRow[]) =>
  units.filter((u) => u.owner_id === DEMO_LESSOR_ID && u.status === 'published');

function offers(scale: number, units: UnitRow[], lessorIds: number[]): OfferRow[] {
  const demoUnits = demoUnitsOf(units);
  const rows: OfferRow[] = DEMO_OFFERS.map(([name, type, value, from, to, active], k) => ({
    id: k + 1,
    owner_id: DEMO_LESSOR_ID,
    name,
    type,
    value,
    start_date: dateOnly(daysFromRef(from)),
    end_date: dateOnly(daysFromRef(to)),
    unit_ids: demoUnits.filter((_, idx) => idx % DEMO_OFFERS.length === k).map((u) => u.id),
    price_types: type === 'fixed' ? ['daily'] : ['all'],
    is_active: active,
    required_deposit_percent: k === 0 ? 20 : null,
    created_at: iso(daysFromRef(from - 3)),
  }));
  for (let k = 0; k < Math.round(10 * scale); k++) {
    const owner = lessorIds[1 + (k % LESSOR_COUNT)];
    const active = k % 3 !== 2;
    rows.push({
      id: rows.length + 1,
      owner_id: owner,
      name: ['خصم خاص', 'عرض الموسم', 'عرض اليوم الوطني', 'عرض الشركات الناشئة'][k % 4],
      type: k % 4 === 3 ? 'fixed' : 'percentage',
      value: k % 4 === 3 ? 100 : [5, 10, 15, 20][k % 4],
      start_date: dateOnly(daysFromRef(active ? -20 : -120)),
      end_date: dateOnly(daysFromRef(active ? 45 : -60)),
      unit_ids: units
        .filter((u) => u.owner_id === owner)
        .slice(0, 2)
        .map((u) => u.id),
      price_types: k % 4 === 3 ? ['daily'] : ['all'],
      is_active: true,
      required_deposit_percent: null,
      created_at: iso(daysFromRef(active ? -22 : -125)),
    });
  }
  return rows;
}

function coupons(scale: number, units: UnitRow[], lessorIds: number[]): CouponRow[] {
  const rows: CouponRow[] = DEMO_COUPONS.map(
    ([code, name, type, value, max, used, from, to, active], k) => ({
      id: k + 1,
      owner_id: DEMO_LESSOR_ID,
      code,
      name,
      type,
      value,
      max_uses: max,
      used_count: used,
      active_from: dateOnly(daysFromRef(from)),
      active_to: dateOnly(daysFromRef(to)),
      unit_ids: demoUnitsOf(units).map((u) => u.id),
      price_types: ['all'],
      is_active: active,
      created_at: iso(daysFromRef(from - 2)),
    }),
  );
  for (let k = 0; k < Math.round(6 * scale); k++) {
    const owner = lessorIds[1 + (k % LESSOR_COUNT)];
    rows.push({
      id: rows.length + 1,
      owner_id: owner,
      code: `OFF${pad(k + 1, 2)}${faker.string.alpha({ length: 2, casing: 'upper' })}`,
      name: 'كوبون خصم',
      type: 'percentage',
      value: [5, 10, 15][k % 3],
      max_uses: 40,
      used_count: faker.number.int({ min: 0, max: 40 }),
      active_from: dateOnly(daysFromRef(-20)),
      active_to: dateOnly(daysFromRef(k % 2 ? 40 : -1)),
      unit_ids: units.filter((u) => u.owner_id === owner).map((u) => u.id),
      price_types: ['all'],
      is_active: true,
      created_at: iso(daysFromRef(-21)),
    });
  }
  return rows;
}

/** Offers and coupons; the offers are returned for pricing the seeded bookings. */
export async function seedDiscounts(
  db: Db,
  scale: number,
  units: UnitRow[],
  lessorIds: number[],
): Promise<OfferRow[]> {
  const offerRows = offers(scale, units, lessorIds);
  await insert(db.offers, offerRows);
  await insert(db.coupons, coupons(scale, units, lessorIds));
  return offerRows;
}
