// The lessor's dashboard cards for money (spec: sales, latest transfers), plus the
// balance with the receiving method (or the prompt to add one). All read the ledger.
import { defineWidgets } from '@/lib/dashboard-widgets';

export const widgets = defineWidgets([
  {
    id: 'sales',
    audience: ['business'],
    order: 10,
    wide: true,
    title: 'transfers:widgets.sales',
    to: '/dashboard/statements',
    ns: ['transfers'],
    load: () => import('./sales-widget').then((m) => m.SalesWidget),
  },
  {
    id: 'money-balance',
    audience: ['business'],
    order: 25,
    title: 'transfers:widgets.balance',
    to: '/dashboard/transactions',
    ns: ['transfers', 'payout'],
    load: () => import('./balance-widget').then((m) => m.BalanceWidget),
  },
  {
    id: 'latest-transfers',
    audience: ['business'],
    order: 30,
    title: 'transfers:widgets.latest',
    to: '/dashboard/transactions',
    ns: ['transfers'],
    load: () => import('./latest-transfers-widget').then((m) => m.LatestTransfersWidget),
  },
]);
