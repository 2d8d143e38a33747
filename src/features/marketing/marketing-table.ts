// The lessor's marketing requests: tabs by status (new, processing, done, rejected), the
// offices, package, goal and dates; a request opens for editing only while it is new.
import { $api } from '@/api/query';
import { marketingRequestStatusValues, type components } from '@/api/generated/apiback';
import { defineStatuses } from '@/components/status';
import { defineTable } from '@/engines/table';

export const marketingStatuses = defineStatuses<components['schemas']['MarketingRequestStatus']>(
  'status',
  { pending: 'info', processing: 'progress', completed: 'success', rejected: 'danger' },
);

export const marketingTable = defineTable({
  ns: 'marketing',
  tabs: [
    { id: 'all', label: 'tabs.all' },
    ...marketingRequestStatusValues.map((status) => ({
      id: status,
      label: `status.${status}`,
      params: { status },
    })),
  ],
  query: ({ page, tab }) =>
    $api.queryOptions('get', '/apiBack/v1/user/marketing-requests', {
      params: { query: { page, status: tab?.params?.status } },
    }),
  columns: [
    { key: 'offices', cell: 'text', value: (r) => r.offices.map((o) => o.name).join('، ') },
    { key: 'package', cell: 'enum', prefix: 'packages' },
    { key: 'goal', cell: 'enum', prefix: 'goals' },
    { id: 'dates', cell: 'text', value: (r) => `${r.start_date} → ${r.end_date}` },
    { key: 'status', cell: 'status', statuses: marketingStatuses },
    { id: 'open', cell: 'link', to: (r) => `/dashboard/marketing/${r.id}` },
  ],
  rowKey: (r) => String(r.id),
  empty: 'marketing:empty',
});
