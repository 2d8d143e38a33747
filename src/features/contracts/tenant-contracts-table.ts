// The tenant's own contracts: those sent to them and those in force, newest first.
import { $api } from '@/api/query';
import { defineTable } from '@/engines/table';
import { contractStatuses } from './contract-statuses';

/** A draft is the lessor's alone: the tenant never sees one. */
const SEEN = contractStatuses.values.filter((s) => s !== 'draft');

export const tenantContractsTable = defineTable({
  ns: 'contracts',
  tabs: [
    { id: 'all', label: 'tabs.all' },
    ...SEEN.map((s) => ({ id: s, label: `enums.status.${s}`, params: { status: s } })),
  ],
  query: ({ page, tab }) =>
    $api.queryOptions('get', '/apiBack/v1/ordinaries/contracts', {
      params: { query: { page, status: tab?.params?.status } },
    }),
  columns: [
    { key: 'number', cell: 'text' },
    { key: 'lessor_name', cell: 'text' },
    { key: 'unit_number', cell: 'text' },
    { key: 'start_date', cell: 'date' },
    { key: 'end_date', cell: 'date' },
    { key: 'total_value', cell: 'money' },
    { key: 'status', cell: 'status', statuses: contractStatuses },
    {
      id: 'details',
      cell: 'link',
      to: (c) => `/dashboard/contracts/tenant-contract-details/${c.id}`,
    },
  ],
  rowKey: (c) => String(c.id),
  empty: 'contracts:list.tenantEmpty',
});
