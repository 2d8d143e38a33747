// Tag "calendar": the lessor's month calendar of every unit, and of one unit.
import dayjs from 'dayjs';
import type { UnitRow } from '../db/schema';
import { lessor } from '../lib/auth';
import { ok } from '../lib/http';
import { ownedItem, ownedList } from '../lib/owned';
import { route } from '../lib/route';
import { officeById, pick, type Lang } from '../serializers/common';
import { dateRange, unitDays } from '../services/calendar';

/** The days of `month` (YYYY-MM; this month by default). */
function monthDays(month: string | null): string[] {
  const first = dayjs(`${month ?? dayjs().format('YYYY-MM')}-01`);
  return dateRange(first.format('YYYY-MM-DD'), first.endOf('month').format('YYYY-MM-DD'));
}

function unitCalendar(u: UnitRow, days: string[], lang: Lang) {
  const o = officeById(u.office_id);
  return {
    unit_id: u.id,
    unit_name: pick(lang, u.name_ar, u.name_en),
    office_name: o ? pick(lang, o.name_ar, o.name_en) : undefined,
    days: unitDays(u.id, days),
  };
}

export const calendarHandlers = [
  route(
    'get',
    '/user/calendar',
    ({ me, url, lang }) => {
      const officeId = Number(url.searchParams.get('office_id') ?? 0);
      const days = monthDays(url.searchParams.get('month'));
      const units = ownedList('units', { owner_id: me.actingFor }).filter(
        (u) => (!officeId || u.office_id === officeId) && u.status !== 'incomplete',
      );
      return ok(units.map((u) => unitCalendar(u, days, lang)));
    },
    { auth: lessor },
  ),
  route(
    'get',
    '/user/calendar/{unitId}',
    ({ me, params, url, lang }) => {
      const u = ownedItem('units', { owner_id: me.actingFor }, params.unitId);
      return ok(unitCalendar(u, monthDays(url.searchParams.get('month')), lang));
    },
    { auth: lessor },
  ),
];
