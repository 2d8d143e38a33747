// Business billing list: tabs all / paid / partially paid (the contract's `status` filter).
import { $api } from '@/api/query';
import type { components } from '@/api/generated/apiback';
import { defineTable } from '@/engines/table';
import { invoiceStatusChip } from './invoice-status';

type BusinessInvoice = components['schemas']['BusinessInvoice'];
type Status = components['schemas']['InvoiceStatus'];

export const billingTable = defineTable<BusinessInvoice>({
  ns: 'billing',
  query: ({ page, tab }) =>
    $api.queryOptions('get', '/apiBack/v1/user/invoices', {
      params: { query: { page, status: tab?.params?.status as Status | undefined } },
    }),
  tabs: [
    { id: 'all', label: 'tabs.all' },
    { id: 'paid', label: 'tabs.paid', params: { status: 'paid' } },
    { id: 'partial', label: 'tabs.partial', params: { status: 'partial' } },
  ],
  columns: [
    { key: 'invoice_number', cell: 'text' },
    { key: 'release_date', cell: 'date' },
    { key: 'paid_amount', cell: 'money' },
    { key: 'remaining_amount', cell: 'money' },
    { key: 'invoice_status', cell: 'status', statuses: invoiceStatusChip },
    { key: 'view', cell: 'link', to: (row) => `/dashboard/billing_details/${row.id}` },
  ],
  rowKey: (row) => String(row.id),
  empty: 'billing:empty',
});
