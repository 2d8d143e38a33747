// The lessor's coupons: code, discount, uses and used, active dates, units, price types;
// edit, and delete after a confirmation.
import type { TFunction } from 'i18next';
import { $api } from '@/api/query';
import { defineTable } from '@/engines/table';
import { couponState } from '@/domain';
import {
  discountStatuses,
  dateRange,
  discountValue,
  ltr,
  priceTypeNames,
  unitNames,
} from './discount-cells';

export function makeCouponsTable(t: TFunction, lang: string) {
  return defineTable({
    ns: 'prices',
    query: ({ page }) =>
      $api.queryOptions('get', '/apiBack/v1/user/coupons', { params: { query: { page } } }),
    columns: [
      { key: 'code', cell: 'text' },
      { key: 'name', cell: 'text' },
      { key: 'value', cell: 'text', value: (c) => discountValue(c, lang) },
      { id: 'uses', cell: 'text', value: (c) => ltr(`${c.used_count} / ${c.max_uses}`) },
      { id: 'dates', cell: 'text', value: (c) => dateRange(c.active_from, c.active_to) },
      { key: 'units', cell: 'text', value: (r) => unitNames(r, t) },
      { key: 'price_types', cell: 'text', value: (c) => priceTypeNames(c, t) },
      {
        key: 'is_active',
        cell: 'status',
        statuses: discountStatuses,
        value: (d) => couponState(d),
      },
    ],
    rowActions: {
      edit: (c) => `/dashboard/prices/coupons/${c.id}`,
      remove: {
        path: '/apiBack/v1/user/coupons/{id}',
        title: 'prices:coupons.deleteTitle',
        body: 'prices:coupons.deleteBody',
        id: (c) => c.id,
        name: (c) => c.code,
        done: 'prices:saved',
      },
    },
    rowKey: (c) => String(c.id),
    empty: 'prices:coupons.empty',
  });
}
