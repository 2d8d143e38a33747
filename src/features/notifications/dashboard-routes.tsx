import { firstPageLoader } from '@/engines/table/first-page';
import { defineDashboardRoutes } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';
import { sideOf, storedAccountTypeHint } from '@/lib/session/session-store';

const NS = ['notifications', 'table', 'validation'];

export const dashboardRoutes = defineDashboardRoutes([
  {
    path: 'notifications',
    handle: {
      access: 'any',
      titleKey: 'notifications:title',
      nav: [{ menu: 'sidebar', order: 16, label: 'sidebar.notifications' }],
    },
    // The table's first page with the page's chunk; the side from the stored account type
    // (the profile has not answered yet; a wrong hint costs one call, the page asks again).
    loader: firstPageLoader(() =>
      import('./notifications-table').then((m) =>
        m.makeNotificationsTable(sideOf(storedAccountTypeHint()), () => undefined),
      ),
    ),
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
