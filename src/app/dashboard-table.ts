// What the browser loads on its first dashboard URL (./route-discovery.ts), as one chunk:
// the features' dashboard routes and widgets, the dashboard layout, and the menus of the
// whole table.
import type { RouteObject } from 'react-router-dom';
import type { FeatureRoutes } from '@/lib/feature-routes';
import { dashboardBranch } from './dashboard-branch';
import { dashboardFeatures } from './dashboard-registry';
import { registerRoutes } from './entry-routes';

/** The dashboard's branch; the menus and built pages now count every registration. */
export function dashboardTable(entry: FeatureRoutes[]): RouteObject {
  const dashboard = dashboardFeatures.map((f) => f.routes);
  registerRoutes([...entry, ...dashboard]);
  return dashboardBranch(dashboard);
}
