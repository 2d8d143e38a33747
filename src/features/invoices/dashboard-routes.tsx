import { listRoute } from '@/engines/table/list-route';
import { defineDashboardRoutes } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';

const NS = ['invoices', 'table'];

export const dashboardRoutes = defineDashboardRoutes([
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
]);
