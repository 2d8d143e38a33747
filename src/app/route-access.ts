// Which account type may open each dashboard area. The spec names the lessor's areas and
// gives tenants their invoices under dashboard/contracts/invoice-tenant; everything a
// tenant also needs (profile, support, notifications) is open to both.
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
