import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithProviders } from '@/components/testing/render';
import { TenantInvoiceDetailPage } from './tenant-invoice-detail-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('TenantInvoiceDetailPage', () => {
  it('logs and shows "Failed to fetch invoice data" when the call fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'Server error' }), {
            status: 500,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderWithProviders(<TenantInvoiceDetailPage />, {
      path: '/dashboard/contracts/invoice-tenant-details/9',
      route: '/dashboard/contracts/invoice-tenant-details/:id',
    });
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('p')?.textContent).toBe('Failed to fetch invoice data');
    expect(log).toHaveBeenCalled();
  });
});
