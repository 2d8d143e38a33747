// The one route table (spec section 2). Layouts: public (top navigation + footer),
// dashboard (token + sidebar), bare (print). Feature screens come from
// src/features/*/routes.tsx; spec routes nobody has built yet get the "not built yet"
// placeholder inside their real layout (see ./unbuilt-routes.ts).
import { Navigate, type RouteObject } from 'react-router-dom';
import { NotBuiltYet } from '@/components/not-built-yet';
import type { FeatureRoutes, RouteHandle } from '@/lib/feature-routes';
import { setBuiltRoutes } from '@/lib/built-routes';
import { setNavLinks, setRouteAreas } from '@/lib/nav-registry';
import { RequireAuth } from './guards/require-auth';
import { areaOf, navLinksOf, routeAreasOf } from './nav-links';
import { DashboardLayout } from './layouts/dashboard-layout';
import { PublicLayout } from './layouts/public-layout';
import { RootShell } from './root-shell';
import { RouteError } from './route-error';
import { dashboardAccess, dashboardArea } from './route-access';
import { fullPath, UNBUILT_ROUTES, type UnbuiltLayout } from './unbuilt-routes';
import { LoadingOverlay } from '@/components/loading-overlay';

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

function placeholders(layout: UnbuiltLayout, taken: Set<string>): RouteObject[] {
  return UNBUILT_ROUTES.filter((r) => r.layout === layout && !taken.has(fullPath(r))).map((r) => ({
    path: r.path,
    element: <NotBuiltYet />,
    handle: {
      access: layout === 'dashboard' ? dashboardAccess(r.path) : undefined,
      area: layout === 'dashboard' ? dashboardArea(r.path) : undefined,
    } satisfies RouteHandle,
  }));
}

/**
 * Dashboard routes default their access rule and their area from the spec tables when a
 * feature gives none (the guard reads both from the handle).
 */
function withDashboardAccess(r: RouteObject): RouteObject {
  const handle = (r.handle ?? {}) as RouteHandle;
  if ((handle.access && handle.area) || !r.path) return r;
  return {
    ...r,
    handle: {
      ...handle,
      access: handle.access ?? dashboardAccess(r.path),
      area: areaOf('dashboard', r),
    },
  };
}

/** Errors inside a layout render inside it (navigation stays), never a white page. */
function inLayout(children: RouteObject[]): RouteObject[] {
  return [{ errorElement: <RouteError />, children }];
}

/** The route table, and the dashboard menus from the same registrations (src/lib/nav-registry.ts). */
export function buildRoutes(from: FeatureRoutes[]): RouteObject[] {
  setNavLinks(navLinksOf(from));
  setRouteAreas(routeAreasOf(from));
  const taken = registeredPaths(from);
  setBuiltRoutes(taken);
  return [
    {
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
            ...placeholders('public', taken),
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
                ...placeholders('protected', taken).map((r) => ({
                  ...r,
                  handle: { access: 'business' },
                })),
              ],
            },
          ]),
        },
        {
          path: 'dashboard',
          element: <RequireAuth audience="tenant" />,
          children: [
            {
              element: <DashboardLayout />,
              children: inLayout([
                { index: true, element: <Navigate to="home" replace /> },
                ...collect('dashboard', from).map(withDashboardAccess),
                ...placeholders('dashboard', taken),
                { path: '*', element: <Navigate to="/404" replace /> },
              ]),
            },
          ],
        },
        ...collect('bare', from),
        ...placeholders('bare', taken),
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
  ];
}
