import { defineFeatureRoutes } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';

export const routes = defineFeatureRoutes({
  public: [
    {
      path: '404',
      handle: { titleKey: 'errors:notFound.title' },
      lazy: lazyRoute(
        () => import('./not-found-page'),
        (m) => m.NotFoundPage,
      ),
    },
    {
      path: 'payment-error',
      handle: { titleKey: 'errors:paymentError.title' },
      lazy: lazyRoute(
        () => import('./payment-error-page'),
        (m) => m.PaymentErrorPage,
      ),
    },
  ],
});
