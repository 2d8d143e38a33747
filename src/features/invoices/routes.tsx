import { defineFeatureRoutes } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';

const NS = ['invoices', 'table'];

export const routes = defineFeatureRoutes({
  bare: [
    {
      // The lead's bench drives this page (scripts/bench-table.ts): 10,000 client rows
      // through the table engine's virtualised path.
      path: 'bench/table-10k',
      lazy: lazyRoute(
        () => import('./table-bench-page'),
        (m) => m.TableBenchPage,
        NS,
      ),
    },
  ],
});
