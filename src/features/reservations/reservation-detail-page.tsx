// /dashboard/reservations/:id: tenant, unit and lessor info, payment data, site inspector,
// and the actions the status allows, each behind the change-status confirmation.
import { useState } from 'react';
import { Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { $api } from '@/api/query';
import { errorMessageKey } from '@/api/result';
import { QueryState } from '@/components/query-state';
import { toaster } from '@/lib/toaster';
import { MessageTenantButton } from './message-tenant-button';
import { allowedActions, type OrderAction } from './reservation-actions';
import { ReservationContract } from './reservation-contract';
import { ReservationSections } from './reservation-sections';
import { StatusDialog } from './status-dialog';
import { TransferReceipt } from './transfer-receipt';
import { useOrderAction } from './use-order-action';

export function ReservationDetailPage() {
  const { t } = useTranslation('reservations');
  const id = Number(useParams().id);
  const query = $api.useQuery('get', '/apiBack/v1/user/reservations/{id}', {
    params: { path: { id } },
  });
  const r = query.data?.data;
  const transfers = $api.useQuery(
    'get',
    '/apiBack/v1/user/payments',
    { params: { query: { status: 'awaiting_confirmation', per_page: 100 } } },
    { enabled: r?.status === 'processing' },
  );
  const payment = transfers.data?.data.data.find((p) => p.reservation_id === id);
  const [action, setAction] = useState<OrderAction>();
  const mutation = useOrderAction({ reservation: id, payment: payment?.id }, (done) => {
    setAction(undefined);
    toaster.create({ type: 'success', title: t(`done.${done}`) });
  });

  return (
    <QueryState
      queries={[query]}
      label={t('loading')}
      renderError={() => (
        <Box role="alert" data-testid="reservation-error">
          {t('loadFailed')}
        </Box>
      )}
    >
      {({ data: r }) => {
        const actions = allowedActions(r.status, Boolean(payment));
        return (
          <Stack gap="5" data-testid="reservation-detail">
            <HStack justify="space-between" wrap="wrap" gap="3">
              <Heading as="h1" size="lg">
                {t('detailTitle')} <bdi>#{r.id}</bdi>
              </Heading>
              <HStack gap="2" wrap="wrap">
                <MessageTenantButton reservationId={r.id} />
                <Button asChild variant="outline" size="sm">
                  <Link to="/dashboard/reservations">{t('back')}</Link>
                </Button>
              </HStack>
            </HStack>
            <ReservationSections reservation={r} payment={payment} />
            <ReservationContract reservation={r} />
            {payment && <TransferReceipt payment={payment} />}
            <Card.Root>
              <Card.Body>
                <Heading as="h2" size="md" mb="3">
                  {t('sections.actions')}
                </Heading>
                {actions.length === 0 ? (
                  <Text color="fg.muted">{t('noActions')}</Text>
                ) : (
                  <HStack gap="3" wrap="wrap">
                    {actions.map((a) => (
                      <Button
                        key={a}
                        colorPalette={
                          a === 'accept' || a === 'confirmTransfer' || a === 'complete'
                            ? 'brand'
                            : 'red'
                        }
                        variant={
                          a === 'accept' || a === 'confirmTransfer' || a === 'complete'
                            ? 'solid'
                            : 'outline'
                        }
                        onClick={() => {
                          mutation.reset();
                          setAction(a);
                        }}
                      >
                        {t(`actions.${a}`)}
                      </Button>
                    ))}
                  </HStack>
                )}
              </Card.Body>
            </Card.Root>
            <StatusDialog
              action={action}
              busy={mutation.isPending}
              error={mutation.error ? t(errorMessageKey(mutation.error)) : undefined}
              onConfirm={(reason) => action && mutation.run(action, reason)}
              onCancel={() => setAction(undefined)}
            />
          </Stack>
        );
      }}
    </QueryState>
  );
}
