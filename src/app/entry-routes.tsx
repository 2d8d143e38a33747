// The route table the browser starts with (spec section 2), and the prerender renders from:
// the root shell, the public layout with the public and protected pages, and the bare (print)
// pages.
// The dashboard's branch (./dashboard-branch.tsx) joins it on the first dashboard URL
// (./route-discovery.ts); ./routes.tsx composes both for tests and tools.
import { Navigate, type RouteObject } from 'react-router-dom';
import { LoadingOverlay } from '@/components/loading-overlay';
import { setBuiltRoutes } from '@/lib/built-routes';
import type { FeatureRoutes } from '@/lib/feature-routes';
import { setNavLinks, setRouteAreas } from '@/lib/nav-registry';
import { RequireAuth } from './guards/require-auth';
import { PublicLayout } from './layouts/public-layout';
import { areaOf, navLinksOf, routeAreasOf } from './nav-links';
import { RootShell } from './root-shell';
import { RouteError } from './route-error';

/** The root route's id: the dashboard's branch is patched in under it. */
export const ROOT_ROUTE_ID = 'root';

type Slot = keyof FeatureRoutes;

function collect(slot: Slot, from: FeatureRoutes[]): RouteObject[] {
  return from.flatMap((f) => f[slot] ?? []);
}

/** Paths (full, with leading slash) that features registered. */
export function registeredPaths(from: FeatureRoutes[]): Set<string> {
  const out = new Set<string>();
  for (const slot of ['public', 'protected', 'dashboard', 'bare'] as const) {
    for (const r of collect(slot, from)) {
      if (r.path) out.add(slot === 'dashboard' ? `/dashboard/${r.path}` : `/${r.path}`);
    }
  }
  return out;
}

/**
 * The menus, the areas of the paths and the set of built pages (src/lib/nav-registry.ts,
 * src/lib/built-routes.ts), from the registrations the router has: the entry's first, all of
 * them once the dashboard's branch is in.
 */
export function registerRoutes(from: FeatureRoutes[]): void {
  setNavLinks(navLinksOf(from));
  setRouteAreas(routeAreasOf(from));
  setBuiltRoutes(registeredPaths(from));
}

/** Errors inside a layout render inside it (navigation stays), never a white page. */
export function inLayout(children: RouteObject[]): RouteObject[] {
  return [{ errorElement: <RouteError />, children }];
}

/**
 * The table without the dashboard (`dashboard` absent), or with it (./routes.tsx). Menus and
 * built pages are registered from `from`.
 */
export function buildEntryRoutes(from: FeatureRoutes[], dashboard?: RouteObject): RouteObject[] {
  registerRoutes(from);
  return [
    {
      id: ROOT_ROUTE_ID,
      element: <RootShell />,
      HydrateFallback: LoadingOverlay,
      errorElement: <RouteError />,
      children: [
        {
          element: <PublicLayout />,
          children: inLayout([
            { path: 'home', element: <Navigate to="/" replace /> },
            { path: 'offer', element: <Navigate to="/features" replace /> },
            ...collect('public', from),
            {
              element: <RequireAuth audience="lessor" />,
              children: [
                ...collect('protected', from).map((r) => ({
                  ...r,
                  // The protected pages are the add-office and add-unit wizards: writes.
                  handle: {
                    access: 'business',
                    area: areaOf('protected', r),
                    writes: true,
                    ...r.handle,
                  },
                })),
              ],
            },
          ]),
        },
        ...(dashboard ? [dashboard] : []),
        ...collect('bare', from),
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
  ];
}
