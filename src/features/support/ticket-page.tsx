// /dashboard/supports/:id: one ticket — what it is about, its status and the time left to
// the promised answer, the thread (the opening message, then the replies), a reply, close
// and reopen. /dashboard/home/supports/:id: a tenant's complaint about the lessor's office,
// read-only (support handles it; the lessor follows it).
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { errorMessageKey } from '@/api/result';
import { MessageBubble } from '@/components/message-bubble';
import { QueryState } from '@/components/query-state';
import { StatusChip } from '@/components/status';
import { formatDateTime } from '@/domain/format';
import { TimeLeft } from '@/engines/table';
import { useSession } from '@/lib/session';
import { toaster } from '@/lib/toaster';
import { DemoAnswer, MOCK_MODE } from './demo-answer';
import { ReplyForm } from './reply-form';
import { ticketOptions, useRefreshTickets, useSetClosed, type TicketDetail } from './support-api';
import { ticketStatuses } from './tickets-table';

function Facts({ c }: { c: TicketDetail }) {
  const { t } = useTranslation('support');
  return (
    <Flex gap="3" wrap="wrap" align="center" fontSize="sm" color="fg.muted">
      <Badge>{t(`kinds.${c.source === 'support' ? c.type : c.source}`)}</Badge>
      <StatusChip statuses={ticketStatuses} value={c.status} ns="support" />
      {c.status === 'open' && (
        <Text as="span">
          {t('answerDue')} <TimeLeft due={c.due_at} />
        </Text>
      )}
      {c.office_id && (
        <Link asChild color="brand.800" fontWeight="bold">
          <RouterLink to={`/details/${c.office_id}`}>
            {c.office_name ?? `#${c.office_id}`}
          </RouterLink>
        </Link>
      )}
      {c.reservation_id && (
        <Text as="span">
          {t('booking')} <bdi dir="ltr">#{c.reservation_id}</bdi>
        </Text>
      )}
      {c.conversation_id && c.mine && (
        <Link asChild color="brand.800" fontWeight="bold">
          <RouterLink to={`/dashboard/messages/${c.conversation_id}`}>
            {t('conversation')}
          </RouterLink>
        </Link>
      )}
    </Flex>
  );
}

export function TicketPage() {
  const { t } = useTranslation('support');
  const id = Number(useParams().id);
  const { side } = useSession();
  const query = useQuery(ticketOptions(side, id));
  return (
    <QueryState queries={[query]} label={t('loading')}>
      {({ data }) => <Ticket c={data} />}
    </QueryState>
  );
}

function Ticket({ c }: { c: TicketDetail }) {
  const { t } = useTranslation(['support', 'errors']);
  const { side } = useSession();
  const id = c.id;
  const setClosed = useSetClosed(side);
  const refresh = useRefreshTickets();
  // The close/reopen button's own wait, not the ticket's loading.
  const busy = setClosed.isPending;
  const title = c.subject ?? t(`reportTitle.${c.source}`);
  const close = async (closed: boolean) => {
    try {
      await setClosed.mutateAsync(id, closed);
    } catch (error) {
      toaster.create({ type: 'error', title: t(errorMessageKey(error)) });
    }
  };
  return (
    <Stack gap="5" maxW="3xl" data-testid="ticket" data-status={c.status}>
      <Box>
        <Button asChild size="sm" variant="ghost" px="2" mb="2">
          <RouterLink to={c.mine ? '/dashboard/supports' : '/dashboard/home/supports'}>
            {t('back')}
          </RouterLink>
        </Button>
        <Heading as="h1" size="lg" dir="auto" mb="2">
          {title} <bdi dir="ltr">#{c.id}</bdi>
        </Heading>
        <Facts c={c} />
      </Box>
      <Stack gap="3" data-testid="ticket-thread">
        <MessageBubble
          mine={c.mine}
          author={c.mine ? t('you') : (c.author_name ?? '')}
          text={c.reason}
          files={c.attachments}
          time={formatDateTime(c.created_at)}
          imageAlt={t('attachment')}
          note={
            c.report_reason
              ? t(`reasons.${c.report_reason}`, { defaultValue: c.report_reason })
              : undefined
          }
        />
        {c.replies.map((r) => (
          <MessageBubble
            key={r.id}
            mine={r.author === 'me'}
            author={r.author === 'me' ? t('you') : r.author_name}
            text={r.text}
            files={r.attachments}
            time={formatDateTime(r.created_at)}
            imageAlt={t('attachment')}
          />
        ))}
      </Stack>
      {c.mine && c.status !== 'closed' && MOCK_MODE && (
        <DemoAnswer id={c.id} onAnswered={() => void refresh()} />
      )}
      {c.mine && c.status !== 'closed' && <ReplyForm side={side} id={c.id} />}
      {c.mine ? (
        <Flex
          gap="3"
          align="center"
          wrap="wrap"
          borderTopWidth="1px"
          borderColor="border.muted"
          pt="4"
        >
          <Text color="fg.muted" fontSize="sm" flex="1">
            {c.status === 'closed' ? t('closedHint') : t('closeHint')}
          </Text>
          <Button
            size="sm"
            variant="outline"
            colorPalette={c.status === 'closed' ? 'brand' : 'red'}
            loading={busy}
            onClick={() => void close(c.status !== 'closed')}
            data-testid={c.status === 'closed' ? 'ticket-reopen' : 'ticket-close'}
          >
            {c.status === 'closed' ? t('reopen') : t('close')}
          </Button>
        </Flex>
      ) : (
        <Text color="fg.muted" fontSize="sm">
          {t('readOnly')}
        </Text>
      )}
    </Stack>
  );
}
