// "My invoices" (tenant): newest first by created_at (the server orders; the contract's
// list takes only `page`), paginated from page 1, page count from `total`.
import { $api } from '@/api/query';
import type { components } from '@/api/generated/apiback';
import { defineTable } from '@/engines/table';
import { invoiceStatusChip } from './invoice-status';

type TenantInvoice = components['schemas']['TenantInvoice'];

export const tenantInvoicesTable = defineTable<TenantInvoice>({
  ns: 'invoices',
  query: ({ page }) =>
    $api.queryOptions('get', '/apiBack/v1/ordinaries/invoices', { params: { query: { page } } }),
  columns: [
    { key: 'invoice_number', cell: 'text' },
    { key: 'release_date', cell: 'date' },
    { key: 'total_amount', cell: 'money' },
    { key: 'remaining_amount', cell: 'money' },
    { key: 'invoice_status', cell: 'status', statuses: invoiceStatusChip },
    {
      key: 'details',
      cell: 'link',
      to: (row) => `/dashboard/contracts/invoice-tenant-details/${row.id}`,
    },
  ],
  sort: { key: 'created_at', dir: 'desc', mode: 'server' },
  rowKey: (row) => String(row.id),
  empty: 'invoices:empty',
});
