import { describe, expect, it } from 'vitest';
import { dashboardAccess, dashboardArea, protectedArea } from './route-access';

/** The dashboard paths of spec section 2. */
const SPEC_DASHBOARD_PATHS = [
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
    for (const p of SPEC_DASHBOARD_PATHS) expect(dashboardArea(p), p).toBeDefined();
    expect(dashboardArea('prices/offers')).toBe('offers');
    expect(dashboardArea('prices/main')).toBe('prices');
    expect(dashboardArea('home/unit-settings')).toBe('units');
    expect(dashboardArea('home')).toBe('reports');
    expect(dashboardArea('contracts/invoice-tenant-details/:id')).toBe('invoices');
    expect(dashboardArea('billing_details/:id')).toBe('billing');
    expect(protectedArea('addunit/:id/:unitId')).toBe('units');
  });
});
