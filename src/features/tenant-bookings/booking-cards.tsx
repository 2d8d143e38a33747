// The booking detail's cards: the stay (unit, office, type, dates, booking mode), the money
// (total, paid, refunded, left to pay, with "pay the rest"; invoice and contract), and the
// cancellation policy with the cancel button while the tenant may still cancel.
import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { components } from '@/api/generated/apiback';
import { CancellationSchedule, duration, type DurationUnit } from '@/components/booking-policy';
import { cancellationRefund, toHalalas } from '@/domain';
import { mayPay } from '@/domain/reservation/actions';
import { KeyValueGrid, type KeyValue } from '@/engines/document';
import { isBuilt } from '@/lib/built-routes';

type Reservation = components['schemas']['Reservation'];

const UNIT_OF: Record<Reservation['type_res_id'], DurationUnit> = {
  1: 'hours',
  2: 'days',
  3: 'months',
  4: 'years',
  5: 'weeks',
};

function Section(props: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card.Root data-testid={props.testId}>
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          {props.title}
        </Heading>
        {props.children}
      </Card.Body>
    </Card.Root>
  );
}

export function StayCard({ reservation: r }: { reservation: Reservation }) {
  const { t } = useTranslation(['tenant-bookings', 'policies']);
  const hourly = r.type_res_id === 1;
  const items: KeyValue[] = [
    { key: 'office', value: r.office.name },
    { key: 'unit', value: r.unit.code ? `${r.unit.name} (${r.unit.code})` : r.unit.name },
    { key: 'type_res_id', value: r.type_res_id, prefix: 'typeRes' },
    { key: 'start_date', value: r.start_date, kind: 'date' },
    hourly
      ? { key: 'hours', value: `${r.start_time ?? ''} – ${r.end_time ?? ''}`, kind: 'ltr' }
      : { key: 'end_date', value: r.end_date, kind: 'date' },
    { key: 'duration', value: r.duration && duration(t, r.duration, UNIT_OF[r.type_res_id]) },
    { key: 'booking_mode', value: r.booking_mode, prefix: 'modes' },
    { key: 'booking_date', value: r.booking_date.slice(0, 10), kind: 'date' },
  ];
  return (
    <Section title={t('sections.stay')} testId="booking-stay">
      <KeyValueGrid ns="tenant-bookings" items={items} columns={1} />
      <Button asChild variant="ghost" size="sm" colorPalette="brand" alignSelf="start" px="0">
        <Link to={`/details/${r.office.id}`}>{t('viewOffice')}</Link>
      </Button>
    </Section>
  );
}

export function MoneyCard({ reservation: r }: { reservation: Reservation }) {
  const { t } = useTranslation('tenant-bookings');
  const refunded = r.refunded_amount ?? 0;
  const items: KeyValue[] = [
    { key: 'total_amount', value: r.total_amount, kind: 'money' },
    { key: 'paid_amount', value: r.paid_amount, kind: 'money' },
    ...(refunded > 0 ? [{ key: 'refunded_amount', value: refunded, kind: 'money' as const }] : []),
    { key: 'remaining_amount', value: r.remaining_amount, kind: 'money' },
    { key: 'payment_method', value: r.payment_method, prefix: 'methods' },
  ];
  // The rest of a booking already paid into (a pending one's first payment is the pay page's).
  const canPayRest = mayPay(r) && (r.paid_amount > 0 || r.status !== 'pending');
  const contract = r.contract_id ? `/print-contract/${r.contract_id}` : null;
  return (
    <Section title={t('sections.money')} testId="booking-money">
      <KeyValueGrid ns="tenant-bookings" items={items} columns={1} />
      <Stack direction="row" gap="2" wrap="wrap">
        {canPayRest && (
          <Button asChild colorPalette="brand" data-testid="pay-rest">
            <Link to={`/payment?reservation=${r.id}`}>{t('payRest')}</Link>
          </Button>
        )}
        {r.invoice_id != null && (
          <Button asChild variant="outline" colorPalette="brand" data-testid="booking-invoice">
            <Link to={`/dashboard/contracts/invoice-tenant-details/${r.invoice_id}`}>
              {t('invoice')}
            </Link>
          </Button>
        )}
        {contract && isBuilt(contract) && (
          <Button asChild variant="outline" colorPalette="brand" data-testid="booking-contract">
            <Link to={contract}>{t('contract')}</Link>
          </Button>
        )}
      </Stack>
    </Section>
  );
}

export function PolicyCard(props: { reservation: Reservation; onCancel: () => void }) {
  const { reservation: r, onCancel } = props;
  const { t } = useTranslation('tenant-bookings');
  const start = r.start_time ? `${r.start_date}T${r.start_time}:00` : `${r.start_date}T00:00:00`;
  // Whether the button shows; the dialog asks the backend for the refund itself.
  const open = cancellationRefund({
    policy: r.cancellation_policy ?? 'moderate',
    status: r.status,
    startAt: start,
    paid: toHalalas(r.paid_amount),
  }).cancellable;
  return (
    <Section title={t('sections.policy')} testId="booking-policy">
      {r.cancellation_policy && <CancellationSchedule policy={r.cancellation_policy} />}
      {open ? (
        <Button
          variant="outline"
          colorPalette="red"
          alignSelf="start"
          onClick={onCancel}
          data-testid="cancel-booking"
        >
          {t('cancel.open')}
        </Button>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t('cancel.closed')}
        </Text>
      )}
    </Section>
  );
}
