import { defineFeatureRoutes } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';

const contentPage = lazyRoute(
  () => import('./content-page'),
  (m) => m.ContentPage,
);

export const routes = defineFeatureRoutes({
  public: [
    { path: 'term-of-service-agreement', lazy: contentPage },
    { path: ':slug', lazy: contentPage },
  ],
});
