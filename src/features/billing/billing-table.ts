// Business billing list: tabs all / paid / partially paid (the contract's `status` filter).
import { $api } from '@/api/query';
import { invoiceStatusValues, type components } from '@/api/generated/apiback';
import { defineStatuses } from '@/components/status';
import { isInvoicePaid } from '@/domain';
import { defineTable } from '@/engines/table';

/** Spec: paid, or anything else shown as partially paid. */
export const invoiceStatuses = defineStatuses<components['schemas']['InvoiceStatus']>(
  'status',
  { paid: 'success', partial: 'warning' },
  { read: (status) => (isInvoicePaid(status) ? 'paid' : 'partial') },
);

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
    { key: 'invoice_number', cell: 'text' },
    { key: 'release_date', cell: 'date' },
    { key: 'paid_amount', cell: 'money' },
    { key: 'remaining_amount', cell: 'money' },
    { key: 'invoice_status', cell: 'status', statuses: invoiceStatuses },
    { id: 'view', cell: 'link', to: (row) => `/dashboard/billing_details/${row.id}` },
  ],
  rowKey: (row) => String(row.id),
  empty: 'billing:empty',
});
