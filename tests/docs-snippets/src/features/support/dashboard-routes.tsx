// Generated from docs/adding-a-screen.md by `npm run docs:snippets`: edit the doc, not this file.
// src/features/support/dashboard-routes.tsx
import { listRoute } from '@/engines/table/list-route';
import { defineDashboardRoutes } from '@/lib/feature-routes';

export const dashboardRoutes = defineDashboardRoutes([
  listRoute({
    path: 'supports',
    access: 'any',
    title: 'support:title',
    table: () => import('@/features/support/tickets-table').then((m) => m.myTicketsTable),
    frame: () => import('@/features/support/tickets-frame').then((m) => m.MyTicketsFrame),
    ns: ['support', 'table', 'validation'],
  }),
]);
