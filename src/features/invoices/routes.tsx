import { defineFeatureRoutes } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';

const NS = ['invoices', 'table'];

export const routes = defineFeatureRoutes({
  dashboard: [
    {
      path: 'contracts/invoice-tenant',
      handle: {
        access: 'ordinary',
        titleKey: 'invoices:title',
        nav: [{ menu: 'sidebar', order: 20, label: 'sidebar.myInvoices' }],
      },
      lazy: lazyRoute(
        () => import('./tenant-invoices-page'),
        (m) => m.TenantInvoicesPage,
        NS,
      ),
    },
    {
      path: 'contracts/invoice-tenant-details/:id',
      handle: { access: 'ordinary', titleKey: 'invoices:detailTitle' },
      lazy: lazyRoute(
        () => import('./tenant-invoice-detail-page'),
        (m) => m.TenantInvoiceDetailPage,
        NS,
      ),
    },
  ],
  bare: [
    {
      // The lead's bench drives this page (scripts/bench-table.ts): 10,000 client rows
      // through the table engine's virtualised path.
      path: 'bench/table-10k',
      lazy: lazyRoute(
        () => import('./table-bench-page'),
        (m) => m.TableBenchPage,
        NS,
      ),
    },
  ],
});
