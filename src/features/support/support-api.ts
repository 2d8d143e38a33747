// Support calls of both account types: a tenant's under ordinaries/, a lessor's under user/
// (the same shapes), through the two-sided helper; each write refreshes what it changes.
import { useQueryClient } from '@tanstack/react-query';
import { toFormData } from '@/api/form-data';
import type { components, paths } from '@/api/generated/apiback';
import { useRefresh } from '@/api/refresh';
import { sideKeys, sideQuery, useSideMutation, type Side } from '@/api/two-sided';

/** The lessor's two ticket lists, as the contract's `scope` query names them. */
export type TicketScope = NonNullable<
  NonNullable<paths['/apiBack/v1/user/complaints']['get']['parameters']['query']>['scope']
>;

type Api = components['schemas'];
export type Ticket = Api['Complaint'];
export type TicketDetail = Api['ComplaintDetail'];
export type TicketStatus = Api['ComplaintStatus'];
export type TicketType = Api['ComplaintType'];

export interface TicketQuery {
  page?: number;
  per_page?: number;
  status?: TicketStatus;
  type?: TicketType;
  /** Lessor only: its own tickets, or tenants' complaints about its offices. */
  scope?: TicketScope;
}

/** A page of tickets (also the table engine's query: a key and a function). */
export function ticketsQuery(side: Side, query: TicketQuery) {
  const { scope, ...common } = query;
  return sideQuery(side, '/complaints', {
    params: { query: side === 'lessor' ? { ...common, scope } : common },
  });
}

/** Every ticket read of both sides, and the notifications a ticket change may add. */
export const TICKET_KEYS = [
  ...sideKeys('/complaints'),
  ...sideKeys('/complaints/{id}'),
  ...sideKeys('/notifications'),
];

export function ticketOptions(side: Side, id: number) {
  return sideQuery(side, '/complaints/{id}', { params: { path: { id } } });
}

export type NewTicket = Api['ComplaintInput'];

export function useOpenTicket(side: Side) {
  return useSideMutation(side, 'post', '/complaints', { invalidates: TICKET_KEYS });
}
export const openTicketInit = (body: NewTicket) => ({ body, bodySerializer: toFormData });

/** A reply; the answer (the ticket as it now is) goes straight into the ticket's cache. */
export function useReplyToTicket(side: Side, id: number) {
  const client = useQueryClient();
  return useSideMutation(side, 'post', '/complaints/{id}/replies', {
    invalidates: TICKET_KEYS,
    onSuccess: (res) => client.setQueryData(ticketOptions(side, id).queryKey, res),
  });
}
export const replyInit = (id: number, body: Api['ComplaintReplyForm']) => ({
  params: { path: { id } },
  body,
  bodySerializer: toFormData,
});

export function useSetClosed(side: Side) {
  const close = useSideMutation(side, 'post', '/complaints/{id}/close', {
    invalidates: TICKET_KEYS,
  });
  const reopen = useSideMutation(side, 'post', '/complaints/{id}/reopen', {
    invalidates: TICKET_KEYS,
  });
  return {
    isPending: close.isPending || reopen.isPending,
    mutateAsync: (id: number, closed: boolean) =>
      (closed ? close : reopen).mutateAsync({ params: { path: { id } } }),
  };
}

/** After the demo's support answer (not an apiBack call): refresh the ticket reads. */
export function useRefreshTickets() {
  return useRefresh(TICKET_KEYS);
}

/** The support team's side of a ticket (embedded backend only: the demo has no back office). */
export async function answerAsSupport(id: number, text: string): Promise<void> {
  const res = await fetch(new URL(`/mock-support/complaints/${id}/answer`, location.origin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ text }),
  });
  if (!res.ok) throw new Error(`answer ${res.status}`);
}
