// /dashboard/messages/:id: one conversation. On wide screens the inbox stays beside it;
// on a phone the thread takes the screen with a way back to the inbox.
import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Grid } from '@chakra-ui/react/grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { errorMessageKey } from '@/api/result';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/lib/session';
import { toaster } from '@/lib/toaster';
import { Composer } from './composer';
import { conversationOptions, useSetBlocked } from './conversation-api';
import { INBOX_POLL_MS, InboxList } from './inbox-list';
import { MessageList } from './message-list';
import { ReportPanel } from './report-panel';
import { ThreadHeader } from './thread-header';
import { useMessages } from './use-messages';

export function ThreadPage() {
  const { t } = useTranslation('conversations');
  const id = Number(useParams().id);
  const { side } = useSession();
  const query = useQuery({ ...conversationOptions(side, id), refetchInterval: INBOX_POLL_MS });
  const thread = useMessages(side, id);
  const [reporting, setReporting] = useState(false);
  const setBlocked = useSetBlocked(side);
  const blocking = setBlocked.isPending;

  const block = async (blocked: boolean) => {
    try {
      await setBlocked.mutateAsync({ params: { path: { id } }, body: { blocked } });
    } catch (error) {
      toaster.create({ type: 'error', title: t(errorMessageKey(error)) });
    }
  };

  // A failed poll keeps the conversation on screen; the next poll tries again.
  const body = (
    <QueryState
      queries={[query]}
      keepData
      label={t('loading')}
      spinner={{ alignSelf: 'center', my: '10' }}
    >
      {({ data: c }) => (
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
              onSent={(m) => thread.append(m)}
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
      )}
    </QueryState>
  );
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
