// One hook for the three sources of the deals listing: search (/list), deals (/all_deals,
// /features) and the tenant's favourites (/my_favorites, which takes only a page). Hearts
// (is_favorite) depend on who asks: the app refetches cached answers when the session
// changes (app/session).
import { keepPreviousData } from '@tanstack/react-query';
import type { components } from '@/api/generated/apiback';
import { $api } from '@/api/query';
import { ORDINARY_ACCOUNT } from '@/domain';
import { PREFETCH_FRESH_MS } from '@/lib/route-prefetch';
import { useSession } from '@/lib/session';
import { PER_PAGE, toApiQuery, type ListingFilters } from './listing-params';

export type ListingSource = 'search' | 'deals' | 'favorites';
export type OfficeSummary = components['schemas']['OfficeSummary'];
export type PagedOffices = components['schemas']['PagedOfficeSummaries'];

export function useListing(source: ListingSource, f: ListingFilters) {
  const { isLoggedIn, accountType } = useSession();
  const query = toApiQuery(f);
  // One query per source (each typed by its operation); only the one shown asks.
  const shown = (which: ListingSource) => ({
    enabled:
      source === which &&
      (which !== 'favorites' || (isLoggedIn && accountType === ORDINARY_ACCOUNT)),
    placeholderData: keepPreviousData,
    // The route asked for the results with the page's chunk (./routes.tsx): no second request.
    staleTime: PREFETCH_FRESH_MS,
  });
  const favorites = $api.useQuery(
    'get',
    '/apiBack/v1/ordinaries/favorites',
    { params: { query: { page: f.page, per_page: PER_PAGE } } },
    { ...shown('favorites'), select: (r) => r.data },
  );
  const deals = $api.useQuery(
    'get',
    '/apiBack/v1/public/deals',
    { params: { query } },
    { ...shown('deals'), select: (r) => r.data },
  );
  const search = $api.useQuery(
    'get',
    '/apiBack/v1/public/offices',
    { params: { query } },
    { ...shown('search'), select: (r) => r.data },
  );
  return { favorites, deals, search }[source];
}
