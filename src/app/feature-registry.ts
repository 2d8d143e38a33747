// Every feature's routes, both files (routes.tsx and dashboard-routes.tsx) merged per
// feature: the whole route table as tests and tools read it (the a11y sweep's plan, the
// README's route list, the nav checks). The browser entry does not import
// this module: it starts with ./entry-registry.ts and discovers the dashboard
// (./route-discovery.ts), so the public pages' first load stays without the dashboard.
import type { FeatureRoutes } from '@/lib/feature-routes';
import { dashboardFeatures } from './dashboard-registry';
import { entryFeatures } from './entry-registry';

export { BASE_RECIPE_FEATURES } from './feature-modules';

function merged(): FeatureRoutes[] {
  const byName = new Map<string, FeatureRoutes>();
  for (const { name, routes } of [...entryFeatures, ...dashboardFeatures])
    byName.set(name, { ...byName.get(name), ...routes });
  return [...byName.keys()].sort().map((name) => byName.get(name)!);
}

export const featureRoutes: FeatureRoutes[] = merged();
