// Reading an iCalendar object (RFC 5545), strictly: lines unfolded (§3.1), each content
// line split into name, parameters (quoted values may hold `:;,`) and value (§3.1), TEXT
// unescaped (§3.3.11), components properly nested (BEGIN/END). What an import needs from
// each VEVENT is kept: UID, SUMMARY, DTSTART, DTEND or DURATION, STATUS, TRANSP, RRULE.
import { instantInZone, zoneOffsetMinutes } from './time';

export class IcalError extends Error {}

export interface ContentLine {
  name: string;
  params: Record<string, string>;
  value: string;
}

export type IcalTime =
  | { kind: 'date'; date: string }
  | { kind: 'instant'; at: Date }
  /** No zone: the reader's local time (Riyadh for this product). */
  | { kind: 'floating'; wall: string };

export interface IcalEventIn {
  uid?: string;
  summary?: string;
  status?: string;
  transp?: string;
  recurring: boolean;
  start: IcalTime;
  end?: IcalTime;
  /** DURATION in seconds (when there is no DTEND). */
  durationSeconds?: number;
}

/** Physical lines → content lines (a line starting with a space or tab continues the last). */
export function unfold(text: string): string[] {
  const lines: string[] = [];
  for (const raw of text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/)) {
    if (/^[ \t]/.test(raw)) {
      if (!lines.length) throw new IcalError('continuation before any line');
      lines[lines.length - 1] += raw.slice(1);
    } else if (raw !== '') lines.push(raw);
  }
  return lines;
}

const NAME = /^[A-Za-z0-9-]+$/;

export function parseContentLine(line: string): ContentLine {
  let i = 0;
  const readName = () => {
    const start = i;
    while (i < line.length && !';:='.includes(line[i])) i++;
    const name = line.slice(start, i);
    if (!NAME.test(name)) throw new IcalError(`bad name in "${line.slice(0, 40)}"`);
    return name.toUpperCase();
  };
  const name = readName();
  const params: Record<string, string> = {};
  while (line[i] === ';') {
    i++;
    const key = readName();
    if (line[i] !== '=') throw new IcalError(`parameter without value in ${name}`);
    i++;
    const values: string[] = [];
    for (;;) {
      if (line[i] === '"') {
        const close = line.indexOf('"', i + 1);
        if (close < 0) throw new IcalError(`unclosed quote in ${name}`);
        values.push(line.slice(i + 1, close));
        i = close + 1;
      } else {
        const start = i;
        while (i < line.length && !';:,'.includes(line[i])) i++;
        values.push(line.slice(start, i));
      }
      if (line[i] !== ',') break;
      i++;
    }
    params[key] = values.join(',');
  }
  if (line[i] !== ':') throw new IcalError(`missing ":" in ${name}`);
  return { name, params, value: line.slice(i + 1) };
}

export function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_m, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}

const DATE = /^(\d{4})(\d{2})(\d{2})$/;
const DATE_TIME = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/;

/** A zone offset for a TZID: Intl's IANA data, else the file's VTIMEZONE standard offset. */
type ZoneLookup = (tzid: string, instant: Date) => number | null;

export function parseIcalTime(line: ContentLine, zones: ZoneLookup): IcalTime {
  const v = line.value.trim();
  const d = DATE.exec(v);
  if (line.params.VALUE === 'DATE' || d) {
    if (!d) throw new IcalError(`bad date ${v}`);
    return { kind: 'date', date: `${d[1]}-${d[2]}-${d[3]}` };
  }
  const t = DATE_TIME.exec(v);
  if (!t) throw new IcalError(`bad date-time ${v}`);
  const [y, mo, dd, h, mi, s] = t.slice(1, 7).map(Number);
  if (mo < 1 || mo > 12 || dd < 1 || dd > 31 || h > 23 || mi > 59 || s > 60)
    throw new IcalError(`bad date-time ${v}`);
  if (t[7] === 'Z') return { kind: 'instant', at: new Date(Date.UTC(y, mo - 1, dd, h, mi, s)) };
  const tzid = line.params.TZID;
  if (!tzid) return { kind: 'floating', wall: `${t[1]}-${t[2]}-${t[3]}T${t[4]}:${t[5]}` };
  if (zones(tzid, new Date()) === null) throw new IcalError(`unknown time zone ${tzid}`);
  const at = instantInZone({ y, mo, d: dd, h, mi, s }, (i) => zones(tzid, i) ?? 0);
  return { kind: 'instant', at };
}

