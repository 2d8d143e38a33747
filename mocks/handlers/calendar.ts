// Tag "calendar": the lessor's calendars (every unit for a month; one unit for a month or
// a range, with bookings and blocks), blocking and unblocking, and iCal both ways: the
// unit's private feed (served to calendar apps by secret link) and the import of another
// calendar whose events become blocks.
import dayjs from 'dayjs';
import { createCalendarBlockSchema, icalImportSchema } from '@schemas/calendar-block';
import { msg } from '@schemas/messages';
import { getStore } from '../backend';
import type { UnitRow } from '../db/schema';
import { lessor, type Lessor } from '../lib/auth';
import { created, done, invalid, notFound, ok } from '../lib/http';
import { ofAccount, ownedItem, ownedList } from '../lib/owned';
import { route } from '../lib/route';
import { toCalendarBlock, toIcalFeed, toUnitCalendar } from '../serializers/calendar';
import { reservedSlots } from '../services/booking';
import { dateRange } from '../services/calendar';
import { feedOf, feedText, importIcs, newToken } from '../services/ical-feed';
import { updateById } from '../lib/update-row';

/** Longest range of one unit's calendar: a month grid with its leading and trailing days. */
const GRID_DAYS = 42;

/** The days of `month` (YYYY-MM; this month by default). */
function monthDays(month: string | null): string[] {
  const first = dayjs(`${month ?? dayjs().format('YYYY-MM')}-01`);
  return dateRange(first.format('YYYY-MM-DD'), first.endOf('month').format('YYYY-MM-DD'));
}

const myUnit = (me: Lessor, id: string): UnitRow => ownedItem('units', ofAccount(me), id);

const blockRules = (unitId: number) =>
  createCalendarBlockSchema({ now: new Date(), booked: reservedSlots(unitId) });

export const calendarHandlers = [
  route(
    'get',
    '/user/calendar',
    ({ me, url, lang }) => {
      const officeId = Number(url.searchParams.get('office_id') ?? 0);
      const days = monthDays(url.searchParams.get('month'));
      const units = ownedList('units', ofAccount(me)).filter(
        (u) => (!officeId || u.office_id === officeId) && u.status !== 'incomplete',
      );
      return ok(units.slice(0, 100).map((u) => toUnitCalendar(u, days, lang, false)));
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/calendar/{unitId}',
    ({ me, params, url, lang }) => {
      const u = myUnit(me, params.unitId);
      const from = url.searchParams.get('from');
      const to = url.searchParams.get('to');
      const days =
        from && to ? dateRange(from, to, GRID_DAYS - 1) : monthDays(url.searchParams.get('month'));
      return ok(toUnitCalendar(u, days, lang, true));
    },
    { auth: lessor },
  ),
  route(
    'post',
    '/user/calendar/{unitId}/blocks',
    async ({ me, params, body }) => {
      const u = myUnit(me, params.unitId);
      const { store, db } = getStore();
      const row = await db.calendarBlocks.create({
        id: store.nextId('calendarBlocks'),
        unit_id: u.id,
        owner_id: u.owner_id,
        start_date: body.start_date,
        end_date: body.end_date,
        start_time: body.start_time ?? null,
        end_time: body.end_time ?? null,
        kind: body.kind,
        note: body.note ?? null,
        source: 'manual',
        external_uid: null,
        created_at: new Date().toISOString(),
      });
      return created(toCalendarBlock(row), 'تم إغلاق الموعد');
    },
    {
      auth: lessor,
      // 404 for another account's unit comes before any field message.
      rules: ({ me, params }) => blockRules(myUnit(me, params.unitId).id),
    },
  ),
  route(
    'delete',
    '/user/calendar/{unitId}/blocks/{blockId}',
    async ({ me, params }) => {
      const u = myUnit(me, params.unitId);
      const b = ownedItem('calendarBlocks', { unit_id: u.id }, params.blockId);
      await getStore().db.calendarBlocks.delete((q) => q.where({ id: b.id }));
      return done('تم فتح الموعد');
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/calendar/{unitId}/ical',
    async ({ me, params, url }) => {
      const u = myUnit(me, params.unitId);
      return ok(toIcalFeed(await feedOf(u.id), url.origin));
    },
    { auth: lessor },
  ),
  route(
    'post',
    '/user/calendar/{unitId}/ical/reset',
    async ({ me, params, url }) => {
      const u = myUnit(me, params.unitId);
      const feed = await feedOf(u.id);
      const next = await updateById(getStore().db.icalFeeds, feed.id, {
        data(f) {
          f.token = newToken();
          f.issued_at = new Date().toISOString();
        },
      });
      return ok(toIcalFeed(next, url.origin), 'تم إصدار رابط جديد');
    },
    { auth: lessor },
  ),
  route(
    'post',
    '/user/calendar/{unitId}/ical/import',
    async ({ me, params, body }) => {
      const u = myUnit(me, params.unitId);
      let text = body.ics;
      if (!text && body.url) {
        // The real backend fetches the calendar; the embedded one can only reach what the
        // browser may read (same origin or CORS), e.g. another unit's feed.
        const res = await fetch(body.url).catch(() => null);
        if (!res?.ok) throw invalid('url', msg('icalInvalid'));
        text = await res.text();
      }
      return ok(await importIcs(u, text ?? ''), 'تم استيراد التقويم');
    },
    { auth: lessor, rules: () => icalImportSchema },
  ),
  route('get', '/public/ical/{token}/calendar.ics', ({ params, url }) => {
    const db = getStore().db;
    const feed = db.icalFeeds.findFirst((q) => q.where({ token: params.token }));
    const unit = feed && db.units.findFirst((q) => q.where({ id: feed.unit_id }));
    if (!unit) notFound();
    const lang = url.searchParams.get('lang') === 'en' ? 'en' : 'ar';
    return new Response(feedText(unit, url.origin, lang), {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': 'inline; filename="calendar.ics"',
        'Cache-Control': 'private, max-age=300',
      },
    });
  }),
];
