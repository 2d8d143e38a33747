// Generated from docs/adding-a-screen.md by `npm run docs:snippets`: edit the doc, not this file.
// src/features/billing/billing-table.ts
import { invoiceStatusValues, type components } from '@/api/generated/apiback';
import { $api } from '@/api/query';
import { defineStatuses } from '@/components/status';
import { isInvoicePaid } from '@/domain';
import { defineTable } from '@/engines/table';

/** Spec: paid, or anything else shown as partially paid (the rule is src/domain's). */
export const invoiceStatuses = defineStatuses<components['schemas']['InvoiceStatus']>(
  'status',
  { paid: 'success', partial: 'warning' },
  { read: (status) => (isInvoicePaid(status) ? 'paid' : 'partial') },
);

// Row is inferred from the query's response: declare `query` before `columns`.
export const billingTable = defineTable({
  ns: 'billing',
  tabs: [
    { id: 'all', label: 'tabs.all' },
    ...invoiceStatusValues.map((status) => ({
      id: status,
      label: `tabs.${status}`,
      params: { status },
    })),
  ],
  query: ({ page, tab }) =>
    $api.queryOptions('get', '/apiBack/v1/user/invoices', {
      params: { query: { page, status: tab?.params?.status } },
    }),
  columns: [
    { key: 'invoice_number', cell: 'text' }, // a field of the row, or tsc fails
    { key: 'release_date', cell: 'date' },
    { key: 'paid_amount', cell: 'money' },
    { key: 'invoice_status', cell: 'status', statuses: invoiceStatuses },
    {
      id: 'actions',
      cell: 'actions',
      actions: [
        { key: 'view', label: 'actions.view', to: (row) => `/dashboard/billing_details/${row.id}` },
      ],
    },
  ],
  rowKey: (row) => String(row.id),
  empty: 'billing:empty',
  csv: { fileName: 'invoices' },
});
