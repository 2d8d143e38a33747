// Accounts and trust (issue 16): my information (both account types), verification through
// Nafath, and the users of a lessor account.
import { defineDashboardRoutes } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';

const NS = ['accounts', 'validation', 'table'];

export const dashboardRoutes = defineDashboardRoutes([
  {
    path: 'my_info',
    handle: {
      access: 'any',
      titleKey: 'accounts:myInfo.title',
      nav: [{ menu: 'sidebar', order: 90, label: 'sidebar.myInfo' }],
    },
    lazy: lazyRoute(
      () => import('./my-info-page'),
      (m) => m.MyInfoPage,
      NS,
    ),
  },
  {
    path: 'verify-account',
    handle: { access: 'business', titleKey: 'accounts:verification.title' },
    lazy: lazyRoute(
      () => import('./verify-account-page'),
      (m) => m.VerifyAccountPage,
      NS,
    ),
  },
  {
    path: 'users',
    handle: {
      access: 'business',
      titleKey: 'accounts:users.title',
      nav: [{ menu: 'sidebar', order: 95, label: 'sidebar.users' }],
    },
    lazy: lazyRoute(
      () => import('./users-page'),
      (m) => m.UsersPage,
      NS,
    ),
  },
]);
