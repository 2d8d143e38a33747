// Data of the public office details. Who is asking changes the answer (is_favorite): the
// app drops and refetches cached answers when the session changes (app/session).
import { keepPreviousData } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import type { components } from '@/api/generated/apiback';
import { $api } from '@/api/query';
import { isApiRequestError } from '@/api/result';
import { AVAILABILITY_WINDOW_DAYS } from '@/domain';
import { PREFETCH_FRESH_MS } from '@/lib/route-prefetch';

type S = components['schemas'];
export type Office = S['Office'];
export type Unit = S['Unit'];
export type OfficeSummary = S['OfficeSummary'];
export type Review = S['Review'];

/** A missing office is not worth asking again; anything else is, twice. */
export const isNotFound = (error: unknown) => isApiRequestError(error) && error.status === 404;

export function useOffice(id: number) {
  return $api.useQuery(
    'get',
    '/apiBack/v1/public/offices/{id}',
    { params: { path: { id } } },
    {
      select: (r) => r.data,
      enabled: id > 0,
      retry: (n, e) => !isNotFound(e) && n < 2,
      // The route asked for it with the page's chunk (./routes.tsx): no second request.
      staleTime: PREFETCH_FRESH_MS,
    },
  );
}

export function useSimilar(id: number) {
  return $api.useQuery(
    'get',
    '/apiBack/v1/public/offices/{id}/similar',
    { params: { path: { id } } },
    { select: (r) => r.data },
  );
}

export function useReviews(id: number, page: number) {
  return $api.useQuery(
    'get',
    '/apiBack/v1/public/offices/{id}/reviews',
    { params: { path: { id }, query: { page, per_page: 5 } } },
    { select: (r) => r.data, placeholderData: keepPreviousData },
  );
}

export function useSearchData() {
  return $api.useQuery('get', '/apiBack/v1/user/settings/search_data', undefined, {
    select: (r) => r.data,
    staleTime: 10 * 60_000,
  });
}

/** Reserved days and hours of a unit from today, for the booking schema. */
export function useUnitAvailability(unitId: number) {
  const from = dayjs();
  const to = from.add(AVAILABILITY_WINDOW_DAYS, 'day');
  const day = (d: Dayjs) => d.format('YYYY-MM-DD');
  return $api.useQuery(
    'get',
    '/apiBack/v1/public/units/{id}/availability',
    { params: { path: { id: unitId }, query: { from: day(from), to: day(to) } } },
    { select: (r) => r.data, enabled: unitId > 0, staleTime: 60_000 },
  );
}
