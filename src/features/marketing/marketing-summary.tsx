// A marketing request read-only (once the platform has taken it up).
import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/apiback';
import { Ltr } from '@/components/ltr';
import { formatSar } from '@/domain';

type Request = components['schemas']['MarketingRequest'];

export function MarketingSummary({ request }: { request: Request }) {
  const { t, i18n } = useTranslation('marketing');
  const rows: [string, React.ReactNode][] = [
    ['office_ids', request.offices.map((o) => o.name).join('، ')],
    ['package', t(`packages.${request.package}`)],
    ['goal', t(`goals.${request.goal}`)],
    ['channels', request.channels.map((c) => t(`channels.${c}`)).join('، ')],
    ['dates', <Ltr key="d">{`${request.start_date} → ${request.end_date}`}</Ltr>],
    [
      'budget',
      request.budget === undefined ? (
        '—'
      ) : (
        <bdi key="b">{formatSar(request.budget, i18n.language)}</bdi>
      ),
    ],
    ['notes', request.notes ?? '—'],
  ];
  return (
    <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gap="4" data-testid="marketing-summary">
      {rows.map(([key, value]) => (
        <Box key={key}>
          <Text as="dt" fontSize="sm" color="fg.muted">
            {t(`fields.${key}`)}
          </Text>
          <Text as="dd" fontWeight="medium" dir="auto">
            {value}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
