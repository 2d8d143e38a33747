import { listRoute } from '@/engines/table/list-route';
import { defineDashboardRoutes } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';

const NS = ['reservations', 'table'];

export const dashboardRoutes = defineDashboardRoutes([
  listRoute({
    path: 'reservations',
    access: 'business',
    title: 'reservations:title',
    table: () => import('./reservations-table').then((m) => m.reservationsTable),
    ns: NS,
    nav: [
      { menu: 'sidebar', order: 20, label: 'sidebar.orders' },
      { menu: 'top', order: 30, label: 'top.orders' },
      { menu: 'bills', order: 10, label: 'bills.orders' },
    ],
  }),
  {
    path: 'reservations/:id',
    handle: { access: 'business', titleKey: 'reservations:detailTitle' },
    lazy: lazyRoute(
      () => import('./reservation-detail-page'),
      (m) => m.ReservationDetailPage,
      NS,
    ),
  },
]);
