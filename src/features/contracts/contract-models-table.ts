// Contract models of the lessor: its own first, then the platform's shared models, with
// their type, how many live contracts use each, and what may be done with it (a platform
// model is read-only: view or duplicate; one's own: edit, duplicate, delete unless a live
// contract uses it: the dialog says so, the backend refuses it too).
import { $api } from '@/api/query';
import { defineTable, type QueryParams } from '@/engines/table';
import { modelPath } from './model-path';
import { useDuplicateModel } from './use-duplicate-model';

export { modelPath };

export function makeContractModelsTable() {
  return defineTable({
    ns: 'contracts',
    // Typed params: the row type comes from the query before the columns and row actions.
    query: ({ page }: QueryParams) =>
      $api.queryOptions('get', '/apiBack/v1/user/contract-models', {
        params: { query: { page } },
      }),
    columns: [
      { key: 'name', cell: 'text' },
      { key: 'type', cell: 'enum', prefix: 'enums.contractType' },
      { key: 'owner', cell: 'enum', prefix: 'models.owners' },
      { key: 'in_use', cell: 'text' },
      { key: 'updated_at', cell: 'date' },
    ],
    // Arrows, not the bare functions: the row type is the query's (see RowActions.useActions).
    rowActions: {
      // Edit one's own, view the platform's.
      actions: [
        {
          key: 'edit',
          label: 'actions.edit',
          to: (m) => modelPath(m),
          when: (m) => m.owner === 'own',
        },
        {
          key: 'view',
          label: 'actions.view',
          to: (m) => modelPath(m),
          when: (m) => m.owner !== 'own',
        },
      ],
      useActions: (list) => useDuplicateModel(list),
      remove: {
        path: '/apiBack/v1/user/contract-models/{id}',
        when: (m) => m.owner === 'own',
        title: 'contracts:models.deleteTitle',
        body: 'contracts:models.deleteBody',
        cancel: 'actions.back',
        done: 'contracts:models.deleted',
        id: (m) => m.id,
        name: (m) => m.name,
        blocked: (m) =>
          (m.in_use ?? 0) > 0
            ? { body: 'contracts:models.inUseBody', values: { count: m.in_use } }
            : undefined,
      },
    },
    rowKey: (row) => String(row.id),
    empty: 'contracts:models.empty',
  });
}
