// Units: the full unit, a reference to one, the units of an office, and unit settings.
import { getStore } from '../backend';
import type { UnitRow } from '../db/schema';
import { compact, nameOf, officeById, pick, type Lang, type S } from './common';
import { mainImage, mediaOf, toMedia } from './media';
import { priceOptions } from './price';
import { ratingOf } from './review';

export function unitsOfOffice(officeId: number, publicOnly: boolean): UnitRow[] {
  return getStore()
    .db.units.findMany((q) => q.where({ office_id: officeId }))
    .filter((u) => !publicOnly || (u.status === 'published' && u.display_status === 'published'))
    .sort((a, b) => a.id - b.id);
}

export function toUnit(u: UnitRow, lang: Lang): S['Unit'] {
  const o = officeById(u.office_id);
  const images = mediaOf('unit', u.id);
  return compact({
    id: u.id,
    office_id: u.office_id,
    office_name: nameOf(o, lang),
    name: pick(lang, u.name_ar, u.name_en),
    code: u.code,
    area: u.area,
    width: u.width,
    length: u.length,
    height: u.height,
    furnished: u.furnished,
    capacity: u.capacity,
    tables_count: u.tables_count,
    services: u.services.map((s) => ({
      id: s.id,
      name_ar: s.name_ar,
      name_en: s.name_en,
      price: s.price,
      type: s.type,
      mandatory: s.mandatory,
    })),
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
  }) as S['Unit'];
}

export function unitRef(u: UnitRow | undefined, lang: Lang): S['UnitRef'] {
  return u
    ? { id: u.id, name: pick(lang, u.name_ar, u.name_en), code: u.code }
    : { id: 1, name: '—' };
}

export function toUnitSettings(u: UnitRow): S['UnitSettings'] {
  return {
    unit_id: u.id,
    booking_terms: u.booking_terms,
    cancellation_policy: u.cancellation_policy,
    refundable_deposit: u.refundable_insurance,
    min_notice_hours: u.min_notice_hours,
    locked_fields: u.locked_fields,
  };
}
