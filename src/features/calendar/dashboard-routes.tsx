import { defineDashboardRoutes } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';

const NS = ['calendar', 'validation'];
const page = lazyRoute(
  () => import('./calendar-page'),
  (m) => m.CalendarPage,
  NS,
);

export const dashboardRoutes = defineDashboardRoutes([
  {
    path: 'calendar',
    handle: {
      access: 'business',
      titleKey: 'calendar:title',
      nav: [{ menu: 'top', order: 20, label: 'top.calendar' }],
    },
    lazy: page,
  },
  {
    path: 'calendar/:id',
    handle: { access: 'business', titleKey: 'calendar:title' },
    lazy: page,
  },
]);
