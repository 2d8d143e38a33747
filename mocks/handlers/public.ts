// Public operations (no token): settings, search data, home, search and deals, office
// and unit details, availability, reviews, content pages, contact form.
import { getStore } from '../backend';
import type { OfficeRow } from '../db/schema';
import { bearer, lang, newestFirst, notFound, ok, paginate, route, intParam } from '../lib/http';
import { CONTENT_PAGES, FEATURES } from '../seed/catalogue';
import { SAUDI_CITIES } from '../seed/saudi-places';
import { officeDays, dateRange, unitDays } from '../services/calendar';
import { reservedSlots } from '../services/booking';
import { hasConflict } from '@/domain';
import {
  cityName,
  toOffice,
  toOfficeSummary,
  toReview,
  toUnit,
  unitsOfOffice,
  type S,
} from './serialize';

const OFFICE_CATEGORIES: S['OfficeCategory'][] = [
  'private_office',
  'shared_workspace',
  'meeting_room',
  'desk',
  'training_hall',
];
const OFFICE_TYPES: S['OfficeType'][] = [
  'tower',
  'business_center',
  'commercial_complex',
  'building',
  'villa',
];

/** The favourites of the caller, when a tenant token comes along (public pages show hearts). */
export function callerFavorites(request: Request): Set<number> {
  const token = bearer(request);
  if (!token) return new Set();
  const { db } = getStore();
  const session = db.sessions.findFirst((q) => q.where({ token }));
  if (!session) return new Set();
  return new Set(
    db.favorites.findMany((q) => q.where({ user_id: session.user_id })).map((f) => f.office_id),
  );
}

function isPublic(o: OfficeRow): boolean {
  return o.status === 'published' && o.display_status === 'published';
}

/** Search and deals: the contract's filters and sort orders over published offices. */
function searchOffices(url: URL, dealsOnly: boolean, lng: 'ar' | 'en', favorites: Set<number>) {
  const p = url.searchParams;
  const q = p.get('q')?.trim().toLowerCase();
  const num = (k: string) => (p.has(k) ? Number(p.get(k)) : undefined);
  const features = p
    .getAll('features')
    .flatMap((v) => v.split(','))
    .map(Number)
    .filter(Boolean);
  const typeResId = num('type_res_id');
  const [priceMin, priceMax, areaMin, areaMax, capacity, cityId] = [
    'price_min',
    'price_max',
    'area_min',
    'area_max',
    'capacity',
    'city_id',
  ].map(num);
  const startDate = p.get('start_date');
  const endDate = p.get('end_date') ?? startDate;
  let rows = getStore().db.offices.findMany((x) => x.where(isPublic));
  rows = rows.filter((o) => {
    if (cityId && o.city_id !== cityId) return false;
    if (p.get('category') && o.category !== p.get('category')) return false;
    if (p.get('type') && o.type !== p.get('type')) return false;
    if (areaMin !== undefined && o.area < areaMin) return false;
    if (areaMax !== undefined && o.area > areaMax) return false;
    if (features.length && !features.every((f) => o.features.includes(f))) return false;
    if (q) {
      const hay = [
        o.name_ar,
        o.name_en,
        o.ad_title_ar,
        o.ad_title_en,
        o.neighborhood_ar,
        o.neighborhood_en,
        o.ad_number,
        cityName(o.city_id, 'ar'),
        cityName(o.city_id, 'en'),
      ]
        .join(' ')
        .toLowerCase();
      if (!hay.includes(q)) return false;
    }
    const units = unitsOfOffice(o.id, true);
    if (!units.length) return false;
    if (capacity !== undefined && !units.some((u) => u.capacity >= capacity)) return false;
    if (
      typeResId &&
      !units.some((u) => u.prices.some((x) => x.active && x.type_res_id === typeResId))
    )
      return false;
    if (startDate && endDate) {
      const range = { start: `${startDate}T00:00:00`, end: `${endDate}T23:59:59` };
      if (!units.some((u) => !hasConflict(range, reservedSlots(u.id)))) return false;
    }
    return true;
  });
  let summaries = rows.map((o) => ({ row: o, s: toOfficeSummary(o, lng, favorites) }));
  summaries = summaries.filter(({ s }) => {
    const price = s.price_after_offer ?? s.price_from;
    if (priceMin !== undefined && price < priceMin) return false;
    if (priceMax !== undefined && price > priceMax) return false;
    if (dealsOnly && !s.has_offer) return false;
    return true;
  });
  const sort = p.get('sort') ?? 'newest';
  const by: Record<
    string,
    (a: (typeof summaries)[number], b: (typeof summaries)[number]) => number
  > = {
    newest: (a, b) =>
      (b.row.published_at ?? b.row.created_at).localeCompare(
        a.row.published_at ?? a.row.created_at,
      ) || b.row.id - a.row.id,
    price_asc: (a, b) =>
      (a.s.price_after_offer ?? a.s.price_from) - (b.s.price_after_offer ?? b.s.price_from) ||
      a.row.id - b.row.id,
    price_desc: (a, b) =>
      (b.s.price_after_offer ?? b.s.price_from) - (a.s.price_after_offer ?? a.s.price_from) ||
      a.row.id - b.row.id,
    rating: (a, b) => (b.s.rating ?? 0) - (a.s.rating ?? 0) || a.row.id - b.row.id,
    area_desc: (a, b) => b.row.area - a.row.area || a.row.id - b.row.id,
  };
  summaries.sort(by[sort] ?? by.newest);
  return summaries.map((x) => x.s);
}

