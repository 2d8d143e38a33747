// How a feature hands its screens to the app's route table (src/app/routes.tsx finds
// every src/features/*/routes.tsx and composes them into the layouts). Keep the file
// tiny: use `lazy` so the screen's code loads only when its route is visited.
//
//   // src/features/invoices/routes.tsx
//   export const routes = defineFeatureRoutes({
//     dashboard: [
//       { path: 'contracts/invoice-tenant', handle: { access: 'ordinary' },
//         lazy: () => import('./tenant-invoices-page').then((m) => ({ Component: m.TenantInvoicesPage })) },
//     ],
//   });
//
// A feature route replaces the app's "not built yet" placeholder with the same path.
import type { RouteObject } from 'react-router-dom';

/** Who may see a route once logged in. Absent = whatever the app table says for that path. */
export type RouteAccess = 'any' | 'business' | 'ordinary';

export interface RouteHandle {
  access?: RouteAccess;
  /** i18n key (namespace:key) of the page title, shown in the browser tab. */
  titleKey?: string;
}

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

export function defineFeatureRoutes(routes: FeatureRoutes): FeatureRoutes {
  return routes;
}
