import { listRoute } from '@/engines/table/list-route';
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
    listRoute({
      path: 'properties',
      access: 'business',
      title: 'offices:listTitle',
      action: { label: 'offices:actions.addOffice', to: '/addoffice' },
      table: () => import('./offices-table').then((m) => m.officesTable),
      ns: NS,
      nav: [{ menu: 'top', order: 40, label: 'top.myOffices' }],
    }),
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
