// Tag "units": the public unit page and availability, and the lessor's units: wizard
// drafts, display status, media and unit settings (a saved refundable deposit locks).
import { unitSettingFieldValues } from '@/api/generated/apiback';
import { unitDraftSchema, unitSchema, unitSettingsSchema } from '@schemas/unit';
import { msg } from '@schemas/messages';
import { getStore } from '../backend';
import { lessor, realEstate } from '../lib/auth';
import {
  ApiFailure,
  created,
  done,
  intParam,
  invalid,
  MESSAGES,
  newestFirst,
  notFound,
  ok,
  paginate,
} from '../lib/http';
import { ofAccount, ownedItem, ownedList } from '../lib/owned';
import { route } from '../lib/route';
import type { UnitRow } from '../db/schema';
import type { S } from '../serializers/common';
import { toUnit, toUnitSettings, unitsOfOffice } from '../serializers/unit';
import { dateRange, unitDays } from '../services/calendar';
import { deleteMediaOf } from '../services/media-files';
import {
  applyUnitInput,
  blankUnit,
  checkUnitCode,
  hasLiveReservations,
} from '../services/listings';
import { publicOffice } from '../services/public-offices';
import { listingParts } from './listing-parts';
import { updateById } from '../lib/update-row';

const unitRule = ({ body }: { body: { is_draft?: unknown } }) =>
  body.is_draft === true ? unitDraftSchema.passthrough() : unitSchema.passthrough();

const unit = listingParts({ collection: 'units', media: 'unit', show: toUnit });

/** The unit settings, by their contract names. */
const SETTINGS = unitSettingFieldValues;

/** The saved value of a setting, as the contract names it (the row calls the deposit insurance). */
const savedSetting = (u: UnitRow, k: (typeof SETTINGS)[number]) =>
  k === 'refundable_deposit' ? u.refundable_insurance : u[k];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const publicUnitHandlers = [
  route('get', '/public/units/{id}', ({ params, lang }) => {
    const u = getStore().db.units.findFirst((q) => q.where({ id: intParam(params.id) }));
    if (!u || u.status !== 'published' || u.display_status !== 'published') notFound();
    publicOffice(u.office_id);
    return ok(toUnit(u, lang));
  }),

  route('get', '/public/units/{id}/availability', ({ params, url }) => {
    const u = getStore().db.units.findFirst((q) => q.where({ id: intParam(params.id) }));
    if (!u || u.status !== 'published') notFound();
    const from = url.searchParams.get('from')!;
    const to = url.searchParams.get('to')!;
    return ok({ from, to, days: unitDays(u.id, dateRange(from, to)) } satisfies S['Availability']);
  }),
];

