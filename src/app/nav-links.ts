// Turns the features' route registrations into the dashboard menus (src/lib/nav-registry.ts):
// each `handle.nav` entry becomes a link to that route, seen by the accounts that may open it
// (and, inside a lessor account, by the roles that may read the route's area).
import type { RouteObject } from 'react-router-dom';
import type { FeatureRoutes, NavAudience, RouteAccess, RouteHandle } from '@/lib/feature-routes';
import type { NavLink, RouteArea } from '@/lib/nav-registry';
import { dashboardAccess, dashboardArea, protectedArea } from './route-access';

const SLOTS = ['public', 'protected', 'dashboard', 'bare'] as const;
export type Slot = (typeof SLOTS)[number];

function audienceOf(access: RouteAccess | undefined): NavAudience[] {
  if (access === 'business') return ['business'];
  if (access === 'ordinary') return ['ordinary'];
  return ['business', 'ordinary'];
}

function pathOf(slot: Slot, route: RouteObject): string {
  const rel = route.index ? '' : (route.path ?? '');
  return slot === 'dashboard' ? `/dashboard/${rel}` : `/${rel}`;
}

/** A route's area: its own, or the app's table for its path. */
export function areaOf(slot: Slot, route: RouteObject): RouteArea['area'] {
  const handle = (route.handle ?? {}) as RouteHandle;
  if (handle.area || !route.path) return handle.area;
  if (slot === 'dashboard') return dashboardArea(route.path);
  if (slot === 'protected') return protectedArea(route.path);
  return undefined;
}

/** Every registered path with its area (what a widget's or a guard's path belongs to). */
export function routeAreasOf(features: FeatureRoutes[]): RouteArea[] {
  const out: RouteArea[] = [];
  const visit = (slot: Slot, route: RouteObject) => {
    if (route.path) out.push({ path: pathOf(slot, route), area: areaOf(slot, route) });
    route.children?.forEach((child) => visit(slot, child));
  };
  for (const feature of features)
    for (const slot of SLOTS) feature[slot]?.forEach((r) => visit(slot, r));
  return out;
}

export function navLinksOf(features: FeatureRoutes[]): NavLink[] {
  const out: NavLink[] = [];
  const visit = (slot: Slot, route: RouteObject) => {
    const handle = (route.handle ?? {}) as RouteHandle;
    const access =
      handle.access ?? (slot === 'dashboard' && route.path ? dashboardAccess(route.path) : 'any');
    const area = areaOf(slot, route);
    for (const entry of handle.nav ?? []) {
      const to = entry.to ?? pathOf(slot, route);
      if (to.includes('/:')) throw new Error(`nav link to ${to} needs an explicit "to"`);
      out.push({
        menu: entry.menu,
        to,
        label: entry.label,
        order: entry.order,
        audience: entry.audience ?? audienceOf(access),
        ...(area ? { area } : {}),
        ...(slot === 'public' || slot === 'bare' ? { open: true } : {}),
      });
    }
    route.children?.forEach((child) => visit(slot, child));
  };
  for (const feature of features)
    for (const slot of SLOTS) feature[slot]?.forEach((r) => visit(slot, r));
  return out;
}
