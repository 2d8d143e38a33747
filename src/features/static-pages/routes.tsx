import { defineFeatureRoutes } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';

const contentPage = lazyRoute(
  () => import('./content-page'),
  (m) => m.ContentPage,
);

export const routes = defineFeatureRoutes({
  public: [
    {
      path: 'business',
      handle: { titleKey: 'static-pages:business.title' },
      lazy: lazyRoute(
        () => import('./business-page'),
        (m) => m.BusinessPage,
        ['static-pages'],
      ),
    },
    {
      path: 'contact-us',
      handle: { titleKey: 'static-pages:contact.title' },
      lazy: lazyRoute(
        () => import('./contact-page'),
        (m) => m.ContactPage,
        ['static-pages', 'validation'],
      ),
    },
    { path: 'term-of-service-agreement', lazy: contentPage },
    { path: ':slug', lazy: contentPage },
  ],
});
