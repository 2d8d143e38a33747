// Builds a freshly seeded store and measures how long it took (reported in the README).
import { seed, type SeedOptions } from '../seed/seed';
import { Store } from './store';

export async function buildSeededStore(
  options?: SeedOptions,
): Promise<{ store: Store; ms: number }> {
  const t0 = performance.now();
  const store = new Store();
  await seed(store, options);
  return { store, ms: performance.now() - t0 };
}
