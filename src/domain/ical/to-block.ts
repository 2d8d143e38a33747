// An imported calendar event as a calendar block of the unit (Riyadh local time):
// - an all-day event (DATE values) blocks its days (DTEND exclusive, as RFC 5545 says);
// - a timed event inside one day blocks those hours (an end at midnight closes the day);
// - a timed event over several days blocks every day it touches (a block is whole days or
//   hours of one day; closing a little more is safer than a double booking).
// Events that should not block are skipped with the reason: cancelled, free (TRANSP:
// TRANSPARENT), already over, or malformed. A recurring event arrives here as its
// occurrences (read.ts expands it within the calendar's horizon), each blocking on its own.
import dayjs from 'dayjs';
import type { components } from '@/api/generated/apiback';
import type { IcalEventIn, IcalTime } from './read';
import { riyadhWallTime } from './time';

export interface ImportedBlock {
  start_date: string;
  end_date: string;
  start_time?: string;
  end_time?: string;
}

/**
 * Why an event blocks nothing: the contract's causes less 'booked' (the backend's check
 * against its bookings) and 'recurring' (a series is now expanded into its occurrences).
 */
export type SkipCause = Exclude<
  components['schemas']['IcalImportSkip']['cause'],
  'booked' | 'recurring'
>;

const DAY = 'YYYY-MM-DD';

function wall(t: IcalTime): string {
  if (t.kind === 'date') return `${t.date}T00:00`;
  if (t.kind === 'floating') return t.wall;
  return riyadhWallTime(t.at);
}

/** Local [start, end) of an event as wall times, and whether it is all-day. */
export function eventSpan(e: IcalEventIn): { allDay: boolean; start: string; end: string } | null {
  const start = wall(e.start);
  const allDay = e.start.kind === 'date';
  let end: string;
  if (e.end) end = wall(e.end);
  else if (e.durationSeconds !== undefined)
    end = dayjs(start).add(e.durationSeconds, 'second').format('YYYY-MM-DDTHH:mm');
  // RFC 5545 §3.6.1: a DATE start without an end lasts one day; a DATE-TIME one, no time.
  else end = allDay ? dayjs(start).add(1, 'day').format('YYYY-MM-DDTHH:mm') : start;
  if (!dayjs(end).isAfter(dayjs(start))) return null;
  return { allDay, start, end };
}

export function eventToBlock(
  e: IcalEventIn,
  now: Date = new Date(),
): { block: ImportedBlock } | { skip: SkipCause } {
  if (e.status === 'CANCELLED') return { skip: 'cancelled' };
  if (e.transp === 'TRANSPARENT') return { skip: 'free' };
  const span = eventSpan(e);
  if (!span) return { skip: 'invalid' };
  if (!dayjs(span.end).isAfter(dayjs(riyadhWallTime(now)))) return { skip: 'past' };
  const start = dayjs(span.start);
  const end = dayjs(span.end);
  const lastDay = end.subtract(1, 'minute');
  const startsAtMidnight = span.start.endsWith('T00:00');
  const endsAtMidnight = span.end.endsWith('T00:00');
  if (span.allDay || (startsAtMidnight && endsAtMidnight) || !start.isSame(lastDay, 'day')) {
    return { block: { start_date: start.format(DAY), end_date: lastDay.format(DAY) } };
  }
  return {
    block: {
      start_date: start.format(DAY),
      end_date: start.format(DAY),
      start_time: start.format('HH:mm'),
      end_time: endsAtMidnight ? '00:00' : end.format('HH:mm'),
    },
  };
}
