import { defineDashboardRoutes } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';

export const dashboardRoutes = defineDashboardRoutes([
    {
      path: 'reports',
      handle: {
        access: 'business',
        titleKey: 'reports:title',
        nav: [{ menu: 'sidebar', order: 30, label: 'sidebar.reports' }],
      },
      // The chart library (recharts through @chakra-ui/charts) loads with this route only.
      lazy: lazyRoute(
        () => import('./reports-page'),
        (m) => m.ReportsPage,
        ['reports', 'validation'],
      ),
    },
]);
