// Writing an iCalendar object (RFC 5545): CRLF line ends, TEXT values escaped (§3.3.11),
// content lines folded at 75 octets without splitting a UTF-8 character (§3.1), one VEVENT
// per booking or block with a stable UID, so a subscribed calendar updates events in place
// instead of duplicating them.
import { fromRiyadhWallTime, icalDate, icalUtc } from './time';

/** All-day events carry dates (end exclusive); timed ones Riyadh wall times (end exclusive). */
export type IcalWhen =
  { kind: 'date'; start: string; end: string } | { kind: 'time'; start: string; end: string };

export interface IcalEventOut {
  uid: string;
  /** When this version of the event was written (DTSTAMP). */
  stamp: Date;
  when: IcalWhen;
  summary: string;
  description?: string;
  status?: 'CONFIRMED' | 'TENTATIVE';
  /** Bumped when the event changes, so clients replace their copy. */
  sequence?: number;
}

export interface IcalCalendarOut {
  /** `-//Maktabi//Calendar//AR` */
  prodId: string;
  name: string;
  events: readonly IcalEventOut[];
}

/** TEXT escaping: backslash, semicolon, comma, and line breaks as `\n`. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** Folds one content line: at most 75 octets per physical line, continuations start with a space. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    // The first line holds 75 octets; a continuation line's leading space counts as one.
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

function whenLines(when: IcalWhen): string[] {
  if (when.kind === 'date')
    return [`DTSTART;VALUE=DATE:${icalDate(when.start)}`, `DTEND;VALUE=DATE:${icalDate(when.end)}`];
  return [
    `DTSTART:${icalUtc(fromRiyadhWallTime(when.start))}`,
    `DTEND:${icalUtc(fromRiyadhWallTime(when.end))}`,
  ];
}

export function buildCalendar(cal: IcalCalendarOut): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${cal.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(cal.name)}`,
  ];
  for (const e of cal.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      `DTSTAMP:${icalUtc(e.stamp)}`,
      ...whenLines(e.when),
      `SUMMARY:${escapeText(e.summary)}`,
    );
    if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
    lines.push(`STATUS:${e.status ?? 'CONFIRMED'}`, 'TRANSP:OPAQUE');
    if (e.sequence) lines.push(`SEQUENCE:${e.sequence}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
