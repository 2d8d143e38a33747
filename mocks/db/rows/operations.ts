// Running the space (issue 15): calendar blocks (manual or from an imported calendar), the
// private iCal feed of each unit, and office page views per day (for the report's
// views → bookings conversion).
import { z } from 'zod';
import { calendarBlockKindValues, calendarBlockSourceValues } from '@/api/generated/apiback';
import { dateOnly, id, isoDateTime } from './fields';

export const calendarBlockRow = z.object({
  id,
  unit_id: id,
  owner_id: id,
  /** Inclusive days; with times, the hours of start_date (end 00:00 = midnight). */
  start_date: dateOnly,
  end_date: dateOnly,
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  kind: z.enum(calendarBlockKindValues),
  note: z.string().nullable(),
  source: z.enum(calendarBlockSourceValues),
  external_uid: z.string().nullable(),
  created_at: isoDateTime,
});

export const icalFeedRow = z.object({
  id,
  unit_id: id,
  /** The secret of the feed URL; a reset replaces it. */
  token: z.string(),
  issued_at: isoDateTime,
  last_import_at: isoDateTime.nullable(),
});

/** Page views of an office in a month (`YYYY-MM`); a visit to the public page adds one. */
export const officeViewRow = z.object({
  id,
  office_id: id,
  month: z.string(),
  count: z.number().int(),
});
