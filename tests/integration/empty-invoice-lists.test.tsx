// The spec's empty messages of two invoice screens, on the screens' own table configs against
// the embedded backend, ar and en: the business billing list with no invoice says "no
// invoices" (and shows no pager), an invoice's services table with no line says "no data".
import { cleanup, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/components/testing/render';
import { DataTable } from '@/engines/table';
import { billingTable } from '@/features/billing/billing-table';
import { invoiceServicesTable } from '@/features/invoices/invoice-services-table';
import { call, seedSessions } from '../../mocks/testing/api';
import { server } from '../../mocks/node';
import { serveApp, actAs } from './helpers';

serveApp();

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const TEXT = {
  en: { noInvoices: 'No invoices', noData: 'No data' },
  ar: { noInvoices: 'لا توجد فواتير', noData: 'لا توجد بيانات' },
};

describe.each(['en', 'ar'] as const)('empty invoice lists (%s)', (lng) => {
  it('says no invoices on the billing list of a business with none, without a pager', async () => {
    await seedSessions();
    actAs('lessor');
    // The lessor's real first page, emptied: the same answer shape with no rows.
    const real = await call('get', '/user/invoices', { as: 'lessor' });
    expect(real.status).toBe(200);
    expect(real.body.data.data.length).toBeGreaterThan(0);
    const page = { ...real.body.data, data: [], total: 0, last_page: 1 };
    server.use(http.get('*/apiBack/v1/user/invoices', () => HttpResponse.json({ data: page })));
    await renderWithProviders(<DataTable def={billingTable} />, { lng });
    const empty = await screen.findByTestId('table-empty', {}, { timeout: 10_000 });
    expect(empty.textContent).toBe(TEXT[lng].noInvoices);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says no data in an invoice services table without lines', async () => {
    await renderWithProviders(<DataTable def={invoiceServicesTable} rows={[]} />, { lng });
    expect((await screen.findByTestId('table-empty')).textContent).toBe(TEXT[lng].noData);
  });
});
