import { defineFeatureRoutes } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';

const NS = ['offices', 'wizard', 'table', 'validation'];

export const routes = defineFeatureRoutes({
  protected: [
    {
      path: 'addoffice',
      lazy: lazyRoute(
        () => import('./add-office-page'),
        (m) => m.AddOfficePage,
        NS,
      ),
    },
    {
      path: 'addoffice/:id',
      lazy: lazyRoute(
        () => import('./add-office-page'),
        (m) => m.AddOfficePage,
        NS,
      ),
    },
  ],
});
