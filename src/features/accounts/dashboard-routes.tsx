// Accounts and trust (issue 16): my information (both account types), verification through
// Nafath, and the users of a lessor account.
import { listRoute } from '@/engines/table/list-route';
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
  listRoute({
    path: 'users',
    access: 'business',
    title: 'accounts:users.title',
    table: () => import('./users-table').then((m) => m.usersTable),
    frame: () => import('./users-frame').then((m) => m.UsersFrame),
    ns: NS,
    nav: [{ menu: 'sidebar', order: 95, label: 'sidebar.users' }],
  }),
]);
