import { defineFeatureRoutes } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';

const NS = ['billing', 'table'];

export const routes = defineFeatureRoutes({
  dashboard: [
    {
      path: 'billing_statements',
      handle: {
        access: 'business',
        titleKey: 'billing:title',
        nav: [{ menu: 'bills', order: 30, label: 'bills.finance' }],
      },
      lazy: lazyRoute(
        () => import('./billing-list-page'),
        (m) => m.BillingListPage,
        NS,
      ),
    },
    {
      path: 'billing_details/:id',
      handle: { access: 'business', titleKey: 'billing:detailTitle' },
      lazy: lazyRoute(
        () => import('./billing-detail-page'),
        (m) => m.BillingDetailPage,
        NS,
      ),
    },
    {
      path: 'electronic_invoices',
      handle: {
        access: 'business',
        titleKey: 'billing:eInvoicesTitle',
        nav: [{ menu: 'bills', order: 40, label: 'bills.eInvoices' }],
      },
      lazy: lazyRoute(
        () => import('./e-invoices-page'),
        (m) => m.EInvoicesPage,
        NS,
      ),
    },
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
  ],
});
