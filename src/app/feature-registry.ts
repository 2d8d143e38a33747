// Every feature's routes.tsx, found at build time: a new feature registers its screens by
// adding that one file; nothing here needs editing. The files are tiny (lazy loaders).
import type { RouteObject } from 'react-router-dom';
import type { FeatureRoutes } from '@/lib/feature-routes';
import { registerLazyRecipes } from '@/theme';

const modules = import.meta.glob<{ routes: FeatureRoutes }>('../features/*/routes.tsx', {
  eager: true,
});

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
