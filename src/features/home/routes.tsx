import { $api } from '@/api/query';
import { defineFeatureRoutes } from '@/lib/feature-routes';
import { prefetchLoader } from '@/lib/route-prefetch';
import { HomePage } from './home-page';

// `/` is the landing page and its hero is the LCP element: the page ships in the entry
// (~3 kB gzip) instead of a lazy chunk fetched only after the entry has run, which put a
// request round trip between the entry and the first paint. Its namespace (home) is
// bundled too (src/i18n/resources.ts).
export const routes = defineFeatureRoutes({
  public: [
    {
      index: true,
      Component: HomePage,
      // The featured offices: the same call as home-featured.tsx (the same cache entry).
      loader: prefetchLoader(() => $api.queryOptions('get', '/apiBack/v1/public/home', {})),
      handle: { nav: [{ menu: 'top', order: 10, label: 'top.home' }] },
    },
  ],
});
