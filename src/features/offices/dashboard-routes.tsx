import { listRoute } from '@/engines/table/list-route';
import { defineDashboardRoutes } from '@/lib/feature-routes';

const NS = ['offices', 'wizard', 'table', 'validation'];

export const dashboardRoutes = defineDashboardRoutes([
  listRoute({
    path: 'properties',
    access: 'business',
    title: 'offices:listTitle',
    table: () => import('./offices-table').then((m) => m.officesTable),
    frame: () => import('./offices-frame').then((m) => m.OfficesFrame),
    action: { label: 'offices:actions.addOffice', to: '/addoffice' },
    ns: NS,
    nav: [{ menu: 'top', order: 40, label: 'top.myOffices' }],
  }),
  listRoute({
    path: 'properties/:id',
    access: 'business',
    title: 'offices:unitsTitle',
    table: () => import('./office-units-table').then((m) => m.officeUnitsTable),
    frame: () => import('./office-units-frame').then((m) => m.OfficeUnitsFrame),
    ns: NS,
  }),
]);
