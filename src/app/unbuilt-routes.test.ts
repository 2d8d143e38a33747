// Which spec routes still show the "not built yet" notice, given every feature's
// route files. Run it to print the list for the README:
//   npx vitest run --project unit src/app/unbuilt-routes.test.ts
import { describe, expect, it } from 'vitest';
import { featureRoutes } from './feature-registry';
import { buildRoutes, registeredPaths } from './routes';
import { fullPath, unbuiltRoutes, UNBUILT_ROUTES } from './unbuilt-routes';

describe('unbuilt routes', () => {
  it('lists the spec routes no feature has registered yet', () => {
    const registered = registeredPaths(featureRoutes);
    const left = unbuiltRoutes(registered).map(fullPath);
    console.log(`Routes still "not built yet" (${left.length}):\n${left.join('\n')}`);
    for (const p of left) expect(registered.has(p)).toBe(false);
  });

  it('has no path registered twice across features', () => {
    const seen = new Map<string, number>();
    for (const f of featureRoutes) {
      for (const [slot, list] of Object.entries(f)) {
        for (const r of list ?? []) {
          if (!r.path) continue;
          const key = slot === 'dashboard' ? `/dashboard/${r.path}` : `/${r.path}`;
          seen.set(key, (seen.get(key) ?? 0) + 1);
        }
      }
    }
    expect([...seen].filter(([, n]) => n > 1)).toEqual([]);
  });

  it('composes the whole table', () => {
    expect(buildRoutes(featureRoutes).length).toBe(1);
    expect(new Set(UNBUILT_ROUTES.map(fullPath)).size).toBe(UNBUILT_ROUTES.length);
  });
});
