// Writing the lessor's listings: an office or unit body onto its row (the wizard sends
// one text in the request's language), blank draft rows, price options, and the checks
// offers and coupons share (own units, the cheapest price they may discount). Uploaded
// photos, video and documents: services/media.ts.
import type { PublishFacts } from '@/domain';
import { isRunning } from '@/domain/reservation/actions';
import { msg } from '@schemas/messages';
import { cheapestActivePrice } from '@schemas/prices';
import { sameUnitCode } from '@schemas/unit';
import { getStore } from '../backend';
import type { OfficeRow, UnitRow } from '../db/schema';
import { invalid, type Lang } from '../lib/http';
import { langValues } from '@/api/generated/apiback';
import type { S } from '../serializers/common';

const now = () => new Date().toISOString();

/** The office texts kept in Arabic and English (`<key>_ar`, `<key>_en` on the row and in the contract). */
export const OFFICE_TEXT_PAIRS = [
  'name',
  'ad_title',
  'neighborhood',
  'street',
  'description',
] as const;

type TextPair<K extends string> = Record<`${K}_ar` | `${K}_en`, string>;

/**
 * Writes one text of a bilingual pair in the request's language. The other language keeps
 * its own text (editing in Arabic wiped the English name: issue 12, defect 2); only an
 * empty one (a new office) starts from this text. A copy cannot be told from a translation
 * that happens to be equal, so after that each language is edited on its own.
 */
export function writeText<K extends string>(
  row: TextPair<K>,
  key: K,
  value: string | undefined,
  lang: Lang,
): void {
  if (value === undefined) return;
  const mine = `${key}_${lang}` as const;
  const other = `${key}_${lang === 'ar' ? 'en' : 'ar'}` as const;
  if (!row[other]) row[other] = value;
  row[mine] = value;
}

/** Writes an OfficeInput onto a row; its texts are in the request's language. */
export function applyOfficeInput(o: OfficeRow, b: S['OfficeInput'], draft: boolean, lang: Lang) {
  writeText(o, 'name', b.name, lang);
  writeText(o, 'ad_title', b.ad_title, lang);
  writeText(o, 'description', b.description, lang);
  writeText(o, 'neighborhood', b.neighborhood, lang);
  writeText(o, 'street', b.street, lang);
  // Both sides of a pair, when the wizard sends them, are written as given (after the
  // request-language text, so the pair wins).
  for (const key of OFFICE_TEXT_PAIRS)
    for (const side of langValues) {
      const value = b[`${key}_${side}`];
      if (value !== undefined) o[`${key}_${side}`] = value.trim();
    }
  if (b.location) {
    o.lat = b.location.lat;
    o.lng = b.location.lng;
  }
  for (const k of [
    'category',
    'type',
    'city_id',
    'interface',
    'halls',
    'rooms',
    'bathrooms',
    'kitchens',
    'features',
    'deed_number',
    'building_license',
    'license_number',
    'advertiser_relationship',
    'exclusivity',
  ] as const) {
    if (b[k] !== undefined) (o as Record<string, unknown>)[k] = b[k];
  }
  // A complete office leaves the wizard as "not published" until the lessor publishes it.
  if (!draft && o.status === 'incomplete') o.status = 'not_published';
}

/** What the publish checklist reads about an office (src/domain/listing). */
export function officeFacts(o: OfficeRow): PublishFacts {
  const { db } = getStore();
  const media = db.media.findMany((q) => q.where({ owner: 'office', owner_id: o.id }));
  return {
    detailsComplete: o.status !== 'incomplete',
    description: o.description_ar || o.description_en,
    images: media.filter((m) => m.kind === 'image' || m.kind === 'main_image').length,
    hasMainImage: media.some((m) => m.kind === 'main_image'),
    units: db.units
      .findMany((q) => q.where({ office_id: o.id }))
      .map((u) => ({
        status: u.status,
        area: u.area,
        activePrices: u.prices.filter((p) => p.active).length,
      })),
  };
}

/** A new office of the wizard before its body is applied. */
export function blankOffice(id: number, ownerId: number): OfficeRow {
  return {
    id,
    owner_id: ownerId,
    ad_number: `2${String(id).padStart(5, '0')}`,
    name_ar: '',
    name_en: '',
    ad_title_ar: '',
    ad_title_en: '',
    category: 'private_office',
    type: 'building',
    city_id: 1,
    neighborhood_ar: '',
    neighborhood_en: '',
    street_ar: '',
    street_en: '',
    interface: 'north',
    lat: 24.7136,
    lng: 46.6753,
    halls: 0,
    rooms: 0,
    bathrooms: 0,
    kitchens: 0,
    area: 0,
    features: [],
    description_ar: '',
    description_en: '',
    deed_number: null,
    building_license: null,
    license_number: null,
    advertiser_relationship: 'owner',
    exclusivity: 'exclusive',
    status: 'incomplete',
    display_status: 'not_published',
    views: 0,
    created_at: now(),
    published_at: null,
  };
}

