// A unit's private iCal feed (RFC 5545, written by src/domain/ical) and the import of an
// external calendar whose events become blocks. UIDs are stable (`reservation-<id>@…`,
// `block-<id>@…`) so a subscribed calendar updates events in place. Imported blocks are not
// exported again: two calendars that sync each other would echo each other's events.
import dayjs from 'dayjs';
import {
  buildCalendar,
  eventToBlock,
  IcalError,
  parseCalendar,
  type IcalEventOut,
  type SkipCause,
} from '@/domain/ical';
import { checkBlock } from '@schemas/calendar-block';
import { msg } from '@schemas/messages';
import { holdsDays } from '@/domain/reservation/actions';
import { getStore } from '../backend';
import type { CalendarBlockRow, IcalFeedRow, UnitRow } from '../db/schema';
import { invalid, type Lang } from '../lib/http';
import { toCalendarBlock } from '../serializers/calendar';
import { pick, type S } from '../serializers/common';
import { reservedSlots } from './booking';
import { BRAND } from './notification-texts';
import { unitBlocks } from './blocks';
import { updateById } from '../lib/update-row';

const DOMAIN = 'maktabi.sa';
const TOKEN_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** 32 URL-safe characters from the platform's random source. */
export function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => TOKEN_CHARS[b % 64]).join('');
}

/** The unit's feed, issued on first ask. */
export async function feedOf(unitId: number): Promise<IcalFeedRow> {
  const { store, db } = getStore();
  const found = db.icalFeeds.findFirst((q) => q.where({ unit_id: unitId }));
  if (found) return found;
  return db.icalFeeds.create({
    id: store.nextId('icalFeeds'),
    unit_id: unitId,
    token: newToken(),
    issued_at: new Date().toISOString(),
    last_import_at: null,
  });
}

const TEXT = {
  booked: ['محجوز', 'Booked'],
  booking: ['حجز رقم', 'Booking #'],
  closed: ['مغلق', 'Closed'],
  kinds: {
    maintenance: ['صيانة', 'maintenance'],
    private_use: ['استخدام خاص', 'private use'],
    external: ['تقويم خارجي', 'external calendar'],
    other: ['أخرى', 'other'],
  },
} as const;

const say = (lang: Lang, pair: readonly [string, string]) => pick(lang, pair[0], pair[1]);

function blockEvent(b: CalendarBlockRow, lang: Lang): IcalEventOut {
  const timed = Boolean(b.start_time && b.end_time);
  const end = timed
    ? b.end_time === '00:00'
      ? `${dayjs(b.start_date).add(1, 'day').format('YYYY-MM-DD')}T00:00`
      : `${b.start_date}T${b.end_time}`
    : dayjs(b.end_date).add(1, 'day').format('YYYY-MM-DD');
  return {
    uid: `block-${b.id}@${DOMAIN}`,
    stamp: new Date(b.created_at),
    when: timed
      ? { kind: 'time', start: `${b.start_date}T${b.start_time}`, end }
      : { kind: 'date', start: b.start_date, end },
    summary: `${say(lang, TEXT.closed)}: ${say(lang, TEXT.kinds[b.kind])}`,
    description: b.note ?? undefined,
  };
}

/** The feed text: every live booking and every block the lessor made. */
export function feedText(unit: UnitRow, origin: string, lang: Lang): string {
  const db = getStore().db;
  const bookings: IcalEventOut[] = db.reservations
    .findMany((q) => q.where({ unit_id: unit.id }))
    .filter((r) => holdsDays(r.status))
    .map((r) => {
      const allDay = r.period !== 'hourly';
      return {
        uid: `reservation-${r.id}@${DOMAIN}`,
        stamp: new Date(r.updated_at),
        when: allDay
          ? { kind: 'date', start: r.start_at.slice(0, 10), end: r.end_at.slice(0, 10) }
          : { kind: 'time', start: r.start_at.slice(0, 16), end: r.end_at.slice(0, 16) },
        summary: `${say(lang, TEXT.booked)} — ${say(lang, TEXT.booking)}${r.id}`,
        description: `${origin}/dashboard/reservations/${r.id}`,
        status: r.status === 'pending' || r.status === 'processing' ? 'TENTATIVE' : 'CONFIRMED',
      } satisfies IcalEventOut;
    });
  const blocks = unitBlocks(unit.id)
    .filter((b) => b.source === 'manual')
    .map((b) => blockEvent(b, lang));
  return buildCalendar({
    prodId: `-//${BRAND.en}//Calendar//${lang.toUpperCase()}`,
    name: pick(lang, unit.name_ar, unit.name_en),
    events: [...bookings, ...blocks],
  });
}

/** Imports the events of an .ics text as blocks of the unit (matched by UID on re-import). */
export async function importIcs(unit: UnitRow, text: string): Promise<S['IcalImportResult']> {
  let events;
  try {
    events = parseCalendar(text).events;
  } catch (error) {
    if (error instanceof IcalError) throw invalid('ics', msg('icalInvalid'));
    throw error;
  }
  const { store, db } = getStore();
  const now = new Date();
  const existing = unitBlocks(unit.id).filter((b) => b.source === 'ical');
  const booked = reservedSlots(unit.id);
  const out: S['IcalImportResult'] = { created: 0, updated: 0, skipped: [], blocks: [] };
  const skip = (e: (typeof events)[number], cause: SkipCause | 'booked') =>
    out.skipped.push({
      uid: e.uid?.slice(0, 255),
      summary: e.summary?.slice(0, 200),
      start_date: e.start.kind === 'date' ? e.start.date : undefined,
      cause,
    });
  const rows: CalendarBlockRow[] = [];
  for (const e of events.slice(0, 1000)) {
    const result = eventToBlock(e, now);
    if ('skip' in result) {
      skip(e, result.skip);
      continue;
    }
    const b = result.block;
    const uid = e.uid?.slice(0, 255) ?? null;
    const previous = uid ? existing.find((x) => x.external_uid === uid) : undefined;
    if (checkBlock(b, { now, booked })) {
      skip(e, 'booked');
      continue;
    }
    const fields = {
      start_date: b.start_date,
      end_date: b.end_date,
      start_time: b.start_time ?? null,
      end_time: b.end_time ?? null,
    };
    if (previous) {
      const next = await updateById(db.calendarBlocks, previous.id, {
        data(x) {
          Object.assign(x, fields);
        },
      });
      rows.push(next);
      out.updated += 1;
    } else {
      rows.push(
        await db.calendarBlocks.create({
          id: store.nextId('calendarBlocks'),
          unit_id: unit.id,
          owner_id: unit.owner_id,
          ...fields,
          kind: 'external',
          note: e.summary ? e.summary.slice(0, 200) : null,
          source: 'ical',
          external_uid: uid,
          created_at: now.toISOString(),
        }),
      );
      out.created += 1;
    }
  }
  const feed = await feedOf(unit.id);
  await db.icalFeeds.update((q) => q.where({ id: feed.id }), {
    data(f) {
      f.last_import_at = now.toISOString();
    },
  });
  out.blocks = rows.map(toCalendarBlock);
  return out;
}
