// /dashboard/supports (both account types): my tickets — complaints, inquiries, and the
// reports I made of ads and conversations — with their status and the time left to the
// promised answer. /dashboard/home/supports (lessor): tenants' complaints about my offices
// and bookings, read-only (support handles them).
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { TICKET_ANSWER_HOURS } from '@/domain/messaging/ticket-clock';
import { DataTable } from '@/engines/table';
import { useSession } from '@/lib/session';
import type { TicketScope } from './support-api';
import { makeTicketsTable } from './tickets-table';

function TicketsPage({ scope }: { scope: TicketScope }) {
  const { t } = useTranslation('support');
  const { side } = useSession();
  const def = useMemo(() => makeTicketsTable(side, scope), [side, scope]);
  return (
    <Box>
      <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap" mb="5">
        <Box>
          <Heading as="h1" size="lg" mb="1">
            {scope === 'mine' ? t('title') : t('officesTitle')}
          </Heading>
          <Text color="fg.muted">
            {scope === 'mine'
              ? t('promise', { hours: TICKET_ANSWER_HOURS })
              : t('officesIntro', { hours: TICKET_ANSWER_HOURS })}
          </Text>
        </Box>
        {scope === 'mine' && (
          <Button asChild colorPalette="brand" data-testid="ticket-new">
            <RouterLink to="/dashboard/supports/new">{t('new')}</RouterLink>
          </Button>
        )}
      </Flex>
      <DataTable def={def} />
    </Box>
  );
}

export const SupportsPage = () => <TicketsPage scope="mine" />;
export const OfficeComplaintsPage = () => <TicketsPage scope="offices" />;
