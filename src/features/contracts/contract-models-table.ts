// Contract models of the lessor: the platform's shared models and the lessor's own copies.
import { $api } from '@/api/query';
import { defineTable } from '@/engines/table';

export const contractModelsTable = defineTable({
  ns: 'contracts',
  query: ({ page }) =>
    $api.queryOptions('get', '/apiBack/v1/user/contract-models', {
      params: { query: { page } },
    }),
  columns: [
    { key: 'name', cell: 'text' },
    { key: 'type', cell: 'enum', prefix: 'models.types' },
    { key: 'updated_at', cell: 'date' },
  ],
  rowKey: (row) => String(row.id),
  empty: 'contracts:models.empty',
});
