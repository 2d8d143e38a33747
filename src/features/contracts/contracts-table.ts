// The lessor's contract lists: rent contracts of bookings and custom contracts, each with
// status tabs (the lifecycle's order) and a search by tenant name or ID number.
import { $api } from '@/api/query';
import type { components } from '@/api/generated/apiback';
import { defineTable } from '@/engines/table';
import { contractStatuses } from './contract-statuses';

type Source = components['schemas']['ContractSource'];

/** The lessor's details page of a contract (the spec's two routes, by source). */
export const lessorContractPath = (c: { id: number; source: Source }) =>
  c.source === 'reservation'
    ? `/dashboard/contracts/rent-contract-details/${c.id}`
    : `/dashboard/contracts/custom-contracts-details/${c.id}`;

const makeContractsTable = (source: Source) =>
  defineTable({
    ns: 'contracts',
    tabs: [
      { id: 'all', label: 'tabs.all' },
      ...contractStatuses.values.map((s) => ({
        id: s,
        label: `enums.status.${s}`,
        params: { status: s },
      })),
    ],
    filters: [{ key: 'tenant', kind: 'search' }],
    query: ({ page, tab, filters }) =>
      $api.queryOptions('get', '/apiBack/v1/user/contracts', {
        params: {
          query: {
            page,
            source,
            status: tab?.params?.status,
            tenant: filters.tenant?.trim() || undefined,
          },
        },
      }),
    columns: [
      { key: 'number', cell: 'text' },
      { key: 'tenant_name', cell: 'text' },
      { key: 'unit_number', cell: 'text' },
      { key: 'start_date', cell: 'date' },
      { key: 'end_date', cell: 'date' },
      { key: 'total_value', cell: 'money' },
      { key: 'status', cell: 'status', statuses: contractStatuses },
      { id: 'details', cell: 'link', to: (c) => lessorContractPath(c) },
    ],
    rowKey: (c) => String(c.id),
    empty: 'contracts:list.empty',
  });

export const rentContractsTable = makeContractsTable('reservation');
export const customContractsTable = makeContractsTable('custom');
