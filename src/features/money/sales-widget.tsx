// Sales of the last six months: the entitlements the ledger credited per Saudi month, as
// bars (a list with each month's amount for screen readers).
import { Box } from '@chakra-ui/react/box';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { $api } from '@/api/query';
import { ErrorFallback } from '@/components/error-fallback';
import { compactAmount, formatMonth, formatSar } from '@/domain';

export function SalesWidget() {
  const { t, i18n } = useTranslation('transfers');
  const lang = i18n.language;
  const query = $api.useQuery('get', '/apiBack/v1/user/dashboard');
  if (query.isError)
    return <ErrorFallback error={query.error} onRetry={() => void query.refetch()} />;
  const sales = query.data?.data.sales ?? [];
  const top = Math.max(...sales.map((s) => s.amount), 0);
  if (query.data && top === 0) return <Text color="fg.muted">{t('sales.empty')}</Text>;
  return (
    <HStack
      as="ol"
      align="end"
      gap={{ base: '2', md: '4' }}
      h="44"
      listStyleType="none"
      m="0"
      p="0"
      data-testid="sales-bars"
    >
      {sales.map((s) => (
        <Stack
          as="li"
          key={s.month}
          flex="1"
          minW="0"
          h="full"
          justify="end"
          align="center"
          gap="1"
          aria-label={`${formatMonth(s.month, lang)}: ${formatSar(s.amount, lang)}`}
        >
          <Text fontSize="xs" fontWeight="bold" color="brand.800" whiteSpace="nowrap" aria-hidden>
            <bdi>{compactAmount(s.amount, lang)}</bdi>
          </Text>
          <Box
            w="full"
            maxW="12"
            bg="brand.500"
            borderTopRadius="md"
            h={`${Math.max(2, Math.round((s.amount / (top || 1)) * 100))}%`}
            minH="1"
            aria-hidden
          />
          <Text fontSize="xs" color="fg.muted" truncate maxW="full" aria-hidden>
            {formatMonth(s.month, lang, 'short')}
          </Text>
        </Stack>
      ))}
    </HStack>
  );
}
