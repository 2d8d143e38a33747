// The lessor's money: transfers (and each transfer's detail), the monthly account
// statement, how to receive money, and the subscription details.
import { listRoute } from '@/engines/table/list-route';
import { defineDashboardRoutes } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';
import { statementLoader } from './statement-loader';

export const dashboardRoutes = defineDashboardRoutes([
  // Every transfer (filters by status and date range, CSV export), each opening its detail,
  // under the balance the ledger holds.
  listRoute({
    path: 'transactions',
    access: 'business',
    title: 'transfers:title',
    frame: () => import('./transfers-frame').then((m) => m.TransfersFrame),
    table: () => import('./transfers-table').then((m) => m.transfersTable),
    ns: ['transfers', 'table'],
    nav: [
      { menu: 'sidebar', order: 50, label: 'sidebar.transfers' },
      { menu: 'top', order: 50, label: 'top.transactions' },
    ],
  }),
  {
    path: 'transactions/:id',
    handle: { access: 'business', titleKey: 'transfers:detailTitle' },
    lazy: lazyRoute(
      () => import('./transfer-detail-page'),
      (m) => m.TransferDetailPage,
      ['transfers', 'payout', 'table'],
    ),
  },
  {
    path: 'statements',
    handle: {
      access: 'business',
      titleKey: 'statements:title',
      nav: [{ menu: 'bills', order: 35, label: 'bills.statements' }],
    },
    loader: statementLoader,
    lazy: lazyRoute(
      () => import('./statements-page'),
      (m) => m.StatementsPage,
      ['statements', 'table'],
    ),
  },
  {
    path: 'paymentReceiption',
    handle: {
      access: 'business',
      titleKey: 'payout:title',
      nav: [{ menu: 'sidebar', order: 52, label: 'sidebar.payout' }],
    },
    lazy: lazyRoute(
      () => import('./payout-page'),
      (m) => m.PayoutPage,
      ['payout'],
    ),
  },
  {
    path: 'subscription',
    handle: {
      access: 'business',
      titleKey: 'subscription:title',
      nav: [{ menu: 'sidebar', order: 95, label: 'sidebar.subscription' }],
    },
    lazy: lazyRoute(
      () => import('./subscription-page'),
      (m) => m.SubscriptionPage,
      ['subscription', 'table'],
    ),
  },
]);
