// The dashboard's part of the route table: token guard, dashboard layout (sidebar, menus),
// every feature's dashboard-routes.tsx. Loaded by the browser on the first dashboard URL
// (./route-discovery.ts).
import { Navigate, type RouteObject } from 'react-router-dom';
import type { FeatureRoutes, RouteHandle } from '@/lib/feature-routes';
import { inLayout } from './entry-routes';
import { RequireAuth } from './guards/require-auth';
import { DashboardLayout } from './layouts/dashboard-layout';
import { areaOf } from './nav-links';
import { dashboardAccess } from './route-access';

/** The branch's id: patching it again is a no-op. */
export const DASHBOARD_ROUTE_ID = 'dashboard';

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

export function dashboardBranch(from: FeatureRoutes[]): RouteObject {
  return {
    id: DASHBOARD_ROUTE_ID,
    path: 'dashboard',
    element: <RequireAuth audience="tenant" />,
    children: [
      {
        element: <DashboardLayout />,
        children: inLayout([
          { index: true, element: <Navigate to="home" replace /> },
          ...from.flatMap((f) => f.dashboard ?? []).map(withDashboardAccess),
          { path: '*', element: <Navigate to="/404" replace /> },
        ]),
      },
    ],
  };
}
