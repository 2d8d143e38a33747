// The lessor's figures (spec: number of tenants, contracts, rental contracts, outstanding
// balance, number of invoices) from GET user/dashboard.
import { Box } from '@chakra-ui/react/box';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Skeleton } from '@chakra-ui/react/skeleton';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { $api } from '@/api/query';
import { ErrorFallback } from '@/components/error-fallback';
import { Ltr } from '@/components/ltr';
import { formatDecimal, formatSar } from '@/domain/format';
import { useLanguage } from '@/i18n/use-language';

const FIGURES = [
  'tenants_count',
  'contracts_count',
  'rental_contracts_count',
  'outstanding_balance',
  'invoices_count',
] as const;

export function LessorFigures() {
  const { t } = useTranslation('dashboard');
  const { language } = useLanguage();
  const query = $api.useQuery('get', '/apiBack/v1/user/dashboard');
  if (query.isError)
    return <ErrorFallback error={query.error} onRetry={() => void query.refetch()} />;
  const figures = query.data?.data.figures;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 5 }} gap="4" data-testid="lessor-figures">
      {FIGURES.map((key) => (
        <Box
          key={key}
          borderWidth="1px"
          borderColor="border.muted"
          borderRadius="l3"
          p="4"
          bg="brand.50"
        >
          <Text fontSize="sm" color="fg.muted" mb="2">
            {t(`home.figures.${key}`)}
          </Text>
          {figures ? (
            <Text fontSize="2xl" fontWeight="bold" color="brand.800" whiteSpace="nowrap">
              {/* Counts are isolated left-to-right; an amount keeps its own order (number, then ر.س). */}
              {key === 'outstanding_balance' ? (
                <bdi>{formatSar(figures[key], language)}</bdi>
              ) : (
                <Ltr>{formatDecimal(figures[key], 0)}</Ltr>
              )}
            </Text>
          ) : (
            <Skeleton height="8" width="24" />
          )}
        </Box>
      ))}
    </SimpleGrid>
  );
}
