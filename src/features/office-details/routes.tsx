import { $api } from '@/api/query';
import { defineFeatureRoutes } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';
import { prefetchLoader } from '@/lib/route-prefetch';

/** The office (the page's largest paint is its first photo), asked for with the page's chunk. */
const officeLoader = prefetchLoader(({ params }) => {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return undefined;
  // The same call as useOffice (./use-office.ts): the same cache entry.
  return $api.queryOptions('get', '/apiBack/v1/public/offices/{id}', { params: { path: { id } } });
});

export const routes = defineFeatureRoutes({
  public: [
    {
      path: 'details/:id',
      handle: { titleKey: 'office-details:title' },
      loader: officeLoader,
      lazy: lazyRoute(
        () => import('./office-details-page'),
        (m) => m.OfficeDetailsPage,
        // `validation` loads when a booking choice fails (./booking-card.tsx) or with a form.
        ['office-details', 'errors', 'policies'],
      ),
    },
  ],
});