function publicOffice(id: number): OfficeRow {
  const o = getStore().db.offices.findFirst((q) => q.where({ id }));
  if (!o || !isPublic(o)) notFound();
  return o;
}

const FILE_HOST_PATH = '/';

export const publicHandlers = [
  route('get', '/user/settings/general', ({ url }) =>
    ok({
      site_title_ar: 'مكتبي - منصة تأجير المكاتب ومساحات العمل',
      site_title_en: 'Maktabi - offices and workspaces for rent',
      site_desc_ar:
        'ابحث واحجز المكاتب ومساحات العمل المشتركة وقاعات الاجتماعات في جميع مدن المملكة.',
      site_desc_en:
        'Search and book offices, shared workspaces and meeting rooms across Saudi Arabia.',
      site_keywords_ar: 'مكاتب للإيجار, مساحات عمل مشتركة, قاعات اجتماعات, الرياض, جدة',
      site_keywords_en: 'offices for rent, coworking, meeting rooms, Riyadh, Jeddah',
      icon_browser: 'uploads/site/1/favicon.png',
      logo: 'uploads/site/1/sitelogo.png',
      // The embedded backend serves placeholder files itself (see files.ts).
      file_host: `${url.origin}${FILE_HOST_PATH}`,
      vat_rate: 15,
      commission_rate_tenant: 5,
      support_phone: '+966500000000',
      support_email: 'support@example.sa',
      app_store_url: 'https://apps.apple.com/sa/app/id0000000000',
      play_store_url: 'https://play.google.com/store/apps/details?id=sa.example.maktabi',
    } satisfies S['GeneralSettings']),
  ),

  route('get', '/user/settings/search_data', () => {
    const units = getStore().db.units.findMany((q) => q.where({ status: 'published' }));
    const prices = units.flatMap((u) => u.prices.map((p) => p.price));
    const areas = getStore()
      .db.offices.all()
      .map((o) => o.area);
    return ok({
      cities: SAUDI_CITIES.map((c) => ({
        id: c.id,
        name_ar: c.ar,
        name_en: c.en,
        neighborhoods: c.neighbourhoods.map((n, i) => ({
          id: c.id * 100 + i + 1,
          name_ar: n.ar,
          name_en: n.en,
        })),
      })),
      categories: OFFICE_CATEGORIES,
      office_types: OFFICE_TYPES,
      features: FEATURES,
      price_range: { min: Math.min(...prices), max: Math.max(...prices) },
      area_range: { min: Math.min(...areas), max: Math.max(...areas) },
    } satisfies S['SearchData']);
  }),

  route('get', '/public/home', ({ request, url }) => {
    const lng = lang(request);
    const fav = callerFavorites(request);
    const all = searchOffices(new URL(`${url.origin}/?sort=rating`), false, lng, fav);
    const deals = all.filter((s) => s.has_offer);
    const offices = getStore().db.offices.findMany((q) => q.where(isPublic));
    return ok({
      hero: {
        title: lng === 'en' ? 'Find your next office' : 'اعثر على مكتبك القادم',
        subtitle:
          lng === 'en'
            ? 'Offices, shared workspaces and meeting rooms across the Kingdom'
            : 'مكاتب ومساحات عمل مشتركة وقاعات اجتماعات في جميع مدن المملكة',
        image: 'uploads/site/1/hero0001.jpg',
      },
      featured_offices: all.slice(0, 8),
      deals: deals.slice(0, 8),
      cities: SAUDI_CITIES.map((c) => ({
        city: { id: c.id, name_ar: c.ar, name_en: c.en },
        offices_count: offices.filter((o) => o.city_id === c.id).length,
      })),
      stats: { tenants_reach: 500000, top_lessors_description_percent: 73 },
    } satisfies S['HomeContent']);
  }),

  route('get', '/public/offices', ({ request, url }) =>
    ok(paginate(searchOffices(url, false, lang(request), callerFavorites(request)), url)),
  ),
  route('get', '/public/deals', ({ request, url }) =>
    ok(paginate(searchOffices(url, true, lang(request), callerFavorites(request)), url)),
  ),

  route('get', '/public/offices/{id}', ({ request, params }) => {
    const o = publicOffice(intParam(params.id));
    return ok(
      toOffice(o, lang(request), { favorites: callerFavorites(request), publicOnly: true }),
    );
  }),

  route('get', '/public/offices/{id}/availability', ({ params, url }) => {
    const o = publicOffice(intParam(params.id));
    const from = url.searchParams.get('from')!;
    const to = url.searchParams.get('to')!;
    const days = officeDays(
      unitsOfOffice(o.id, true).map((u) => u.id),
      dateRange(from, to),
    );
    return ok({ from, to, days } satisfies S['Availability']);
  }),

  route('get', '/public/offices/{id}/similar', ({ request, params }) => {
    const o = publicOffice(intParam(params.id));
    const lng = lang(request);
    const fav = callerFavorites(request);
    const others = getStore()
      .db.offices.findMany((q) => q.where(isPublic))
      .filter((x) => x.id !== o.id && unitsOfOffice(x.id, true).length > 0)
      .map((x) => ({
        x,
        score: (x.category === o.category ? 2 : 0) + (x.city_id === o.city_id ? 1 : 0),
      }))
      .sort((a, b) => b.score - a.score || a.x.id - b.x.id)
      .slice(0, 6);
    return ok(others.map(({ x }) => toOfficeSummary(x, lng, fav)));
  }),

  route('get', '/public/offices/{id}/reviews', ({ request, params, url }) => {
    const o = publicOffice(intParam(params.id));
    const lng = lang(request);
    const rows = newestFirst(getStore().db.reviews.findMany((q) => q.where({ office_id: o.id })));
    return ok(paginate(rows, url, (r) => toReview(r, lng)));
  }),

  route('get', '/public/units/{id}', ({ request, params }) => {
    const u = getStore().db.units.findFirst((q) => q.where({ id: intParam(params.id) }));
    if (!u || u.status !== 'published' || u.display_status !== 'published') notFound();
    publicOffice(u.office_id);
    return ok(toUnit(u, lang(request)));
  }),

  route('get', '/public/units/{id}/availability', ({ params, url }) => {
    const u = getStore().db.units.findFirst((q) => q.where({ id: intParam(params.id) }));
    if (!u || u.status !== 'published') notFound();
    const from = url.searchParams.get('from')!;
    const to = url.searchParams.get('to')!;
    return ok({ from, to, days: unitDays(u.id, dateRange(from, to)) } satisfies S['Availability']);
  }),

  route('get', '/public/pages/{slug}', ({ request, params }) => {
    const page = CONTENT_PAGES[params.slug];
    if (!page) notFound();
    const [title, body] = page[lang(request)];
    return ok({
      slug: params.slug,
      title,
      body,
      updated_at: '2026-10-01T08:00:00Z',
    } satisfies S['ContentPage']);
  }),

  route('post', '/public/contact', async ({ body }) => {
    const { store, db } = getStore();
    await db.contactMessages.create({
      id: store.nextId('contactMessages'),
      name: body.name,
      phone: body.phone,
      email: body.email ?? null,
      subject: body.subject ?? null,
      message: body.message,
      created_at: new Date().toISOString(),
    });
    return Response.json(
      { message: 'تم استلام رسالتك وسنتواصل معك خلال 72 ساعة' },
      { status: 201 },
    );
  }),
];
