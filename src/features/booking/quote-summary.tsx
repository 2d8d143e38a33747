// The backend's price breakdown (the only source of totals): price × duration, offer,
// coupon, commission, VAT, total; then what is paid now (full or deposit) and what is left.
import { Box, Heading, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/apiback';
import { fromHalalas, toHalalas } from '@/domain/money';
import { Amount } from './amount';

type Quote = components['schemas']['ReservationQuote'];
export type PayMode = components['schemas']['PayMode'];

function Line({
  label,
  children,
  strong,
}: {
  label: ReactNode;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <HStack justify="space-between" gap="4" fontWeight={strong ? 'bold' : undefined}>
      <Text as="span">{label}</Text>
      <Text as="span">{children}</Text>
    </HStack>
  );
}

/** What is paid now for a pay mode, and what remains (halalas arithmetic). */
export function dueNow(
  quote: Pick<Quote, 'total' | 'deposit_amount'>,
  mode: PayMode,
): { now: number; rest: number } {
  const now = mode === 'deposit' ? quote.deposit_amount : quote.total;
  return { now, rest: fromHalalas(toHalalas(quote.total) - toHalalas(now)) };
}

export function QuoteSummary({ quote, payMode }: { quote: Quote; payMode: PayMode }) {
  const { t } = useTranslation('booking');
  const { now, rest } = dueNow(quote, payMode);
  const pct = (v: number | undefined) => <bdi>{v ?? 0}%</bdi>;
  return (
    <Box
      as="section"
      bg="bg"
      borderWidth="1px"
      borderRadius="xl"
      p={{ base: 4, md: 6 }}
      data-testid="quote-summary"
    >
      <Heading as="h2" size="md" mb="4">
        {t('summary.title')}
      </Heading>
      <Stack gap="2">
        <Line
          label={
            <>
              {t('summary.price')} (<Amount value={quote.unit_price} /> ×{' '}
              <bdi>{quote.duration}</bdi>)
            </>
          }
        >
          <Amount value={quote.subtotal} />
        </Line>
        {quote.offer_discount_value > 0 && (
          <Line
            label={
              <>
                {t('summary.offer')} {pct(quote.offer_discount)}
              </>
            }
          >
            <Amount value={quote.offer_discount_value} negative />
          </Line>
        )}
        {quote.coupon_discount_value > 0 && (
          <Line
            label={
              <>
                {t('summary.coupon')} {pct(quote.coupon_discount)}
              </>
            }
          >
            <span data-testid="summary-coupon">
              <Amount value={quote.coupon_discount_value} negative />
            </span>
          </Line>
        )}
        <Line
          label={
            <>
              {t('summary.commission')} {pct(quote.commission_rate_tenant)}
            </>
          }
        >
          <Amount value={quote.commission_value_tenant} />
        </Line>
        <Line
          label={
            <>
              {t('summary.vat')} {pct(quote.tax_rate)}
            </>
          }
        >
          <Amount value={quote.tax_value} />
        </Line>
        <Separator />
        <Line label={t('summary.total')} strong>
          <span data-testid="summary-total">
            <Amount value={quote.total} />
          </span>
        </Line>
        <Separator />
        <Line label={t('summary.payNow')} strong>
          <span data-testid="summary-now">
            <Amount value={now} />
          </span>
        </Line>
        {rest > 0 && (
          <Line label={t('summary.remaining')}>
            <Amount value={rest} />
          </Line>
        )}
      </Stack>
    </Box>
  );
}
