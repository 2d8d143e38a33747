// Dashboard home, "latest complaints" (spec section 2): the five newest complaints of
// tenants about the lessor's offices and bookings, with status and time left to the answer.
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorFallback } from '@/components/error-fallback';
import { StatusChip } from '@/components/status';
import { TimeLeft } from '@/engines/table';
import { ticketsQuery } from './support-api';
import { ticketStatuses } from './tickets-table';

export function LatestComplaintsWidget() {
  const { t } = useTranslation('support');
  const query = useQuery(ticketsQuery('lessor', { scope: 'offices', per_page: 5 }));
  if (query.isError)
    return <ErrorFallback error={query.error} onRetry={() => void query.refetch()} />;
  const list = query.data?.data.data;
  if (!list) return null;
  if (!list.length) return <Text color="fg.muted">{t('emptyOffices')}</Text>;
  return (
    <Stack as="ul" gap="2" listStyleType="none" data-testid="latest-complaints">
      {list.map((c) => (
        <Box as="li" key={c.id}>
          <Box asChild display="block" p="2" borderRadius="l2" _hover={{ bg: 'gray.50' }}>
            <RouterLink to={`/dashboard/home/supports/${c.id}`}>
              <Flex justify="space-between" gap="2" align="center">
                <Text fontWeight="bold" dir="auto" truncate>
                  {c.subject ?? t(`reportTitle.${c.source}`)}
                </Text>
                <StatusChip statuses={ticketStatuses} value={c.status} ns="support" />
              </Flex>
              <Flex justify="space-between" gap="2" fontSize="sm" color="fg.muted">
                <Text dir="auto" truncate>
                  {c.office_name ?? ''}
                </Text>
                {c.status === 'open' && <TimeLeft due={c.due_at} />}
              </Flex>
            </RouterLink>
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
