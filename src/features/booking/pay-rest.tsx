// /payment?reservation=<id>: pay what is left of a deposit booking (issue 11, defects 3 and
// 10), by card through the gateway, by STC Pay, or by bank transfer to the account shown. The amount is
// the backend's remaining amount; the payment goes through the same submission and lands
// on /payment_done like a first payment.
import { Alert, Box, Button, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { components } from '@/api/generated/apiback';
import { $api } from '@/api/query';
import { faultKey } from '@/api/result';
import { QueryState } from '@/components/query-state';
import { formatLongDate } from '@/domain/format';
import { Amount } from './amount';
import { inAppPath } from './card-gateway';
import { LoadFault } from '@/components/load-fault';
import { PaymentDeclined } from './payment-declined';
import { PaymentForm, type PaymentChoice } from './payment-form';
import { Section } from './section';
import { StcPayCode } from './stc-pay-code';
import { submitPayment, type SubmitResult } from './submit-payment';

type Reservation = components['schemas']['Reservation'];

export function PayRest({ id }: { id: number }) {
  const { t, i18n } = useTranslation(['booking', 'errors']);
  const navigate = useNavigate();
  const [declined, setDeclined] = useState(false);
  const [stc, setStc] = useState<Extract<SubmitResult, { kind: 'stc_pay' }> | null>(null);
  const query = $api.useQuery('get', '/apiBack/v1/ordinaries/reservations/{id}', {
    params: { path: { id } },
  });

  async function pay(choice: PaymentChoice) {
    setDeclined(false);
    const result = await submitPayment({
      reservationId: id,
      onReservation: () => {},
      payMode: 'full',
      payment: choice.payment,
    });
    if (result.kind === 'declined') return setDeclined(true);
    if (result.kind === 'stc_pay') return setStc(result);
    const path = inAppPath(result.url);
    if (path) navigate(path);
    else window.location.assign(result.url);
  }

  function payFor(r: Reservation) {
    const back = `/dashboard/bookings/${r.id}`;
    if (r.remaining_amount <= 0)
      return (
        <Stack gap="4" align="start" data-testid="rest-nothing">
          <Text>{t('booking:rest.nothing')}</Text>
          <Button asChild colorPalette="brand" variant="outline">
            <RouterLink to={back}>{t('booking:rest.back')}</RouterLink>
          </Button>
        </Stack>
      );
    return (
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="6" alignItems="start">
        {stc && (
          <StcPayCode
            key={stc.challenge.payment_id}
            challenge={stc.challenge}
            reservationId={stc.reservationId}
            payMode="full"
            onChangeNumber={() => setStc(null)}
          />
        )}
        <Box hidden={Boolean(stc)}>
          <PaymentForm
            quote={{ total: r.remaining_amount, deposit_amount: 0 }}
            payMode="full"
            onPayMode={() => {}}
            onSubmit={pay}
            rest
            bankAccount={r.bank_account}
            banner={declined && <PaymentDeclined />}
          />
        </Box>
        <Section title={t('booking:rest.title', { id: r.id })} testId="rest-summary">
          <Stack gap="2">
            <Heading as="h3" size="sm" dir="auto">
              {r.unit.name} — <span dir="auto">{r.office.name}</span>
            </Heading>
            <Text color="fg.muted">
              {formatLongDate(r.start_date, i18n.language)} →{' '}
              {formatLongDate(r.end_date, i18n.language)}
            </Text>
            <Text>
              {t('booking:summary.total')}: <Amount value={r.total_amount} />
            </Text>
            <Text>
              {t('booking:done.paid')}: <Amount value={r.paid_amount} />
            </Text>
            <Text fontWeight="bold" data-testid="rest-amount">
              {t('booking:summary.remaining')}: <Amount value={r.remaining_amount} />
            </Text>
            <Button asChild variant="ghost" colorPalette="brand" alignSelf="start" px="0">
              <RouterLink to={back}>{t('booking:rest.back')}</RouterLink>
            </Button>
          </Stack>
        </Section>
      </Grid>
    );
  }

  // A failed reload keeps the reservation on screen (and the card typed beside it).
  return (
    <QueryState
      queries={[query]}
      keepData
      label={t('booking:loading')}
      renderError={(error, retry) => {
        const fault = faultKey(error);
        return fault ? (
          <LoadFault fault={fault} onRetry={retry} testId="rest-fault" />
        ) : (
          <Alert.Root status="error" data-testid="rest-not-found">
            <Alert.Indicator />
            <Alert.Title>{t('booking:rest.notFound')}</Alert.Title>
          </Alert.Root>
        );
      }}
    >
      {({ data }) => payFor(data)}
    </QueryState>
  );
}
