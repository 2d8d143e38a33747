// The lessor's offices ("my offices"): what tenants see of each (published, hidden, not
// published, incomplete), and actions to edit/continue an office, preview its ad, publish it
// (through its checklist), hide it (optionally until a date) or show it again, add a unit.
// Each dialog is an arrow (`(p) => <X {...p} />`): a component passed bare would fix the row
// type before the query gives it (see the engine's RowActions).
import { $api } from '@/api/query';
import { defineTable } from '@/engines/table';
import { HideRowDialog, PreviewRowDialog, PublishRowDialog } from './office-row-dialogs';
import { isHidden, isShown, shownStatuses } from './office-statuses';
import { useOfficeActions } from './use-office-actions';

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
    {
      key: 'status',
      cell: 'status',
      statuses: shownStatuses,
      value: (o) => (isHidden(o) ? 'hidden' : o.status),
    },
  ],
  rowActions: {
    edit: (o) => `/addoffice/${o.id}`,
    dialogs: [
      { key: 'preview', label: 'actions.preview', Dialog: (p) => <PreviewRowDialog {...p} /> },
      {
        key: 'publish',
        label: 'actions.publish',
        when: (o) => o.status === 'not_published',
        Dialog: (p) => <PublishRowDialog {...p} />,
      },
      {
        key: 'hide',
        label: 'actions.hide',
        when: (o) => isShown(o),
        Dialog: (p) => <HideRowDialog {...p} />,
      },
    ],
    useActions: (_list) => useOfficeActions(),
  },
  rowKey: (o) => String(o.id),
  empty: 'offices:empty',
});
