// The lessor's dashboard card for invoices: the invoice summary (spec section 3).
import { defineWidgets } from '@/lib/dashboard-widgets';

export const widgets = defineWidgets([
  {
    id: 'latest-invoices',
    audience: ['business'],
    order: 35,
    title: 'billing:widgets.latest',
    to: '/dashboard/electronic_invoices',
    ns: ['billing'],
    load: () => import('./latest-invoices-widget').then((m) => m.LatestInvoicesWidget),
  },
]);
