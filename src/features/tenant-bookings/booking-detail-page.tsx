// /dashboard/bookings/:id — one of the tenant's bookings: the stay, what was paid, refunded
// and what is left (with a way to pay it), the invoice and contract, the cancellation
// policy with the cancel action (the refund is shown before confirming), and the history.
import { Alert, Box, Button, Heading, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { $api } from '@/api/query';
import { QueryState } from '@/components/query-state';
import { StatusChip } from '@/components/status';
import { formatDateTime } from '@/domain';
import { bookingStatuses } from './booking-statuses';
import { CancelDialog } from './cancel-dialog';
import { MoneyCard, PolicyCard, StayCard } from './booking-cards';
import { StatusHistory } from './status-history';

export function BookingDetailPage() {
  const { t } = useTranslation('tenant-bookings');
  const id = Number(useParams().id);
  const query = $api.useQuery('get', '/apiBack/v1/ordinaries/reservations/{id}', {
    params: { path: { id } },
  });
  const [cancelling, setCancelling] = useState(false);
  return (
    <QueryState
      queries={[query]}
      label={t('loading')}
      renderError={() => (
        <Alert.Root status="error" data-testid="booking-error">
          <Alert.Indicator />
          <Alert.Title>{t('loadFailed')}</Alert.Title>
        </Alert.Root>
      )}
    >
      {(data) => {
        const r = data.data;
        const waiting =
          r.status === 'pending' && r.booking_mode === 'request' && r.request_expires_at;
        return (
          <Stack gap="5" data-testid="booking-detail">
            <HStack justify="space-between" wrap="wrap" gap="3">
              <HStack gap="3" wrap="wrap">
                <Heading as="h1" size="lg">
                  {t('detailTitle')} <bdi>#{r.id}</bdi>
                </Heading>
                <StatusChip statuses={bookingStatuses} value={r.status} ns="tenant-bookings" />
              </HStack>
              <Button asChild variant="outline" size="sm">
                <Link to="/dashboard/bookings">{t('back')}</Link>
              </Button>
            </HStack>
            {waiting && (
              <Alert.Root status="info" data-testid="awaiting-lessor">
                <Alert.Indicator />
                <Alert.Description>
                  {t('awaiting', { until: `\u2066${formatDateTime(r.request_expires_at!)}\u2069` })}
                </Alert.Description>
              </Alert.Root>
            )}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <StayCard reservation={r} />
              <MoneyCard reservation={r} />
              <PolicyCard reservation={r} onCancel={() => setCancelling(true)} />
              <Box>
                <StatusHistory reservation={r} />
              </Box>
            </SimpleGrid>
            <CancelDialog
              reservationId={r.id}
              open={cancelling}
              onClose={() => setCancelling(false)}
              onDone={() => setCancelling(false)}
            />
          </Stack>
        );
      }}
    </QueryState>
  );
}
