// The headline figures of the period: occupancy, gross and net revenue, bookings, the
// average rating and the views → bookings conversion.
import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/apiback';
import { Ltr } from '@/components/ltr';
import { formatDecimal, formatSar } from '@/domain';

type Report = components['schemas']['PerformanceReport'];

export function ReportFigures({ report }: { report: Report }) {
  const { t, i18n } = useTranslation('reports');
  const lang = i18n.language;
  const figures: [string, React.ReactNode, string?][] = [
    ['occupancy', <Ltr key="o">{`${formatDecimal(report.occupancy_rate, 1)}%`}</Ltr>],
    ['gross', <bdi key="g">{formatSar(report.revenue, lang)}</bdi>],
    ['net', <bdi key="n">{formatSar(report.net, lang)}</bdi>],
    ['bookings', <Ltr key="b">{formatDecimal(report.bookings, 0)}</Ltr>, t('cancellations', { count: report.cancellations })],
    ['rating', <Ltr key="r">{formatDecimal(report.average_rating, 1)}</Ltr>, t('reviewsCount', { count: report.reviews_count })],
    [
      'conversion',
      <Ltr key="c">{`${formatDecimal(report.conversion_rate, 1)}%`}</Ltr>,
      t('views', { count: report.views }),
    ],
  ];
  return (
    <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="3" data-testid="report-figures">
      {figures.map(([key, value, sub]) => (
        <Box key={key} borderWidth="1px" borderRadius="l3" p="3" bg="brand.50" data-figure={key}>
          <Text fontSize="sm" color="fg.muted">
            {t(`figures.${key}`)}
          </Text>
          <Text fontSize="xl" fontWeight="bold" color="brand.800" whiteSpace="nowrap">
            {value}
          </Text>
          {sub && (
            <Text fontSize="xs" color="fg.muted">
              {sub}
            </Text>
          )}
        </Box>
      ))}
    </SimpleGrid>
  );
}
