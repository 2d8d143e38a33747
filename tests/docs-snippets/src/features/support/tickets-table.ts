// Generated from docs/adding-a-screen.md by `npm run docs:snippets`: edit the doc, not this file.
// src/features/support/tickets-table.ts
import { useMemo } from 'react';
import { complaintStatusValues } from '@/api/generated/apiback';
import { defineTable } from '@/engines/table';
import { ticketsQuery } from '@/features/support/support-api';
import { useSession } from '@/lib/session';

const asStatus = (v?: string) => complaintStatusValues.find((s) => s === v);

// The account type picks the operation (a tenant's or a lessor's tickets): a hook.
export const myTicketsTable = {
  useTable: () => {
    const { side } = useSession();
    return useMemo(
      () =>
        defineTable({
          ns: 'support',
          filters: [
            {
              key: 'status',
              kind: 'select',
              options: complaintStatusValues.map((value) => ({ value, label: `status.${value}` })),
            },
          ],
          query: ({ page, filters }) =>
            ticketsQuery(side, { page, status: asStatus(filters.status) }),
          columns: [
            { key: 'subject', cell: 'text' },
            { id: 'view', cell: 'link', to: (c) => `/dashboard/supports/${c.id}` },
          ],
          rowKey: (c) => String(c.id),
          empty: 'support:empty',
        }),
      [side],
    );
  },
};
