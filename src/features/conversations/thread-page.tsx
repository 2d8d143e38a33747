// /dashboard/messages/:id: one conversation. On wide screens the inbox stays beside it;
// on a phone the thread takes the screen with a way back to the inbox.
import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Grid } from '@chakra-ui/react/grid';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { errorMessageKey } from '@/api/result';
import { ErrorFallback } from '@/components/error-fallback';
import { toaster } from '@/lib/toaster';
import { Composer } from './composer';
import { conversationOptions, INBOX_KEYS, setBlocked } from './conversation-api';
import { INBOX_POLL_MS, InboxList } from './inbox-list';
import { AFTER_READ_KEYS, MessageList } from './message-list';
import { ReportPanel } from './report-panel';
import { ThreadHeader } from './thread-header';
import { useMessages } from './use-messages';
import { useSide } from './use-side';

export function ThreadPage() {
  const { t } = useTranslation('conversations');
  const id = Number(useParams().id);
  const side = useSide();
  const client = useQueryClient();
  const query = useQuery({ ...conversationOptions(side, id), refetchInterval: INBOX_POLL_MS });
  const thread = useMessages(side, id);
  const [reporting, setReporting] = useState(false);
  const [blocking, setBlocking] = useState(false);
  const refresh = () =>
    Promise.all(AFTER_READ_KEYS.map((queryKey) => client.invalidateQueries({ queryKey })));

  const block = async (blocked: boolean) => {
    setBlocking(true);
    try {
      await setBlocked(side, id, blocked);
      await refresh();
    } catch (error) {
      toaster.create({ type: 'error', title: t(errorMessageKey(error)) });
    } finally {
      setBlocking(false);
    }
  };

  let body;
  if (query.isError && !query.data)
    body = <ErrorFallback error={query.error} onRetry={() => void query.refetch()} />;
  else if (!query.data)
    body = <Spinner role="status" aria-label={t('loading')} alignSelf="center" my="10" />;
  else {
    const c = query.data.data;
    body = (
      <Stack gap="3" data-testid="thread">
        <ThreadHeader
          c={c}
          blocking={blocking}
          onBlock={(b) => void block(b)}
          onReport={() => setReporting(true)}
        />
        {reporting && (
          <ReportPanel
            side={side}
            id={id}
            onCancel={() => setReporting(false)}
            onDone={() => {
              setReporting(false);
              toaster.create({ type: 'success', title: t('report.sent') });
              void refresh();
            }}
          />
        )}
        {!c.contacts_visible && (
          <Alert.Root status="info" size="sm" data-testid="contacts-hidden">
            <Alert.Indicator />
            <Alert.Title fontWeight="normal">{t('contactsHidden')}</Alert.Title>
          </Alert.Root>
        )}
        <MessageList side={side} id={id} thread={thread} />
        {c.blocked === 'none' ? (
          <Composer
            side={side}
            id={id}
            contactsVisible={c.contacts_visible}
            onSent={(m) => {
              thread.append(m);
              for (const queryKey of INBOX_KEYS) void client.invalidateQueries({ queryKey });
            }}
          />
        ) : (
          <Text
            color="fg.muted"
            textAlign="center"
            py="3"
            role="status"
            data-testid="thread-blocked"
          >
            {c.blocked === 'by_me' ? t('blockedByMe') : t('blockedByOther')}
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <Grid templateColumns={{ base: '1fr', lg: '18rem 1fr' }} gap="5" alignItems="start">
      <Box hideBelow="lg" borderEndWidth="1px" borderColor="border.muted" pe="3">
        <Text asChild fontWeight="bold" mb="2" display="block">
          <RouterLink to="/dashboard/messages">{t('title')}</RouterLink>
        </Text>
        <InboxList side={side} activeId={id} />
      </Box>
      {body}
    </Grid>
  );
}
