// /demo/outbox (mock mode only): what the embedded backend would have sent by WhatsApp,
// SMS and e-mail, newest first, so a tester can read the exact text a tenant or a lessor
// gets. Not part of the API contract (a real backend sends them for real).
import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { QueryState } from '@/components/query-state';
import { Ltr } from '@/components/ltr';
import { formatDateTime } from '@/domain/format';
import { OUTBOX_CHANNELS, type OutboxChannel } from '@/domain/messaging/notification-channels';

interface OutboxMessage {
  id: number;
  channel: OutboxChannel;
  to: string;
  to_name: string;
  to_name_en: string;
  subject: string | null;
  body: string;
  link: string | null;
  created_at: string;
}

const PALETTE: Record<OutboxChannel, string> = { whatsapp: 'green', sms: 'blue', email: 'purple' };

async function fetchOutbox(channel: OutboxChannel | undefined): Promise<OutboxMessage[]> {
  const url = new URL('/mock-outbox', location.origin);
  if (channel) url.searchParams.set('channel', channel);
  const res = await fetch(url);
  if (!res.ok) throw new Error(`outbox ${res.status}`);
  return ((await res.json()) as { data: OutboxMessage[] }).data;
}

function Message({ m }: { m: OutboxMessage }) {
  const { t, i18n } = useTranslation('notifications');
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="l3"
      p="4"
      bg="bg"
      data-testid="outbox-message"
      data-channel={m.channel}
    >
      <Flex justify="space-between" gap="2" wrap="wrap" mb="2">
        <Flex gap="2" align="center" wrap="wrap">
          <Badge colorPalette={PALETTE[m.channel]}>{t(`channels.${m.channel}`)}</Badge>
          <Text fontWeight="bold" dir="auto">
            {i18n.language.startsWith('en') ? m.to_name_en : m.to_name}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            <Ltr>{m.to}</Ltr>
          </Text>
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          <Ltr>{formatDateTime(m.created_at)}</Ltr>
        </Text>
      </Flex>
      {m.subject && (
        <Text fontWeight="bold" dir="auto" mb="1">
          {m.subject}
        </Text>
      )}
      <Text dir="auto" whiteSpace="pre-wrap" data-testid="outbox-body">
        {m.body}
      </Text>
      {m.link && (
        <Link
          asChild
          color="brand.800"
          fontWeight="bold"
          fontSize="sm"
          mt="2"
          display="inline-block"
        >
          <RouterLink to={m.link}>{t('outbox.open')}</RouterLink>
        </Link>
      )}
    </Box>
  );
}

export function OutboxPage() {
  const { t } = useTranslation('notifications');
  const [channel, setChannel] = useState<OutboxChannel>();
  const query = useQuery({
    queryKey: ['mock-outbox', channel],
    queryFn: () => fetchOutbox(channel),
    refetchInterval: 5000,
  });
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <Heading as="h1" size="xl" mb="1">
        {t('outbox.title')}
      </Heading>
      <Text color="fg.muted" mb="5">
        {t('outbox.intro')}
      </Text>
      <Flex role="group" aria-label={t('outbox.filter')} gap="2" wrap="wrap" mb="5">
        {[undefined, ...OUTBOX_CHANNELS].map((c) => (
          <Button
            key={c ?? 'all'}
            size="sm"
            colorPalette="brand"
            variant={channel === c ? 'solid' : 'outline'}
            aria-pressed={channel === c}
            onClick={() => setChannel(c)}
            data-testid={`outbox-filter-${c ?? 'all'}`}
          >
            {c ? t(`channels.${c}`) : t('tabs.all')}
          </Button>
        ))}
      </Flex>
      <QueryState queries={[query]} label={t('loading')}>
        {(messages) =>
          messages.length === 0 ? (
            <Text color="fg.muted">{t('outbox.empty')}</Text>
          ) : (
            <Stack as="ul" gap="3" listStyleType="none" data-testid="outbox">
              {messages.map((m) => (
                <Message key={m.id} m={m} />
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Container>
  );
}
