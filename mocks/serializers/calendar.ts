// A unit's calendar as the lessor sees it: day states, the live bookings and the blocks
// touching the days; and the unit's feed link.
import type { CalendarBlockRow, IcalFeedRow, UnitRow } from '../db/schema';
import { holdsDays } from '@/domain/reservation/actions';
import { getStore } from '../backend';
import { compact, fullName, officeById, pick, userById, type Lang, type S } from './common';
import { unitBlocks } from '../services/blocks';
import { unitDays } from '../services/calendar';

const HOURLY = 1;

export function toCalendarBlock(b: CalendarBlockRow): S['CalendarBlock'] {
  return compact({
    id: b.id,
    unit_id: b.unit_id,
    start_date: b.start_date,
    end_date: b.end_date,
    start_time: b.start_time ?? undefined,
    end_time: b.end_time ?? undefined,
    kind: b.kind,
    note: b.note ?? undefined,
    source: b.source,
    external_uid: b.external_uid ?? undefined,
    created_at: b.created_at,
  }) as S['CalendarBlock'];
}

/** The calendar of one unit over `days` (with bookings and blocks when `detail`). */
export function toUnitCalendar(
  u: UnitRow,
  days: string[],
  lang: Lang,
  detail: boolean,
): S['UnitCalendar'] {
  const o = officeById(u.office_id);
  const out: S['UnitCalendar'] = {
    unit_id: u.id,
    unit_name: pick(lang, u.name_ar, u.name_en),
    office_id: u.office_id,
    office_name: o ? pick(lang, o.name_ar, o.name_en) : undefined,
    hourly: u.prices.some((p) => p.type_res_id === HOURLY && p.active),
    days: unitDays(u.id, days),
  };
  if (!detail) return compact(out);
  const first = days[0];
  const afterLast = `${days[days.length - 1]}T23:59:59`;
  out.bookings = getStore()
    .db.reservations.findMany((q) => q.where({ unit_id: u.id }))
    .filter((r) => holdsDays(r.status) && r.start_at <= afterLast && r.end_at > `${first}T00:00:00`)
    .sort((a, b) => a.start_at.localeCompare(b.start_at))
    .slice(0, 500)
    .map((r) => {
      const t = userById(r.tenant_id);
      return {
        reservation_id: r.id,
        status: r.status,
        type_res_id: r.type_res_id as S['TypeResId'],
        start_at: r.start_at.slice(0, 16),
        end_at: r.end_at.slice(0, 16),
        tenant_name: t ? fullName(t, lang) : '—',
        total_amount: r.total_amount,
      };
    });
  out.blocks = unitBlocks(u.id)
    .filter((b) => b.start_date <= days[days.length - 1] && b.end_date >= first)
    .sort((a, b) => a.start_date.localeCompare(b.start_date))
    .slice(0, 500)
    .map(toCalendarBlock);
  return compact(out);
}

export function toIcalFeed(f: IcalFeedRow, origin: string): S['IcalFeed'] {
  return compact({
    unit_id: f.unit_id,
    url: `${origin}/apiBack/v1/public/ical/${f.token}/calendar.ics`,
    issued_at: f.issued_at,
    last_import_at: f.last_import_at ?? undefined,
  }) as S['IcalFeed'];
}
