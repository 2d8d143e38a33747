import { defineFeatureRoutes } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';

export const routes = defineFeatureRoutes({
  public: [
    {
      path: 'details/:id',
      handle: { titleKey: 'office-details:title' },
      lazy: lazyRoute(
        () => import('./office-details-page'),
        (m) => m.OfficeDetailsPage,
        ['office-details', 'validation', 'errors', 'policies'],
      ),
    },
  ],
});
