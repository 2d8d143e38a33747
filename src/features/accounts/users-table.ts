// The users of a lessor account: the owner first, then the members with their roles. The
// owner's row and the caller's own row offer no "delete" (the backend refuses them too).
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { $api } from '@/api/query';
import type { components } from '@/api/generated/apiback';
import { canRemoveUser } from '@/domain/account-roles';
import { formatSaudiMobile } from '@/domain/format';
import { defineTable } from '@/engines/table';
import { useSession } from '@/lib/session';

export type LessorUser = components['schemas']['LessorUser'];

export function makeUsersTable(t: TFunction, me: number | undefined) {
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
    ],
    rowActions: {
      remove: {
        path: '/apiBack/v1/user/users/{id}',
        id: (u) => u.id,
        name: (u) => `${u.first_name} ${u.last_name}`,
        when: (u) => canRemoveUser(u, me),
        label: 'users.delete',
        title: 'accounts:users.deleteTitle',
        body: 'accounts:users.deleteBody',
        confirm: 'users.delete',
        cancel: 'users.cancel',
        done: 'accounts:users.deleted',
      },
    },
    rowKey: (u) => String(u.id),
    empty: 'accounts:users.empty',
  });
}

/** The list as the signed-in user sees it ("(you)" on their row, no delete of their own). */
export const usersTable = {
  useTable: () => {
    const { t } = useTranslation('accounts');
    const me = useSession().user?.id;
    return useMemo(() => makeUsersTable(t, me), [t, me]);
  },
};
