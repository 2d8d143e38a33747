// The whole route table at once (spec section 2): the entry's table (./entry-routes.tsx) with
// the dashboard's branch (./dashboard-branch.tsx) in it. Tests and tools build from it; the
// browser starts from the entry's table and patches the branch in on the first dashboard URL
// (./route-discovery.ts), and the prerender renders the entry's table.
import type { RouteObject } from 'react-router-dom';
import type { FeatureRoutes } from '@/lib/feature-routes';
import { dashboardBranch } from './dashboard-branch';
import { buildEntryRoutes } from './entry-routes';

export { registeredPaths } from './entry-routes';

/** The route table, and the dashboard menus from the same registrations (src/lib/nav-registry.ts). */
export function buildRoutes(from: FeatureRoutes[]): RouteObject[] {
  return buildEntryRoutes(from, dashboardBranch(from));
}
