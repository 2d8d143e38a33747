// The users of a lessor account: the owner first, then the members with their roles. The
// owner's row and the caller's own row offer no "delete" (the backend refuses them too).
import type { TFunction } from 'i18next';
import { $api } from '@/api/query';
import type { components } from '@/api/generated/apiback';
import { canRemoveUser } from '@/domain/account-roles';
import { formatSaudiMobile } from '@/domain/format';
import { defineTable } from '@/engines/table';

export type LessorUser = components['schemas']['LessorUser'];

export function makeUsersTable(
  t: TFunction,
  me: number | undefined,
  on: { remove: (u: LessorUser) => void },
) {
  return defineTable({
    ns: 'accounts',
    filters: [{ key: 'phoneSearch', kind: 'search', digits: true }],
    query: ({ page, filters }) =>
      $api.queryOptions('get', '/apiBack/v1/user/users', {
        params: { query: { page, phone: filters.phoneSearch?.trim() || undefined } },
      }),
    columns: [
      {
        id: 'name',
        cell: 'text',
        value: (u) => `${u.first_name} ${u.last_name}${u.id === me ? ` ${t('users.you')}` : ''}`,
      },
      { key: 'phone', cell: 'text', value: (u) => `\u2066${formatSaudiMobile(u.phone)}\u2069` },
      { key: 'role', cell: 'enum', prefix: 'users.roles' },
      { key: 'created_at', cell: 'date' },
      {
        id: 'actions',
        cell: 'actions',
        actions: [
          {
            key: 'delete',
            label: 'users.delete',
            onClick: on.remove,
            when: (u) => canRemoveUser(u, me),
          },
        ],
      },
    ],
    rowKey: (u) => String(u.id),
    empty: 'accounts:users.empty',
  });
}
