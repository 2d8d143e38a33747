import { defineDashboardRoutes } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';

const NS = ['offices', 'wizard', 'table', 'validation'];

export const dashboardRoutes = defineDashboardRoutes([
  {
    path: 'properties',
    handle: {
      access: 'business',
      titleKey: 'offices:listTitle',
      nav: [{ menu: 'top', order: 40, label: 'top.myOffices' }],
    },
    lazy: lazyRoute(
      () => import('./offices-page'),
      (m) => m.OfficesPage,
      NS,
    ),
  },
  {
    path: 'properties/:id',
    handle: { access: 'business', titleKey: 'offices:unitsTitle' },
    lazy: lazyRoute(
      () => import('./office-units-page'),
      (m) => m.OfficeUnitsPage,
      NS,
    ),
  },
]);
