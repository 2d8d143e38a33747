// Generated from docs/adding-a-screen.md by `npm run docs:snippets`: edit the doc, not this file.
// src/features/prices/dashboard-routes.tsx
import { listRoute } from '@/engines/table/list-route';
import { defineDashboardRoutes } from '@/lib/feature-routes';

export const dashboardRoutes = defineDashboardRoutes([
  listRoute({
    path: 'prices/coupons',
    access: 'business',
    area: 'prices',
    title: 'prices:coupons.title',
    frame: () => import('@/features/prices/prices-frame').then((m) => m.PricesFrame),
    table: () => import('./coupons-table').then((m) => m.makeCouponsTable),
    action: { label: 'prices:coupons.add', to: '/dashboard/prices/coupons/new' },
    ns: ['prices', 'table'],
  }),
]);