const DURATION = /^([+-])?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/;

export function parseDuration(value: string): number {
  const m = DURATION.exec(value.trim());
  if (!m || value.trim() === 'P' || value.trim().endsWith('T'))
    throw new IcalError(`bad duration ${value}`);
  const [w, d, h, mi, s] = m.slice(2).map((x) => Number(x ?? 0));
  const seconds = (((w * 7 + d) * 24 + h) * 60 + mi) * 60 + s;
  return m[1] === '-' ? -seconds : seconds;
}

/** `+0300` / `-0500` → minutes east of UTC. */
function utcOffset(value: string): number | null {
  const m = /^([+-])(\d{2})(\d{2})(\d{2})?$/.exec(value.trim());
  if (!m) return null;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

export function parseCalendar(text: string): { events: IcalEventIn[] } {
  const lines = unfold(text).map(parseContentLine);
  if (!lines.length || lines[0].name !== 'BEGIN' || lines[0].value.toUpperCase() !== 'VCALENDAR')
    throw new IcalError('not an iCalendar object (no BEGIN:VCALENDAR)');
  const stack: string[] = [];
  const rawEvents: ContentLine[][] = [];
  const fallbackOffsets = new Map<string, number>();
  let current: ContentLine[] | null = null;
  let tzid: string | undefined;
  for (const line of lines) {
    if (line.name === 'BEGIN') {
      const kind = line.value.toUpperCase();
      stack.push(kind);
      if (kind === 'VEVENT' && stack.length === 2) current = [];
      continue;
    }
    if (line.name === 'END') {
      const kind = line.value.toUpperCase();
      if (stack.pop() !== kind) throw new IcalError(`END:${kind} does not close its BEGIN`);
      if (kind === 'VEVENT' && current) {
        rawEvents.push(current);
        current = null;
      }
      if (kind === 'VTIMEZONE') tzid = undefined;
      continue;
    }
    if (!stack.length) throw new IcalError(`${line.name} outside VCALENDAR`);
    const top = stack[stack.length - 1];
    if (top === 'VEVENT' && current) current.push(line);
    if (top === 'VTIMEZONE' && line.name === 'TZID') tzid = line.value;
    if (top === 'STANDARD' && line.name === 'TZOFFSETTO' && tzid) {
      const offset = utcOffset(line.value);
      if (offset !== null) fallbackOffsets.set(tzid, offset);
    }
  }
  if (stack.length) throw new IcalError(`BEGIN:${stack[stack.length - 1]} is never closed`);
  const zones: ZoneLookup = (id, instant) =>
    zoneOffsetMinutes(id, instant) ?? fallbackOffsets.get(id) ?? null;
  return { events: rawEvents.map((props) => toEvent(props, zones)) };
}

function toEvent(props: ContentLine[], zones: ZoneLookup): IcalEventIn {
  const first = (name: string) => props.find((p) => p.name === name);
  const dtstart = first('DTSTART');
  if (!dtstart) throw new IcalError('VEVENT without DTSTART');
  const dtend = first('DTEND');
  const duration = first('DURATION');
  const text = (name: string) => {
    const p = first(name);
    return p ? unescapeText(p.value) : undefined;
  };
  return {
    uid: text('UID'),
    summary: text('SUMMARY'),
    status: first('STATUS')?.value.toUpperCase(),
    transp: first('TRANSP')?.value.toUpperCase(),
    recurring: props.some((p) => p.name === 'RRULE' || p.name === 'RDATE'),
    start: parseIcalTime(dtstart, zones),
    end: dtend ? parseIcalTime(dtend, zones) : undefined,
    durationSeconds: duration ? parseDuration(duration.value) : undefined,
  };
}
