// Turns the features' route registrations into the dashboard menus (src/lib/nav-registry.ts):
// each `handle.nav` entry becomes a link to that route, seen by the accounts that may open it.
import type { RouteObject } from 'react-router-dom';
import type { FeatureRoutes, NavAudience, RouteAccess, RouteHandle } from '@/lib/feature-routes';
import type { NavLink } from '@/lib/nav-registry';
import { dashboardAccess } from './route-access';

const SLOTS = ['public', 'protected', 'dashboard', 'bare'] as const;
type Slot = (typeof SLOTS)[number];

function audienceOf(access: RouteAccess | undefined): NavAudience[] {
  if (access === 'business') return ['business'];
  if (access === 'ordinary') return ['ordinary'];
  return ['business', 'ordinary'];
}

function pathOf(slot: Slot, route: RouteObject): string {
  const rel = route.index ? '' : (route.path ?? '');
  return slot === 'dashboard' ? `/dashboard/${rel}` : `/${rel}`;
}

export function navLinksOf(features: FeatureRoutes[]): NavLink[] {
  const out: NavLink[] = [];
  const visit = (slot: Slot, route: RouteObject) => {
    const handle = (route.handle ?? {}) as RouteHandle;
    const access =
      handle.access ?? (slot === 'dashboard' && route.path ? dashboardAccess(route.path) : 'any');
    for (const entry of handle.nav ?? []) {
      const to = entry.to ?? pathOf(slot, route);
      if (to.includes('/:')) throw new Error(`nav link to ${to} needs an explicit "to"`);
      out.push({
        menu: entry.menu,
        to,
        label: entry.label,
        order: entry.order,
        audience: entry.audience ?? audienceOf(access),
      });
    }
    route.children?.forEach((child) => visit(slot, child));
  };
  for (const feature of features)
    for (const slot of SLOTS) feature[slot]?.forEach((r) => visit(slot, r));
  return out;
}
