// The lessor's offers: discount (the value says percentage or SAR, so no type column), dates, units, price types, activation; edit, activate or
// deactivate, delete.
import type { TFunction } from 'i18next';
import { $api } from '@/api/query';
import { defineTable } from '@/engines/table';
import { offerState } from '@/domain';
import {
  discountStatuses,
  dateRange,
  discountValue,
  priceTypeNames,
  unitNames,
} from './discount-cells';
import { useOfferToggle } from './use-offer-toggle';

export function makeOffersTable(t: TFunction, lang: string) {
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
    ],
    rowActions: {
      edit: (o) => `/dashboard/prices/offers/${o.id}`,
      useActions: (list) => useOfferToggle(list),
      remove: {
        path: '/apiBack/v1/user/offers/{id}',
        title: 'prices:offers.deleteTitle',
        body: 'prices:offers.deleteBody',
        id: (o) => o.id,
        name: (o) => o.name,
        done: 'prices:saved',
      },
    },
    rowKey: (o) => String(o.id),
    empty: 'prices:offers.empty',
  });
}
