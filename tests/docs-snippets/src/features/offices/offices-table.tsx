// Generated from docs/adding-a-screen.md by `npm run docs:snippets`: edit the doc, not this file.
// src/features/offices/offices-table.tsx
import { $api } from '@/api/query';
import { defineTable, type QueryParams } from '@/engines/table';
import { PreviewRowDialog, PublishRowDialog } from '@/features/offices/office-row-dialogs';

export const officesTable = defineTable({
  ns: 'offices',
  query: ({ page }: QueryParams) =>
    $api.queryOptions('get', '/apiBack/v1/user/offices', { params: { query: { page } } }),
  columns: [{ key: 'name', cell: 'text' }],
  rowActions: {
    edit: (o) => `/addoffice/${o.id}`,
    dialogs: [
      { key: 'preview', label: 'actions.preview', Dialog: (p) => <PreviewRowDialog {...p} /> },
      {
        key: 'publish',
        label: 'actions.publish',
        when: (o) => o.status === 'not_published',
        Dialog: (p) => <PublishRowDialog {...p} />,
      },
    ],
  },
  rowKey: (o) => String(o.id),
  empty: 'offices:empty',
});
