// Support tickets on the table engine: number, subject, kind (complaint, inquiry, ad or
// chat report), status, the time left to the promised answer, opened on, and the way in.
// Filters by status and type. The lessor's "about my offices" list opens the read-only view.
import { useMemo } from 'react';
import { complaintStatusValues, complaintTypeValues } from '@/api/generated/apiback';
import { defineStatuses } from '@/components/status';
import { defineTable } from '@/engines/table';
import { type Side } from '@/api/two-sided';
import { useSession } from '@/lib/session';
import { sideOf, storedAccountTypeHint } from '@/lib/session/session-store';
import { ticketsQuery, type TicketScope, type TicketStatus } from './support-api';
import { truncateText } from '@/domain';

export const ticketStatuses = defineStatuses<TicketStatus>('status', {
  open: 'progress',
  answered: 'info',
  closed: 'neutral',
});

const asStatus = (v?: string) => complaintStatusValues.find((s) => s === v);
const asType = (v?: string) => complaintTypeValues.find((s) => s === v);

export function makeTicketsTable(side: Side, scope: TicketScope = 'mine') {
  const base = scope === 'mine' ? '/dashboard/supports' : '/dashboard/home/supports';
  return defineTable({
    ns: 'support',
    filters: [
      {
        key: 'status',
        kind: 'select',
        options: complaintStatusValues.map((value) => ({ value, label: `status.${value}` })),
      },
      {
        key: 'type',
        kind: 'select',
        options: complaintTypeValues.map((value) => ({ value, label: `kinds.${value}` })),
      },
    ],
    query: ({ page, filters }) =>
      ticketsQuery(side, {
        page,
        status: asStatus(filters.status),
        type: asType(filters.type),
        scope: side === 'lessor' ? scope : undefined,
      }),
    columns: [
      { key: 'id', cell: 'text', value: (c) => `#${c.id}` },
      {
        key: 'subject',
        cell: 'text',
        // Reports have no subject: their reason’s first words stand for it (40 characters keep
        // the lessor’s list, which adds the office column, within a 1280 px screen).
        value: (c) => c.subject ?? truncateText(c.reason, 40),
      },
      {
        id: 'kind',
        cell: 'enum',
        prefix: 'kinds',
        value: (c) => (c.source === 'support' ? c.type : c.source),
      },
      ...(scope === 'offices' ? [{ key: 'office_name' as const, cell: 'text' as const }] : []),
      { key: 'status', cell: 'status', statuses: ticketStatuses },
      { key: 'due_at', cell: 'timeLeft' },
      { key: 'created_at', cell: 'date' },
      { id: 'view', cell: 'link', to: (c) => `${base}/${c.id}` },
    ],
    rowKey: (c) => String(c.id),
    empty: scope === 'mine' ? 'support:empty' : 'support:emptyOffices',
  });
}

/** The list for the signed-in account type (a tenant's or a lessor's tickets). */
const ticketsTable = (scope: TicketScope) => ({
  useTable: () => {
    const { side } = useSession();
    return useMemo(() => makeTicketsTable(side, scope), [side]);
  },
  forLoader: () => makeTicketsTable(sideOf(storedAccountTypeHint()), scope),
});

/** /dashboard/supports: my tickets. */
export const myTicketsTable = ticketsTable('mine');
/** /dashboard/home/supports: tenants' complaints about my offices. */
export const officeTicketsTable = ticketsTable('offices');
