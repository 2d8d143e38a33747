// Store rows → contract shapes (types from src/api/generated/apiback.ts). Localised
// text follows the request's Accept-Language (Arabic by default). Optional contract
// fields are omitted rather than sent as null (the contract has no nullable fields).
import type { components } from '@/api/generated/apiback';
import { getStore } from '../backend';
import type {
  BusinessInvoiceRow,
  ComplaintRow,
  ContractModelRow,
  ContractRow,
  CouponRow,
  CustomContractRow,
  MarketingRequestRow,
  MediaRow,
  NotificationRow,
  OfferRow,
  OfficeRow,
  PaymentRow,
  ReservationRow,
  ReviewRow,
  StatementRow,
  TenantInvoiceRow,
  TransferRow,
  UnitRow,
  UserRow,
} from '../db/schema';
import { priceOffer, offersFor } from '../lib/pricing';
import { findActiveOffer, priceAfterOffer } from '@/domain';
import { SAUDI_CITIES } from '../seed/saudi-places';

export type S = components['schemas'];
export type Lang = 'ar' | 'en';

/** Drops undefined and null values (optional fields are absent, never null). */
export function compact<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && v !== null),
  ) as T;
}

const pick = (lang: Lang, ar: string, en: string) => (lang === 'en' ? en : ar);
/** Wall time `YYYY-MM-DDTHH:mm:ss` of Riyadh → RFC 3339 with its +03:00 offset. */
export const riyadh = (wall: string) => `${wall.slice(0, 19)}+03:00`;

export function cityName(cityId: number, lang: Lang): string {
  const city = SAUDI_CITIES.find((c) => c.id === cityId);
  return city ? pick(lang, city.ar, city.en) : '';
}

export function fullName(u: UserRow, lang: Lang = 'ar'): string {
  const name =
    lang === 'en' && u.first_name_en
      ? `${u.first_name_en} ${u.last_name_en}`
      : `${u.first_name} ${u.last_name}`;
  return name.trim() || u.phone;
}

const user = (id: number) => getStore().db.users.findFirst((q) => q.where({ id }));
const office = (id: number) => getStore().db.offices.findFirst((q) => q.where({ id }));
const unitRow = (id: number) => getStore().db.units.findFirst((q) => q.where({ id }));

function mediaOf(owner: MediaRow['owner'], ownerId: number): MediaRow[] {
  return getStore()
    .db.media.findMany((q) => q.where({ owner, owner_id: ownerId }))
    .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
}

const toMedia = (m: MediaRow): S['Media'] => ({
  id: m.id,
  path: m.path,
  kind: m.kind,
  sort_order: m.sort_order,
});
const PLACEHOLDER = 'uploads/offices/1/main0001.jpg';

function mainImage(owner: MediaRow['owner'], ownerId: number): string {
  const all = mediaOf(owner, ownerId);
  return (
    (all.find((m) => m.kind === 'main_image') ?? all.find((m) => m.kind === 'image'))?.path ??
    PLACEHOLDER
  );
}

export function lessorCard(u: UserRow): S['LessorCard'] {
  return compact({
    id: u.id,
    name: u.office_name ?? fullName(u),
    phone: u.phone,
    whatsapp: u.phone,
    logo: u.logo ?? undefined,
    verified: u.verification_status === 'verified',
    member_since: u.created_at.slice(0, 10),
  });
}

function ratingOf(officeId: number): { rating: number; reviews_count: number } {
  const reviews = getStore().db.reviews.findMany((q) => q.where({ office_id: officeId }));
  if (!reviews.length) return { rating: 0, reviews_count: 0 };
  const avg = reviews.reduce((s, r) => s + r.rating, 0) / reviews.length;
  return { rating: Math.round(avg * 10) / 10, reviews_count: reviews.length };
}

function lessorOffers(ownerId: number): OfferRow[] {
  return getStore().db.offers.findMany((q) => q.where({ owner_id: ownerId }));
}

export function priceOptions(u: UnitRow): S['PriceOption'][] {
  const offers = lessorOffers(u.owner_id);
  return u.prices.map((p) => {
    const own = offersFor(offers, u.id, p.type_res_id);
    return compact({
      id: p.id,
      type_res_id: p.type_res_id as S['TypeResId'],
      price: p.price,
      active: p.active,
      offers: own.map((o) => {
        const po = priceOffer(o);
        return {
          id: o.id,
          status: po.status as '0' | '1',
          start_date: riyadh(po.start_date),
          end_date: riyadh(po.end_date),
          discount: o.value,
          type_discount: po.type_discount as 'percent' | 'fixed',
        };
      }),
    });
  });
}

