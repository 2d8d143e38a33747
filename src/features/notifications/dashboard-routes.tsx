import { listRoute } from '@/engines/table/list-route';
import { defineDashboardRoutes } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';

const NS = ['notifications', 'table', 'validation'];

export const dashboardRoutes = defineDashboardRoutes([
  listRoute({
    path: 'notifications',
    access: 'any',
    title: 'notifications:title',
    table: () => import('./notifications-table').then((m) => m.notificationsTable),
    frame: () => import('./notifications-frame').then((m) => m.NotificationsFrame),
    ns: NS,
    nav: [{ menu: 'sidebar', order: 16, label: 'sidebar.notifications' }],
  }),
  {
    path: 'notifications/preferences',
    handle: { access: 'any', titleKey: 'notifications:preferences.title' },
    lazy: lazyRoute(
      () => import('./preferences-page'),
      (m) => m.PreferencesPage,
      NS,
    ),
  },
]);
