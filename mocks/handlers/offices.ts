// Tag "offices": the public office page (details, availability, similar offices) and the
// lessor's offices: wizard drafts, publishing, display status and media. Ordinary
// accounts get 403 (they cannot add real estate); other lessors' offices are 404.
import { officeDraftSchema, officeFieldsSchema, publishOfficeSchema } from '@schemas/office';
import { publishChecklist } from '@/domain';
import { msg } from '@schemas/messages';
import { z } from 'zod';
import { getStore } from '../backend';
import { lessor, realEstate, requireVerified } from '../lib/auth';
import {
  ApiFailure,
  created,
  done,
  intParam,
  invalid,
  MESSAGES,
  newestFirst,
  ok,
  paginate,
} from '../lib/http';
import { ofAccount, ownedList } from '../lib/owned';
import { route } from '../lib/route';
import type { S } from '../serializers/common';
import { toOffice, toOfficeSummary } from '../serializers/office';
import { unitsOfOffice } from '../serializers/unit';
import { dateRange, officeDays } from '../services/calendar';
import { deleteMediaOf, dropMediaFiles } from '../services/media-files';
import {
  applyOfficeInput,
  blankOffice,
  hasLiveReservations,
  officeFacts,
} from '../services/listings';
import { checkMainImageId, removeMedia, setMainImage } from '../services/media';
import { publicOffice, publishedOffices, viewerOf } from '../services/public-offices';
import { recordOfficeView } from '../services/report';
import { listingParts } from './listing-parts';
import { updateById } from '../lib/update-row';

const officeRule = ({ body }: { body: { is_draft?: unknown } }) =>
  body.is_draft === true
    ? officeDraftSchema.passthrough()
    : officeFieldsSchema.extend({ is_draft: z.literal(false) }).passthrough();

const office = listingParts({ collection: 'offices', media: 'office', show: toOffice });

