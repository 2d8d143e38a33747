// /dashboard/home/unit-settings (spec: unit settings — booking terms, refundable deposit;
// issue 15: cancellation policy, instant book or request, lengths, buffer; locks).
import { defineDashboardRoutes } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';
import { unitSettingsLoader } from './unit-choice';

export const dashboardRoutes = defineDashboardRoutes([
  {
    path: 'home/unit-settings',
    handle: {
      access: 'business',
      titleKey: 'unit-settings:title',
      nav: [{ menu: 'sidebar', order: 60, label: 'sidebar.unitSettings' }],
    },
    loader: unitSettingsLoader,
    lazy: lazyRoute(
      () => import('./unit-settings-page'),
      (m) => m.UnitSettingsPage,
      ['unit-settings', 'policies', 'validation'],
    ),
  },
]);