/** Cheapest active option of the unit's "headline" type, after today's offer. */
function headlinePrice(
  units: UnitRow[],
  now = new Date(),
): { price_from: number; price_type: S['TypeResId']; after?: number } {
  let best: { price_from: number; price_type: S['TypeResId']; after?: number } | null = null;
  for (const u of units) {
    const offers = lessorOffers(u.owner_id);
    for (const p of u.prices.filter((x) => x.active)) {
      const offer = findActiveOffer(offersFor(offers, u.id, p.type_res_id).map(priceOffer), now);
      const after = priceAfterOffer(p.price, offer);
      if (
        !best ||
        p.type_res_id < best.price_type ||
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

export function unitsOfOffice(officeId: number, publicOnly: boolean): UnitRow[] {
  return getStore()
    .db.units.findMany((q) => q.where({ office_id: officeId }))
    .filter((u) => !publicOnly || (u.status === 'published' && u.display_status === 'published'))
    .sort((a, b) => a.id - b.id);
}

export function toUnit(u: UnitRow, lang: Lang): S['Unit'] {
  const o = office(u.office_id);
  const images = mediaOf('unit', u.id);
  return compact({
    id: u.id,
    office_id: u.office_id,
    office_name: o ? pick(lang, o.name_ar, o.name_en) : '',
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

export function toOfficeSummary(
  o: OfficeRow,
  lang: Lang,
  favorites: Set<number> = new Set(),
): S['OfficeSummary'] {
  const units = unitsOfOffice(o.id, true);
  const price = headlinePrice(units.length ? units : unitsOfOffice(o.id, false));
  const { rating, reviews_count } = ratingOf(o.id);
  return compact({
    id: o.id,
    ad_number: o.ad_number,
    title: pick(lang, o.ad_title_ar, o.ad_title_en),
    category: o.category,
    type: o.type,
    city_name: cityName(o.city_id, lang),
    neighborhood: pick(lang, o.neighborhood_ar, o.neighborhood_en),
    main_image: mainImage('office', o.id),
    price_from: price.price_from,
    price_type: price.price_type,
    price_after_offer: price.after,
    area: o.area,
    capacity: units.reduce((s, u) => s + u.capacity, 0) || undefined,
    rating,
    reviews_count,
    has_offer: price.after !== undefined,
    is_favorite: favorites.has(o.id),
    location: { lat: o.lat, lng: o.lng },
    published_at: o.published_at ?? undefined,
  });
}

export function toOffice(
  o: OfficeRow,
  lang: Lang,
  opts: { favorites?: Set<number>; publicOnly?: boolean } = {},
): S['Office'] {
  const media = mediaOf('office', o.id);
  const units = unitsOfOffice(o.id, opts.publicOnly ?? false);
  const price = headlinePrice(units);
  const owner = user(o.owner_id)!;
  const { rating, reviews_count } = ratingOf(o.id);
  return compact({
    id: o.id,
    ad_number: o.ad_number,
    name: pick(lang, o.name_ar, o.name_en),
    category: o.category,
    type: o.type,
    ad_title: pick(lang, o.ad_title_ar, o.ad_title_en),
    city_id: o.city_id,
    city_name: cityName(o.city_id, lang),
    neighborhood: pick(lang, o.neighborhood_ar, o.neighborhood_en),
    street: pick(lang, o.street_ar, o.street_en),
    interface: o.interface,
    location: { lat: o.lat, lng: o.lng },
    halls: o.halls,
    rooms: o.rooms,
    bathrooms: o.bathrooms,
    kitchens: o.kitchens,
    features: o.features,
    description: pick(lang, o.description_ar, o.description_en),
    deed_number: o.deed_number ?? undefined,
    building_license: o.building_license ?? undefined,
    license_number: o.license_number ?? undefined,
    advertiser_relationship: o.advertiser_relationship,
    exclusivity: o.exclusivity,
    status: o.status,
    display_status: o.display_status,
    main_image: mainImage('office', o.id),
    images: media.filter((m) => m.kind === 'image' || m.kind === 'main_image').map(toMedia),
    video: media.find((m) => m.kind === 'video')?.path,
    documents: media
      .filter((m) => ['deed', 'building_license', 'civil_defense'].includes(m.kind))
      .map(toMedia),
    area: o.area,
    units_count: units.length,
    price_from: price.price_from,
    rating,
    reviews_count,
    is_favorite: opts.favorites?.has(o.id) ?? false,
    lessor: lessorCard(owner),
    units: units.map((u) => toUnit(u, lang)),
    created_at: o.created_at,
    published_at: o.published_at ?? undefined,
  }) as S['Office'];
}

export function unitRef(u: UnitRow | undefined, lang: Lang): S['UnitRef'] {
  return u
    ? { id: u.id, name: pick(lang, u.name_ar, u.name_en), code: u.code }
    : { id: 1, name: '—' };
}

const priceTypesOut = (types: string[]) => types as S['PriceType'][];

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
    units: o.unit_ids.map((id) => unitRef(unitRow(id), lang)),
    created_at: o.created_at,
  }) as S['Offer'];
}

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
    units: c.unit_ids.map((id) => unitRef(unitRow(id), lang)),
  }) as S['Coupon'];
}

const HHMM = (wall: string) => wall.slice(11, 16);

export function toReservation(r: ReservationRow, lang: Lang): S['Reservation'] {
  const db = getStore().db;
  const tenant = user(r.tenant_id)!;
  const lessor = user(r.lessor_id)!;
  const o = office(r.office_id);
  const invoice = db.tenantInvoices.findFirst((q) => q.where({ reservation_id: r.id }));
  const contract = db.contracts.findFirst((q) => q.where({ reservation_id: r.id }));
  const hourly = r.period === 'hourly';
  return compact({
    id: r.id,
    status: r.status,
    booking_date: r.created_at,
    start_date: r.start_at.slice(0, 10),
    // Departure date (exclusive) for date bookings; the same day for hourly ones.
    end_date: hourly ? r.start_at.slice(0, 10) : r.end_at.slice(0, 10),
    start_time: hourly ? HHMM(r.start_at) : undefined,
    end_time: hourly
      ? r.end_at.slice(0, 10) > r.start_at.slice(0, 10)
        ? '23:59'
        : HHMM(r.end_at)
      : undefined,
    type_res_id: r.type_res_id as S['TypeResId'],
    duration: r.duration,
    payment_method: r.payment_method ?? undefined,
    pay_mode: r.pay_mode,
    total_amount: r.total_amount,
    paid_amount: r.paid_amount,
    remaining_amount: r.remaining_amount,
    net_amount: r.net_amount,
    site_inspector_name: r.inspector_name ?? undefined,
    site_inspector_phone: r.inspector_phone ?? undefined,
    unit: unitRef(unitRow(r.unit_id), lang),
    office: { id: r.office_id, name: o ? pick(lang, o.name_ar, o.name_en) : '' },
    tenant: { id: tenant.id, name: fullName(tenant, lang), phone: tenant.phone },
    lessor: {
      id: lessor.id,
      name: lessor.office_name ?? fullName(lessor, lang),
      phone: lessor.phone,
    },
    contract_id: contract?.id,
    invoice_id: invoice?.id,
    created_at: r.created_at,
  }) as S['Reservation'];
}

export function toPayment(p: PaymentRow, lang: Lang): S['Payment'] {
  const payer = user(p.tenant_id);
  return compact({
    id: p.id,
    reservation_id: p.reservation_id,
    method: p.method,
    pay_mode: p.pay_mode,
    amount: p.amount,
    status: p.status,
    receipt_image: p.receipt_image ?? undefined,
    payer: payer ? { id: payer.id, name: fullName(payer, lang), phone: payer.phone } : undefined,
    failure_reason: p.failure_reason ?? undefined,
    created_at: p.created_at,
    confirmed_at: p.confirmed_at ?? undefined,
  }) as S['Payment'];
}

/** The invoice issuer block: the lessor's office as a supplier (spec: admin object). */
export function issuer(lessorId: number): S['InvoiceIssuer'] {
  const l = user(lessorId)!;
  const firstOffice = getStore().db.offices.findFirst((q) => q.where({ owner_id: lessorId }));
  const city = SAUDI_CITIES.find((c) => c.id === (firstOffice?.city_id ?? l.city_id ?? 1))!;
  return {
    register_number: l.commercial_register ?? '7001234567',
    mobile_number: l.phone,
    city: city.ar,
    neighborhood: firstOffice?.neighborhood_ar ?? l.district ?? city.neighbourhoods[0].ar,
    street: firstOffice?.street_ar ?? city.neighbourhoods[0].streets[0].ar,
    building_number: String(1000 + ((lessorId * 37) % 9000)),
    tax_number: l.vat_number ?? '300000000000003',
  };
}

export function toTenantInvoice(i: TenantInvoiceRow, lang: Lang): S['TenantInvoice'] {
  const tenant = user(i.tenant_id)!;
  return {
    id: i.id,
    invoice_number: i.invoice_number,
    release_date: i.release_date,
    created_at: i.created_at,
    total_amount: i.total_amount,
    remaining_amount: i.remaining_amount,
    invoice_status: i.invoice_status,
    payment_method: i.payment_method,
    offer_discount: i.offer_discount,
    offer_discount_value: i.offer_discount_value,
    coupon_discount: i.coupon_discount,
    coupon_discount_value: i.coupon_discount_value,
    commission_rate_tenant: i.commission_rate_tenant,
    commission_value_tenant: i.commission_value_tenant,
    tax_rate: i.tax_rate,
    tax_value: i.tax_value,
    admin: issuer(i.lessor_id),
    tenant: { username: fullName(tenant, lang), phone: tenant.phone },
    invoice_tenant_services: i.services.map((s) => ({ ...s })),
    reservation_id: i.reservation_id,
  };
}

export function toBusinessInvoice(i: BusinessInvoiceRow, lang: Lang): S['BusinessInvoice'] {
  const lessor = user(i.lessor_id)!;
  return compact({
    id: i.id,
    invoice_number: i.invoice_number,
    release_date: i.release_date,
    created_at: i.created_at,
    paid_amount: i.paid_amount,
    remaining_amount: i.remaining_amount,
    invoice_status: i.invoice_status,
    description: i.description,
    tax_value: i.tax_value,
    payment_method: i.payment_method,
    payment_tenants_image: i.payment_tenants_image ?? undefined,
    admin: issuer(i.lessor_id),
    lessor: { username: fullName(lessor, lang), phone: lessor.phone },
  }) as S['BusinessInvoice'];
}

export function toTransfer(t: TransferRow): S['Transfer'] {
  const { lessor_id: _l, ...rest } = t;
  return rest;
}

export function toStatement(s: StatementRow): S['AccountStatement'] {
  return {
    id: s.id,
    month: s.month,
    opening_balance: s.opening_balance,
    closing_balance: s.closing_balance,
    entries: s.entries,
  };
}

export function toContract(c: ContractRow, lang: Lang): S['Contract'] {
  const model = getStore().db.contractModels.findFirst((q) => q.where({ id: c.model_id }));
  return compact({
    id: c.id,
    number: c.number,
    status: c.status,
    lessor: { id_number: c.lessor_identity, name: c.lessor_name },
    tenant: { id_number: c.tenant_identity, name: c.tenant_name },
    ownership_document_number: c.ownership_document_number,
    model_id: c.model_id,
    model_name: model?.name ?? '',
    base_contract: c.base_contract ?? undefined,
    reservation_id: c.reservation_id,
    unit: unitRef(unitRow(c.unit_id), lang),
    start_date: c.start_date,
    end_date: c.end_date,
    rent_amount: c.rent_amount,
    payment_cycle: c.payment_cycle,
    created_at: c.created_at,
  }) as S['Contract'];
}

export function toPrintable(c: ContractRow, lang: Lang): S['PrintableContract'] {
  const model = getStore().db.contractModels.findFirst((q) => q.where({ id: c.model_id }));
  const u = unitRow(c.unit_id);
  const o = u ? office(u.office_id) : undefined;
  const lessor = user(c.lessor_id);
  const fill: Record<string, string> = {
    lessor_name: c.lessor_name,
    lessor_id: c.lessor_identity,
    tenant_name: c.tenant_name,
    tenant_id: c.tenant_identity,
    unit_name: u ? pick(lang, u.name_ar, u.name_en) : '',
    start_date: c.start_date,
    end_date: c.end_date,
    rent_amount: String(c.rent_amount),
  };
  const body = (model?.body ?? '').replace(/\{\{(\w+)\}\}/g, (_, k: string) => fill[k] ?? '');
  return compact({
    contract: toContract(c, lang),
    body: c.extra_terms ? `${body}\n${c.extra_terms}` : body,
    office_name: o ? pick(lang, o.name_ar, o.name_en) : '',
    office_address: o
      ? `${cityName(o.city_id, lang)} - ${pick(lang, o.neighborhood_ar, o.neighborhood_en)} - ${pick(lang, o.street_ar, o.street_en)}`
      : undefined,
    logo: lessor?.logo ?? 'uploads/logos/1/sitelogo.png',
  }) as S['PrintableContract'];
}

export function toContractModel(m: ContractModelRow): S['ContractModel'] {
  return { id: m.id, name: m.name, type: m.type, body: m.body, updated_at: m.updated_at };
}

export function toCustomContract(c: CustomContractRow): S['CustomContract'] {
  return compact({
    id: c.id,
    title: c.title,
    lessor: { id_number: c.lessor_identity, name: c.lessor_name },
    tenant: { id_number: c.tenant_identity, name: c.tenant_name },
    office_details: c.office_details,
    body: c.body,
    start_date: c.start_date ?? undefined,
    end_date: c.end_date ?? undefined,
    rent_amount: c.rent_amount ?? undefined,
    created_at: c.created_at,
  }) as S['CustomContract'];
}

export function toReview(r: ReviewRow, lang: Lang): S['Review'] {
  const author = user(r.user_id);
  return {
    id: r.id,
    office_id: r.office_id,
    title: r.title,
    comment: r.comment,
    rating: r.rating,
    author_name: author ? fullName(author, lang) : '—',
    created_at: r.created_at,
  };
}

export function toComplaint(c: ComplaintRow, lang: Lang): S['Complaint'] {
  const author = user(c.user_id);
  return compact({
    id: c.id,
    subject: c.subject ?? undefined,
    reason: c.reason,
    office_id: c.office_id ?? undefined,
    reservation_id: c.reservation_id ?? undefined,
    status: c.status,
    reply: c.reply ?? undefined,
    author_name: author ? fullName(author, lang) : undefined,
    created_at: c.created_at,
  }) as S['Complaint'];
}

export function toNotification(n: NotificationRow, lang: Lang): S['Notification'] {
  return compact({
    id: n.id,
    title: pick(lang, n.title_ar, n.title_en),
    body: pick(lang, n.body_ar, n.body_en),
    type: n.type,
    link: n.link ?? undefined,
    read_at: n.read_at ?? undefined,
    created_at: n.created_at,
  }) as S['Notification'];
}

export function toMarketing(m: MarketingRequestRow, lang: Lang): S['MarketingRequest'] {
  const o = office(m.office_id);
  return compact({
    id: m.id,
    office_id: m.office_id,
    office_name: o ? pick(lang, o.name_ar, o.name_en) : undefined,
    status: m.status,
    channels: m.channels,
    budget: m.budget ?? undefined,
    notes: m.notes ?? undefined,
    created_at: m.created_at,
  }) as S['MarketingRequest'];
}

export function toTenantProfile(u: UserRow): S['TenantProfile'] {
  return compact({
    id: u.id,
    account_type: 'ordinary' as const,
    first_name: u.first_name || 'مستخدم',
    last_name: u.last_name || 'جديد',
    phone: u.phone,
    email: u.email ?? undefined,
    city_id: u.city_id ?? undefined,
    identity_type: u.identity_type,
    identity_number: u.identity_number ?? undefined,
    profile_completed: u.profile_completed,
    created_at: u.created_at,
  }) as S['TenantProfile'];
}

export function toLessorProfile(u: UserRow): S['LessorProfile'] {
  const owner = u.parent_id ? (user(u.parent_id) ?? u) : u;
  return compact({
    id: u.id,
    account_type: 'bussines' as const,
    full_name: fullName(u),
    company_name: owner.company_name ?? undefined,
    office_name: owner.office_name ?? undefined,
    email: u.email ?? undefined,
    city_id: owner.city_id ?? undefined,
    district: owner.district ?? undefined,
    identity_type: u.identity_type,
    identity_number: u.identity_number ?? undefined,
    commercial_register: owner.commercial_register ?? undefined,
    vat_number: owner.vat_number ?? undefined,
    phone: u.phone,
    bio: owner.bio ?? undefined,
    logo: owner.logo ?? undefined,
    has_license: owner.has_license,
    license_number: owner.license_number ?? undefined,
    verification_status: owner.verification_status,
    payment_method_set: owner.payout_method !== null,
    profile_completed: u.profile_completed,
    created_at: u.created_at,
  }) as S['LessorProfile'];
}

export const toProfile = (u: UserRow): S['Profile'] =>
  u.type === 'business' ? toLessorProfile(u) : toTenantProfile(u);
