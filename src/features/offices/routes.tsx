import { defineFeatureRoutes } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';

const NS = ['offices', 'wizard', 'table', 'validation'];

export const routes = defineFeatureRoutes({
  protected: [
    {
      path: 'addoffice',
      lazy: lazyRoute(
        () => import('./add-office-page'),
        (m) => m.AddOfficePage,
        NS,
      ),
    },
    {
      path: 'addoffice/:id',
      lazy: lazyRoute(
        () => import('./add-office-page'),
        (m) => m.AddOfficePage,
        NS,
      ),
    },
  ],
  dashboard: [
    {
      path: 'properties',
      handle: {
        access: 'business',
        titleKey: 'offices:listTitle',
        nav: [{ menu: 'top', order: 40, label: 'top.myOffices' }],
      },
      lazy: lazyRoute(
        () => import('./offices-page'),
        (m) => m.OfficesPage,
        NS,
      ),
    },
    {
      path: 'properties/:id',
      handle: { access: 'business', titleKey: 'offices:unitsTitle' },
      lazy: lazyRoute(
        () => import('./office-units-page'),
        (m) => m.OfficeUnitsPage,
        NS,
      ),
    },
  ],
});
