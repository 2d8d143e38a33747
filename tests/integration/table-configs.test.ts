// Every table config of the features, checked for the mistakes the types cannot see
// (src/engines/table/table-problems.ts): a server sort its query never sends, two columns
// with one name, a client sort on no column. A new `*-table.ts` must be listed here.
import { describe, expect, it } from 'vitest';
import { tableProblems } from '@/engines/table';
import { testI18n } from '@/components/testing/render';
import { billingRowTable } from '@/features/billing/billing-row-table';
import { billingTable } from '@/features/billing/billing-table';
import { eInvoiceLinesTable } from '@/features/billing/e-invoice-lines-table';
import { eInvoicesTable } from '@/features/billing/e-invoices-table';
import { invoiceServicesTable } from '@/features/invoices/invoice-services-table';
import { tenantInvoicesTable } from '@/features/invoices/tenant-invoices-table';
import { officesTable } from '@/features/offices/offices-table';
import { makeCouponsTable } from '@/features/prices/coupons-table';
import { downPricesTable } from '@/features/prices/down-prices-table';
import { makeOffersTable } from '@/features/prices/offers-table';
import { reservationsTable } from '@/features/reservations/reservations-table';

const { t } = await testI18n('en');
const noop = () => undefined;

const problems: Record<string, string[]> = {
  'billing/billing-row-table.ts': tableProblems(billingRowTable),
  'billing/billing-table.ts': tableProblems(billingTable),
  'billing/e-invoice-lines-table.ts': tableProblems(eInvoiceLinesTable),
  'billing/e-invoices-table.ts': tableProblems(eInvoicesTable),
  'invoices/invoice-services-table.ts': tableProblems(invoiceServicesTable),
  'invoices/tenant-invoices-table.ts': tableProblems(tenantInvoicesTable),
  'offices/offices-table.ts': tableProblems(officesTable),
  'prices/coupons-table.ts': tableProblems(makeCouponsTable(t, 'en', { remove: noop })),
  'prices/down-prices-table.ts': tableProblems(downPricesTable),
  'prices/offers-table.ts': tableProblems(makeOffersTable(t, 'en', { toggle: noop, remove: noop })),
  'reservations/reservations-table.ts': tableProblems(reservationsTable),
};

describe('table configs', () => {
  it('lists every table config of the features', () => {
    const files = Object.keys(import.meta.glob('/src/features/*/*-table.ts')).map((f) =>
      f.replace('/src/features/', ''),
    );
    expect(Object.keys(problems).sort()).toEqual(files.sort());
  });

  it.each(Object.entries(problems))('%s has no config problem', (_file, found) => {
    expect(found).toEqual([]);
  });

  it('the tenant invoices declare no server sort the contract cannot take', () => {
    // The list operation takes only `page`: a declared sort was never sent.
    expect(tenantInvoicesTable.sort).toBeUndefined();
  });
});
