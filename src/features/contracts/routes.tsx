// The contract pages outside the dashboard: the printable contract (no layout) and its public
// verification. The dashboard screens: ./dashboard-routes.tsx.
import { defineFeatureRoutes } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';
import { bothLanguages, NS } from './route-loaders';

export const routes = defineFeatureRoutes({
  public: [
    {
      path: 'verify-contract/:code',
      lazy: lazyRoute(
        () => import('./verify-contract-page'),
        (m) => m.VerifyContractPage,
        NS,
      ),
    },
  ],
  bare: [
    {
      path: 'print-contract/:id',
      lazy: lazyRoute(
        bothLanguages(() => import('./print-contract-page')),
        (m) => m.PrintContractPage,
        NS,
      ),
    },
  ],
});
