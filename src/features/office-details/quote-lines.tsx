// The quote of the booking card: rent, offer discount, services, commission, VAT, total.
import { Box, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatSar } from '@/domain';
import type { BookablePeriod } from './booking-request';
import { TYPE_RES } from './booking-request';
import type { QuoteView } from './use-quote';

export function QuoteLines({ quote: q, period }: { quote: QuoteView; period: BookablePeriod }) {
  const { t, i18n } = useTranslation('office-details');
  const sar = (n: number) => <bdi>{formatSar(n, i18n.language)}</bdi>;
  const line = (label: string, value: number, negative = false) => (
    <HStack justify="space-between" fontSize="sm">
      <Text color="fg.muted">{label}</Text>
      <Text>
        {negative ? '−' : ''}
        {sar(value)}
      </Text>
    </HStack>
  );
  return (
    <Box bg="bg.subtle" borderRadius="l2" p="3" data-testid="booking-quote" aria-live="polite">
      <Stack gap="1.5">
        {line(
          t('quote.rent', {
            count: q.duration,
            unit: t(`period.${TYPE_RES[period]}`),
            price: formatSar(q.unitPrice, i18n.language),
          }),
          q.rent,
        )}
        {q.offerDiscount > 0 && line(t('quote.offer'), q.offerDiscount, true)}
        {q.services > 0 && line(t('quote.services'), q.services)}
        {q.commission > 0 && line(t('quote.commission'), q.commission)}
        {line(t('quote.vat', { rate: q.vatPercent }), q.vat)}
        <Separator my="1" />
        <HStack justify="space-between" fontWeight="bold">
          <Text>{t('quote.total')}</Text>
          <Text data-testid="quote-total">{sar(q.total)}</Text>
        </HStack>
        {q.deposit !== undefined && q.deposit < q.total && line(t('quote.deposit'), q.deposit)}
        <Text fontSize="xs" color="fg.muted">
          {t('quote.included')}
        </Text>
      </Stack>
    </Box>
  );
}
