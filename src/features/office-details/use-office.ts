// Data of the public office details. The token is part of the keys: the heart
// (is_favorite) depends on who is asking.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { apiClient } from '@/api/client';
import type { components } from '@/api/generated/apiback';
import { useSession } from '@/lib/session';

type S = components['schemas'];
export type Office = S['Office'];
export type Unit = S['Unit'];
export type OfficeSummary = S['OfficeSummary'];
export type Review = S['Review'];

export class RequestError extends Error {
  constructor(readonly status: number) {
    super(`request failed (${status})`);
  }
}

function unwrap<T>(res: { data?: { data: T }; error?: unknown; response: Response }): T {
  if (res.error || !res.data) throw new RequestError(res.response.status);
  return res.data.data;
}

export function useOffice(id: number) {
  const { token } = useSession();
  return useQuery({
    queryKey: ['office-details', id, token],
    queryFn: async () =>
      unwrap(await apiClient.GET('/apiBack/v1/public/offices/{id}', { params: { path: { id } } })),
    retry: (n, e) => !(e instanceof RequestError && e.status === 404) && n < 2,
  });
}

export function useSimilar(id: number) {
  return useQuery({
    queryKey: ['office-details', id, 'similar'],
    queryFn: async () =>
      unwrap(
        await apiClient.GET('/apiBack/v1/public/offices/{id}/similar', {
          params: { path: { id } },
        }),
      ),
  });
}

export function useReviews(id: number, page: number) {
  return useQuery({
    queryKey: ['office-details', id, 'reviews', page],
    queryFn: async () =>
      unwrap(
        await apiClient.GET('/apiBack/v1/public/offices/{id}/reviews', {
          params: { path: { id }, query: { page, per_page: 5 } },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useSearchData() {
  return useQuery({
    queryKey: ['search-data'],
    queryFn: async () => unwrap(await apiClient.GET('/apiBack/v1/user/settings/search_data')),
    staleTime: 10 * 60_000,
  });
}

/** Reserved days and hours of a unit from today, for the booking schema. */
export function useUnitAvailability(unitId: number) {
  const from = dayjs();
  const to = from.add(399, 'day');
  const day = (d: Dayjs) => d.format('YYYY-MM-DD');
  return useQuery({
    queryKey: ['office-details', 'availability', unitId, day(from)],
    enabled: unitId > 0,
    staleTime: 60_000,
    queryFn: async () =>
      unwrap(
        await apiClient.GET('/apiBack/v1/public/units/{id}/availability', {
          params: { path: { id: unitId }, query: { from: day(from), to: day(to) } },
        }),
      ),
  });
}
