// Contract models of the lessor: its own first, then the platform's shared models, with
// their type, how many live contracts use each, and what may be done with it (a platform
// model is read-only: view or duplicate; one's own: edit, duplicate, delete).
import { $api } from '@/api/query';
import type { components } from '@/api/generated/apiback';
import { defineTable } from '@/engines/table';

type Model = components['schemas']['ContractModel'];

export const modelPath = (m: Pick<Model, 'id'>) =>
  `/dashboard/contracts/edit-contract-model/${m.id}`;

export function makeContractModelsTable(on: {
  duplicate: (m: Model) => void;
  remove: (m: Model) => void;
}) {
  return defineTable({
    ns: 'contracts',
    query: ({ page }) =>
      $api.queryOptions('get', '/apiBack/v1/user/contract-models', {
        params: { query: { page } },
      }),
    columns: [
      { key: 'name', cell: 'text' },
      { key: 'type', cell: 'enum', prefix: 'enums.contractType' },
      { key: 'owner', cell: 'enum', prefix: 'models.owners' },
      { key: 'in_use', cell: 'text' },
      { key: 'updated_at', cell: 'date' },
      {
        id: 'actions',
        cell: 'actions',
        actions: [
          { key: 'edit', label: 'actions.edit', to: modelPath, when: (m) => m.owner === 'own' },
          { key: 'view', label: 'actions.view', to: modelPath, when: (m) => m.owner !== 'own' },
          { key: 'duplicate', label: 'actions.duplicate', onClick: on.duplicate },
          {
            key: 'delete',
            label: 'actions.delete',
            onClick: on.remove,
            when: (m) => m.owner === 'own',
          },
        ],
      },
    ],
    rowKey: (row) => String(row.id),
    empty: 'contracts:models.empty',
  });
}
