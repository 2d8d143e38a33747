// Routes of spec section 2 whose screens come in a later issue. Each one renders the
// real layout with the shared "not built yet" notice (src/components/not-built-yet.tsx).
// A feature that registers the same path (in routes.tsx or dashboard-routes.tsx) replaces
// the placeholder automatically; `unbuiltRoutes()` lists what is still a placeholder (for the
// README).

export type UnbuiltLayout = 'public' | 'protected' | 'dashboard' | 'bare';

export interface UnbuiltRoute {
  /** Path relative to the layout ("/" for public, protected and bare; "/dashboard/" for dashboard). */
  path: string;
  layout: UnbuiltLayout;
}

const publicPaths = [
  'details/:id',
  'all_deals',
  'features',
  'my_favorites',
  'payment',
  'payment_done/:id',
  'list',
  'contact-us',
  'business',
  'term-of-service-agreement',
];

const protectedPaths = ['addoffice', 'addoffice/:id', 'addunit/:id', 'addunit/:id/:unitId'];

const dashboardPaths = [
  'home',
  'home/unit-settings',
  'home/supports',
  'contracts/contract-models',
  'contracts/edit-contract-model/:id',
  'contracts/custom-contracts',
  'contracts/custom-contracts-details/:id',
  'contracts/create-custom-contracts',
  'contracts/rent-contract',
  'contracts/rent-contract-details/:id',
  'contracts/invoice-tenant',
  'contracts/invoice-tenant-details/:id',
  'my_info',
  'verify-account',
  'reports',
  'supports',
  'evaluations',
  'calendar',
  'calendar/:id',
  'reservations',
  'properties',
  'properties/:id',
  'marketing',
  'transactions',
  'billing_statements',
  'billing_details/:id',
  'statements',
  'paymentReceiption',
  'electronic_invoices',
  'notifications',
  'prices/main',
  'prices/offers',
  'prices/coupons',
  'prices/down-prices',
];

const barePaths = ['print-contract/:id'];

export const UNBUILT_ROUTES: readonly UnbuiltRoute[] = [
  ...publicPaths.map((path) => ({ path, layout: 'public' as const })),
  ...protectedPaths.map((path) => ({ path, layout: 'protected' as const })),
  ...dashboardPaths.map((path) => ({ path, layout: 'dashboard' as const })),
  ...barePaths.map((path) => ({ path, layout: 'bare' as const })),
];

/** Full URL pattern of an entry, e.g. "/dashboard/prices/main". */
export function fullPath(r: UnbuiltRoute): string {
  return r.layout === 'dashboard' ? `/dashboard/${r.path}` : `/${r.path}`;
}

/** The placeholders still in place, given the paths the features registered. */
export function unbuiltRoutes(registered: ReadonlySet<string>): UnbuiltRoute[] {
  return UNBUILT_ROUTES.filter((r) => !registered.has(fullPath(r)));
}
