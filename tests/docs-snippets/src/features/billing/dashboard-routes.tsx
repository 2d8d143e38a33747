// Generated from docs/adding-a-screen.md by `npm run docs:snippets`: edit the doc, not this file.
// src/features/billing/dashboard-routes.tsx
import { listRoute } from '@/engines/table/list-route';
import { defineDashboardRoutes } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';

const NS = ['billing', 'table'];

export const dashboardRoutes = defineDashboardRoutes([
  listRoute({
    path: 'billing_statements',
    access: 'business',
    title: 'billing:title', // heading and browser tab
    table: () => import('./billing-table').then((m) => m.billingTable),
    ns: NS,
    nav: [{ menu: 'bills', order: 30, label: 'bills.finance' }], // a menu link, see below
  }),
  {
    path: 'electronic_invoices/:id',
    handle: { access: 'business', titleKey: 'billing:taxInvoice' },
    lazy: lazyRoute(
      () => import('./e-invoice-page'),
      (m) => m.EInvoicePage,
      NS,
    ),
  },
]);
