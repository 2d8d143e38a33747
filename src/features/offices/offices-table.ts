// The lessor's offices ("my offices"): status chips, and actions to edit/continue an
// office or add a unit to it.
import { $api } from '@/api/query';
import type { components } from '@/api/generated/apiback';
import { defineTable, type StatusChip } from '@/engines/table';

type Office = components['schemas']['Office'];
type ListingStatus = components['schemas']['ListingStatus'];

const STATUS: Record<ListingStatus, StatusChip['palette']> = {
  published: 'green',
  not_published: 'gray',
  incomplete: 'orange',
  closed: 'red',
};

export function makeOfficesTable(src: (path: string) => string | undefined) {
  return defineTable<Office>({
    ns: 'offices',
    query: ({ page, tab }) =>
      $api.queryOptions('get', '/apiBack/v1/user/offices', {
        params: { query: { page, status: tab?.params?.status as ListingStatus | undefined } },
      }),
    tabs: [
      { id: 'all', label: 'tabs.all' },
      { id: 'published', label: 'statuses.published', params: { status: 'published' } },
      { id: 'not_published', label: 'statuses.not_published', params: { status: 'not_published' } },
      { id: 'incomplete', label: 'statuses.incomplete', params: { status: 'incomplete' } },
    ],
    columns: [
      {
        key: 'main_image',
        cell: 'image',
        value: (o) => src(o.main_image ?? ''),
        alt: (o) => o.name ?? '',
      },
      { key: 'name', cell: 'text' },
      { key: 'ad_number', cell: 'text' },
      { key: 'city_name', cell: 'text' },
      { key: 'units_count', cell: 'text' },
      {
        key: 'status',
        cell: 'status',
        statuses: (v) => ({
          label: `statuses.${String(v)}`,
          palette: STATUS[v as ListingStatus] ?? 'gray',
        }),
      },
      {
        key: 'actions',
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
}
