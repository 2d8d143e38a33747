// The dashboard's routes are not in the first-load chunk: react-router asks
// `patchRoutesOnNavigation` before it matches a path its table cannot match exactly (no match,
// or one through a `:param` or `*`), on the first load as on a link. A path under /dashboard
// then loads the dashboard's table (./dashboard-table.ts) and patches it under the root, once;
// the match that follows finds the page, its placeholder or the dashboard's 404. Any other
// path returns at once (`/details/1`, `/:slug` pages never download the dashboard).
import type { PatchRoutesOnNavigationFunction } from 'react-router-dom';
import { i18n, whenI18nReady } from '@/i18n/i18n';
import type { FeatureRoutes } from '@/lib/feature-routes';
import { ROOT_ROUTE_ID } from './entry-routes';

/** Is this path in the dashboard's branch ("/dashboard", "/dashboard/…")? */
export function inDashboard(path: string): boolean {
  return /^\/dashboard(\/|$)/.test(path);
}

/**
 * Loads the dashboard's chunk ahead of a navigation (a hovered link); idempotent. Its
 * layout's menus speak the `dashboard` namespace: that loads beside it, not once the layout
 * first renders (a direct load then waited for it after the guard).
 */
export const preloadDashboard = () =>
  Promise.all([
    import('./dashboard-table'),
    whenI18nReady().then(() => i18n.loadNamespaces('dashboard')),
  ]).then(([table]) => table);

export function discoverDashboard(entry: FeatureRoutes[]): PatchRoutesOnNavigationFunction {
  let patched = false;
  return async ({ path, patch, signal }) => {
    if (patched || !inDashboard(path)) return;
    const { dashboardTable } = await preloadDashboard();
    // An aborted navigation's patch is dropped by the router: the next one patches.
    if (patched || signal.aborted) return;
    patch(ROOT_ROUTE_ID, [dashboardTable(entry)]);
    patched = true;
  };
}
