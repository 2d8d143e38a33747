import { defineDashboardRoutes } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';

const NS = ['notifications', 'table', 'validation'];

export const dashboardRoutes = defineDashboardRoutes([
  {
    path: 'notifications',
    handle: {
      access: 'any',
      titleKey: 'notifications:title',
      nav: [{ menu: 'sidebar', order: 16, label: 'sidebar.notifications' }],
    },
    lazy: lazyRoute(
      () => import('./notifications-page'),
      (m) => m.NotificationsPage,
      NS,
    ),
  },
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
