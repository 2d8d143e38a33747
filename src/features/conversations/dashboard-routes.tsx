import { defineDashboardRoutes } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';

const NS = ['conversations', 'validation'];

export const dashboardRoutes = defineDashboardRoutes([
  {
    path: 'messages',
    handle: {
      access: 'any',
      titleKey: 'conversations:title',
      nav: [{ menu: 'sidebar', order: 15, label: 'sidebar.messages' }],
    },
    lazy: lazyRoute(
      () => import('./inbox-page'),
      (m) => m.InboxPage,
      NS,
    ),
  },
  {
    path: 'messages/:id',
    handle: { access: 'any', titleKey: 'conversations:title' },
    lazy: lazyRoute(
      () => import('./thread-page'),
      (m) => m.ThreadPage,
      NS,
    ),
  },
]);
