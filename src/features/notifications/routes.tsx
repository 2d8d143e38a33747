import { defineFeatureRoutes } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';

const NS = ['notifications', 'table', 'validation'];
/** The demo outbox belongs to the embedded backend: it exists in mock mode only. */
const MOCK_MODE = !import.meta.env.VITE_API_BASE_URL;

export const routes = defineFeatureRoutes({
  dashboard: [
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
  ],
  public: MOCK_MODE
    ? [
        {
          path: 'demo/outbox',
          handle: { titleKey: 'notifications:outbox.title' },
          lazy: lazyRoute(
            () => import('./outbox-page'),
            (m) => m.OutboxPage,
            NS,
          ),
        },
      ]
    : [],
});
