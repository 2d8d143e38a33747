// The data of the lessor's calendar: my units (the picker), one unit's days, bookings and
// blocks over the grid's range, and the unit's iCal feed link; and its writes (block,
// unblock, import, reset the feed), each refreshing what it changed before it resolves.
import { keepPreviousData } from '@tanstack/react-query';
import type { components } from '@/api/generated/apiback';
import { $api, apiKey } from '@/api/query';
import { useRefresh } from '@/api/refresh';

export type UnitCalendar = components['schemas']['UnitCalendar'];
export type CalendarDay = components['schemas']['CalendarDay'];
export type CalendarBooking = components['schemas']['CalendarBooking'];
export type CalendarBlock = components['schemas']['CalendarBlock'];

export function useMyUnits() {
  return $api.useQuery(
    'get',
    '/apiBack/v1/user/units',
    { params: { query: { per_page: 100 } } },
    { select: (r) => r.data.data.filter((u) => u.status !== 'incomplete') },
  );
}

export function useUnitCalendar(unitId: number, from: string, to: string) {
  return $api.useQuery(
    'get',
    '/apiBack/v1/user/calendar/{unitId}',
    { params: { path: { unitId }, query: { from, to } } },
    { enabled: unitId > 0, select: (r) => r.data, placeholderData: keepPreviousData },
  );
}

const CALENDAR_VIEWS = [
  apiKey('get', '/apiBack/v1/user/calendar/{unitId}'),
  apiKey('get', '/apiBack/v1/public/units/{id}/availability'),
];

/** Block days or hours of a unit. */
export function useBlock() {
  return $api.useMutation('post', '/apiBack/v1/user/calendar/{unitId}/blocks', {
    onSuccess: useRefresh(CALENDAR_VIEWS),
  });
}

export function useUnblock() {
  return $api.useMutation('delete', '/apiBack/v1/user/calendar/{unitId}/blocks/{blockId}', {
    onSuccess: useRefresh(CALENDAR_VIEWS),
  });
}

/** Another calendar's .ics: its events become blocks. */
export function useIcalImport() {
  return $api.useMutation('post', '/apiBack/v1/user/calendar/{unitId}/ical/import', {
    onSuccess: useRefresh(CALENDAR_VIEWS),
  });
}

/** A new private feed link (the old one stops working). */
export function useIcalReset() {
  return $api.useMutation('post', '/apiBack/v1/user/calendar/{unitId}/ical/reset', {
    onSuccess: useRefresh([apiKey('get', '/apiBack/v1/user/calendar/{unitId}/ical')]),
  });
}
