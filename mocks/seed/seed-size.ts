// `npx tsx mocks/seed/seed-size.ts`: prints rows per collection and the build time.
import { buildSeededStore } from '../db/build';

const { store, ms } = await buildSeededStore();
const counts = store.counts();
const total = Object.values(counts).reduce((a, b) => a + b, 0);
console.table(counts);
console.log(
  `total rows: ${total}; build: ${ms.toFixed(0)} ms; snapshot: ${(JSON.stringify(store.snapshot()).length / 1024).toFixed(0)} KiB`,
);
const t0 = performance.now();
const { Store } = await import('../db/store');
const copy = new Store();
await copy.restore(store.snapshot());
console.log(`restore from snapshot: ${(performance.now() - t0).toFixed(0)} ms`);
