import { defineDashboardRoutes } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';

const NS = ['support', 'table', 'validation'];

export const dashboardRoutes = defineDashboardRoutes([
  {
    path: 'supports',
    handle: {
      access: 'any',
      titleKey: 'support:title',
      nav: [{ menu: 'sidebar', order: 90, label: 'sidebar.supports' }],
    },
    lazy: lazyRoute(
      () => import('./supports-page'),
      (m) => m.SupportsPage,
      NS,
    ),
  },
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
  {
    path: 'home/supports',
    handle: { access: 'business', titleKey: 'support:officesTitle' },
    lazy: lazyRoute(
      () => import('./supports-page'),
      (m) => m.OfficeComplaintsPage,
      NS,
    ),
  },
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
