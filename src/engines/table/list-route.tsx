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
// A list inside a feature's area (the prices pages' tabs) names that frame:
// `frame: () => import('./prices-frame').then((m) => m.PricesFrame)`; `area` is the contract
// tag a member's role must read (RouteHandle.area). Row actions (edit, delete, the feature's
// own) are the table config's `rowActions` (./row-actions.ts).
//
// The page, the table config, the frame and the namespaces load together when the route is
// first visited, and so does the table's first page (./first-page.ts). This file is imported by the (eager) route table, so it imports the page and
// the config only lazily (a public page's list: routes.tsx, in every page's first load).
import type { RowData } from '@tanstack/react-table';
import type { RouteObject } from 'react-router-dom';
import type { OperationTag } from '@/domain/account-roles';
import type { NavEntry, RouteAccess, RouteHandle } from '@/lib/feature-routes';
import { lazyRoute } from '@/lib/lazy-route';
import { firstPageLoader } from './first-page';
import type { ListAction, ListFrame } from './list-page';
import type { TableSource } from './table-source';

export function listRoute<Row extends RowData, P, F extends string>(opts: {
  path: string;
  access?: RouteAccess;
  /** The contract tag (feature area) a member's role must read to see the list (RouteHandle.area). */
  area?: OperationTag;
  /** i18n key (namespace:key) of the heading, also the browser tab's title. */
  title: string;
  /**
   * The config, a `make…Table(t, lang)` factory for cells that format by the language, or
   * `{ useTable }`, a hook for a config that needs the session or the route's params.
   */
  table: () => Promise<TableSource<Row, P, F>>;
  /**
   * The feature's frame: its area's heading and tabs, or what the screen shows around the
   * list (an intro, a heading's buttons and their dialogs, a section below); default a plain
   * heading.
   */
  frame?: () => Promise<ListFrame>;
  /** A primary action beside the heading (e.g. "add office"). */
  action?: ListAction;
  /** Namespaces the screen needs (the table's own and 'table'). */
  ns: string[];
  /** The menus that link to this list (see NavEntry). */
  nav?: NavEntry[];
}): RouteObject {
  const { path, access, area, title, table, frame, action, ns, nav } = opts;
  const handle: RouteHandle = { access, area, titleKey: title, nav };
  return {
    path,
    handle,
    loader: firstPageLoader(table),
    lazy: lazyRoute(
      () => Promise.all([import('./list-page'), table(), frame?.()]),
      ([{ ListPage }, def, Frame]) =>
        function List() {
          return <ListPage title={title} def={def} action={action} frame={Frame} />;
        },
      ns,
    ),
  };
}
