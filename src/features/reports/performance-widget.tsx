// Dashboard home card: the last 30 days' occupancy, gross and net revenue, bookings and
// conversion, from the same report the reports page shows (no chart library here).
import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { $api } from '@/api/query';
import { ErrorFallback } from '@/components/error-fallback';
import { Ltr } from '@/components/ltr';
import { formatDecimal, formatSar } from '@/domain';

const DAY = 'YYYY-MM-DD';

export function PerformanceWidget() {
  const { t, i18n } = useTranslation('reports');
  const q = $api.useQuery(
    'get',
    '/apiBack/v1/user/reports',
    { params: { query: { from: dayjs().subtract(29, 'day').format(DAY), to: dayjs().format(DAY) } } },
    { select: (r) => r.data },
  );
  if (q.isError) return <ErrorFallback error={q.error} onRetry={() => void q.refetch()} />;
  const r = q.data;
  const items: [string, React.ReactNode][] = r
    ? [
        ['occupancy', <Ltr key="o">{`${formatDecimal(r.occupancy_rate, 1)}%`}</Ltr>],
        ['gross', <bdi key="g">{formatSar(r.revenue, i18n.language)}</bdi>],
        ['net', <bdi key="n">{formatSar(r.net, i18n.language)}</bdi>],
        ['bookings', <Ltr key="b">{formatDecimal(r.bookings, 0)}</Ltr>],
        ['rating', <Ltr key="r">{formatDecimal(r.average_rating, 1)}</Ltr>],
        ['conversion', <Ltr key="c">{`${formatDecimal(r.conversion_rate, 1)}%`}</Ltr>],
      ]
    : [];
  return (
    <Box data-testid="performance-widget">
      <Text fontSize="xs" color="fg.muted" mb="2">
        {t('widget.last30')}
      </Text>
      <SimpleGrid columns={{ base: 2, sm: 3 }} gap="3">
        {items.map(([key, value]) => (
          <Box key={key}>
            <Text fontSize="xs" color="fg.muted">
              {t(`figures.${key}`)}
            </Text>
            <Text fontWeight="bold" whiteSpace="nowrap">
              {value}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}
