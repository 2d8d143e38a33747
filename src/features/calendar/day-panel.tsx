// The bookings and blocks of one day: tenant, times, status and a link to the reservation;
// each block with its reason and an "unblock" button; "block this day" for a free day.
import { Box, Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { components } from '@/api/generated/apiback';
import { StatusChip, defineStatuses } from '@/components/status';
import { Ltr } from '@/components/ltr';
import { formatLongDate, formatHijriDate } from '@/domain';
import type { CalendarBlock, CalendarBooking } from './use-calendar';

export const reservationStatuses = defineStatuses<components['schemas']['ReservationStatus']>(
  'status',
  {
    pending: 'warning',
    processing: 'progress',
    accepted: 'success',
    active: 'info',
    complete: 'success',
    finished: 'neutral',
    cancelled: 'danger',
    rejected: 'danger',
  },
);

/** "09:00–11:00" on one day, or "2026-12-05 → 2026-12-08" for a stay. */
function span(start: string, end: string) {
  return start.slice(0, 10) === end.slice(0, 10)
    ? `${start.slice(11, 16)}–${end.slice(11, 16)}`
    : `${start.slice(0, 10)} → ${end.slice(0, 10)}`;
}

export function blockSpan(b: CalendarBlock) {
  const hours = b.start_time && b.end_time ? ` ${b.start_time}–${b.end_time}` : '';
  return b.start_date === b.end_date
    ? `${b.start_date}${hours}`
    : `${b.start_date} → ${b.end_date}`;
}

export function DayPanel({
  date,
  bookings,
  blocks,
  onBlock,
  onUnblock,
}: {
  date: string;
  bookings: CalendarBooking[];
  blocks: CalendarBlock[];
  onBlock: () => void;
  onUnblock: (b: CalendarBlock) => void;
}) {
  const { t, i18n } = useTranslation('calendar');
  const lang = i18n.language;
  const next = `${date}T23:59`;
  const dayBookings = bookings.filter((b) => b.start_at <= next && b.end_at > `${date}T00:00`);
  const dayBlocks = blocks.filter((b) => b.start_date <= date && b.end_date >= date);
  return (
    <Box
      as="section"
      aria-labelledby="day-title"
      borderWidth="1px"
      borderRadius="l3"
      p="4"
      data-testid="day-panel"
    >
      <HStack justify="space-between" wrap="wrap" gap="2" mb="3">
        <Box>
          <Heading as="h2" size="md" id="day-title">
            {formatLongDate(date, lang)}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {formatHijriDate(date, lang)}
          </Text>
        </Box>
        <Button
          size="sm"
          variant="outline"
          colorPalette="brand"
          onClick={onBlock}
          data-testid="block-day"
        >
          {t('block.thisDay')}
        </Button>
      </HStack>
      {dayBookings.length === 0 && dayBlocks.length === 0 && (
        <Text color="fg.muted">{t('day.free')}</Text>
      )}
      <Stack as="ul" gap="3" listStyleType="none">
        {dayBookings.map((b) => (
          <HStack
            as="li"
            key={b.reservation_id}
            justify="space-between"
            wrap="wrap"
            gap="2"
            data-testid="day-booking"
          >
            <Box>
              <Text fontWeight="bold" dir="auto">
                {b.tenant_name}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                <Ltr>{span(b.start_at, b.end_at)}</Ltr>
              </Text>
            </Box>
            <HStack gap="3">
              <StatusChip statuses={reservationStatuses} value={b.status} ns="calendar" />
              <Link asChild color="brand.700" fontWeight="bold">
                <RouterLink to={`/dashboard/reservations/${b.reservation_id}`}>
                  {t('day.open', { id: b.reservation_id })}
                </RouterLink>
              </Link>
            </HStack>
          </HStack>
        ))}
        {dayBlocks.map((b) => (
          <HStack
            as="li"
            key={`block-${b.id}`}
            justify="space-between"
            wrap="wrap"
            gap="2"
            data-testid="day-block"
          >
            <Box>
              <Text fontWeight="bold">
                {t(`kinds.${b.kind}`)}
                {b.source === 'ical' ? ` · ${t('block.imported')}` : ''}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                <Ltr>{blockSpan(b)}</Ltr>
              </Text>
              {b.note ? (
                <Text fontSize="sm" color="fg.muted" dir="auto">
                  {b.note}
                </Text>
              ) : null}
            </Box>
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              onClick={() => onUnblock(b)}
              data-testid="unblock"
            >
              {t('block.unblock')}
            </Button>
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}
