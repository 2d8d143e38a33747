import { listRoute } from '@/engines/table/list-route';
import { defineFeatureRoutes } from '@/lib/feature-routes';

const NS = ['contracts', 'table'];

export const routes = defineFeatureRoutes({
  dashboard: [
    listRoute({
      path: 'contracts/contract-models',
      access: 'business',
      title: 'contracts:models.title',
      table: () => import('./contract-models-table').then((m) => m.contractModelsTable),
      ns: NS,
      nav: [
        { menu: 'sidebar', order: 55, label: 'sidebar.contracts' },
        // Section 2's bills sub-tabs: orders, contracts, finance, contract models.
        { menu: 'bills', order: 35, label: 'bills.contractModels' },
      ],
    }),
  ],
});
