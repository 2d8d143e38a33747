// Which account type may open each dashboard area, and which contract tag (feature area)
// each page works on. The spec names the lessor's areas and gives tenants their invoices
// under dashboard/contracts/invoice-tenant; everything a tenant also needs (profile,
// support, notifications) is open to both. The areas decide what a member of a lessor
// account sees (src/domain/account-roles.ts): every spec path is listed, so a screen a
// feature registers for one of them is covered without repeating it.
import type { OperationTag } from '@/domain/account-roles';
import type { RouteAccess } from '@/lib/feature-routes';

const OPEN_TO_BOTH = new Set([
  'home',
  'home/supports',
  'my_info',
  'supports',
  'notifications',
  'evaluations',
]);

const TENANT_ONLY = new Set(['contracts/invoice-tenant', 'contracts/invoice-tenant-details/:id']);

export function dashboardAccess(path: string): RouteAccess {
  if (OPEN_TO_BOTH.has(path)) return 'any';
  if (TENANT_ONLY.has(path)) return 'ordinary';
  return 'business';
}

/** Longest prefix first: a path belongs to the first entry it starts with. */
const DASHBOARD_AREAS: Array<[prefix: string, area: OperationTag]> = [
  ['home/unit-settings', 'units'],
  ['home/supports', 'complaints'],
  ['home', 'reports'],
  ['contracts/invoice-tenant', 'invoices'],
  ['contracts/invoice-tenant-details', 'invoices'],
  ['contracts', 'contracts'],
  ['my_info', 'profile'],
  ['verify-account', 'verification'],
  ['users', 'users'],
  ['reports', 'reports'],
  ['supports', 'complaints'],
  ['evaluations', 'reviews'],
  ['calendar', 'calendar'],
  ['reservations', 'reservations'],
  ['properties', 'offices'],
  ['marketing', 'marketing'],
  ['transactions', 'transfers'],
  ['billing_statements', 'billing'],
  ['billing_details', 'billing'],
  ['statements', 'statements'],
  ['paymentReceiption', 'billing'],
  ['electronic_invoices', 'billing'],
  ['notifications', 'notifications'],
  ['messages', 'conversations'],
  ['prices/offers', 'offers'],
  ['prices/coupons', 'coupons'],
  ['prices', 'prices'],
];

const PROTECTED_AREAS: Array<[prefix: string, area: OperationTag]> = [
  ['addoffice', 'offices'],
  ['addunit', 'units'],
];

const areaIn = (table: Array<[string, OperationTag]>, path: string) =>
  table.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))?.[1];

/** The contract tag a dashboard page (path relative to /dashboard/) works on. */
export function dashboardArea(path: string): OperationTag | undefined {
  return areaIn(DASHBOARD_AREAS, path);
}

/** The contract tag of a protected page outside the dashboard (add office, add unit). */
export function protectedArea(path: string): OperationTag | undefined {
  return areaIn(PROTECTED_AREAS, path);
}
