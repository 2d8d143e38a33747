import { defineFeatureRoutes } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';

const NS = ['reservations', 'table'];

export const routes = defineFeatureRoutes({
  dashboard: [
    {
      path: 'reservations',
      handle: { access: 'business', titleKey: 'reservations:title' },
      lazy: lazyRoute(
        () => import('./reservations-page'),
        (m) => m.ReservationsPage,
        NS,
      ),
    },
    {
      path: 'reservations/:id',
      handle: { access: 'business', titleKey: 'reservations:detailTitle' },
      lazy: lazyRoute(
        () => import('./reservation-detail-page'),
        (m) => m.ReservationDetailPage,
        NS,
      ),
    },
  ],
});
