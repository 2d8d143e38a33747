// The lessor's offers: discount (the value says percentage or SAR, so no type column), dates, units, price types, activation; edit, activate or
// deactivate, delete.
import type { TFunction } from 'i18next';
import { $api } from '@/api/query';
import type { components } from '@/api/generated/apiback';
import { defineTable } from '@/engines/table';
import { offerState } from '@/domain';
import {
  discountStatuses,
  dateRange,
  discountValue,
  priceTypeNames,
  unitNames,
} from './discount-cells';

type Offer = components['schemas']['Offer'];

export function makeOffersTable(
  t: TFunction,
  lang: string,
  on: { toggle: (o: Offer) => void; remove: (o: Offer) => void },
) {
  return defineTable({
    ns: 'prices',
    query: ({ page }) =>
      $api.queryOptions('get', '/apiBack/v1/user/offers', { params: { query: { page } } }),
    columns: [
      { key: 'name', cell: 'text' },
      { key: 'value', cell: 'text', value: (o) => discountValue(o, lang) },
      { id: 'dates', cell: 'text', value: (o) => dateRange(o.start_date, o.end_date) },
      { key: 'units', cell: 'text', value: (r) => unitNames(r, t) },
      { key: 'price_types', cell: 'text', value: (o) => priceTypeNames(o, t) },
      {
        key: 'is_active',
        cell: 'status',
        statuses: discountStatuses,
        value: (d) => offerState(d),
      },
      {
        id: 'actions',
        cell: 'actions',
        actions: [
          { key: 'edit', label: 'actions.edit', to: (o) => `/dashboard/prices/offers/${o.id}` },
          // One verb per state ("Pause" on an active offer, "Activate" on a paused one): a
          // two-way "Activate / deactivate" label left the lessor guessing and widened the column.
          { key: 'pause', label: 'actions.pause', when: (o) => o.is_active, onClick: on.toggle },
          {
            key: 'activate',
            label: 'actions.activate',
            when: (o) => !o.is_active,
            onClick: on.toggle,
          },
          { key: 'delete', label: 'actions.delete', onClick: on.remove },
        ],
      },
    ],
    rowKey: (o) => String(o.id),
    empty: 'prices:offers.empty',
  });
}
