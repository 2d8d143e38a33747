import { describe, expect, it } from 'vitest';
import { dashboardAccess } from './route-access';

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
