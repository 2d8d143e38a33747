import { defineFeatureRoutes } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';

export const routes = defineFeatureRoutes({
  public: [
    {
      index: true,
      lazy: lazyRoute(
        () => import('./home-page'),
        (m) => m.HomePage,
        ['home'],
      ),
    },
  ],
});
