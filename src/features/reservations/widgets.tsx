// Dashboard home cards of the orders area (spec section 2): the latest orders and the
// upcoming tenants, each linking to the orders page (the frame's "view all").
import { defineWidgets } from '@/lib/dashboard-widgets';

export const widgets = defineWidgets([
  {
    id: 'latest-orders',
    audience: ['business'],
    order: 60,
    title: 'reservations:widgets.latest',
    to: '/dashboard/reservations',
    ns: ['reservations'],
    load: () => import('./dashboard-widgets').then((m) => m.LatestOrdersWidget),
  },
  {
    id: 'upcoming-tenants',
    audience: ['business'],
    order: 80,
    title: 'reservations:widgets.upcoming',
    to: '/dashboard/reservations',
    ns: ['reservations'],
    load: () => import('./dashboard-widgets').then((m) => m.UpcomingTenantsWidget),
  },
]);
