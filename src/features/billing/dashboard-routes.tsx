import { listRoute } from '@/engines/table/list-route';
import { defineDashboardRoutes } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';

const NS = ['billing', 'table'];

export const dashboardRoutes = defineDashboardRoutes([
  listRoute({
    path: 'billing_statements',
    access: 'business',
    title: 'billing:title',
    table: () => import('./billing-table').then((m) => m.billingTable),
    ns: NS,
    nav: [{ menu: 'bills', order: 30, label: 'bills.finance' }],
  }),
  {
    path: 'billing_details/:id',
    handle: { access: 'business', titleKey: 'billing:detailTitle' },
    lazy: lazyRoute(
      () => import('./billing-detail-page'),
      (m) => m.BillingDetailPage,
      NS,
    ),
  },
  listRoute({
    path: 'electronic_invoices',
    access: 'business',
    title: 'billing:eInvoicesTitle',
    table: () => import('./e-invoices-table').then((m) => m.eInvoicesTable),
    ns: NS,
    nav: [{ menu: 'bills', order: 40, label: 'bills.eInvoices' }],
  }),
  {
    // The spec's "invoice-details sample screen" (its route is not shown): hosted here,
    // filled from the electronic invoice instead of fixed sample data.
    path: 'electronic_invoices/:id',
    handle: { access: 'business', titleKey: 'billing:taxInvoice' },
    lazy: lazyRoute(
      () => import('./e-invoice-page'),
      (m) => m.EInvoicePage,
      NS,
    ),
  },
]);
