// Every feature's routes.tsx, found at build time: a new feature registers its screens by
// adding that one file; nothing here needs editing. The files are tiny (lazy loaders).
import type { RouteObject } from 'react-router-dom';
import { setDashboardWidgets, type DashboardWidget } from '@/lib/dashboard-widgets';
import type { FeatureRoutes } from '@/lib/feature-routes';
import { registerLazyRecipes } from '@/theme';

const modules = import.meta.glob<{ routes: FeatureRoutes }>('../features/*/routes.tsx', {
  eager: true,
});
// Dashboard home widgets: tiny declarations; each widget's body is a lazy import.
const widgetModules = import.meta.glob<{ widgets: DashboardWidget[] }>(
  '../features/*/widgets.tsx',
  { eager: true },
);

/**
 * Features whose screens use only the recipes of the entry's system (src/theme/system.ts):
 * they skip the lazy recipe set. feature-registry.test.ts checks their Chakra imports.
 */
export const BASE_RECIPE_FEATURES = new Set(['home', 'errors']);

/**
 * A lazy screen renders only once the recipes of lazy screens (src/theme/lazy-recipes.ts)
 * are registered; both load in parallel.
 */
function withLazyRecipes(route: RouteObject): RouteObject {
  const { lazy, children } = route;
  const out = { ...route } as RouteObject;
  if (typeof lazy === 'function') {
    out.lazy = (async (...args: Parameters<typeof lazy>) => {
      const [loaded] = await Promise.all([lazy(...args), registerLazyRecipes()]);
      return loaded;
    }) as typeof lazy;
  }
  if (children) out.children = children.map(withLazyRecipes);
  return out;
}

function featureName(path: string) {
  return path.replace(/^.*\/features\/([^/]+)\/routes\.tsx$/, '$1');
}

function wrap(name: string, routes: FeatureRoutes): FeatureRoutes {
  if (BASE_RECIPE_FEATURES.has(name)) return routes;
  const out: FeatureRoutes = {};
  for (const slot of ['public', 'protected', 'dashboard', 'bare'] as const) {
    if (routes[slot]) out[slot] = routes[slot].map(withLazyRecipes);
  }
  return out;
}

export const featureRoutes: FeatureRoutes[] = Object.keys(modules)
  .sort()
  .filter((k) => Boolean(modules[k].routes))
  .map((k) => wrap(featureName(k), modules[k].routes));

// The dashboard widgets come from what the features registered (the menus come with the
// route table: buildRoutes), so a widget exists only when its feature does.
setDashboardWidgets(
  Object.keys(widgetModules)
    .sort()
    .flatMap((k) => widgetModules[k].widgets ?? []),
);
