// Lessor listings: offices (wizard drafts, publishing, display status, media), units,
// unit settings, prices, deposits ("down prices"), offers and coupons. Ordinary
// accounts get 403 (they cannot add real estate); other lessors' rows are 404.
import {
  officeDraftSchema,
  officeFieldsSchema,
  officeMediaSchema,
  publishOfficeSchema,
} from '@schemas/office';
import { createCouponSchema, createOfferSchema, unitPricesSchema } from '@schemas/prices';
import { downPriceSchema, unitDraftSchema, unitSchema, unitSettingsSchema } from '@schemas/unit';
import { msg } from '@schemas/messages';
import { z } from 'zod';
import { getStore } from '../backend';
import type { MediaRow, OfficeRow, UnitRow } from '../db/schema';
import {
  ApiFailure,
  intParam,
  lang,
  MESSAGES,
  newestFirst,
  notFound,
  ok,
  paginate,
  requireLessor,
  route,
  type RouteContext,
  type Body,
} from '../lib/http';
import {
  toCoupon,
  toOffer,
  toOffice,
  toUnit,
  unitsOfOffice,
  priceOptions,
  type S,
} from './serialize';

const lessor = (request: Request) => requireLessor(request);
const realEstate = (request: Request) =>
  requireLessor(request, MESSAGES.ordinaryCannotAddRealEstate);
const created = (data: unknown, message?: string) => ok(data, message, 201);
const now = () => new Date().toISOString();

function ownOffice(request: Request, id: number): OfficeRow {
  const me = lessor(request);
  const o = getStore().db.offices.findFirst((q) => q.where({ id, owner_id: me.actingFor }));
  if (!o) notFound();
  return o;
}

function ownUnit(request: Request, id: number): UnitRow {
  const me = lessor(request);
  const u = getStore().db.units.findFirst((q) => q.where({ id, owner_id: me.actingFor }));
  if (!u) notFound();
  return u;
}

const officeRule = ({ body }: RouteContext) =>
  body.is_draft === true
    ? officeDraftSchema.passthrough()
    : officeFieldsSchema.extend({ is_draft: z.literal(false) }).passthrough();
const unitRule = ({ body }: RouteContext) =>
  body.is_draft === true ? unitDraftSchema.passthrough() : unitSchema.passthrough();

