// /dashboard/messages: the inbox of either account type, all or unread only, with the
// number of unread messages over every conversation.
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { inboxOptions } from './conversation-api';
import { INBOX_POLL_MS, InboxList } from './inbox-list';

/** "3 unread messages" over all conversations (the same polled query as the list). */
export function UnreadTotal() {
  const { t } = useTranslation('conversations');
  const side = useSession().side;
  const query = useQuery({
    ...inboxOptions(side, { per_page: 50 }),
    refetchInterval: INBOX_POLL_MS,
  });
  const total = query.data?.data.unread_total;
  if (total === undefined) return null;
  return (
    <Text color="fg.muted" role="status" data-testid="unread-total" data-count={total}>
      {t('unreadTotal', { count: total })}
    </Text>
  );
}

export function InboxPage() {
  const { t } = useTranslation('conversations');
  const side = useSession().side;
  const [unreadOnly, setUnreadOnly] = useState(false);
  return (
    <Box>
      <Flex justify="space-between" align="flex-end" gap="3" wrap="wrap" mb="4">
        <Box>
          <Heading as="h1" size="lg">
            {t('title')}
          </Heading>
          <UnreadTotal />
        </Box>
        <Flex role="group" aria-label={t('filter')} gap="2">
          {[false, true].map((only) => (
            <Button
              key={String(only)}
              size="sm"
              colorPalette="brand"
              variant={unreadOnly === only ? 'solid' : 'outline'}
              aria-pressed={unreadOnly === only}
              onClick={() => setUnreadOnly(only)}
            >
              {only ? t('tabs.unread') : t('tabs.all')}
            </Button>
          ))}
        </Flex>
      </Flex>
      <InboxList side={side} unreadOnly={unreadOnly} />
    </Box>
  );
}
