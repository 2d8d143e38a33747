import { defineFeatureRoutes } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';

const NS = ['units', 'wizard', 'validation'];

export const routes = defineFeatureRoutes({
  protected: [
    {
      path: 'addunit/:id',
      lazy: lazyRoute(
        () => import('./add-unit-page'),
        (m) => m.AddUnitPage,
        NS,
      ),
    },
    {
      path: 'addunit/:id/:unitId',
      lazy: lazyRoute(
        () => import('./add-unit-page'),
        (m) => m.AddUnitPage,
        NS,
      ),
    },
  ],
});
