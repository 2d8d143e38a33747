// Writing the lessor's listings: an office or unit body onto its row (the wizard sends
// one text for both languages), blank draft rows, price options, uploaded media, and the
// checks offers and coupons share (own units, the cheapest price they may discount).
import { msg } from '@schemas/messages';
import { getStore } from '../backend';
import type { MediaRow, OfficeRow, UnitRow } from '../db/schema';
import { invalid } from '../lib/http';
import type { S } from '../serializers/common';

const now = () => new Date().toISOString();

/** Writes an OfficeInput onto a row (Arabic and English text get the same value). */
export function applyOfficeInput(o: OfficeRow, b: S['OfficeInput'], draft: boolean) {
  if (b.name !== undefined) o.name_ar = o.name_en = b.name;
  if (b.ad_title !== undefined) o.ad_title_ar = o.ad_title_en = b.ad_title;
  if (b.description !== undefined) o.description_ar = o.description_en = b.description;
  if (b.neighborhood !== undefined) o.neighborhood_ar = o.neighborhood_en = b.neighborhood;
  if (b.street !== undefined) o.street_ar = o.street_en = b.street;
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

/** Writes a UnitInput onto a row. */
export function applyUnitInput(u: UnitRow, b: S['UnitInput'], draft: boolean) {
  if (b.name !== undefined) u.name_ar = u.name_en = b.name;
  if (b.description !== undefined) u.description_ar = u.description_en = b.description;
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

/** Stores an uploaded file's row (one main image: the previous one becomes an image). */
export async function addMedia(
  owner: MediaRow['owner'],
  ownerId: number,
  body: S['MediaUpload'],
): Promise<S['Media']> {
  const { store, db } = getStore();
  const id = store.nextId('media');
  const ext =
    String(body.file ?? '')
      .match(/\.(jpg|png|webp|mp4|pdf)$/i)?.[1]
      ?.toLowerCase() ?? (body.kind === 'video' ? 'mp4' : 'jpg');
  if (body.kind === 'main_image') {
    await db.media.updateMany((q) => q.where({ owner, owner_id: ownerId, kind: 'main_image' }), {
      data(m) {
        m.kind = 'image';
      },
    });
  }
  const row = await db.media.create({
    id,
    owner,
    owner_id: ownerId,
    path: `uploads/${owner === 'office' ? 'offices' : 'units'}/${ownerId}/file${String(id).padStart(5, '0')}.${ext}`,
    kind: body.kind,
    sort_order: db.media.findMany((q) => q.where({ owner, owner_id: ownerId })).length,
  });
  return { id: row.id, path: row.path, kind: row.kind, sort_order: row.sort_order };
}

/** True while a booking of the office or unit is still running (it cannot be deleted). */
export function hasLiveReservations(where: { office_id: number } | { unit_id: number }): boolean {
  return getStore()
    .db.reservations.findMany((q) => q.where(where))
    .some((r) => ['pending', 'processing', 'accepted', 'active'].includes(r.status));
}

/** The cheapest active price of the units (what a fixed discount may not exceed). */
export function maxPriceFor(unitIds: unknown): number | undefined {
  if (!Array.isArray(unitIds) || !unitIds.length) return undefined;
  const prices = getStore()
    .db.units.all()
    .filter((u) => unitIds.includes(u.id))
    .flatMap((u) => u.prices.filter((p) => p.active).map((p) => p.price));
  return prices.length ? Math.min(...prices) : undefined;
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
