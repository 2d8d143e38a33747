// One hook for the three sources of the deals listing: search (/list), deals (/all_deals,
// /features) and the tenant's favourites (/my_favorites, which takes only a page).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import type { components } from '@/api/generated/apiback';
import { useSession } from '@/lib/session';
import { PER_PAGE, toApiQuery, type ListingFilters } from './listing-params';

export type ListingSource = 'search' | 'deals' | 'favorites';
export type OfficeSummary = components['schemas']['OfficeSummary'];
export type PagedOffices = components['schemas']['PagedOfficeSummaries'];

async function load(source: ListingSource, f: ListingFilters): Promise<PagedOffices> {
  const query = toApiQuery(f) as never;
  const res =
    source === 'favorites'
      ? await apiClient.GET('/apiBack/v1/ordinaries/favorites', {
          params: { query: { page: f.page, per_page: PER_PAGE } },
        })
      : source === 'deals'
        ? await apiClient.GET('/apiBack/v1/public/deals', { params: { query } })
        : await apiClient.GET('/apiBack/v1/public/offices', { params: { query } });
  if (res.error || !res.data) throw res.error ?? new Error('listing');
  return res.data.data;
}

export function useListing(source: ListingSource, f: ListingFilters) {
  const { token, accountType } = useSession();
  const enabled = source !== 'favorites' || (Boolean(token) && accountType === 'ordinary');
  return useQuery({
    // The token is part of the key: hearts (is_favorite) depend on who is asking.
    queryKey: ['listings', source, f, token],
    queryFn: () => load(source, f),
    enabled,
    placeholderData: keepPreviousData,
  });
}
