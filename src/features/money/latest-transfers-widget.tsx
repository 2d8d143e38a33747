// The five latest transfers: number, date, net amount and status, each opening its detail.
import { Box } from '@chakra-ui/react/box';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { $api } from '@/api/query';
import { ErrorFallback } from '@/components/error-fallback';
import { StatusChip } from '@/components/status';
import { formatDate, formatSar } from '@/domain';
import { transferStatuses } from './transfer-statuses';

export function LatestTransfersWidget() {
  const { t, i18n } = useTranslation('transfers');
  const query = $api.useQuery('get', '/apiBack/v1/user/dashboard');
  if (query.isError)
    return <ErrorFallback error={query.error} onRetry={() => void query.refetch()} />;
  const list = query.data?.data.latest_transfers ?? [];
  if (query.data && list.length === 0) return <Text color="fg.muted">{t('latestEmpty')}</Text>;
  return (
    <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" data-testid="latest-transfers">
      {list.map((tr) => (
        <Box as="li" key={tr.id}>
          <HStack
            asChild
            justify="space-between"
            gap="3"
            p="2"
            borderRadius="l2"
            _hover={{ bg: 'brand.50' }}
          >
            <RouterLink to={`/dashboard/transactions/${tr.id}`}>
              <Stack gap="0" minW="0">
                <Text fontWeight="bold" dir="ltr" textAlign="start">
                  {tr.number}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  <bdi>{formatDate(tr.created_at)}</bdi>
                </Text>
              </Stack>
              <HStack gap="3">
                <Text fontWeight="bold" whiteSpace="nowrap">
                  <bdi>{formatSar(tr.net_amount, i18n.language)}</bdi>
                </Text>
                <StatusChip statuses={transferStatuses} value={tr.status} ns="transfers" />
              </HStack>
            </RouterLink>
          </HStack>
        </Box>
      ))}
    </Stack>
  );
}
