// /payment_done/:id?payment_id= — where the gateway (or the bank-transfer upload) lands.
// The redirect itself proves nothing: the payment and the reservation are read from the
// backend, and only a payment the backend reports `paid` for this reservation is shown
// as done. Waiting states poll; a failed payment goes to /payment-error.
import {
  Alert,
  Box,
  Button,
  Container,
  Heading,
  HStack,
  Spinner,
  Text,
  VStack,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { $api } from '@/api/query';
import { StatusIcon } from '@/components/status';
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
      <VStack py="16" gap="4" data-testid="payment-confirming">
        <Spinner size="lg" aria-label={t('booking:done.confirming')} />
        <Text>{t('booking:done.confirming')}</Text>
      </VStack>
    );
  const p = payment.data.data;
  // A payment for another reservation is not proof for this one.
  if (p.reservation_id !== reservationId) return <Problem text={t('booking:done.unknown')} />;
  if (status === 'failed' || status === 'rejected') return <Navigate to="/payment-error" replace />;
  const r = reservation.data.data;
  const paid = status === 'paid';

  return (
    <Box data-testid={paid ? 'payment-done' : 'payment-waiting'}>
      <VStack gap="3" textAlign="center" mb="8">
        <StatusIcon name={paid ? 'check' : 'clock'} palette={paid ? 'brand' : 'orange'} />
        <Heading as="h1" size="2xl">
          {t(paid ? 'booking:done.title' : 'booking:done.waitingTitle')}
        </Heading>
        <Text color="fg.muted" maxW="lg">
          {t(paid ? 'booking:done.body' : 'booking:done.waitingBody')}
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
