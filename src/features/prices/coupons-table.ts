// The lessor's coupons: code, discount, uses and used, active dates, units, price types.
import type { TFunction } from 'i18next';
import { $api } from '@/api/query';
import type { components } from '@/api/generated/apiback';
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

type Coupon = components['schemas']['Coupon'];

export function makeCouponsTable(t: TFunction, lang: string, on: { remove: (c: Coupon) => void }) {
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
      {
        id: 'actions',
        cell: 'actions',
        actions: [
          { key: 'edit', label: 'actions.edit', to: (c) => `/dashboard/prices/coupons/${c.id}` },
          { key: 'delete', label: 'actions.delete', onClick: on.remove },
        ],
      },
    ],
    rowKey: (c) => String(c.id),
    empty: 'prices:coupons.empty',
  });
}
