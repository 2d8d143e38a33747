// The lessor's offices ("my offices"): what tenants see of each (published, hidden, not
// published, incomplete), and actions to edit/continue an office, preview its ad, add a unit, publish it
// (through its checklist), hide it (optionally until a date) or show it again.
import { $api } from '@/api/query';
import type { components } from '@/api/generated/apiback';
import { defineStatuses } from '@/components/status';
import { defineTable } from '@/engines/table';

type Office = components['schemas']['Office'];
type ListingStatus = components['schemas']['ListingStatus'];

/** Offices and units share the listing statuses (labels `offices:statuses.<status>`). */
export const listingStatuses = defineStatuses<ListingStatus>('statuses', {
  published: 'success',
  not_published: 'neutral',
  incomplete: 'warning',
  closed: 'danger',
});

/** A published office its lessor has hidden reads "hidden", not "published". */
export const shownStatuses = defineStatuses<ListingStatus | 'hidden'>('statuses', {
  ...listingStatuses.tones,
  hidden: 'info',
});
export const isHidden = (o: Office) =>
  o.status === 'published' && o.display_status === 'not_published';
const shown = (o: Office) => o.status === 'published' && o.display_status === 'published';

export function makeOfficesTable(on: {
  preview: (o: Office) => void;
  publish: (o: Office) => void;
  hide: (o: Office) => void;
  show: (o: Office) => void;
}) {
  return defineTable({
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
      {
        id: 'actions',
        cell: 'actions',
        actions: [
          { key: 'edit', label: 'actions.edit', to: (o) => `/addoffice/${o.id}` },
          { key: 'preview', label: 'actions.preview', onClick: on.preview },
          {
            key: 'publish',
            label: 'actions.publish',
            onClick: on.publish,
            when: (o) => o.status === 'not_published',
          },
          { key: 'hide', label: 'actions.hide', onClick: on.hide, when: shown },
          { key: 'show', label: 'actions.show', onClick: on.show, when: isHidden },
          {
            key: 'addUnit',
            label: 'actions.addUnit',
            to: (o) => `/addunit/${o.id}`,
            when: (o) => o.status !== 'incomplete',
          },
          { key: 'units', label: 'actions.units', to: (o) => `/dashboard/properties/${o.id}` },
        ],
      },
    ],
    rowKey: (o) => String(o.id),
    empty: 'offices:empty',
  });
}