/** The next free id among the nested rows (services, prices) of every unit. */
function nextNestedId(of: (u: UnitRow) => Array<{ id: number }>): number {
  return (
    Math.max(
      0,
      ...getStore()
        .db.units.all()
        .flatMap((x) => of(x).map((s) => s.id)),
    ) + 1
  );
}

export function setPrices(u: UnitRow, prices: S['PriceOptionInput'][]) {
  let next = nextNestedId((x) => x.prices);
  u.prices = prices.map((p) => ({
    id: u.prices.find((x) => x.type_res_id === p.type_res_id)?.id ?? next++,
    type_res_id: p.type_res_id,
    price: p.price,
    active: p.active,
  }));
}

/** Writes a UnitInput onto a row; its texts are in the request's language. */
export function applyUnitInput(u: UnitRow, b: S['UnitInput'], draft: boolean, lang: Lang) {
  writeText(u, 'name', b.name, lang);
  writeText(u, 'description', b.description, lang);
  for (const key of ['name', 'description'] as const)
    for (const side of langValues) {
      const value = b[`${key}_${side}`];
      if (value !== undefined) u[`${key}_${side}`] = value.trim();
    }
  for (const k of [
    'code',
    'area',
    'width',
    'length',
    'height',
    'furnished',
    'capacity',
    'tables_count',
    'display_status',
    'deposit_percent',
    'refundable_insurance',
    'features',
  ] as const) {
    if (b[k] !== undefined) (u as Record<string, unknown>)[k] = b[k];
  }
  if (Array.isArray(b.services)) {
    let next = nextNestedId((x) => x.services);
    u.services = b.services.map((s) => ({
      id: s.id ?? next++,
      name_ar: s.name_ar,
      name_en: s.name_en,
      price: s.price,
      type: s.type,
      mandatory: !!s.mandatory,
    }));
  }
  if (Array.isArray(b.prices)) setPrices(u, b.prices);
  if (!draft && u.status === 'incomplete') u.status = 'not_published';
}

/** A new unit of an office before its body is applied. */
export function blankUnit(id: number, office: OfficeRow): UnitRow {
  return {
    id,
    office_id: office.id,
    owner_id: office.owner_id,
    name_ar: '',
    name_en: '',
    code: `U${String(id).padStart(4, '0')}`,
    area: 1,
    width: 1,
    length: 1,
    height: 3,
    furnished: 'unfurnished',
    capacity: 1,
    tables_count: 0,
    services: [],
    features: [],
    status: 'incomplete',
    display_status: 'not_published',
    description_ar: '',
    description_en: '',
    deposit_percent: 100,
    refundable_insurance: 0,
    prices: [],
    booking_terms: 'يلتزم المستأجر بأنظمة المبنى وساعات العمل.',
    cancellation_policy: 'moderate',
    min_notice_hours: 24,
    booking_mode: 'instant',
    request_expiry_hours: 24,
    length_limits: [],
    buffer_minutes: 0,
    locked_fields: [],
    created_at: now(),
  };
}

/** True while a booking of the office or unit is still running (it cannot be deleted). */
export function hasLiveReservations(where: { office_id: number } | { unit_id: number }): boolean {
  return getStore()
    .db.reservations.findMany((q) => q.where(where))
    .some((r) => isRunning(r.status));
}

/** The cheapest active price of the units (what a fixed discount may not exceed). */
export function maxPriceFor(unitIds: unknown): number | undefined {
  if (!Array.isArray(unitIds) || !unitIds.length) return undefined;
  return cheapestActivePrice(getStore().db.units.all(), unitIds as number[]);
}

/** 422 on `code` when another unit of the same office already uses it (case aside). */
export function checkUnitCode(officeId: number, code: unknown, selfId?: number) {
  const clash = getStore()
    .db.units.findMany((q) => q.where({ office_id: officeId }))
    .some((u) => u.id !== selfId && sameUnitCode(u.code, code));
  if (clash) throw invalid('code', msg('unitCodeTaken'));
}

/** 422 on `unit_ids` unless every unit belongs to the account. */
export function checkOwnUnits(me: { actingFor: number }, unitIds: number[]) {
  const own = new Set(
    getStore()
      .db.units.findMany((q) => q.where({ owner_id: me.actingFor }))
      .map((u) => u.id),
  );
  if (unitIds.some((id) => !own.has(id))) throw invalid('unit_ids', msg('invalidInput'));
}
