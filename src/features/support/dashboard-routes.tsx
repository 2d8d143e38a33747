import { listRoute } from '@/engines/table/list-route';
import { defineDashboardRoutes } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';

const NS = ['support', 'table', 'validation'];

export const dashboardRoutes = defineDashboardRoutes([
  listRoute({
    path: 'supports',
    access: 'any',
    title: 'support:title',
    table: () => import('./tickets-table').then((m) => m.myTicketsTable),
    frame: () => import('./tickets-frame').then((m) => m.MyTicketsFrame),
    ns: NS,
    nav: [{ menu: 'sidebar', order: 90, label: 'sidebar.supports' }],
  }),
  {
    path: 'supports/new',
    handle: { access: 'any', titleKey: 'support:newTitle' },
    lazy: lazyRoute(
      () => import('./ticket-form-page'),
      (m) => m.TicketFormPage,
      NS,
    ),
  },
  {
    path: 'supports/:id',
    handle: { access: 'any', titleKey: 'support:title' },
    lazy: lazyRoute(
      () => import('./ticket-page'),
      (m) => m.TicketPage,
      NS,
    ),
  },
  listRoute({
    path: 'home/supports',
    access: 'business',
    title: 'support:officesTitle',
    table: () => import('./tickets-table').then((m) => m.officeTicketsTable),
    frame: () => import('./tickets-frame').then((m) => m.OfficeTicketsFrame),
    ns: NS,
  }),
  {
    path: 'home/supports/:id',
    handle: { access: 'business', titleKey: 'support:officesTitle' },
    lazy: lazyRoute(
      () => import('./ticket-page'),
      (m) => m.TicketPage,
      NS,
    ),
  },
]);
