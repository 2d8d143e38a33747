// The messages of an open conversation, grouped by day, newest at the bottom (kept in view
// as messages arrive). Arriving messages from the other side are marked read while the
// conversation is open, which also lowers the inbox count and the bell.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Fragment, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageBubble } from '@/components/message-bubble';
import { QueryState } from '@/components/query-state';
import { formatDate, formatDateTime, formatLongDate } from '@/domain/format';
import { type Side } from '@/api/two-sided';
import { useMarkConversationRead, type ChatMessage } from './conversation-api';
import type { useMessages } from './use-messages';

function useMarkRead(side: Side, id: number, messages: ChatMessage[] | undefined) {
  const { mutateAsync } = useMarkConversationRead(side);
  const marked = useRef(0);
  const newestTheirs = messages?.filter((m) => !m.mine).at(-1)?.id ?? 0;
  useEffect(() => {
    if (!newestTheirs || newestTheirs <= marked.current) return;
    marked.current = newestTheirs;
    mutateAsync({ params: { path: { id } }, body: { up_to_id: newestTheirs } }).catch(() => {
      marked.current = 0; // try again with the next poll
    });
  }, [mutateAsync, id, newestTheirs]);
}

export function MessageList(props: {
  side: Side;
  id: number;
  thread: ReturnType<typeof useMessages>;
}) {
  const { t, i18n } = useTranslation('conversations');
  const { query, loadEarlier, loadingEarlier } = props.thread;
  const messages = query.data?.messages;
  useMarkRead(props.side, props.id, messages);
  const end = useRef<HTMLDivElement>(null);
  const newest = messages?.at(-1)?.id;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [newest]);

  // A failed poll keeps the messages on screen; the next poll tries again.
  return (
    <QueryState
      queries={[query]}
      keepData
      label={t('loading')}
      spinner={{ alignSelf: 'center', my: '10' }}
    >
      {({ messages: held, hasMore, otherLastReadId }) => (
        <Stack
          gap="2"
          overflowY="auto"
          maxH={{ base: '60dvh', lg: '55vh' }}
          minH="40"
          py="2"
          aria-live="polite"
          data-testid="messages"
        >
          {hasMore && (
            <Button
              size="xs"
              variant="ghost"
              alignSelf="center"
              loading={loadingEarlier}
              onClick={() => void loadEarlier()}
            >
              {t('earlier')}
            </Button>
          )}
          {held.length === 0 && (
            <Text color="fg.muted" textAlign="center" py="6">
              {t('startHint')}
            </Text>
          )}
          {held.map((m, k) => {
            const day = formatDate(m.created_at);
            const newDay = k === 0 || formatDate(held[k - 1].created_at) !== day;
            const read = m.mine && (Boolean(m.read_at) || m.id <= otherLastReadId);
            return (
              <Fragment key={m.id}>
                {newDay && (
                  <Text textAlign="center" fontSize="xs" color="fg.muted" py="1">
                    {formatLongDate(m.created_at, i18n.language)}
                  </Text>
                )}
                <MessageBubble
                  mine={m.mine}
                  text={m.text}
                  files={m.image ? [m.image] : undefined}
                  time={formatDateTime(m.created_at).slice(0, 5)}
                  imageAlt={t('photo')}
                  note={m.masked ? t('maskedNote') : undefined}
                  receipt={m.mine ? { read, label: read ? t('read') : t('sent') } : undefined}
                />
              </Fragment>
            );
          })}
          <Box ref={end} />
        </Stack>
      )}
    </QueryState>
  );
}