const lessorUnitHandlers = [
  route(
    'get',
    '/user/offices/{id}/units',
    ({ me, params, url, lang }) => {
      const o = ownedItem('offices', ofAccount(me), params.id);
      return ok(paginate(unitsOfOffice(o.id, false), url, (u) => toUnit(u, lang)));
    },
    { auth: lessor },
  ),
  route(
    'post',
    '/user/offices/{id}/units',
    async ({ me, params, body, lang }) => {
      const o = ownedItem('offices', ofAccount(me), params.id);
      const { store, db } = getStore();
      // Starting a new unit replaces the incomplete one (the client confirmed it), with its
      // photos: as an office draft's, they would otherwise stay, owned by no unit.
      if (body.is_draft) {
        for (const u of db.units.findMany((q) =>
          q.where({ owner_id: o.owner_id, status: 'incomplete' }),
        )) {
          deleteMediaOf('unit', u.id);
          db.units.delete((q) => q.where({ id: u.id }));
        }
      }
      checkUnitCode(o.id, body.code);
      const row = blankUnit(store.nextId('units'), o);
      applyUnitInput(row, body, !!body.is_draft, lang);
      if (!body.is_draft && o.status === 'published') row.status = 'published';
      const unit = await db.units.create(row);
      return created(toUnit(unit, lang), 'تم حفظ الوحدة');
    },
    { auth: realEstate, rules: unitRule },
  ),
  route(
    'get',
    '/user/units',
    ({ me, url, lang }) => {
      const officeId = Number(url.searchParams.get('office_id') ?? 0);
      const rows = newestFirst(ownedList('units', ofAccount(me))).filter(
        (u) => !officeId || u.office_id === officeId,
      );
      return ok(paginate(rows, url, (u) => toUnit(u, lang)));
    },
    { auth: lessor },
  ),
  route('get', '/user/units/incomplete', unit.incomplete, { auth: lessor }),
  route('get', '/user/units/{id}', unit.byId, { auth: lessor }),
  route(
    'put',
    '/user/units/{id}',
    async ({ me, params, body, lang }) => {
      const u = unit.own(me, params.id);
      checkUnitCode(u.office_id, body.code, u.id);
      const next = await updateById(getStore().db.units, u.id, {
        data(x) {
          applyUnitInput(x, body, !!body.is_draft, lang);
        },
      });
      return ok(toUnit(next, lang), 'تم حفظ الوحدة');
    },
    { auth: lessor, rules: unitRule },
  ),
  route(
    'delete',
    '/user/units/{id}',
    ({ me, params }) => {
      const u = unit.own(me, params.id);
      const { db } = getStore();
      if (hasLiveReservations({ unit_id: u.id }))
        throw invalid('id', msg('invalidInput'), 'Unit has live reservations');
      deleteMediaOf('unit', u.id);
      db.units.delete((q) => q.where({ id: u.id }));
      return done('تم حذف الوحدة');
    },
    { auth: lessor },
  ),
  route(
    'patch',
    '/user/units/{id}/display-status',
    async ({ me, params, body, lang }) => {
      const u = unit.own(me, params.id);
      const next = await updateById(getStore().db.units, u.id, {
        data(x) {
          x.display_status = body.display_status;
        },
      });
      return ok(toUnit(next, lang));
    },
    { auth: lessor },
  ),
  route('post', '/user/units/{id}/media', unit.upload, { auth: lessor }),
  route(
    'get',
    '/user/units/{id}/settings',
    ({ me, params }) => ok(toUnitSettings(unit.own(me, params.id))),
    { auth: lessor },
  ),
  route(
    'put',
    '/user/units/{id}/settings',
    async ({ me, params, body }) => {
      const u = unit.own(me, params.id);
      const input = body;
      // "Some settings cannot be changed after saving": a locked field keeps its value.
      const changed = SETTINGS.filter(
        (k) =>
          input[k] !== undefined &&
          u.locked_fields.includes(k) &&
          !same(input[k], savedSetting(u, k)),
      );
      if (changed.length)
        throw new ApiFailure(
          422,
          MESSAGES.invalidInput,
          Object.fromEntries(changed.map((k) => [k, [msg('settingLocked')]])),
        );
      const next = await updateById(getStore().db.units, u.id, {
        data(x) {
          x.booking_terms = input.booking_terms;
          x.refundable_insurance = input.refundable_deposit;
          if (input.cancellation_policy) x.cancellation_policy = input.cancellation_policy;
          if (input.min_notice_hours !== undefined) x.min_notice_hours = input.min_notice_hours;
          if (input.booking_mode) x.booking_mode = input.booking_mode;
          if (input.request_expiry_hours !== undefined)
            x.request_expiry_hours = input.request_expiry_hours;
          if (input.length_limits) x.length_limits = input.length_limits;
          if (input.buffer_minutes !== undefined) x.buffer_minutes = input.buffer_minutes;
          // The refundable deposit locks once saved (tenants are quoted it).
          if (!x.locked_fields.includes('refundable_deposit'))
            x.locked_fields = [...x.locked_fields, 'refundable_deposit'];
        },
      });
      return ok(toUnitSettings(next), 'تم حفظ الإعدادات');
    },
    { auth: lessor, rules: () => unitSettingsSchema },
  ),
];

export const unitsHandlers = [...publicUnitHandlers, ...lessorUnitHandlers];
