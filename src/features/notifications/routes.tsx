import { defineFeatureRoutes } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';

const NS = ['notifications', 'table', 'validation'];
/** The demo outbox belongs to the embedded backend: it exists in mock mode only. */
const MOCK_MODE = !import.meta.env.VITE_API_BASE_URL;

export const routes = defineFeatureRoutes({
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
