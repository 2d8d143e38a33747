// Deposit ("down") percentage per unit, with an edit action.
import { $api } from '@/api/query';
import { defineTable } from '@/engines/table';
import { ltr } from './discount-cells';

export const downPricesTable = defineTable({
  ns: 'prices',
  query: ({ page }) =>
    $api.queryOptions('get', '/apiBack/v1/user/down-prices', { params: { query: { page } } }),
  columns: [
    { key: 'unit_name', cell: 'text' },
    { key: 'office_name', cell: 'text' },
    { key: 'deposit_percent', cell: 'text', value: (d) => ltr(`${d.deposit_percent}%`) },
  ],
  rowActions: { edit: (d) => `/dashboard/prices/down-prices/${d.unit_id}` },
  rowKey: (d) => String(d.unit_id),
  empty: 'prices:downPrices.empty',
});
