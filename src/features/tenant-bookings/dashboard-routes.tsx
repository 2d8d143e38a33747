// The tenant's bookings (issue 11): their own dashboard routes (the lessor's orders are
// /dashboard/reservations), with a sidebar entry for tenants only.
import { listRoute } from '@/engines/table/list-route';
import { defineDashboardRoutes } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';

const NS = ['tenant-bookings', 'table', 'policies'];

export const dashboardRoutes = defineDashboardRoutes([
  listRoute({
    path: 'bookings',
    access: 'ordinary',
    title: 'tenant-bookings:title',
    table: () => import('./bookings-table').then((m) => m.bookingsTable),
    ns: NS,
    nav: [{ menu: 'sidebar', order: 15, label: 'sidebar.myBookings' }],
  }),
  {
    path: 'bookings/:id',
    handle: { access: 'ordinary', titleKey: 'tenant-bookings:detailTitle' },
    lazy: lazyRoute(
      () => import('./booking-detail-page'),
      (m) => m.BookingDetailPage,
      NS,
    ),
  },
]);
