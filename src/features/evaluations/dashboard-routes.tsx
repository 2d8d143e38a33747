import { defineDashboardRoutes } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';

export const dashboardRoutes = defineDashboardRoutes([
  {
    path: 'evaluations',
    handle: {
      access: 'business',
      titleKey: 'evaluations:title',
      nav: [{ menu: 'sidebar', order: 35, label: 'sidebar.evaluations' }],
    },
    lazy: lazyRoute(
      () => import('./evaluations-page'),
      (m) => m.EvaluationsPage,
      ['evaluations', 'validation', 'table'],
    ),
  },
]);
