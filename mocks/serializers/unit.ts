// Units: the full unit, a reference to one, the units of an office, and unit settings.
import { getStore } from '../backend';
import type { UnitRow } from '../db/schema';
import { compact, nameOf, officeById, pick, type Lang, type S } from './common';
import { mainImage, mediaOf, toMedia } from './media';
import { priceOptions } from './price';
import { ratingOf } from './review';
import { rowsBy } from '../db/rows-by';

export function unitsOfOffice(officeId: number, publicOnly: boolean): UnitRow[] {
  return rowsBy(getStore().db.units, 'office_id', officeId)
    .filter((u) => !publicOnly || (u.status === 'published' && u.display_status === 'published'))
    .sort((a, b) => a.id - b.id);
}

/** One of a unit's extra services, in both languages (the unit page and the booking quote). */
export const toUnitService = (s: UnitRow['services'][number]) => ({
  id: s.id,
  name_ar: s.name_ar,
  name_en: s.name_en,
  price: s.price,
  type: s.type,
  mandatory: s.mandatory,
});

export function toUnit(u: UnitRow, lang: Lang): S['Unit'] {
  const o = officeById(u.office_id);
  const images = mediaOf('unit', u.id);
  return compact({
    id: u.id,
    office_id: u.office_id,
    office_name: nameOf(o, lang),
    name: pick(lang, u.name_ar, u.name_en),
    // Both sides, for the owner's wizard (a unit's name is public in both languages anyway).
    name_ar: u.name_ar,
    name_en: u.name_en,
    description_ar: u.description_ar,
    description_en: u.description_en,
    code: u.code,
    area: u.area,
    width: u.width,
    length: u.length,
    height: u.height,
    furnished: u.furnished,
    capacity: u.capacity,
    tables_count: u.tables_count,
    services: u.services.map(toUnitService),
    display_status: u.display_status,
    description: pick(lang, u.description_ar, u.description_en),
    deposit_percent: u.deposit_percent,
    refundable_insurance: u.refundable_insurance,
    features: u.features,
    status: u.status,
    main_image: mainImage('unit', u.id),
    images: images.map(toMedia),
    prices: priceOptions(u),
    rating: o ? ratingOf(o.id).rating : 0,
    created_at: u.created_at,
    booking_rules: toBookingRules(u),
  }) as S['Unit'];
}

export function unitRef(u: UnitRow | undefined, lang: Lang): S['UnitRef'] {
  return u
    ? { id: u.id, name: pick(lang, u.name_ar, u.name_en), code: u.code }
    : { id: 1, name: '—' };
}

/** The unit's rules a tenant reads before booking (details and payment pages). */
export function toBookingRules(u: UnitRow): S['UnitBookingRules'] {
  return {
    booking_terms: u.booking_terms,
    booking_mode: u.booking_mode,
    request_expiry_hours: u.request_expiry_hours,
    cancellation_policy: u.cancellation_policy,
    length_limits: u.length_limits as S['BookingLengthLimit'][],
    buffer_minutes: u.buffer_minutes,
    min_notice_hours: u.min_notice_hours,
  };
}

export function toUnitSettings(u: UnitRow): S['UnitSettings'] {
  const rules = toBookingRules(u);
  return {
    unit_id: u.id,
    ...rules,
    booking_terms: u.booking_terms,
    refundable_deposit: u.refundable_insurance,
    locked_fields: u.locked_fields,
    // Every lock so far is "fixed once saved" (the refundable deposit).
    locks: u.locked_fields.map((field) => ({ field, cause: 'saved_once' as const })),
  };
}
