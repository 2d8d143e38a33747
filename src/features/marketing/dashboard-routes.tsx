import { listRoute } from '@/engines/table/list-route';
import { defineDashboardRoutes } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';

const NS = ['marketing', 'table'];

export const dashboardRoutes = defineDashboardRoutes([
  listRoute({
    path: 'marketing',
    access: 'business',
    title: 'marketing:title',
    table: () => import('./marketing-table').then((m) => m.marketingTable),
    action: { label: 'marketing:add', to: '/dashboard/marketing/new' },
    ns: NS,
    nav: [{ menu: 'sidebar', order: 37, label: 'sidebar.marketing' }],
  }),
  {
    path: 'marketing/:id',
    handle: { access: 'business', titleKey: 'marketing:title' },
    lazy: lazyRoute(
      () => import('./marketing-form-page'),
      (m) => m.MarketingFormPage,
      [...NS, 'wizard', 'validation'],
    ),
  },
]);
