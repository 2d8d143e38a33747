// The messages of one conversation, kept up to date by polling: the first call takes the
// newest page, each later one only what came after the last message held (`after_id`, the
// cursor a server-sent event stream would resume from), merged by id. Earlier history is
// paged in with `before_id`. While the tab is hidden, react-query stops polling.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { type Side } from '@/api/two-sided';
import { fetchMessages, type ChatMessage } from './conversation-api';

/** How often an open conversation asks for new messages. */
export const MESSAGE_POLL_MS = 4000;
const PAGE = 50;

export interface Thread {
  messages: ChatMessage[];
  /** Older messages exist before the first one held. */
  hasMore: boolean;
  /** The newest message the other party has read (receipts of mine). */
  otherLastReadId: number;
}

export const messagesKey = (side: Side, id: number) => ['conversation-messages', side, id] as const;

/** Messages by id, oldest first, without duplicates (a later copy wins). */
export function mergeMessages(a: ChatMessage[], b: ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const m of [...a, ...b]) byId.set(m.id, m);
  return [...byId.values()].sort((x, y) => x.id - y.id);
}

export function useMessages(side: Side, id: number) {
  const client = useQueryClient();
  const key = useMemo(() => messagesKey(side, id), [side, id]);
  const query = useQuery({
    queryKey: key,
    queryFn: async (): Promise<Thread> => {
      const held = client.getQueryData<Thread>(key);
      const last = held?.messages.at(-1)?.id;
      const batch = await fetchMessages(
        client,
        side,
        id,
        last ? { after_id: last } : { limit: PAGE },
      );
      const read = batch.other_last_read_id ?? 0;
      if (!held || !last)
        return { messages: batch.data, hasMore: batch.has_more, otherLastReadId: read };
      return {
        messages: mergeMessages(held.messages, batch.data),
        hasMore: held.hasMore,
        otherLastReadId: Math.max(read, held.otherLastReadId),
      };
    },
    refetchInterval: MESSAGE_POLL_MS,
    enabled: id > 0,
  });

  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const loadEarlier = useCallback(async () => {
    const held = client.getQueryData<Thread>(key);
    const first = held?.messages[0]?.id;
    if (!held || !first) return;
    setLoadingEarlier(true);
    try {
      const batch = await fetchMessages(client, side, id, { before_id: first, limit: PAGE });
      client.setQueryData<Thread>(key, (now) =>
        now
          ? { ...now, messages: mergeMessages(batch.data, now.messages), hasMore: batch.has_more }
          : now,
      );
    } finally {
      setLoadingEarlier(false);
    }
  }, [client, key, side, id]);

  /** A message I just sent, shown at once. */
  const append = useCallback(
    (m: ChatMessage) =>
      client.setQueryData<Thread>(key, (now) =>
        now ? { ...now, messages: mergeMessages(now.messages, [m]) } : now,
      ),
    [client, key],
  );

  return { query, loadEarlier, loadingEarlier, append };
}
