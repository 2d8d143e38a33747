// Turns the globbed route files of the features (src/features/*/routes.tsx: ./entry-registry.ts,
// src/features/*/dashboard-routes.tsx: ./dashboard-registry.ts) into the app's view of a
// feature: its routes by layout, named after its folder, each lazy screen wrapped so it
// renders only once the lazy recipe set is in.
import type { RouteObject } from 'react-router-dom';
import type { FeatureRoutes } from '@/lib/feature-routes';
import { registerLazyRecipes } from '@/theme';

export interface NamedFeature {
  /** The feature's folder under src/features/. */
  name: string;
  routes: FeatureRoutes;
}

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

function wrap(name: string, routes: FeatureRoutes): FeatureRoutes {
  if (BASE_RECIPE_FEATURES.has(name)) return routes;
  const out: FeatureRoutes = {};
  for (const slot of ['public', 'protected', 'dashboard', 'bare'] as const) {
    if (routes[slot]) out[slot] = routes[slot].map(withLazyRecipes);
  }
  return out;
}

/** The features of one glob (`../features/<name>/<file>` → module), by name. */
export function namedFeatures<M>(
  modules: Record<string, M>,
  pick: (module: M) => FeatureRoutes | undefined,
): NamedFeature[] {
  return Object.keys(modules)
    .sort()
    .flatMap((key) => {
      const routes = pick(modules[key]);
      const name = key.replace(/^.*\/features\/([^/]+)\/[^/]+$/, '$1');
      return routes ? [{ name, routes: wrap(name, routes) }] : [];
    });
}
