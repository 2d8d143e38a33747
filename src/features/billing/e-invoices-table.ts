// Electronic (ZATCA) invoices of the lessor, each opening the detailed tax invoice screen.
import { $api } from '@/api/query';
import { defineTable } from '@/engines/table';

export const eInvoicesTable = defineTable({
  ns: 'billing',
  query: ({ page }) =>
    $api.queryOptions('get', '/apiBack/v1/user/electronic-invoices', {
      params: { query: { page } },
    }),
  columns: [
    { key: 'invoice_number', cell: 'text' },
    { key: 'release_date', cell: 'date' },
    { key: 'buyer_name', cell: 'text' },
    { key: 'vat_total', cell: 'money' },
    { key: 'grand_total', cell: 'money' },
    { id: 'view', cell: 'link', to: (row) => `/dashboard/electronic_invoices/${row.id}` },
  ],
  rowKey: (row) => String(row.id),
  empty: 'billing:empty',
});
