// The conversation calls of both sides: a tenant's under ordinaries/, a lessor's under
// user/ (the same shapes). Screens ask for "my side" and never spell a path twice.
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '@/api/client';
import { toFormData } from '@/api/form-data';
import type { components } from '@/api/generated/apiback';
import { unwrap } from '@/api/result';

type Api = components['schemas'];
export type Conversation = Api['Conversation'];
export type ChatMessage = Api['ChatMessage'];
export type Side = 'tenant' | 'lessor';

const TENANT = '/apiBack/v1/ordinaries/conversations';
const LESSOR = '/apiBack/v1/user/conversations';

export interface InboxQuery {
  page?: number;
  per_page?: number;
  unread_only?: boolean;
}

/**
 * The inbox query of a side (latest activity first, with the unread total). Its key has the
 * shape of `$api`'s (`['get', path, init]`), so `apiKey(...)` invalidates it.
 */
export function inboxOptions(side: Side, query: InboxQuery) {
  const init = { params: { query } };
  return queryOptions({
    queryKey: ['get', side === 'tenant' ? TENANT : LESSOR, init] as const,
    queryFn: ({ signal }) =>
      side === 'tenant'
        ? unwrap(apiClient.GET('/apiBack/v1/ordinaries/conversations', { ...init, signal }))
        : unwrap(apiClient.GET('/apiBack/v1/user/conversations', { ...init, signal })),
  });
}

/** Every inbox query of both sides (what to refresh after reading or sending). */
export const INBOX_KEYS = [
  ['get', '/apiBack/v1/ordinaries/conversations'],
  ['get', '/apiBack/v1/user/conversations'],
] as const;

export function conversationOptions(side: Side, id: number) {
  const init = { params: { path: { id } } };
  return queryOptions({
    queryKey: ['get', `${side === 'tenant' ? TENANT : LESSOR}/{id}`, init] as const,
    queryFn: ({ signal }) =>
      side === 'tenant'
        ? unwrap(apiClient.GET('/apiBack/v1/ordinaries/conversations/{id}', { ...init, signal }))
        : unwrap(apiClient.GET('/apiBack/v1/user/conversations/{id}', { ...init, signal })),
  });
}

export interface MessageQuery {
  after_id?: number;
  before_id?: number;
  limit?: number;
}

export async function fetchMessages(side: Side, id: number, query: MessageQuery) {
  const params = { path: { id }, query };
  const res =
    side === 'tenant'
      ? await unwrap(
          apiClient.GET('/apiBack/v1/ordinaries/conversations/{id}/messages', { params }),
        )
      : await unwrap(apiClient.GET('/apiBack/v1/user/conversations/{id}/messages', { params }));
  return res.data;
}

export async function sendMessage(side: Side, id: number, body: { text?: string; image?: Blob }) {
  const init = { params: { path: { id } }, body, bodySerializer: toFormData };
  const res =
    side === 'tenant'
      ? await unwrap(apiClient.POST('/apiBack/v1/ordinaries/conversations/{id}/messages', init))
      : await unwrap(apiClient.POST('/apiBack/v1/user/conversations/{id}/messages', init));
  return res.data;
}

export async function markRead(side: Side, id: number, upTo?: number) {
  const init = { params: { path: { id } }, body: upTo ? { up_to_id: upTo } : {} };
  const res =
    side === 'tenant'
      ? await unwrap(apiClient.POST('/apiBack/v1/ordinaries/conversations/{id}/read', init))
      : await unwrap(apiClient.POST('/apiBack/v1/user/conversations/{id}/read', init));
  return res.data;
}

export async function setBlocked(side: Side, id: number, blocked: boolean) {
  const init = { params: { path: { id } }, body: { blocked } };
  const res =
    side === 'tenant'
      ? await unwrap(apiClient.POST('/apiBack/v1/ordinaries/conversations/{id}/block', init))
      : await unwrap(apiClient.POST('/apiBack/v1/user/conversations/{id}/block', init));
  return res.data;
}

export type ReportBody = Api['ConversationReportInput'];

export async function reportConversation(side: Side, id: number, body: ReportBody) {
  const init = { params: { path: { id } }, body };
  const res =
    side === 'tenant'
      ? await unwrap(apiClient.POST('/apiBack/v1/ordinaries/conversations/{id}/report', init))
      : await unwrap(apiClient.POST('/apiBack/v1/user/conversations/{id}/report', init));
  return res.data;
}
