import { defineFeatureRoutes } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';

const NS = ['reservations', 'table'];

export const routes = defineFeatureRoutes({
  dashboard: [
    {
      path: 'reservations',
      handle: {
        access: 'business',
        titleKey: 'reservations:title',
        nav: [
          { menu: 'sidebar', order: 20, label: 'sidebar.orders' },
          { menu: 'top', order: 30, label: 'top.orders' },
          { menu: 'bills', order: 10, label: 'bills.orders' },
        ],
      },
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
