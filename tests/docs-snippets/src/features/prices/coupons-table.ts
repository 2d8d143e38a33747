// Generated from docs/adding-a-screen.md by `npm run docs:snippets`: edit the doc, not this file.
// src/features/prices/coupons-table.ts
import type { TFunction } from 'i18next';
import { $api } from '@/api/query';
import { defineTable } from '@/engines/table';

export function makeCouponsTable(t: TFunction, lang: string) {
  return defineTable({
    ns: 'prices',
    query: ({ page }) =>
      $api.queryOptions('get', '/apiBack/v1/user/coupons', { params: { query: { page } } }),
    columns: [
      { key: 'code', cell: 'text' },
      { key: 'max_uses', cell: 'text', value: (c) => c.max_uses.toLocaleString(lang) },
      {
        key: 'is_active',
        cell: 'text',
        value: (c) =>
          t(c.is_active ? 'prices:discountState.active' : 'prices:discountState.paused'),
      },
    ],
    rowActions: {
      edit: (c) => `/dashboard/prices/coupons/${c.id}`,
      remove: {
        path: '/apiBack/v1/user/coupons/{id}', // a DELETE of the contract, or tsc fails
        id: (c) => c.id, // what that operation takes, or tsc fails
        name: (c) => c.code,
        title: 'prices:coupons.deleteTitle',
        body: 'prices:coupons.deleteBody', // "The coupon {{name}} will be deleted."
        done: 'prices:saved',
      },
    },
    rowKey: (c) => String(c.id),
    empty: 'prices:coupons.empty',
  });
}
