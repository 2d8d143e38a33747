// A partly paid invoice shows what is owed (issue 11, defect 10): paid and remaining amounts
// and the way to pay the rest of its booking; its failure message is in the page's
// language (defect 9) — against the embedded backend, in English and Arabic.
import { cleanup, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/components/testing/render';
import { formatSar, fromHalalas, toHalalas } from '@/domain';
import { TenantInvoiceDetailPage } from '@/features/invoices/tenant-invoice-detail-page';
import { getStore } from '../../mocks/backend';
import { seedSessions } from '../../mocks/testing/api';
import { server } from '../../mocks/node';
import { serveApp, actAs } from './helpers';

serveApp();

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

const route = '/dashboard/contracts/invoice-tenant-details/:id';

describe.each(['en', 'ar'] as const)('tenant invoice balance (%s)', (lng) => {
  it('shows paid and remaining amounts and a way to pay the rest', async () => {
    await seedSessions();
    actAs('tenant');
    const me = getStore().db.sessions.findFirst((q) => q.where({ token: 'test-token-tenant' }))!;
    const invoice = getStore()
      .db.tenantInvoices.findMany((q) => q.where({ tenant_id: me.user_id }))
      .find((i) => i.remaining_amount > 0 && i.reservation_id)!;
    expect(invoice).toBeTruthy();
    await renderWithProviders(<TenantInvoiceDetailPage />, {
      lng,
      path: `/dashboard/contracts/invoice-tenant-details/${invoice.id}`,
      route,
    });
    const balance = await screen.findByTestId('invoice-balance', {}, { timeout: 10_000 });
    const paid = fromHalalas(toHalalas(invoice.total_amount) - toHalalas(invoice.remaining_amount));
    expect(within(balance).getByTestId('invoice-paid').textContent).toContain(formatSar(paid, lng));
    expect(within(balance).getByTestId('invoice-remaining').textContent).toContain(
      formatSar(invoice.remaining_amount, lng),
    );
    expect(within(balance).getByTestId('invoice-pay-rest').getAttribute('href')).toBe(
      `/payment?reservation=${invoice.reservation_id}`,
    );
  });

  it('says in the page language that the invoice could not be fetched', async () => {
    server.use(
      http.get('*/apiBack/v1/ordinaries/invoices/:id', () =>
        HttpResponse.json({ message: 'Server error' }, { status: 500 }),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    actAs('tenant');
    await renderWithProviders(<TenantInvoiceDetailPage />, {
      lng,
      path: '/dashboard/contracts/invoice-tenant-details/9',
      route,
    });
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('p')?.textContent).toBe(
      lng === 'ar' ? 'تعذّر جلب بيانات الفاتورة' : 'Failed to fetch invoice data',
    );
    // A 500 is said as the server's fault, with a retry.
    expect(screen.getByTestId('fault-reason').textContent).toBe(
      lng === 'ar'
        ? 'حدث خطأ في الخادم. يرجى المحاولة مرة أخرى بعد قليل.'
        : 'The server ran into a problem. Please try again in a moment.',
    );
    expect(screen.getByRole('button', { name: lng === 'ar' ? 'إعادة المحاولة' : 'Try again' }));
  });
});
