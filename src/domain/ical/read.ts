// Reading an iCalendar object (RFC 5545) with Mozilla's ical.js: unfolding, parameters,
// escapes, components and recurrence rules are the library's. What an import needs from each
// VEVENT is kept: UID, SUMMARY, DTSTART, DTEND or DURATION, STATUS, TRANSP. A recurring event
// (RRULE/RDATE, its EXDATEs and RECURRENCE-ID exceptions) is expanded into one event per
// occurrence that starts before the horizon: a weekly block blocks each week.
import ICAL from 'ical.js';
import { instantInZone, zoneOffsetMinutes } from './time';

export class IcalError extends Error {}

export type IcalTime =
  | { kind: 'date'; date: string }
  | { kind: 'instant'; at: Date }
  /** No zone: the reader's local time (Riyadh for this product). */
  | { kind: 'floating'; wall: string };

export interface IcalEventIn {
  /** The event's UID; an occurrence of a recurring event adds `#` and its RECURRENCE-ID. */
  uid?: string;
  summary?: string;
  status?: string;
  transp?: string;
  /** An occurrence of a recurring event. */
  recurring: boolean;
  start: IcalTime;
  end?: IcalTime;
  /** DURATION in seconds (when there is no DTEND). */
  durationSeconds?: number;
}

export interface ReadOptions {
  /** Occurrences of recurring events are kept while they start before this instant. */
  until?: Date;
  /** At most this many occurrences of one recurring event (a guard against FREQ=SECONDLY). */
  maxOccurrences?: number;
}

/** How far a recurring event is expanded by default: the calendar's year ahead. */
export const RECURRENCE_HORIZON_DAYS = 365;

type ZoneLookup = (tzid: string, instant: Date) => number | null;

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

function toIcalTime(t: ICAL.Time, tzid: string | undefined, zones: ZoneLookup): IcalTime {
  const date = `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}`;
  if (t.isDate) return { kind: 'date', date };
  if (t.zone === ICAL.Timezone.utcTimezone) return { kind: 'instant', at: t.toJSDate() };
  if (!tzid) return { kind: 'floating', wall: `${date}T${pad(t.hour)}:${pad(t.minute)}` };
  if (zones(tzid, new Date()) === null) throw new IcalError(`unknown time zone ${tzid}`);
  const wall = { y: t.year, mo: t.month, d: t.day, h: t.hour, mi: t.minute, s: t.second };
  return { kind: 'instant', at: instantInZone(wall, (i) => zones(tzid, i) ?? 0) };
}

/** The file's VTIMEZONE standard offsets (for zone names Intl does not know). */
function fileOffsets(calendar: ICAL.Component): Map<string, number> {
  const out = new Map<string, number>();
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    const tzid = zone.getFirstPropertyValue('tzid');
    const offset = zone.getFirstSubcomponent('standard')?.getFirstPropertyValue('tzoffsetto');
    if (typeof tzid === 'string' && offset instanceof ICAL.UtcOffset)
      out.set(tzid, offset.toSeconds() / 60);
  }
  return out;
}

function tzidOf(vevent: ICAL.Component, name: string): string | undefined {
  const value = vevent.getFirstProperty(name)?.getParameter('tzid');
  return typeof value === 'string' ? value : undefined;
}

function textOf(vevent: ICAL.Component, name: string): string | undefined {
  const value = vevent.getFirstPropertyValue(name);
  return typeof value === 'string' ? value : undefined;
}

function parse(text: string): ICAL.Component {
  if (!/^\uFEFF?BEGIN:VCALENDAR/i.test(text.trimStart()))
    throw new IcalError('not an iCalendar object (no BEGIN:VCALENDAR)');
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text.replace(/^\uFEFF/, '')));
  } catch (error) {
    throw new IcalError(error instanceof Error ? error.message : String(error));
  }
  if (calendar.name !== 'vcalendar') throw new IcalError('not an iCalendar object');
  return calendar;
}

export function parseCalendar(text: string, options: ReadOptions = {}): { events: IcalEventIn[] } {
  const calendar = parse(text);
  const fallback = fileOffsets(calendar);
  const zones: ZoneLookup = (id, instant) =>
    zoneOffsetMinutes(id, instant) ?? fallback.get(id) ?? null;
  const until =
    options.until ?? new Date(Date.now() + RECURRENCE_HORIZON_DAYS * 24 * 60 * 60 * 1000);
  const max = options.maxOccurrences ?? 1000;

  const vevents = calendar.getAllSubcomponents('vevent');
  for (const v of vevents)
    if (!v.hasProperty('dtstart')) throw new IcalError('VEVENT without DTSTART');
  // RECURRENCE-ID exceptions belong to their series (same UID): they move or cancel one
  // occurrence instead of standing alone.
  const series = new Map<string, ICAL.Event>();
  const events: { event: ICAL.Event; v: ICAL.Component }[] = [];
  for (const v of vevents) {
    const event = new ICAL.Event(v);
    events.push({ event, v });
    if (event.isRecurring() && event.uid) series.set(event.uid, event);
  }
  const out: IcalEventIn[] = [];
  for (const { event, v } of events) {
    const base = event.isRecurrenceException() ? series.get(event.uid) : undefined;
    if (base) {
      base.relateException(event);
      continue;
    }
    const common = {
      summary: textOf(v, 'summary'),
      status: textOf(v, 'status')?.toUpperCase(),
      transp: textOf(v, 'transp')?.toUpperCase(),
    };
    const startTz = tzidOf(v, 'dtstart');
    const endTz = tzidOf(v, 'dtend') ?? startTz;
    if (!event.isRecurring()) {
      const duration = v.getFirstPropertyValue('duration');
      out.push({
        ...common,
        uid: event.uid || undefined,
        recurring: false,
        start: toIcalTime(event.startDate, startTz, zones),
        end: v.hasProperty('dtend') ? toIcalTime(event.endDate, endTz, zones) : undefined,
        durationSeconds: duration instanceof ICAL.Duration ? duration.toSeconds() : undefined,
      });
      continue;
    }
    const iterator = event.iterator();
    for (let n = 0, next = iterator.next(); next && n < max; n++, next = iterator.next()) {
      if (next.toJSDate() >= until) break;
      const at = event.getOccurrenceDetails(next);
      const item = at.item.component;
      const status = textOf(item, 'status')?.toUpperCase() ?? common.status;
      out.push({
        ...common,
        status,
        uid: event.uid ? `${event.uid}#${at.recurrenceId.toICALString()}` : undefined,
        recurring: true,
        start: toIcalTime(at.startDate, tzidOf(item, 'dtstart') ?? startTz, zones),
        end: toIcalTime(at.endDate, tzidOf(item, 'dtend') ?? endTz, zones),
      });
    }
  }
  return { events: out };
}
