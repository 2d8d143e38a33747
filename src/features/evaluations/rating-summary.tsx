// The rating figures of the lessor's reviews: the average, how many, the 5..1 star
// distribution as bars (with the counts written out), and the average per unit.
import { Box, Grid, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/apiback';
import { Ltr } from '@/components/ltr';
import { formatDecimal } from '@/domain';
import { Stars } from './stars';

type Summary = components['schemas']['ReviewSummary'];

export function RatingSummary({ summary }: { summary: Summary }) {
  const { t } = useTranslation('evaluations');
  const { overall } = summary;
  const rated = summary.units.filter((u) => u.count > 0);
  return (
    <Grid templateColumns={{ base: '1fr', lg: '1fr 2fr' }} gap="5" data-testid="rating-summary">
      <Stack borderWidth="1px" borderRadius="l3" p="4" gap="3">
        <HStack gap="3" align="baseline">
          <Text fontSize="4xl" fontWeight="bold" data-testid="rating-average">
            <Ltr>{formatDecimal(overall.average, 1)}</Ltr>
          </Text>
          <Stars value={overall.average} />
        </HStack>
        <Text color="fg.muted">{t('reviewsCount', { count: overall.count })}</Text>
        <Stack as="ul" gap="1" listStyleType="none" aria-label={t('distribution')}>
          {[5, 4, 3, 2, 1].map((stars) => {
            const n = overall.distribution[stars - 1];
            const pct = overall.count ? (n / overall.count) * 100 : 0;
            return (
              <HStack as="li" key={stars} gap="2" fontSize="sm">
                <Text w="20" flexShrink={0} whiteSpace="nowrap">
                  {t('starsShort', { count: stars })}
                </Text>
                <Box flex="1" h="2" bg="gray.100" borderRadius="full" overflow="hidden" aria-hidden>
                  <Box h="full" w={`${pct}%`} bg="orange.400" />
                </Box>
                <Text w="8" textAlign="end">
                  <Ltr>{n}</Ltr>
                </Text>
              </HStack>
            );
          })}
        </Stack>
      </Stack>
      <Box borderWidth="1px" borderRadius="l3" p="4" overflowX="auto">
        <Heading as="h2" size="sm" mb="3">
          {t('perUnit')}
        </Heading>
        {rated.length === 0 ? (
          <Text color="fg.muted">{t('noUnitRatings')}</Text>
        ) : (
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('columns.unit')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('columns.average')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('columns.count')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rated.map((u) => (
                <Table.Row key={u.unit_id}>
                  <Table.Cell dir="auto">
                    {u.unit_name}
                    {u.office_name ? (
                      <Text as="span" color="fg.muted" fontSize="xs" display="block">
                        {u.office_name}
                      </Text>
                    ) : null}
                  </Table.Cell>
                  <Table.Cell>
                    <Ltr>{formatDecimal(u.average, 1)}</Ltr>
                  </Table.Cell>
                  <Table.Cell>
                    <Ltr>{u.count}</Ltr>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Box>
    </Grid>
  );
}
