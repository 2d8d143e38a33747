// Every feature's routes.tsx, found at build time: a new feature registers its screens by
// adding that one file; nothing here needs editing. The files are tiny (lazy loaders).
import type { FeatureRoutes } from '@/lib/feature-routes';

const modules = import.meta.glob<{ routes: FeatureRoutes }>('../features/*/routes.tsx', {
  eager: true,
});

export const featureRoutes: FeatureRoutes[] = Object.keys(modules)
  .sort()
  .map((k) => modules[k].routes)
  .filter(Boolean);
