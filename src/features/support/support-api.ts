// Support calls of both account types: a tenant's under ordinaries/, a lessor's under user/
// (the same shapes). Query keys have `$api`'s shape, so `apiKey('get', path)` refreshes them.
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import { toFormData } from '@/api/form-data';
import type { components } from '@/api/generated/apiback';
import { unwrap } from '@/api/result';

type Api = components['schemas'];
export type Ticket = Api['Complaint'];
export type TicketDetail = Api['ComplaintDetail'];
export type TicketStatus = Api['ComplaintStatus'];
export type TicketType = Api['ComplaintType'];
export type Side = 'tenant' | 'lessor';

const LIST = {
  tenant: '/apiBack/v1/ordinaries/complaints',
  lessor: '/apiBack/v1/user/complaints',
} as const;

export interface TicketQuery {
  page?: number;
  per_page?: number;
  status?: TicketStatus;
  type?: TicketType;
  /** Lessor only: its own tickets, or tenants' complaints about its offices. */
  scope?: 'mine' | 'offices';
}

/** A page of tickets (also the table engine's query: a key and a function). */
export function ticketsQuery(side: Side, query: TicketQuery) {
  const { scope, ...common } = query;
  const init = { params: { query: side === 'lessor' ? { ...common, scope } : common } };
  return {
    queryKey: ['get', LIST[side], init] as const,
    queryFn: ({ signal }: { signal?: AbortSignal }) =>
      side === 'tenant'
        ? unwrap(
            apiClient.GET('/apiBack/v1/ordinaries/complaints', {
              params: { query: common },
              signal,
            }),
          )
        : unwrap(apiClient.GET('/apiBack/v1/user/complaints', { ...init, signal })),
  };
}

export const TICKET_KEYS = [
  ['get', LIST.tenant],
  ['get', LIST.lessor],
  ['get', `${LIST.tenant}/{id}`],
  ['get', `${LIST.lessor}/{id}`],
] as const;

export function ticketOptions(side: Side, id: number) {
  const init = { params: { path: { id } } };
  return queryOptions({
    queryKey: ['get', `${LIST[side]}/{id}`, init] as const,
    queryFn: ({ signal }) =>
      side === 'tenant'
        ? unwrap(apiClient.GET('/apiBack/v1/ordinaries/complaints/{id}', { ...init, signal }))
        : unwrap(apiClient.GET('/apiBack/v1/user/complaints/{id}', { ...init, signal })),
  });
}

export type NewTicket = Api['ComplaintInput'];

export async function openTicket(side: Side, body: NewTicket) {
  const init = { body, bodySerializer: toFormData };
  const res =
    side === 'tenant'
      ? await unwrap(apiClient.POST('/apiBack/v1/ordinaries/complaints', init))
      : await unwrap(apiClient.POST('/apiBack/v1/user/complaints', init));
  return res.data;
}

export async function replyToTicket(side: Side, id: number, body: Api['ComplaintReplyForm']) {
  const init = { params: { path: { id } }, body, bodySerializer: toFormData };
  const res =
    side === 'tenant'
      ? await unwrap(apiClient.POST('/apiBack/v1/ordinaries/complaints/{id}/replies', init))
      : await unwrap(apiClient.POST('/apiBack/v1/user/complaints/{id}/replies', init));
  return res.data;
}

export async function setClosed(side: Side, id: number, closed: boolean) {
  const params = { path: { id } };
  if (side === 'tenant')
    return closed
      ? unwrap(apiClient.POST('/apiBack/v1/ordinaries/complaints/{id}/close', { params }))
      : unwrap(apiClient.POST('/apiBack/v1/ordinaries/complaints/{id}/reopen', { params }));
  return closed
    ? unwrap(apiClient.POST('/apiBack/v1/user/complaints/{id}/close', { params }))
    : unwrap(apiClient.POST('/apiBack/v1/user/complaints/{id}/reopen', { params }));
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
