// Every feature's routes.tsx (public, protected and bare pages), found at build time: part of
// the first-load chunk, so it holds only what the public site needs. The dashboard's screens
// (dashboard-routes.tsx) come later, with the first dashboard URL (./route-discovery.ts).
import type { EntryRoutes } from '@/lib/feature-routes';
import { namedFeatures } from './feature-modules';

const modules = import.meta.glob<{ routes: EntryRoutes }>('../features/*/routes.tsx', {
  eager: true,
});

export const entryFeatures = namedFeatures(modules, (m) => m.routes);
