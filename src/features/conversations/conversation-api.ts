// The conversation calls of both sides: a tenant's under ordinaries/, a lessor's under
// user/ (the same shapes), through the two-sided helper. Screens ask for "my side" and never
// spell a path twice; each write refreshes what it changes.
import type { QueryClient } from '@tanstack/react-query';
import { toFormData } from '@/api/form-data';
import type { components } from '@/api/generated/apiback';
import { sideKeys, sideQuery, useSideMutation, type Side } from '@/api/two-sided';

type Api = components['schemas'];
export type Conversation = Api['Conversation'];
export type ChatMessage = Api['ChatMessage'];

export interface InboxQuery {
  page?: number;
  per_page?: number;
  unread_only?: boolean;
}

/** The inbox query of a side (latest activity first, with the unread total). */
export function inboxOptions(side: Side, query: InboxQuery) {
  return sideQuery(side, '/conversations', { params: { query } });
}

/** Every inbox query of both sides (what sending refreshes). */
export const INBOX_KEYS = sideKeys('/conversations');

/** After reading, blocking or reporting: the inboxes, the conversation and the bell. */
export const AFTER_READ_KEYS = [
  ...INBOX_KEYS,
  ...sideKeys('/conversations/{id}'),
  ...sideKeys('/notifications'),
];

export function conversationOptions(side: Side, id: number) {
  return sideQuery(side, '/conversations/{id}', { params: { path: { id } } });
}

export interface MessageQuery {
  after_id?: number;
  before_id?: number;
  limit?: number;
}

/** One batch of a conversation's messages (always asked afresh: the thread merges them). */
export async function fetchMessages(
  client: QueryClient,
  side: Side,
  id: number,
  query: MessageQuery,
) {
  const options = sideQuery(side, '/conversations/{id}/messages', {
    params: { path: { id }, query },
  });
  return (await client.fetchQuery({ ...options, staleTime: 0 })).data;
}

/** Send: `mutateAsync(messageInit(id, { text, image }))`. */
export function useSendMessage(side: Side) {
  return useSideMutation(side, 'post', '/conversations/{id}/messages', {
    invalidates: INBOX_KEYS,
  });
}
export const messageInit = (id: number, body: { text?: string; image?: Blob }) => ({
  params: { path: { id } },
  body,
  bodySerializer: toFormData,
});

/** Mark read up to a message: `mutateAsync({ params: { path: { id } }, body: { up_to_id } })`. */
export function useMarkConversationRead(side: Side) {
  return useSideMutation(side, 'post', '/conversations/{id}/read', {
    invalidates: AFTER_READ_KEYS,
  });
}

export function useSetBlocked(side: Side) {
  return useSideMutation(side, 'post', '/conversations/{id}/block', {
    invalidates: AFTER_READ_KEYS,
  });
}

export type ReportBody = Api['ConversationReportInput'];

export function useReportConversation(side: Side) {
  return useSideMutation(side, 'post', '/conversations/{id}/report', {
    invalidates: AFTER_READ_KEYS,
  });
}
