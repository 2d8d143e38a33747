import { listRoute } from '@/engines/table/list-route';
import { defineFeatureRoutes } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';

const NS = ['invoices', 'table'];

export const routes = defineFeatureRoutes({
  dashboard: [
    listRoute({
      path: 'contracts/invoice-tenant',
      access: 'ordinary',
      title: 'invoices:title',
      table: () => import('./tenant-invoices-table').then((m) => m.tenantInvoicesTable),
      ns: NS,
      nav: [{ menu: 'sidebar', order: 20, label: 'sidebar.myInvoices' }],
    }),
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
