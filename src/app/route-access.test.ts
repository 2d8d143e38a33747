import { describe, expect, it } from 'vitest';
import { dashboardAccess, dashboardArea, protectedArea } from './route-access';
import { UNBUILT_ROUTES } from './unbuilt-routes';

describe('dashboard access rules', () => {
  it('keeps the lessor areas for business accounts', () => {
    for (const p of [
      'prices/main',
      'reservations',
      'properties',
      'transactions',
      'contracts/contract-models',
      'calendar/:id',
    ]) {
      expect(dashboardAccess(p)).toBe('business');
    }
  });
  it('gives tenants their invoices', () => {
    expect(dashboardAccess('contracts/invoice-tenant')).toBe('ordinary');
    expect(dashboardAccess('contracts/invoice-tenant-details/:id')).toBe('ordinary');
  });
  it('opens profile, support and notifications to both', () => {
    for (const p of ['home', 'my_info', 'supports', 'notifications'])
      expect(dashboardAccess(p)).toBe('any');
  });
});

describe('dashboard areas', () => {
  it('gives every spec dashboard path a contract tag', () => {
    for (const r of UNBUILT_ROUTES.filter((x) => x.layout === 'dashboard'))
      expect(dashboardArea(r.path), r.path).toBeDefined();
    expect(dashboardArea('prices/offers')).toBe('offers');
    expect(dashboardArea('prices/main')).toBe('prices');
    expect(dashboardArea('home/unit-settings')).toBe('units');
    expect(dashboardArea('home')).toBe('reports');
    expect(dashboardArea('contracts/invoice-tenant-details/:id')).toBe('invoices');
    expect(dashboardArea('billing_details/:id')).toBe('billing');
    expect(protectedArea('addunit/:id/:unitId')).toBe('units');
  });
});
