// "My invoices" (tenant), paginated from page 1, page count from `total`. The contract's
// list takes only `page` and answers newest first, so the table declares no sort of its
// own (a declared server sort the query never sent used to claim an order it did not ask for).
import { $api } from '@/api/query';
import type { components } from '@/api/generated/apiback';
import { defineStatuses } from '@/components/status';
import { isInvoicePaid } from '@/domain';
import { defineTable } from '@/engines/table';

/** Spec: "مسددة" (paid) when paid, otherwise "مسدد جزئيا" (partially paid). */
export const invoiceStatuses = defineStatuses<components['schemas']['InvoiceStatus']>(
  'status',
  { paid: 'success', partial: 'warning' },
  { read: (status) => (isInvoicePaid(status) ? 'paid' : 'partial') },
);

export const tenantInvoicesTable = defineTable({
  ns: 'invoices',
  query: ({ page }) =>
    $api.queryOptions('get', '/apiBack/v1/ordinaries/invoices', { params: { query: { page } } }),
  columns: [
    { key: 'invoice_number', cell: 'text' },
    { key: 'release_date', cell: 'date' },
    { key: 'total_amount', cell: 'money' },
    { key: 'remaining_amount', cell: 'money' },
    { key: 'invoice_status', cell: 'status', statuses: invoiceStatuses },
    {
      id: 'details',
      cell: 'link',
      to: (row) => `/dashboard/contracts/invoice-tenant-details/${row.id}`,
    },
  ],
  rowKey: (row) => String(row.id),
  empty: 'invoices:empty',
});
