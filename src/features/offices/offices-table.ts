// The lessor's offices ("my offices"): status chips, and actions to edit/continue an
// office or add a unit to it.
import { $api } from '@/api/query';
import type { components } from '@/api/generated/apiback';
import { defineStatuses } from '@/components/status';
import { defineTable } from '@/engines/table';

/** Offices and units share the listing statuses (labels `offices:statuses.<status>`). */
export const listingStatuses = defineStatuses<components['schemas']['ListingStatus']>('statuses', {
  published: 'success',
  not_published: 'neutral',
  incomplete: 'warning',
  closed: 'danger',
});

export const officesTable = defineTable({
  ns: 'offices',
  tabs: [
    { id: 'all', label: 'tabs.all' },
    ...(['published', 'not_published', 'incomplete'] as const).map((status) => ({
      id: status,
      label: `statuses.${status}`,
      params: { status },
    })),
  ],
  query: ({ page, tab }) =>
    $api.queryOptions('get', '/apiBack/v1/user/offices', {
      params: { query: { page, status: tab?.params?.status } },
    }),
  columns: [
    { key: 'main_image', cell: 'image', hosted: true, alt: (o) => o.name ?? '' },
    { key: 'name', cell: 'text' },
    { key: 'ad_number', cell: 'text' },
    { key: 'city_name', cell: 'text' },
    { key: 'units_count', cell: 'text' },
    { key: 'status', cell: 'status', statuses: listingStatuses },
    {
      id: 'actions',
      cell: 'actions',
      actions: [
        { key: 'edit', label: 'actions.edit', to: (o) => `/addoffice/${o.id}` },
        { key: 'addUnit', label: 'actions.addUnit', to: (o) => `/addunit/${o.id}` },
        { key: 'units', label: 'actions.units', to: (o) => `/dashboard/properties/${o.id}` },
      ],
    },
  ],
  rowKey: (o) => String(o.id),
  empty: 'offices:empty',
});
