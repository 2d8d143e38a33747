// How a feature hands its screens to the app's route table. Two files per feature, each
// globbed by the app (nothing central to edit); keep both tiny: `lazy` loads a screen's code
// only when its route is visited.
//
//   // src/features/invoices/routes.tsx: outside the dashboard (public, protected, bare).
//   // In the first-load chunk of every page, so only what the public site needs.
//   export const routes = defineFeatureRoutes({
//     bare: [{ path: 'print-invoice/:id', lazy: lazyRoute(() => import('./print-page'), (m) => m.PrintPage, NS) }],
//   });
//
//   // src/features/invoices/dashboard-routes.tsx: under /dashboard/. Loaded (with the
//   // dashboard layout, the menus and the widgets) when a visitor first opens a dashboard URL
//   // (src/app/route-discovery.ts), never on the public pages' first load.
//   export const dashboardRoutes = defineDashboardRoutes([
//     { path: 'contracts/invoice-tenant-details/:id', handle: { access: 'ordinary' },
//       lazy: lazyRoute(() => import('./tenant-invoice-detail-page'), (m) => m.TenantInvoiceDetailPage, NS) },
//     // A list screen is only a table config: listRoute (src/engines/table/list-route.tsx).
//     listRoute({ path: 'contracts/invoice-tenant', access: 'ordinary', title: 'invoices:title',
//       table: () => import('./tenant-invoices-table').then((m) => m.tenantInvoicesTable), ns: NS }),
//   ]);
//
// A feature route replaces the app's "not built yet" placeholder with the same path.
import type { RouteObject } from 'react-router-dom';
import type { OperationTag } from '@/domain/account-roles';
import type { Audience } from '@/domain/account-type';

/** Who may see a route once logged in. Absent = whatever the app table says for that path. */
export type RouteAccess = 'any' | Audience;

/**
 * The dashboard's menus: the sidebar, the top links strip, and section tabs (a strip shown
 * above every page of the section, e.g. the spec's bills sub-tabs: orders, contracts,
 * finance, contract models).
 */
export type NavMenu = 'sidebar' | 'top' | 'bills';
export type NavAudience = Audience;

/**
 * A link to this route in a menu. Links exist only for registered routes, so no menu can
 * lead to a page that is not built: a page brings its own links when it lands.
 */
export interface NavEntry {
  menu: NavMenu;
  /** Position in the menu, lower first (leave gaps: 10, 20, ...). */
  order: number;
  /** i18n key in the `dashboard` namespace (always loaded with the layouts). */
  label: string;
  /** Who sees the link; default: who may open the route (its access). */
  audience?: NavAudience[];
  /** Link target when it is not the route's own path (a route with params, a query). */
  to?: string;
}

export interface RouteHandle {
  access?: RouteAccess;
  /**
   * The contract tag (feature area) the page works on: a member of a lessor account sees its
   * links and opens it only when its role may read that tag (src/domain/account-roles.ts).
   * Absent = what the app's table says for that path (src/app/route-access.ts).
   */
  area?: OperationTag;
  /**
   * The page creates or changes data of its area (the add-office and add-unit wizards): a
   * member whose role may only read that area is refused up front, not at the first save.
   */
  writes?: boolean;
  /** i18n key (namespace:key) of the page title, shown in the browser tab. */
  titleKey?: string;
  /** The menus that link to this route. */
  nav?: NavEntry[];
}

/** A feature's screens, by layout: the app's view of both files (src/app/feature-registry.ts). */
export interface FeatureRoutes {
  /** In the public layout (top navigation, footer); paths relative to "/". */
  public?: RouteObject[];
  /** In the public layout, token required (addoffice, addunit); paths relative to "/". */
  protected?: RouteObject[];
  /** In the dashboard layout, token required; paths relative to "/dashboard/". */
  dashboard?: RouteObject[];
  /** No layout at all (printable pages); paths relative to "/". */
  bare?: RouteObject[];
}

/** What a feature's `routes.tsx` exports as `routes`: every layout but the dashboard. */
export type EntryRoutes = Omit<FeatureRoutes, 'dashboard'>;

export function defineFeatureRoutes(routes: EntryRoutes): EntryRoutes {
  return routes;
}

/** What a feature's `dashboard-routes.tsx` exports as `dashboardRoutes`. */
export function defineDashboardRoutes(routes: RouteObject[]): RouteObject[] {
  return routes;
}
