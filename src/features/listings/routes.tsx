import { defineFeatureRoutes } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';

// 'table': the engine's paging control. Loaded with the route, so the first render of
// the pager (after the results arrive) never suspends the page mid-interaction.
const NS = ['listings', 'table'];
const load = () => import('./listing-pages');

export const routes = defineFeatureRoutes({
  public: [
    {
      path: 'list',
      handle: { titleKey: 'listings:titles.list' },
      lazy: lazyRoute(load, (m) => m.SearchListingPage, NS),
    },
    {
      path: 'all_deals',
      handle: { titleKey: 'listings:titles.allDeals' },
      lazy: lazyRoute(load, (m) => m.AllDealsPage, NS),
    },
    {
      path: 'features',
      handle: {
        titleKey: 'listings:titles.features',
        nav: [{ menu: 'top', order: 20, label: 'top.deals', audience: ['ordinary'] }],
      },
      lazy: lazyRoute(load, (m) => m.FeaturedDealsPage, NS),
    },
    {
      path: 'my_favorites',
      handle: { titleKey: 'listings:titles.favorites' },
      lazy: lazyRoute(load, (m) => m.FavoritesPage, NS),
    },
  ],
});
