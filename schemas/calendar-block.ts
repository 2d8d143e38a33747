// Blocking days or hours of a unit (contract CalendarBlockInput): whole days
// `start_date`..`end_date` (both inclusive), or hours of one day with `start_time` and
// `end_time` (an end of 00:00 is midnight at the end of that day, as for bookings). Not in
// the past, and never over a live booking: a block closes free time, it does not cancel.
import dayjs from 'dayjs';
import { z } from 'zod';
import { calendarBlockKindValues } from '@/api/generated/apiback';
import { conflictingSlots, parseDate, parseTime, type ReservedSlot } from './lib/booking-period';
import { dateField, optionalText, ruleObject } from './fields';
import { msg } from './messages';

export const CALENDAR_BLOCK_KINDS = calendarBlockKindValues;
/** Longest block in one go: a year (the availability window). */
export const BLOCK_MAX_DAYS = 366;

const time24 = z
  .string({ error: msg('timeFormat') })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: msg('timeFormat') });

const blockFields = ruleObject({
  start_date: dateField(),
  end_date: dateField(),
  start_time: time24.optional(),
  end_time: time24.optional(),
  kind: z.enum(CALENDAR_BLOCK_KINDS, { error: msg('required') }),
  note: optionalText().pipe(
    z
      .string()
      .max(200, { error: msg('invalidInput') })
      .optional(),
  ),
});
export type CalendarBlockValues = z.input<typeof blockFields>;

export interface BlockShape {
  start_date: string;
  end_date: string;
  start_time?: string | null;
  end_time?: string | null;
}

const LOCAL = 'YYYY-MM-DDTHH:mm:ss';

/** The half-open local range a block closes. Null when the dates or times do not parse. */
export function blockSlot(b: BlockShape): ReservedSlot | null {
  const start = parseDate(b.start_date);
  const end = parseDate(b.end_date);
  if (!start || !end) return null;
  if (!b.start_time && !b.end_time)
    return { start: start.format(LOCAL), end: end.add(1, 'day').format(LOCAL) };
  const from = b.start_time ? parseTime(b.start_time) : null;
  const to = b.end_time ? parseTime(b.end_time) : null;
  if (from === null || to === null) return null;
  return {
    start: start.add(from, 'minute').format(LOCAL),
    end: start.add(to === 0 ? 1440 : to, 'minute').format(LOCAL),
  };
}

export interface BlockContext {
  now?: Date | string;
  /** Live bookings of the unit (half-open local ranges). */
  booked?: readonly ReservedSlot[];
}

/** The first broken rule of a block, as { key, path }, or null. */
export function checkBlock(b: BlockShape, context: BlockContext = {}) {
  const start = parseDate(b.start_date);
  const end = parseDate(b.end_date);
  if (!start) return { key: 'invalidInput', path: 'start_date' } as const;
  if (!end) return { key: 'invalidInput', path: 'end_date' } as const;
  if (end.isBefore(start)) return { key: 'dateRange', path: 'end_date' } as const;
  if (end.diff(start, 'day') >= BLOCK_MAX_DAYS)
    return { key: 'blockTooLong', path: 'end_date' } as const;
  const timed = Boolean(b.start_time || b.end_time);
  if (timed) {
    if (!b.start_time) return { key: 'required', path: 'start_time' } as const;
    if (!b.end_time) return { key: 'required', path: 'end_time' } as const;
    if (!start.isSame(end, 'day')) return { key: 'blockHoursOneDay', path: 'end_date' } as const;
  }
  const slot = blockSlot(b);
  if (!slot) return { key: 'timeFormat', path: 'start_time' } as const;
  if (!dayjs(slot.end).isAfter(dayjs(slot.start)))
    return { key: 'startBeforeEndHours', path: 'end_time' } as const;
  const now = dayjs(context.now ?? new Date());
  if (!dayjs(slot.end).isAfter(now)) return { key: 'pastDate', path: 'start_date' } as const;
  const range = { start: dayjs(slot.start), end: dayjs(slot.end) };
  if (conflictingSlots(range, context.booked ?? []).length > 0)
    return { key: 'slotBooked', path: 'start_date' } as const;
  return null;
}

/** The block form and the backend's rule. */
export function createCalendarBlockSchema(context: BlockContext = {}) {
  return blockFields.superRefine((b, ctx) => {
    const failure = checkBlock(b, context);
    if (failure) ctx.addIssue({ code: 'custom', message: msg(failure.key), path: [failure.path] });
  });
}
export const calendarBlockSchema = createCalendarBlockSchema();

/** iCal import: the text of an .ics file, or (real backend) its address — exactly one. */
export const icalImportSchema = ruleObject({
  ics: z
    .string()
    .max(1_000_000, { error: msg('icalTooLarge') })
    .optional(),
  url: z.url({ error: msg('invalidInput') }).optional(),
}).superRefine((v, ctx) => {
  if (Boolean(v.ics) === Boolean(v.url))
    ctx.addIssue({ code: 'custom', message: msg('icalOneSource'), path: ['ics'] });
});
