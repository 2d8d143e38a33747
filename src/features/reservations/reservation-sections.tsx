// The details of one order in cards: the order, tenant, unit and lessor, payment data,
// site inspector. Phones and amounts are isolated (bdi) by the key/value grid.
import { Card, Heading, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/apiback';
import { StatusChip } from '@/components/status';
import { KeyValueGrid, type KeyValue } from '@/engines/document';
import { reservationStatuses, withTime } from './reservations-table';

type Reservation = components['schemas']['Reservation'];
type Payment = components['schemas']['Payment'];

function Section({ title, items }: { title: string; items: KeyValue[] }) {
  return (
    <Card.Root>
      <Card.Body>
        <Heading as="h2" size="md" mb="3">
          {title}
        </Heading>
        <KeyValueGrid ns="reservations" items={items} columns={1} />
      </Card.Body>
    </Card.Root>
  );
}

export function ReservationSections({
  reservation: r,
  payment,
}: {
  reservation: Reservation;
  payment?: Payment;
}) {
  const { t } = useTranslation('reservations');
  const opt = (prefix: string, v: unknown) => (v == null ? undefined : t(`${prefix}.${String(v)}`));
  return (
    <>
      <StatusChip statuses={reservationStatuses} value={r.status} ns="reservations" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Section
          title={t('sections.order')}
          items={[
            { key: 'booking_date', value: r.booking_date?.slice(0, 10), kind: 'date' },
            // An hourly order says its hours, like the orders list.
            r.type_res_id === 1
              ? { key: 'start_date', value: withTime(r.start_date, r.start_time, r), kind: 'ltr' }
              : { key: 'start_date', value: r.start_date, kind: 'date' },
            r.type_res_id === 1
              ? { key: 'end_date', value: withTime(r.end_date, r.end_time, r), kind: 'ltr' }
              : { key: 'end_date', value: r.end_date, kind: 'date' },
            { key: 'type_res_id', value: opt('typeRes', r.type_res_id) },
            { key: 'duration', value: r.duration, kind: 'ltr' },
          ]}
        />
        <Section
          title={t('sections.people')}
          items={[
            { key: 'tenant', value: r.tenant.name },
            { key: 'tenant_phone', value: r.tenant.phone, kind: 'ltr' },
            { key: 'unit', value: r.unit.code ? `${r.unit.name} (${r.unit.code})` : r.unit.name },
            { key: 'office', value: r.office.name },
            { key: 'lessor', value: r.lessor?.name },
            { key: 'lessor_phone', value: r.lessor?.phone ?? r.office.phone, kind: 'ltr' },
          ]}
        />
        <Section
          title={t('sections.payment')}
          items={[
            { key: 'payment_method', value: opt('paymentMethods', r.payment_method) },
            { key: 'pay_mode', value: opt('payModes', r.pay_mode) },
            { key: 'total_amount', value: r.total_amount, kind: 'money' },
            { key: 'paid_amount', value: r.paid_amount, kind: 'money' },
            { key: 'remaining_amount', value: r.remaining_amount, kind: 'money' },
            { key: 'net_amount', value: r.net_amount, kind: 'money' },
            ...(payment ? [{ key: 'transfer', value: t('transferAwaiting') }] : []),
          ]}
        />
        <Section
          title={t('sections.inspector')}
          items={[
            { key: 'site_inspector_name', value: r.site_inspector_name },
            { key: 'site_inspector_phone', value: r.site_inspector_phone, kind: 'ltr' },
          ]}
        />
      </SimpleGrid>
    </>
  );
}
