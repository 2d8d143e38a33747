import { defineDashboardRoutes } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';

export const dashboardRoutes = defineDashboardRoutes([
  {
    path: 'home',
    handle: {
      access: 'any',
      titleKey: 'dashboard:sidebar.dashboard',
      nav: [{ menu: 'sidebar', order: 10, label: 'sidebar.dashboard' }],
    },
    lazy: lazyRoute(
      () => import('./dashboard-home-page'),
      (m) => m.DashboardHomePage,
    ),
  },
]);