/** Writes an OfficeInput onto a row (Arabic and English text get the same value). */
function applyOfficeInput(o: OfficeRow, b: Body, draft: boolean) {
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

function applyUnitInput(u: UnitRow, b: Body, draft: boolean) {
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
    let next =
      Math.max(
        0,
        ...getStore()
          .db.units.all()
          .flatMap((x) => x.services.map((s) => s.id)),
      ) + 1;
    u.services = b.services.map((s: Body) => ({
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

function setPrices(
  u: UnitRow,
  prices: Array<{ type_res_id: number; price: number; active: boolean }>,
) {
  let next =
    Math.max(
      0,
      ...getStore()
        .db.units.all()
        .flatMap((x) => x.prices.map((p) => p.id)),
    ) + 1;
  u.prices = prices.map((p) => ({
    id: u.prices.find((x) => x.type_res_id === p.type_res_id)?.id ?? next++,
    type_res_id: p.type_res_id,
    price: p.price,
    active: p.active,
  }));
}

function blankUnit(id: number, office: OfficeRow): UnitRow {
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
    cancellation_policy: 'الإلغاء مجاني قبل 48 ساعة من موعد الوصول.',
    min_notice_hours: 24,
    locked_fields: [],
    created_at: now(),
  };
}

async function addMedia(owner: MediaRow['owner'], ownerId: number, body: Body) {
  const { store, db } = getStore();
  const id = store.nextId('media');
  const ext =
    String(body.file ?? '')
      .match(/\.(jpg|png|webp|mp4|pdf)$/i)?.[1]
      ?.toLowerCase() ?? (body.kind === 'video' ? 'mp4' : 'jpg');
  if (body.kind === 'main_image') {
    // One main image: the previous one becomes an ordinary image.
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
  return {
    id: row.id,
    path: row.path,
    kind: row.kind,
    sort_order: row.sort_order,
  } satisfies S['Media'];
}

function maxPriceFor(unitIds: unknown): number | undefined {
  if (!Array.isArray(unitIds) || !unitIds.length) return undefined;
  const prices = getStore()
    .db.units.all()
    .filter((u) => unitIds.includes(u.id))
    .flatMap((u) => u.prices.filter((p) => p.active).map((p) => p.price));
  return prices.length ? Math.min(...prices) : undefined;
}

function checkOwnUnits(me: { actingFor: number }, unitIds: number[]) {
  const own = new Set(
    getStore()
      .db.units.findMany((q) => q.where({ owner_id: me.actingFor }))
      .map((u) => u.id),
  );
  if (unitIds.some((id) => !own.has(id)))
    throw new ApiFailure(422, MESSAGES.invalidInput, { unit_ids: [msg('invalidInput')] });
}

export const lessorListingHandlers = [
  // ---------- offices ----------
  route(
    'get',
    '/user/offices',
    ({ request, url }) => {
      const me = lessor(request);
      const status = url.searchParams.get('status');
      const rows = newestFirst(
        getStore().db.offices.findMany((q) => q.where({ owner_id: me.actingFor })),
      ).filter((o) => !status || o.status === status);
      return ok(paginate(rows, url, (o) => toOffice(o, lang(request))));
    },
    { auth: lessor },
  ),
  route(
    'post',
    '/user/offices',
    async ({ request, body }) => {
      const me = realEstate(request);
      const { store, db } = getStore();
      // Starting a new office replaces the incomplete one (the client confirmed it).
      if (body.is_draft) {
        for (const o of db.offices.findMany((q) =>
          q.where({ owner_id: me.actingFor, status: 'incomplete' }),
        )) {
          db.media.deleteMany((q) => q.where({ owner: 'office', owner_id: o.id }));
          db.offices.delete((q) => q.where({ id: o.id }));
        }
      }
      const id = store.nextId('offices');
      const row: OfficeRow = {
        id,
        owner_id: me.actingFor,
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
      applyOfficeInput(row, body, !!body.is_draft);
      const office = await db.offices.create(row);
      return created(toOffice(office, lang(request)), 'تم حفظ المكتب');
    },
    { auth: realEstate, rules: officeRule },
  ),
  route(
    'get',
    '/user/offices/incomplete',
    ({ request }) => {
      const me = lessor(request);
      const o = newestFirst(
        getStore().db.offices.findMany((q) =>
          q.where({ owner_id: me.actingFor, status: 'incomplete' }),
        ),
      )[0];
      if (!o) notFound();
      return ok(toOffice(o, lang(request)));
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/offices/{id}',
    ({ request, params }) => ok(toOffice(ownOffice(request, intParam(params.id)), lang(request))),
    { auth: lessor },
  ),
  route(
    'put',
    '/user/offices/{id}',
    async ({ request, params, body }) => {
      const o = ownOffice(request, intParam(params.id));
      const next = await getStore().db.offices.update((q) => q.where({ id: o.id }), {
        data(x) {
          applyOfficeInput(x, body, !!body.is_draft);
        },
      });
      return ok(toOffice(next!, lang(request)), 'تم حفظ المكتب');
    },
    { auth: realEstate, rules: officeRule },
  ),
  route(
    'delete',
    '/user/offices/{id}',
    ({ request, params }) => {
      const o = ownOffice(request, intParam(params.id));
      const { db } = getStore();
      const live = db.reservations
        .findMany((q) => q.where({ office_id: o.id }))
        .some((r) => ['pending', 'processing', 'accepted', 'active'].includes(r.status));
      if (live)
        throw new ApiFailure(422, 'Office has live reservations', { id: [msg('invalidInput')] });
      for (const u of db.units.findMany((q) => q.where({ office_id: o.id })))
        db.media.deleteMany((q) => q.where({ owner: 'unit', owner_id: u.id }));
      db.units.deleteMany((q) => q.where({ office_id: o.id }));
      db.media.deleteMany((q) => q.where({ owner: 'office', owner_id: o.id }));
      db.offices.delete((q) => q.where({ id: o.id }));
      return Response.json({ message: 'تم حذف المكتب' });
    },
    { auth: lessor },
  ),
  route(
    'post',
    '/user/offices/{id}/publish',
    async ({ request, params }) => {
      const o = ownOffice(request, intParam(params.id));
      const { db } = getStore();
      if (o.status === 'incomplete')
        throw new ApiFailure(422, MESSAGES.invalidInput, { status: [msg('invalidInput')] });
      // Publishing needs the media rule: at least 4 images plus a main image.
      const media = db.media.findMany((q) => q.where({ owner: 'office', owner_id: o.id }));
      const check = officeMediaSchema.safeParse({
        images: media.filter((m) => m.kind === 'image').map((m) => m.path),
        main_image: media.find((m) => m.kind === 'main_image')?.path ?? null,
      });
      if (!check.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of check.error.issues)
          (errors[issue.path.join('.') || 'images'] ??= []).push(issue.message);
        throw new ApiFailure(422, MESSAGES.invalidInput, errors);
      }
      const next = await db.offices.update((q) => q.where({ id: o.id }), {
        data(x) {
          x.status = 'published';
          x.display_status = 'published';
          x.published_at ??= now();
        },
      });
      await db.units.updateMany((q) => q.where({ office_id: o.id, status: 'not_published' }), {
        data(u) {
          u.status = 'published';
        },
      });
      return ok(toOffice(next!, lang(request)), 'تم نشر الإعلان');
    },
    { auth: lessor, rules: () => publishOfficeSchema },
  ),
  route(
    'patch',
    '/user/offices/{id}/display-status',
    async ({ request, params, body }) => {
      const o = ownOffice(request, intParam(params.id));
      if (o.status !== 'published' && body.display_status === 'published')
        throw new ApiFailure(422, MESSAGES.invalidInput, { display_status: [msg('invalidInput')] });
      const next = await getStore().db.offices.update((q) => q.where({ id: o.id }), {
        data(x) {
          x.display_status = body.display_status;
        },
      });
      return ok(toOffice(next!, lang(request)));
    },
    { auth: lessor },
  ),
  route(
    'post',
    '/user/offices/{id}/media',
    async ({ request, params, body }) => {
      const o = ownOffice(request, intParam(params.id));
      return created(await addMedia('office', o.id, body), 'تم رفع الملف');
    },
    { auth: lessor },
  ),
  route(
    'delete',
    '/user/offices/{id}/media/{mediaId}',
    ({ request, params }) => {
      const o = ownOffice(request, intParam(params.id));
      const removed = getStore().db.media.delete((q) =>
        q.where({ id: intParam(params.mediaId), owner: 'office', owner_id: o.id }),
      );
      if (!removed) notFound();
      return Response.json({ message: 'تم حذف الملف' });
    },
    { auth: lessor },
  ),

  // ---------- units ----------
  route(
    'get',
    '/user/offices/{id}/units',
    ({ request, params, url }) => {
      const o = ownOffice(request, intParam(params.id));
      return ok(paginate(unitsOfOffice(o.id, false), url, (u) => toUnit(u, lang(request))));
    },
    { auth: lessor },
  ),
  route(
    'post',
    '/user/offices/{id}/units',
    async ({ request, params, body }) => {
      const o = ownOffice(request, intParam(params.id));
      const { store, db } = getStore();
      if (body.is_draft) {
        for (const u of db.units.findMany((q) =>
          q.where({ owner_id: o.owner_id, status: 'incomplete' }),
        ))
          db.units.delete((q) => q.where({ id: u.id }));
      }
      const row = blankUnit(store.nextId('units'), o);
      applyUnitInput(row, body, !!body.is_draft);
      if (!body.is_draft && o.status === 'published') row.status = 'published';
      const unit = await db.units.create(row);
      return created(toUnit(unit, lang(request)), 'تم حفظ الوحدة');
    },
    { auth: realEstate, rules: unitRule },
  ),
  route(
    'get',
    '/user/units',
    ({ request, url }) => {
      const me = lessor(request);
      const officeId = Number(url.searchParams.get('office_id') ?? 0);
      const rows = newestFirst(
        getStore().db.units.findMany((q) => q.where({ owner_id: me.actingFor })),
      ).filter((u) => !officeId || u.office_id === officeId);
      return ok(paginate(rows, url, (u) => toUnit(u, lang(request))));
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/units/incomplete',
    ({ request }) => {
      const me = lessor(request);
      const u = newestFirst(
        getStore().db.units.findMany((q) =>
          q.where({ owner_id: me.actingFor, status: 'incomplete' }),
        ),
      )[0];
      if (!u) notFound();
      return ok(toUnit(u, lang(request)));
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/units/{id}',
    ({ request, params }) => ok(toUnit(ownUnit(request, intParam(params.id)), lang(request))),
    { auth: lessor },
  ),
  route(
    'put',
    '/user/units/{id}',
    async ({ request, params, body }) => {
      const u = ownUnit(request, intParam(params.id));
      const next = await getStore().db.units.update((q) => q.where({ id: u.id }), {
        data(x) {
          applyUnitInput(x, body, !!body.is_draft);
        },
      });
      return ok(toUnit(next!, lang(request)), 'تم حفظ الوحدة');
    },
    { auth: lessor, rules: unitRule },
  ),
  route(
    'delete',
    '/user/units/{id}',
    ({ request, params }) => {
      const u = ownUnit(request, intParam(params.id));
      const { db } = getStore();
      const live = db.reservations
        .findMany((q) => q.where({ unit_id: u.id }))
        .some((r) => ['pending', 'processing', 'accepted', 'active'].includes(r.status));
      if (live)
        throw new ApiFailure(422, 'Unit has live reservations', { id: [msg('invalidInput')] });
      db.media.deleteMany((q) => q.where({ owner: 'unit', owner_id: u.id }));
      db.units.delete((q) => q.where({ id: u.id }));
      return Response.json({ message: 'تم حذف الوحدة' });
    },
    { auth: lessor },
  ),
  route(
    'patch',
    '/user/units/{id}/display-status',
    async ({ request, params, body }) => {
      const u = ownUnit(request, intParam(params.id));
      const next = await getStore().db.units.update((q) => q.where({ id: u.id }), {
        data(x) {
          x.display_status = body.display_status;
        },
      });
      return ok(toUnit(next!, lang(request)));
    },
    { auth: lessor },
  ),
  route(
    'post',
    '/user/units/{id}/media',
    async ({ request, params, body }) => {
      const u = ownUnit(request, intParam(params.id));
      return created(await addMedia('unit', u.id, body), 'تم رفع الملف');
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/units/{id}/settings',
    ({ request, params }) => {
      const u = ownUnit(request, intParam(params.id));
      return ok(settingsOf(u));
    },
    { auth: lessor },
  ),
  route(
    'put',
    '/user/units/{id}/settings',
    async ({ request, params, body }) => {
      const u = ownUnit(request, intParam(params.id));
      // "Some settings cannot be changed after saving": a locked field keeps its value.
      const changed = (
        ['refundable_deposit', 'booking_terms', 'cancellation_policy', 'min_notice_hours'] as const
      ).filter(
        (k) =>
          body[k] !== undefined &&
          u.locked_fields.includes(k) &&
          body[k] !== (k === 'refundable_deposit' ? u.refundable_insurance : u[k]),
      );
      if (changed.length)
        throw new ApiFailure(
          422,
          MESSAGES.invalidInput,
          Object.fromEntries(changed.map((k) => [k, [msg('invalidInput')]])),
        );
      const next = await getStore().db.units.update((q) => q.where({ id: u.id }), {
        data(x) {
          x.booking_terms = body.booking_terms;
          if (body.cancellation_policy !== undefined)
            x.cancellation_policy = body.cancellation_policy;
          x.refundable_insurance = body.refundable_deposit;
          if (body.min_notice_hours !== undefined) x.min_notice_hours = body.min_notice_hours;
          // The refundable deposit locks once saved.
          if (!x.locked_fields.includes('refundable_deposit'))
            x.locked_fields = [...x.locked_fields, 'refundable_deposit'];
        },
      });
      return ok(settingsOf(next!), 'تم حفظ الإعدادات');
    },
    { auth: lessor, rules: () => unitSettingsSchema },
  ),

  // ---------- prices and deposits ----------
  route(
    'get',
    '/user/prices',
    ({ request, url }) => {
      const me = lessor(request);
      const officeId = Number(url.searchParams.get('office_id') ?? 0);
      const rows = getStore()
        .db.units.findMany((q) => q.where({ owner_id: me.actingFor }))
        .filter((u) => !officeId || u.office_id === officeId)
        .sort((a, b) => a.id - b.id);
      return ok(paginate(rows, url, (u) => unitPrices(u, lang(request))));
    },
    { auth: lessor },
  ),
  route(
    'put',
    '/user/units/{id}/prices',
    async ({ request, params, body }) => {
      const u = ownUnit(request, intParam(params.id));
      const next = await getStore().db.units.update((q) => q.where({ id: u.id }), {
        data(x) {
          setPrices(x, body.prices);
        },
      });
      return ok(unitPrices(next!, lang(request)), 'تم حفظ الأسعار');
    },
    { auth: lessor, rules: () => unitPricesSchema },
  ),
  route(
    'get',
    '/user/down-prices',
    ({ request, url }) => {
      const me = lessor(request);
      const rows = getStore()
        .db.units.findMany((q) => q.where({ owner_id: me.actingFor }))
        .sort((a, b) => a.id - b.id);
      return ok(paginate(rows, url, (u) => downPrice(u, lang(request))));
    },
    { auth: lessor },
  ),
  route(
    'put',
    '/user/units/{id}/down-price',
    async ({ request, params, body }) => {
      const u = ownUnit(request, intParam(params.id));
      const next = await getStore().db.units.update((q) => q.where({ id: u.id }), {
        data(x) {
          x.deposit_percent = body.deposit_percent;
        },
      });
      return ok(downPrice(next!, lang(request)), 'تم حفظ العربون');
    },
    { auth: lessor, rules: () => downPriceSchema },
  ),

  // ---------- offers ----------
  route(
    'get',
    '/user/offers',
    ({ request, url }) => {
      const me = lessor(request);
      const rows = newestFirst(
        getStore().db.offers.findMany((q) => q.where({ owner_id: me.actingFor })),
      );
      return ok(paginate(rows, url, (o) => toOffer(o, lang(request))));
    },
    { auth: lessor },
  ),
  route(
    'post',
    '/user/offers',
    async ({ request, body }) => {
      const me = lessor(request);
      checkOwnUnits(me, body.unit_ids);
      const { store, db } = getStore();
      const row = await db.offers.create({
        id: store.nextId('offers'),
        owner_id: me.actingFor,
        name: body.name,
        type: body.type,
        value: body.value,
        start_date: body.start_date,
        end_date: body.end_date,
        unit_ids: body.unit_ids,
        price_types: body.price_types,
        is_active: body.is_active ?? true,
        required_deposit_percent: body.required_deposit_percent ?? null,
        created_at: now(),
      });
      return created(toOffer(row, lang(request)), 'تم إنشاء العرض');
    },
    {
      auth: lessor,
      rules: ({ body }) =>
        createOfferSchema({ maxPrice: maxPriceFor(body.unit_ids) }).passthrough(),
    },
  ),
  route(
    'get',
    '/user/offers/{id}',
    ({ request, params }) => {
      const me = lessor(request);
      const o = getStore().db.offers.findFirst((q) =>
        q.where({ id: intParam(params.id), owner_id: me.actingFor }),
      );
      if (!o) notFound();
      return ok(toOffer(o, lang(request)));
    },
    { auth: lessor },
  ),
  route(
    'put',
    '/user/offers/{id}',
    async ({ request, params, body }) => {
      const me = lessor(request);
      const { db } = getStore();
      const o = db.offers.findFirst((q) =>
        q.where({ id: intParam(params.id), owner_id: me.actingFor }),
      );
      if (!o) notFound();
      checkOwnUnits(me, body.unit_ids);
      const next = await db.offers.update((q) => q.where({ id: o.id }), {
        data(x) {
          Object.assign(x, {
            name: body.name,
            type: body.type,
            value: body.value,
            start_date: body.start_date,
            end_date: body.end_date,
            unit_ids: body.unit_ids,
            price_types: body.price_types,
            is_active: body.is_active ?? x.is_active,
            required_deposit_percent: body.required_deposit_percent ?? x.required_deposit_percent,
          });
        },
      });
      return ok(toOffer(next!, lang(request)), 'تم حفظ العرض');
    },
    {
      auth: lessor,
      rules: ({ body }) =>
        createOfferSchema({ maxPrice: maxPriceFor(body.unit_ids) }).passthrough(),
    },
  ),
  route(
    'delete',
    '/user/offers/{id}',
    ({ request, params }) => {
      const me = lessor(request);
      const removed = getStore().db.offers.delete((q) =>
        q.where({ id: intParam(params.id), owner_id: me.actingFor }),
      );
      if (!removed) notFound();
      return Response.json({ message: 'تم حذف العرض' });
    },
    { auth: lessor },
  ),

  // ---------- coupons ----------
  route(
    'get',
    '/user/coupons',
    ({ request, url }) => {
      const me = lessor(request);
      const rows = newestFirst(
        getStore().db.coupons.findMany((q) => q.where({ owner_id: me.actingFor })),
      );
      return ok(paginate(rows, url, (c) => toCoupon(c, lang(request))));
    },
    { auth: lessor },
  ),
  route(
    'post',
    '/user/coupons',
    async ({ request, body }) => {
      const me = lessor(request);
      checkOwnUnits(me, body.unit_ids);
      const { store, db } = getStore();
      const code = String(body.code).toUpperCase();
      if (db.coupons.findFirst((q) => q.where({ owner_id: me.actingFor, code })))
        throw new ApiFailure(422, MESSAGES.invalidInput, { code: [msg('invalidInput')] });
      const row = await db.coupons.create({
        id: store.nextId('coupons'),
        owner_id: me.actingFor,
        code,
        name: body.name,
        type: body.type,
        value: body.value,
        max_uses: body.max_uses,
        used_count: 0,
        active_from: body.active_from,
        active_to: body.active_to,
        unit_ids: body.unit_ids,
        price_types: body.price_types,
        is_active: body.is_active ?? true,
        created_at: now(),
      });
      return created(toCoupon(row, lang(request)), 'تم إنشاء الكوبون');
    },
    {
      auth: lessor,
      rules: ({ body }) => createCouponSchema({ maxPrice: maxPriceFor(body.unit_ids) }),
    },
  ),
  route(
    'get',
    '/user/coupons/{id}',
    ({ request, params }) => {
      const me = lessor(request);
      const c = getStore().db.coupons.findFirst((q) =>
        q.where({ id: intParam(params.id), owner_id: me.actingFor }),
      );
      if (!c) notFound();
      return ok(toCoupon(c, lang(request)));
    },
    { auth: lessor },
  ),
  route(
    'put',
    '/user/coupons/{id}',
    async ({ request, params, body }) => {
      const me = lessor(request);
      const { db } = getStore();
      const c = db.coupons.findFirst((q) =>
        q.where({ id: intParam(params.id), owner_id: me.actingFor }),
      );
      if (!c) notFound();
      checkOwnUnits(me, body.unit_ids);
      if (body.max_uses < c.used_count)
        throw new ApiFailure(422, MESSAGES.invalidInput, { max_uses: [msg('invalidNumber')] });
      const next = await db.coupons.update((q) => q.where({ id: c.id }), {
        data(x) {
          Object.assign(x, {
            name: body.name,
            code: String(body.code).toUpperCase(),
            type: body.type,
            value: body.value,
            max_uses: body.max_uses,
            active_from: body.active_from,
            active_to: body.active_to,
            unit_ids: body.unit_ids,
            price_types: body.price_types,
            is_active: body.is_active ?? x.is_active,
          });
        },
      });
      return ok(toCoupon(next!, lang(request)), 'تم حفظ الكوبون');
    },
    {
      auth: lessor,
      rules: ({ body }) => createCouponSchema({ maxPrice: maxPriceFor(body.unit_ids) }),
    },
  ),
  route(
    'delete',
    '/user/coupons/{id}',
    ({ request, params }) => {
      const me = lessor(request);
      const removed = getStore().db.coupons.delete((q) =>
        q.where({ id: intParam(params.id), owner_id: me.actingFor }),
      );
      if (!removed) notFound();
      return Response.json({ message: 'تم حذف الكوبون' });
    },
    { auth: lessor },
  ),
];

function settingsOf(u: UnitRow): S['UnitSettings'] {
  return {
    unit_id: u.id,
    booking_terms: u.booking_terms,
    cancellation_policy: u.cancellation_policy,
    refundable_deposit: u.refundable_insurance,
    min_notice_hours: u.min_notice_hours,
    locked_fields: u.locked_fields,
  };
}

function unitPrices(u: UnitRow, lng: 'ar' | 'en'): S['UnitPrices'] {
  const o = getStore().db.offices.findFirst((q) => q.where({ id: u.office_id }));
  return {
    unit_id: u.id,
    unit_name: lng === 'en' ? u.name_en : u.name_ar,
    office_id: u.office_id,
    office_name: o ? (lng === 'en' ? o.name_en : o.name_ar) : '',
    prices: priceOptions(u),
  };
}

function downPrice(u: UnitRow, lng: 'ar' | 'en'): S['DownPrice'] {
  const o = getStore().db.offices.findFirst((q) => q.where({ id: u.office_id }));
  return {
    unit_id: u.id,
    unit_name: lng === 'en' ? u.name_en : u.name_ar,
    office_name: o ? (lng === 'en' ? o.name_en : o.name_ar) : '',
    deposit_percent: u.deposit_percent,
  };
}
