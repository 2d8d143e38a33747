import { $api } from '@/api/query';
import { defineFeatureRoutes } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';
import { prefetchLoader } from '@/lib/route-prefetch';
import { readFilters, toApiQuery } from './listing-params';

// 'table': the engine's paging control. Loaded with the route, so the first render of
// the pager (after the results arrive) never suspends the page mid-interaction.
const NS = ['listings', 'table'];
const load = () => import('./listing-pages');

// The results, asked for with the page's chunk: the same calls as useListing
// (./use-listing.ts), from the filters in the address, so the same cache entries.
const query = (request: Request) => toApiQuery(readFilters(new URL(request.url).searchParams));
const searchLoader = prefetchLoader(({ request }) =>
  $api.queryOptions('get', '/apiBack/v1/public/offices', {
    params: { query: query(request) },
  }),
);
const dealsLoader = prefetchLoader(({ request }) =>
  $api.queryOptions('get', '/apiBack/v1/public/deals', { params: { query: query(request) } }),
);

export const routes = defineFeatureRoutes({
  public: [
    {
      path: 'list',
      handle: { titleKey: 'listings:titles.list' },
      loader: searchLoader,
      lazy: lazyRoute(load, (m) => m.SearchListingPage, NS),
    },
    {
      path: 'all_deals',
      handle: { titleKey: 'listings:titles.allDeals' },
      loader: dealsLoader,
      lazy: lazyRoute(load, (m) => m.AllDealsPage, NS),
    },
    {
      path: 'features',
      handle: {
        titleKey: 'listings:titles.features',
        nav: [{ menu: 'top', order: 20, label: 'top.deals', audience: ['ordinary'] }],
      },
      loader: dealsLoader,
      lazy: lazyRoute(load, (m) => m.FeaturedDealsPage, NS),
    },
    {
      path: 'my_favorites',
      handle: { titleKey: 'listings:titles.favorites' },
      lazy: lazyRoute(load, (m) => m.FavoritesPage, NS),
    },
  ],
});
