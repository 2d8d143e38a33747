// The inbox: one line per conversation, latest activity first — who, about which office,
// the last message (mine prefixed "You:"), when, and my unread count. Polled, so a new
// message moves its conversation to the top and raises its count while the page is open.
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorFallback } from '@/components/error-fallback';
import { formatDate, formatDateTime } from '@/domain/format';
import { type Side } from '@/api/two-sided';
import { inboxOptions, type Conversation } from './conversation-api';
import { PartyAvatar } from './party-avatar';

/** How often the inbox asks for new activity. */
export const INBOX_POLL_MS = 10_000;

function when(iso: string): string {
  const today = formatDate(new Date());
  // Today's messages show the time, older ones the date.
  return formatDate(iso) === today ? formatDateTime(iso).slice(0, 5) : formatDate(iso);
}

function Item({ c, active }: { c: Conversation; active: boolean }) {
  const { t } = useTranslation('conversations');
  const last = c.last_message;
  const preview = last ? (last.text ?? (last.has_image ? t('photo') : '')) : t('noMessages');
  return (
    <Box asChild display="block" data-testid="inbox-item" data-unread={c.unread_count}>
      <RouterLink to={`/dashboard/messages/${c.id}`} aria-current={active ? 'page' : undefined}>
        <Flex
          gap="3"
          p="3"
          borderRadius="l2"
          align="flex-start"
          bg={active ? 'brand.50' : undefined}
          _hover={{ bg: 'gray.50' }}
        >
          <PartyAvatar name={c.other.name} />
          <Stack gap="0.5" flex="1" minW="0">
            <Flex justify="space-between" gap="2" align="baseline">
              <Text fontWeight="bold" dir="auto" truncate>
                {c.other.name}
              </Text>
              <Text fontSize="xs" color="fg.muted" flexShrink={0}>
                <bdi dir="ltr">{when(c.updated_at)}</bdi>
              </Text>
            </Flex>
            <Text fontSize="sm" color="brand.800" dir="auto" truncate>
              {c.office.name}
            </Text>
            <Flex justify="space-between" gap="2" align="center">
              <Text
                fontSize="sm"
                color={c.unread_count ? 'fg' : 'fg.muted'}
                fontWeight={c.unread_count ? 'bold' : undefined}
                truncate
              >
                {last?.mine && t('you')}
                <bdi>{preview}</bdi>
              </Text>
              {c.unread_count > 0 && (
                <Box
                  as="span"
                  flexShrink={0}
                  minW="5"
                  px="1.5"
                  borderRadius="full"
                  bg="brand.700"
                  color="white"
                  fontSize="xs"
                  fontWeight="bold"
                  textAlign="center"
                  aria-label={t('unreadCount', { count: c.unread_count })}
                  data-testid="inbox-unread"
                >
                  {c.unread_count}
                </Box>
              )}
            </Flex>
          </Stack>
        </Flex>
      </RouterLink>
    </Box>
  );
}

export function InboxList(props: { side: Side; unreadOnly?: boolean; activeId?: number }) {
  const { t } = useTranslation('conversations');
  const query = useQuery({
    ...inboxOptions(props.side, { per_page: 50, unread_only: props.unreadOnly }),
    refetchInterval: INBOX_POLL_MS,
  });
  if (query.isError && !query.data)
    return <ErrorFallback error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data)
    return (
      <Stack gap="3" aria-hidden>
        {[0, 1, 2].map((k) => (
          <Skeleton key={k} h="16" />
        ))}
      </Stack>
    );
  const list = query.data.data.data;
  if (!list.length)
    return (
      <Text color="fg.muted" py="6" textAlign="center" data-testid="inbox-empty">
        {props.unreadOnly ? t('emptyUnread') : t('empty')}
      </Text>
    );
  return (
    <Stack as="ul" gap="1" listStyleType="none" data-testid="inbox">
      {list.map((c) => (
        <li key={c.id}>
          <Item c={c} active={c.id === props.activeId} />
        </li>
      ))}
    </Stack>
  );
}
