// The order's contract (issue 13): its number and status with a link to it, "create
// contract" for an accepted or active booking without a live one (the contract form is
// filled from the booking), and "cancel contract" with a reason while it is in play.
import { useState } from 'react';
import { Badge, Button, Card, Heading, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { components } from '@/api/generated/apiback';
import { errorMessageKey } from '@/api/result';
import { ReasonDialog } from '@/components/reason-dialog';
import { isLiveContract, mayGetContract } from '@/domain/contract';
import { toaster } from '@/lib/toaster';
import { useCancelContract } from './use-cancel-contract';

type Reservation = components['schemas']['Reservation'];

export function ReservationContract({ reservation: r }: { reservation: Reservation }) {
  const { t } = useTranslation('reservations');
  const [cancelling, setCancelling] = useState(false);
  const cancel = useCancelContract();
  const c = r.contract;
  const live = c && isLiveContract(c.status);
  const canCreate = !live && mayGetContract(r.status);
  return (
    <Card.Root data-testid="reservation-contract">
      <Card.Body>
        <Heading as="h2" size="md" mb="3">
          {t('contract.title')}
        </Heading>
        {c ? (
          <HStack gap="3" mb="3" wrap="wrap">
            <Link to={`/dashboard/contracts/rent-contract-details/${c.id}`}>
              <bdi>{c.number}</bdi>
            </Link>
            <Badge>{t(`contract.statuses.${c.status}`)}</Badge>
          </HStack>
        ) : (
          <Text color="fg.muted" mb="3">
            {t('contract.none')}
          </Text>
        )}
        <HStack gap="3" wrap="wrap">
          {canCreate && (
            <Button asChild colorPalette="brand">
              <Link to={`/dashboard/contracts/create-rent-contract/${r.id}`}>
                {t('actions.createContract')}
              </Link>
            </Button>
          )}
          {live && (
            <Button variant="outline" colorPalette="red" onClick={() => setCancelling(true)}>
              {t('actions.cancelContract')}
            </Button>
          )}
        </HStack>
      </Card.Body>
      {c && (
        <ReasonDialog
          open={cancelling}
          title={t('actions.cancelContract')}
          body={t('contract.cancelBody', { number: c.number })}
          confirm={t('actions.cancelContract')}
          cancel={t('confirm.back')}
          reasonLabel={t('fields.reason')}
          danger
          busy={cancel.isPending}
          error={cancel.error ? t(errorMessageKey(cancel.error)) : undefined}
          onConfirm={(reason) =>
            cancel.mutate(
              { params: { path: { id: c.id } }, body: { reason } },
              {
                onSuccess: () => {
                  setCancelling(false);
                  toaster.create({ type: 'success', title: t('contract.cancelled') });
                },
              },
            )
          }
          onCancel={() => setCancelling(false)}
        />
      )}
    </Card.Root>
  );
}