const publicOfficeHandlers = [
  route('get', '/public/offices/{id}', async ({ request, params, lang }) => {
    const o = publicOffice(intParam(params.id));
    await recordOfficeView(o.id); // the report's views → bookings conversion
    const { favorites, exact } = viewerOf(request);
    return ok(toOffice(o, lang, { favorites, publicOnly: true, exact: exact(o) }));
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

  route('get', '/public/offices/{id}/similar', ({ request, params, lang }) => {
    const o = publicOffice(intParam(params.id));
    const { favorites, exact } = viewerOf(request);
    const others = publishedOffices()
      .filter((x) => x.id !== o.id && unitsOfOffice(x.id, true).length > 0)
      .map((x) => ({
        x,
        score: (x.category === o.category ? 2 : 0) + (x.city_id === o.city_id ? 1 : 0),
      }))
      .sort((a, b) => b.score - a.score || a.x.id - b.x.id)
      .slice(0, 6);
    return ok(others.map(({ x }) => toOfficeSummary(x, lang, favorites, undefined, exact(x))));
  }),
];

const lessorOfficeHandlers = [
  route(
    'get',
    '/user/offices',
    ({ me, url, lang }) => {
      const status = url.searchParams.get('status');
      const rows = newestFirst(ownedList('offices', ofAccount(me))).filter(
        (o) => !status || o.status === status,
      );
      return ok(paginate(rows, url, (o) => toOffice(o, lang)));
    },
    { auth: lessor },
  ),
  route(
    'post',
    '/user/offices',
    async ({ me, body, lang }) => {
      const { store, db } = getStore();
      // Starting a new office replaces the incomplete one (the client confirmed it).
      if (body.is_draft) {
        for (const o of ownedList('offices', ofAccount(me)).filter(
          (x) => x.status === 'incomplete',
        )) {
          deleteMediaOf('office', o.id);
          db.offices.delete((q) => q.where({ id: o.id }));
        }
      }
      const row = blankOffice(store.nextId('offices'), me.actingFor);
      // A new office has no uploaded images yet: any main_image_id is not its own (422).
      checkMainImageId(row.id, body.main_image_id);
      applyOfficeInput(row, body, !!body.is_draft, lang);
      const office = await db.offices.create(row);
      return created(toOffice(office, lang), 'تم حفظ المكتب');
    },
    { auth: realEstate, rules: officeRule },
  ),
  route('get', '/user/offices/incomplete', office.incomplete, { auth: lessor }),
  route('get', '/user/offices/{id}', office.byId, { auth: lessor }),
  route(
    'put',
    '/user/offices/{id}',
    async ({ me, params, body, lang }) => {
      const o = office.own(me, params.id);
      checkMainImageId(o.id, body.main_image_id);
      const next = await updateById(getStore().db.offices, o.id, {
        data(x) {
          applyOfficeInput(x, body, !!body.is_draft, lang);
        },
      });
      await setMainImage(o.id, body.main_image_id);
      return ok(toOffice(next, lang), 'تم حفظ المكتب');
    },
    { auth: realEstate, rules: officeRule },
  ),
  route(
    'delete',
    '/user/offices/{id}',
    ({ me, params }) => {
      const o = office.own(me, params.id);
      const { db } = getStore();
      if (hasLiveReservations({ office_id: o.id }))
        throw invalid('id', msg('invalidInput'), 'Office has live reservations');
      for (const u of db.units.findMany((q) => q.where({ office_id: o.id })))
        deleteMediaOf('unit', u.id);
      db.units.deleteMany((q) => q.where({ office_id: o.id }));
      deleteMediaOf('office', o.id);
      db.offices.delete((q) => q.where({ id: o.id }));
      return done('تم حذف المكتب');
    },
    { auth: lessor },
  ),
  route(
    'post',
    '/user/offices/{id}/publish',
    async ({ me, params, lang }) => {
      const o = office.own(me, params.id);
      // Only a verified account publishes ("Please verify account").
      requireVerified(me);
      const { db } = getStore();
      // The publish checklist (src/domain/listing): every item must pass; the 422 names
      // the items still missing.
      const missing = publishChecklist(officeFacts(o)).filter((c) => !c.ok);
      if (missing.length)
        throw new ApiFailure(422, MESSAGES.invalidInput, {
          checklist: [msg('publishIncomplete')],
          ...Object.fromEntries(
            missing.map((c) => [`checklist.${c.key}`, [msg('publishIncomplete')]]),
          ),
        });
      const next = await updateById(db.offices, o.id, {
        data(x) {
          x.status = 'published';
          x.display_status = 'published';
          x.hidden_until = null;
          x.published_at ??= new Date().toISOString();
        },
      });
      await db.units.updateMany((q) => q.where({ office_id: o.id, status: 'not_published' }), {
        data(u) {
          u.status = 'published';
        },
      });
      return ok(toOffice(next, lang), 'تم نشر الإعلان');
    },
    { auth: lessor, rules: () => publishOfficeSchema },
  ),
  route(
    'patch',
    '/user/offices/{id}/display-status',
    async ({ me, params, body, lang }) => {
      const o = office.own(me, params.id);
      if (o.status !== 'published' && body.display_status === 'published')
        throw invalid('display_status', msg('invalidInput'));
      const next = await updateById(getStore().db.offices, o.id, {
        data(x) {
          x.display_status = body.display_status;
          // A snooze only while hidden: showing the office again ends it.
          x.hidden_until =
            body.display_status === 'not_published' ? (body.hidden_until ?? null) : null;
        },
      });
      return ok(toOffice(next, lang));
    },
    { auth: lessor },
  ),
  route('post', '/user/offices/{id}/media', office.upload, { auth: lessor }),
  route(
    'delete',
    '/user/offices/{id}/media/{mediaId}',
    ({ me, params }) => {
      const o = office.own(me, params.id);
      dropMediaFiles(removeMedia('office', o.id, intParam(params.mediaId)));
      return done('تم حذف الملف');
    },
    { auth: lessor },
  ),
];

export const officesHandlers = [...publicOfficeHandlers, ...lessorOfficeHandlers];
