// The lessor's invoice summary (spec section 3, "Invoice (lessor summary)"): the five newest
// electronic invoices with their release date and total, each opening the tax invoice. Laid out as the latest transfers card beside it.
import { Box } from '@chakra-ui/react/box';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { $api } from '@/api/query';
import { ErrorFallback } from '@/components/error-fallback';
import { formatDate, formatSar } from '@/domain';

export function LatestInvoicesWidget() {
  const { t, i18n } = useTranslation('billing');
  const query = $api.useQuery('get', '/apiBack/v1/user/dashboard');
  if (query.isError)
    return <ErrorFallback error={query.error} onRetry={() => void query.refetch()} />;
  const list = query.data?.data.latest_invoices ?? [];
  if (query.data && list.length === 0) return <Text color="fg.muted">{t('latestEmpty')}</Text>;
  return (
    <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" data-testid="latest-invoices">
      {list.map((inv) => (
        <Box as="li" key={inv.id}>
          <HStack
            asChild
            justify="space-between"
            gap="3"
            p="2"
            borderRadius="l2"
            _hover={{ bg: 'brand.50' }}
          >
            <RouterLink to={`/dashboard/electronic_invoices/${inv.id}`}>
              <Stack gap="0" minW="0">
                <Text fontWeight="bold" dir="ltr" textAlign="start">
                  {inv.invoice_number}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  <bdi>{formatDate(inv.release_date)}</bdi>
                </Text>
              </Stack>
              <Text fontWeight="bold" whiteSpace="nowrap">
                <bdi>{formatSar(inv.total_amount, i18n.language)}</bdi>
              </Text>
            </RouterLink>
          </HStack>
        </Box>
      ))}
    </Stack>
  );
}
