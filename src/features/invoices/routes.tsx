import { DEV_PAGES } from '@/lib/dev-pages';
import { defineFeatureRoutes } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';

const NS = ['invoices', 'table'];

export const routes = defineFeatureRoutes({
  // A developer page, not in a production route table (src/lib/dev-pages.ts): the lead's
  // bench drives it (scripts/bench-table.ts), 10,000 client rows through the table engine's
  // virtualised path.
  bare: DEV_PAGES
    ? [
        {
          path: 'bench/table-10k',
          lazy: lazyRoute(
            () => import('./table-bench-page'),
            (m) => m.TableBenchPage,
            NS,
          ),
        },
      ]
    : [],
});
