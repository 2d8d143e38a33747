import { defineFeatureRoutes } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';

// validation: messages of the card, receipt and booking rules are keys there.
const NS = ['booking', 'validation', 'policies'];

// Public layout, gated inside the screen (./tenant-gate.tsx): the app's protected slot
// sends a visitor to "/" and would lose the booking in the query string.
export const routes = defineFeatureRoutes({
  public: [
    {
      path: 'payment',
      handle: { titleKey: 'booking:title' },
      lazy: lazyRoute(
        () => import('./payment-page'),
        (m) => m.PaymentPage,
        NS,
      ),
    },
    {
      path: 'payment_done/:id',
      handle: { titleKey: 'booking:done.pageTitle' },
      lazy: lazyRoute(
        () => import('./payment-done-page'),
        (m) => m.PaymentDonePage,
        NS,
      ),
    },
  ],
});
