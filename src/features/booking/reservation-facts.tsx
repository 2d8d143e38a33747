// The confirmed reservation as the backend reports it: number, unit, dates, status,
// amounts (total, paid, remaining) and how it was paid.
import { Box, Grid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/apiback';
import { formatLongDate } from '@/domain/format';
import { Amount } from './amount';

type Reservation = components['schemas']['Reservation'];
type Payment = components['schemas']['Payment'];

/** booking:method.<key> of each way of paying. */
const PAYMENT_METHOD_KEY = { bank: 'bank', gateway: 'card', stc_pay: 'stcPay' } as const;

function Fact({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Box>
      <Text as="dt" color="fg.muted" fontSize="sm">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" data-testid={testId}>
        {children}
      </Text>
    </Box>
  );
}

export function ReservationFacts({
  reservation: r,
  payment,
}: {
  reservation: Reservation;
  payment: Payment;
}) {
  const { t, i18n } = useTranslation('booking');
  return (
    <Grid
      as="dl"
      templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)' }}
      gap="4"
      bg="bg"
      borderWidth="1px"
      borderRadius="xl"
      p={{ base: 4, md: 6 }}
    >
      <Fact label={t('done.number')} testId="done-reservation-number">
        <bdi>{r.id}</bdi>
      </Fact>
      <Fact label={t('done.status')}>{t(`statuses.${r.status}`)}</Fact>
      <Fact label={t('fields.office')}>
        <span dir="auto">{r.office.name}</span>
      </Fact>
      <Fact label={t('fields.unit')}>
        <span dir="auto">{r.unit.name}</span>
      </Fact>
      <Fact label={t('fields.start_date')}>{formatLongDate(r.start_date, i18n.language)}</Fact>
      <Fact label={t('fields.end_date')}>{formatLongDate(r.end_date, i18n.language)}</Fact>
      <Fact label={t('done.method')}>{t(`method.${PAYMENT_METHOD_KEY[payment.method]}`)}</Fact>
      <Fact label={t('done.thisPayment')}>
        <Amount value={payment.amount} />
      </Fact>
      <Fact label={t('summary.total')}>
        <Amount value={r.total_amount} />
      </Fact>
      <Fact label={t('done.paid')} testId="done-paid">
        <Amount value={r.paid_amount} />
      </Fact>
      <Fact label={t('summary.remaining')}>
        <Amount value={r.remaining_amount} />
      </Fact>
    </Grid>
  );
}
