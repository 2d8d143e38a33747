// The frames of the ticket lists (the lists are ./tickets-table.ts, listRoute):
// /dashboard/supports (both account types): my tickets — complaints, inquiries, and the
// reports I made of ads and conversations — with the promised answer time and "new ticket".
// /dashboard/home/supports (lessor): tenants' complaints about my offices and bookings,
// read-only (support handles them).
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { TICKET_ANSWER_HOURS } from '@/domain/messaging/ticket-clock';
import type { ListFrame } from '@/engines/table';
import type { TicketScope } from './support-api';

function TicketsFrame({
  scope,
  title,
  children,
}: {
  scope: TicketScope;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('support');
  return (
    <Box>
      <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap" mb="5">
        <Box>
          <Heading as="h1" size="lg" mb="1">
            {title}
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
      {children}
    </Box>
  );
}

export const MyTicketsFrame: ListFrame = (props) => <TicketsFrame scope="mine" {...props} />;
export const OfficeTicketsFrame: ListFrame = (props) => <TicketsFrame scope="offices" {...props} />;
