// A list screen is a route entry plus a table config. In a feature's dashboard-routes.tsx:
//
//   listRoute({
//     path: 'contracts/invoice-tenant',
//     access: 'ordinary',
//     title: 'invoices:title',                       // heading and browser tab
//     table: () => import('./tenant-invoices-table').then((m) => m.tenantInvoicesTable),
//     ns: ['invoices', 'table'],
//   })
//
// The page, the table config and the namespaces load together when the route is first
// visited. This file is imported by the (eager) route table, so it imports the page and
// the config only lazily (a public page's list: routes.tsx, in every page's first load).
import type { RowData } from '@tanstack/react-table';
import type { RouteObject } from 'react-router-dom';
import type { NavEntry, RouteAccess, RouteHandle } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';
import type { TableDef } from './define-table';
import type { ListAction } from './list-page';

export function listRoute<Row extends RowData, P, F extends string>(opts: {
  path: string;
  access?: RouteAccess;
  /** i18n key (namespace:key) of the heading, also the browser tab's title. */
  title: string;
  table: () => Promise<TableDef<Row, P, F>>;
  /** A primary action beside the heading (e.g. "add office"). */
  action?: ListAction;
  /** Namespaces the screen needs (the table's own and 'table'). */
  ns: string[];
  /** The menus that link to this list (see NavEntry). */
  nav?: NavEntry[];
}): RouteObject {
  const { path, access, title, table, action, ns, nav } = opts;
  const handle: RouteHandle = { access, titleKey: title, nav };
  return {
    path,
    handle,
    lazy: lazyRoute(
      () => Promise.all([import('./list-page'), table()]),
      ([{ ListPage }, def]) =>
        function List() {
          return <ListPage title={title} def={def} action={action} />;
        },
      ns,
    ),
  };
}
