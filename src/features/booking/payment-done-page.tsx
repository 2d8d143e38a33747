// /payment_done/:id?payment_id= — where the gateway (or the bank-transfer upload) lands.
// The redirect itself proves nothing: the payment and the reservation are read from the
// backend, and only a payment the backend reports `paid` for this reservation is shown
// as done. Waiting states poll; a failed payment goes to /payment-error.
import { Alert, Box, Button, Container, Heading, HStack, Text, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { $api } from '@/api/query';
import { StatusIcon } from '@/components/status';
import { WaitIndicator } from '@/components/wait-indicator';
import { formatDateTime } from '@/domain/format';
import { MessageHostButton } from './message-host-button';
import { ReservationFacts } from './reservation-facts';
import { TenantGate } from './tenant-gate';

export function PaymentDonePage() {
  return (
    <TenantGate>
      <Container maxW="3xl" py={{ base: '8', md: '12' }}>
        <PaymentDone />
      </Container>
    </TenantGate>
  );
}

function PaymentDone() {
  const { t } = useTranslation(['booking', 'errors']);
  const reservationId = Number(useParams().id);
  const paymentId = Number(useSearchParams()[0].get('payment_id'));
  const payment = $api.useQuery(
    'get',
    '/apiBack/v1/ordinaries/payments/{id}',
    { params: { path: { id: paymentId } } },
    {
      enabled: paymentId > 0,
      // Still with the gateway, or with the office: ask again.
      refetchInterval: (q) =>
        ['initiated', 'awaiting_confirmation'].includes(q.state.data?.data.status ?? '')
          ? 4000
          : false,
    },
  );
  const status = payment.data?.data.status;
  const reservation = $api.useQuery(
    'get',
    '/apiBack/v1/ordinaries/reservations/{id}',
    { params: { path: { id: reservationId } } },
    // Read after the payment settles, so the invoice id is there.
    { enabled: reservationId > 0 && status !== undefined && status !== 'initiated' },
  );

  if (!(paymentId > 0) || payment.isError || reservation.isError)
    return <Problem text={t('booking:done.unknown')} />;
  if (payment.isPending || status === 'initiated' || reservation.isPending)
    return (
      <WaitIndicator
        page
        label={t('booking:done.confirming')}
        py="16"
        data-testid="payment-confirming"
      />
    );
  const p = payment.data.data;
  // A payment for another reservation is not proof for this one.
  if (p.reservation_id !== reservationId) return <Problem text={t('booking:done.unknown')} />;
  if (status === 'failed' || status === 'rejected') return <Navigate to="/payment-error" replace />;
  const r = reservation.data.data;
  const paid = status === 'paid';
  // A paid request to book waits for the lessor's answer (refunded in full if declined).
  const requested = paid && r.status === 'pending' && r.booking_mode === 'request';
  const kind = requested ? 'requested' : paid ? 'paid' : 'waiting';
  const copy = {
    paid: ['booking:done.title', 'booking:done.body'],
    requested: ['booking:done.requestTitle', 'booking:done.requestBody'],
    waiting: ['booking:done.waitingTitle', 'booking:done.waitingBody'],
  }[kind];

  return (
    <Box data-testid={paid ? 'payment-done' : 'payment-waiting'} data-kind={kind}>
      <VStack gap="3" textAlign="center" mb="8">
        <StatusIcon
          name={kind === 'paid' ? 'check' : 'clock'}
          palette={kind === 'paid' ? 'brand' : 'orange'}
        />
        <Heading as="h1" size="2xl">
          {t(copy[0])}
        </Heading>
        <Text color="fg.muted" maxW="lg">
          {t(copy[1], {
            // Isolated left-to-right inside the sentence (time then date).
            until: r.request_expires_at
              ? `\u2066${formatDateTime(r.request_expires_at)}\u2069`
              : '',
          })}
        </Text>
      </VStack>
      <ReservationFacts reservation={r} payment={p} />
      <HStack gap="3" justify="center" mt="8" wrap="wrap">
        {paid && r.invoice_id != null && (
          <Button asChild colorPalette="brand" data-testid="done-invoice-link">
            <RouterLink to={`/dashboard/contracts/invoice-tenant-details/${r.invoice_id}`}>
              {t('booking:done.invoice')}
            </RouterLink>
          </Button>
        )}
        <MessageHostButton reservationId={r.id} />
        <Button asChild variant="outline" colorPalette="brand">
          <RouterLink to={`/dashboard/bookings/${r.id}`} data-testid="done-booking-link">
            {t('booking:done.booking')}
          </RouterLink>
        </Button>
        <Button asChild variant="outline" colorPalette="brand">
          <RouterLink to="/dashboard/contracts/invoice-tenant">
            {t('booking:done.dashboard')}
          </RouterLink>
        </Button>
        <Button asChild variant="ghost" colorPalette="brand">
          <RouterLink to="/dashboard">{t('booking:done.dashboardHome')}</RouterLink>
        </Button>
      </HStack>
    </Box>
  );
}

function Problem({ text }: { text: string }) {
  const { t } = useTranslation('booking');
  return (
    <VStack gap="4">
      <Heading as="h1" size="2xl">
        {t('done.problemTitle')}
      </Heading>
      <Alert.Root status="error" data-testid="payment-done-problem">
        <Alert.Indicator />
        <Alert.Title>{text}</Alert.Title>
      </Alert.Root>
      <Button asChild variant="outline" colorPalette="brand">
        <RouterLink to="/">{t('backHome')}</RouterLink>
      </Button>
    </VStack>
  );
}
