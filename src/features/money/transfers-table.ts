// Money transfers (spec: number, execution date, creation date, method, recipient mobile,
// number of requests, fees, entitlement, net amount, status): filtered by status and
// creation date range, newest first, exported to CSV with the same filters.
import { $api } from '@/api/query';
import { transferStatusValues } from '@/api/generated/apiback';
import { formatSaudiMobile } from '@/domain';
import { defineTable } from '@/engines/table';
import { transferStatuses } from './transfer-statuses';

export const transfersTable = defineTable({
  ns: 'transfers',
  filters: [
    {
      key: 'status',
      kind: 'select',
      options: transferStatusValues.map((s) => ({ value: s, label: `statuses.${s}` })),
    },
    { key: 'from', kind: 'date' },
    { key: 'to', kind: 'date' },
  ],
  query: ({ page, filters }) =>
    $api.queryOptions('get', '/apiBack/v1/user/transfers', {
      params: {
        query: {
          page,
          status: transferStatusValues.find((s) => s === filters.status),
          from: filters.from || undefined,
          to: filters.to || undefined,
        },
      },
    }),
  columns: [
    // The number opens the detail (one column fewer than a separate "details" link).
    {
      id: 'number',
      cell: 'link',
      to: (t) => `/dashboard/transactions/${t.id}`,
      text: (t) => t.number,
    },
    { key: 'created_at', cell: 'date' },
    { key: 'executed_at', cell: 'date' },
    { key: 'method', cell: 'enum', prefix: 'methods' },
    { key: 'recipient_mobile', cell: 'text', value: (t) => formatSaudiMobile(t.recipient_mobile) },
    { key: 'requests_count', cell: 'text' },
    { key: 'fees', cell: 'money' },
    { key: 'entitlement_amount', cell: 'money' },
    { key: 'net_amount', cell: 'money' },
    { key: 'status', cell: 'status', statuses: transferStatuses },
  ],
  rowKey: (t) => String(t.id),
  empty: 'transfers:empty',
  csv: { fileName: 'transfers' },
});
