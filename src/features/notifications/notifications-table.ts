// The notification list on the table engine: type, text, time, read state, and per row
// "open" (goes to the object and marks it read) and "mark read". Filter by type; tabs all
// and unread. Built per account type, with its read action.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationTypeValues } from '@/api/generated/apiback';
import { errorMessageKey } from '@/api/result';
import { defineStatuses } from '@/components/status';
import { defineTable } from '@/engines/table';
import { type Side } from '@/api/two-sided';
import { useSession } from '@/lib/session';
import { sideOf, storedAccountTypeHint } from '@/lib/session/session-store';
import { toaster } from '@/lib/toaster';
import { listOptions, useMarkRead, type Notification } from './notifications-api';

export const readStatuses = defineStatuses<'unread' | 'read'>('state', {
  unread: 'info',
  read: 'neutral',
});

const asType = (v: string | undefined) => notificationTypeValues.find((t) => t === v);

export function makeNotificationsTable(side: Side, markRead: (n: Notification) => void) {
  return defineTable({
    ns: 'notifications',
    tabs: [
      { id: 'all', label: 'tabs.all' },
      { id: 'unread', label: 'tabs.unread', params: { unread_only: true } },
    ],
    filters: [
      {
        key: 'type',
        kind: 'select',
        options: notificationTypeValues.map((value) => ({ value, label: `types.${value}` })),
      },
    ],
    query: ({ page, tab, filters }) =>
      listOptions(side, {
        page,
        unread_only: tab?.params?.unread_only,
        type: asType(filters.type),
      }),
    columns: [
      { key: 'type', cell: 'enum', prefix: 'types' },
      { key: 'title', cell: 'text' },
      { key: 'body', cell: 'text' },
      { key: 'created_at', cell: 'date', withTime: true },
      {
        id: 'state',
        cell: 'status',
        statuses: readStatuses,
        value: (n) => (n.read_at ? 'read' : 'unread'),
      },
      {
        id: 'actions',
        cell: 'actions',
        actions: [
          {
            key: 'open',
            label: 'actions.open',
            to: (n) => n.link ?? '',
            onClick: (n) => (n.read_at ? undefined : markRead(n)),
            when: (n) => Boolean(n.link),
          },
          {
            key: 'read',
            label: 'actions.markRead',
            onClick: markRead,
            when: (n) => !n.read_at,
          },
        ],
      },
    ],
    rowKey: (n) => String(n.id),
    empty: 'notifications:empty',
  });
}

/** The list of the signed-in account type; "open" and "mark read" mark the row read. */
export const notificationsTable = {
  useTable: () => {
    const { t } = useTranslation('notifications');
    const { side } = useSession();
    const markRead = useMarkRead(side).mutate;
    return useMemo(
      () =>
        makeNotificationsTable(side, (n) =>
          markRead(
            { params: { path: { id: n.id } } },
            {
              onError: (error) =>
                toaster.create({ type: 'error', title: t(errorMessageKey(error)) }),
            },
          ),
        ),
      [side, markRead, t],
    );
  },
  // The first page before the profile answers: the side the stored account type says (a
  // wrong hint costs one call; the page asks again under its own key).
  forLoader: () => makeNotificationsTable(sideOf(storedAccountTypeHint()), () => undefined),
};
