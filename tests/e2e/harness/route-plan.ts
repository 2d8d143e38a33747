// Which screens the accessibility sweep (tests/e2e/a11y-routes.e2e.ts) visits, taken from the
// app's route table: every path a feature registers (src/features/*/routes.tsx and
// dashboard-routes.tsx, merged by src/app/feature-registry.ts), who can
// see it (the route's access rule, else the spec's table in src/app/route-access.ts), and the
// address to open (its `:params` filled with rows the embedded backend seeds). A new screen
// is in the sweep by registering it; a param the table below does not fill fails the plan.
import type { RouteObject } from 'react-router-dom';
import { featureRoutes } from '@/app/feature-registry';
import { dashboardAccess } from '@/app/route-access';
import type { FeatureRoutes, RouteHandle } from '@/lib/feature-routes';

export type Visitor = 'guest' | 'tenant' | 'lessor';

export interface PlannedVisit {
  /** The route pattern as registered, with its layout prefix ("/dashboard/bookings/:id"). */
  route: string;
  /** What to open: the pattern with seeded ids. */
  url: string;
  /** Where it lands, when the page rewrites its own address (a default query). */
  landsOn?: string;
  as: Visitor;
}

// Seeded rows of the demo accounts (mocks/seed/): lessor 0500000002, tenant 0500000001.
// Office 1 and unit 1 (published, the lessor's), contract 3 (a rent contract of both: active),
// 17 (custom, active), 5 (draft), model 1, reservation 2 (active, no contract yet), 8
// (the tenant's, accepted), tenant invoice 1, transfer 4, e-invoice 15, billing invoice 1,
// marketing request 1, offer 1, coupon 2, complaint 2 (both sides), conversation 1.
const URLS: Record<string, string> = {
  '/details/:id': '/details/1',
  '/payment': '/payment?unit=1&type_res_id=2',
  '/payment_done/:id': '/payment_done/8',
  '/verify-contract/:code': '/verify-contract/{code}',
  '/:slug': '/cancellation-policy',
  '/addoffice/:id': '/addoffice/1',
  '/addunit/:id': '/addunit/1',
  '/addunit/:id/:unitId': '/addunit/1/1',
  '/print-contract/:id': '/print-contract/3',
  '/dashboard/billing_details/:id': '/dashboard/billing_details/1',
  '/dashboard/electronic_invoices/:id': '/dashboard/electronic_invoices/15',
  '/dashboard/calendar/:id': '/dashboard/calendar/1',
  '/dashboard/contracts/rent-contract-details/:id': '/dashboard/contracts/rent-contract-details/3',
  '/dashboard/contracts/custom-contracts-details/:id':
    '/dashboard/contracts/custom-contracts-details/17',
  '/dashboard/contracts/create-rent-contract/:reservationId':
    '/dashboard/contracts/create-rent-contract/2',
  '/dashboard/contracts/edit-contract/:id': '/dashboard/contracts/edit-contract/5',
  '/dashboard/contracts/edit-contract-model/:id': '/dashboard/contracts/edit-contract-model/1',
  '/dashboard/contracts/tenant-contract-details/:id':
    '/dashboard/contracts/tenant-contract-details/3',
  '/dashboard/contracts/invoice-tenant-details/:id':
    '/dashboard/contracts/invoice-tenant-details/1',
  '/dashboard/messages/:id': '/dashboard/messages/1',
  '/dashboard/marketing/:id': '/dashboard/marketing/1',
  '/dashboard/transactions/:id': '/dashboard/transactions/4',
  '/dashboard/properties/:id': '/dashboard/properties/1',
  '/dashboard/prices/offers/:id': '/dashboard/prices/offers/1',
  '/dashboard/prices/coupons/:id': '/dashboard/prices/coupons/2',
  '/dashboard/prices/down-prices/:unitId': '/dashboard/prices/down-prices/1',
  '/dashboard/reservations/:id': '/dashboard/reservations/2',
  '/dashboard/supports/:id': '/dashboard/supports/2',
  '/dashboard/home/supports/:id': '/dashboard/home/supports/2',
  '/dashboard/bookings/:id': '/dashboard/bookings/8',
};

/** Public pages whose content is for a signed-in tenant (a guest sees a login prompt). */
const TENANT_PUBLIC = new Set(['/my_favorites', '/payment', '/payment_done/:id']);
/**
 * Public, but opened in the lessor's round: the sweep reads the seeded code ({code} above:
 * a random one per seed) from the lessor's contract 3 (tests/e2e/a11y-routes.e2e.ts).
 */
const LESSOR_PUBLIC = new Set(['/verify-contract/:code']);

/**
 * Registered routes the sweep does not open, each with its reason. The plan fails on an entry
 * that no longer matches a route, and on a route that is neither visited nor listed here.
 */
export const NOT_SWEPT: Record<string, string> = {
  '/bench/table-10k':
    'a developer bench (scripts/bench-table.ts), not a product screen: 10,000 rows in the table engine',
};

/** Every registered route with its layout prefix and access rule, in the table's order. */
export function registeredRoutes(from: FeatureRoutes[] = featureRoutes) {
  const out: Array<{ route: string; slot: keyof FeatureRoutes; access?: string }> = [];
  for (const f of from)
    for (const slot of ['public', 'protected', 'dashboard', 'bare'] as const)
      for (const r of (f[slot] ?? []) as RouteObject[]) {
        if (r.path === undefined && !r.index) continue;
        const path = r.path ?? '';
        const route = slot === 'dashboard' ? `/dashboard/${path}` : `/${path}`;
        const handle = (r.handle ?? {}) as RouteHandle;
        const access = handle.access ?? (slot === 'dashboard' ? dashboardAccess(path) : undefined);
        out.push({ route, slot, access });
      }
  return out;
}

function visitorOf(slot: keyof FeatureRoutes, route: string, access?: string): Visitor {
  if (access === 'ordinary') return 'tenant';
  if (access === 'business' || slot === 'protected') return 'lessor';
  // Open to both: the lessor's side has more on it (the dashboard's widgets, more rows).
  if (access === 'any') return 'lessor';
  if (slot === 'bare') return 'lessor';
  if (LESSOR_PUBLIC.has(route)) return 'lessor';
  return TENANT_PUBLIC.has(route) ? 'tenant' : 'guest';
}

/** The visits, and the routes the plan cannot fill (a `:param` with no seeded id). */
export function sweepPlan(from: FeatureRoutes[] = featureRoutes) {
  const visits: PlannedVisit[] = [];
  const unfilled: string[] = [];
  for (const { route, slot, access } of registeredRoutes(from)) {
    if (NOT_SWEPT[route]) continue;
    const url = URLS[route] ?? route;
    if (url.includes('/:')) unfilled.push(route);
    else visits.push({ route, url, as: visitorOf(slot, route, access) });
  }
  return { visits, unfilled };
}
