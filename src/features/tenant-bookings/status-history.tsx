// The statuses a booking went through, oldest first: when, by whom, and why.
import { Box, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/apiback';
import { StatusChip } from '@/components/status';
import { formatDateTime, formatSar } from '@/domain';
import { bookingStatuses } from './booking-statuses';

type Reservation = components['schemas']['Reservation'];

export function StatusHistory({ reservation: r }: { reservation: Reservation }) {
  const { t } = useTranslation('tenant-bookings');
  const history = r.status_history ?? [];
  return (
    <Card.Root data-testid="booking-history">
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          {t('sections.history')}
        </Heading>
        {history.length === 0 ? (
          <Text color="fg.muted">{t('noHistory')}</Text>
        ) : (
          <Stack as="ol" gap="3" listStyleType="none" ps="0">
            {history.map((h, i) => (
              <Box
                as="li"
                key={`${h.status}-${h.at}-${i}`}
                borderInlineStartWidth="3px"
                borderColor="brand.200"
                ps="3"
              >
                <StatusChip statuses={bookingStatuses} value={h.status} ns="tenant-bookings" />
                <Text fontSize="sm" color="fg.muted" mt="1">
                  <bdi dir="ltr">{formatDateTime(h.at)}</bdi> · {t(`by.${h.by}`)}
                </Text>
                {h.reason && (
                  <Text fontSize="sm" dir="auto">
                    {h.reason === 'request_expired' ? t('expiredReason') : h.reason}
                  </Text>
                )}
              </Box>
            ))}
          </Stack>
        )}
        {(r.refunds ?? []).map((x) => (
          <Text key={x.id} fontSize="sm" data-testid="booking-refund">
            {t(`refunds.${x.kind}`)} — <RefundAmount value={x.amount} />
            {x.note ? <Text as="span" color="fg.muted">{` (${x.note})`}</Text> : null}
            {x.method === 'stc_pay' && x.to_mobile ? (
              <Text as="span" color="fg.muted" data-testid="booking-refund-to">
                {' · '}
                {t('refundTo.stc_pay')} <bdi dir="ltr">{x.to_mobile}</bdi>
              </Text>
            ) : x.method ? (
              <Text as="span" color="fg.muted" data-testid="booking-refund-to">
                {' · '}
                {t(`refundTo.${x.method}`)}
              </Text>
            ) : null}
          </Text>
        ))}
      </Card.Body>
    </Card.Root>
  );
}

function RefundAmount({ value }: { value: number }) {
  const { i18n } = useTranslation();
  return <bdi dir="ltr">{formatSar(value, i18n.language)}</bdi>;
}
