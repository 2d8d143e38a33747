// The booking card's month calendar: booked days struck through and not choosable, partly
// booked days marked (their free hours can still be booked by the hour), the chosen stay
// highlighted. A click picks the arrival; for a daily stay the next click picks the
// departure, never past the next booked day. Arrow keys move between days (mirrored in
// Arabic), the week starts on Saturday in Arabic and Sunday in English (spec section 9).
import { Box, Button, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/apiback';
import { formatLongDate, GREGORIAN_LOCALE, weekdayOrder, type PeriodType } from '@/domain';
import { dayOpen, latestDeparture } from './reserved-slots';

type CalendarDay = components['schemas']['CalendarDay'];
type Kind = 'available' | 'booked' | 'partly' | 'past';
const DAY = 'YYYY-MM-DD';

interface Props {
  days: readonly CalendarDay[];
  period: PeriodType;
  start: string;
  /** The departure (exclusive), to highlight the stay. */
  end?: string;
  onPick: (patch: { start: string; end?: string }) => void;
  /** The loading stand-in (booking-card.tsx): inert, dimmed, nothing open. */
  loading?: boolean;
}

function kindOf(day: CalendarDay | undefined, date: string, today: string, period: PeriodType) {
  if (date < today || !day) return 'past' as const;
  if (day.state === 'available') return 'available' as const;
  return dayOpen(day, period) ? ('partly' as const) : ('booked' as const);
}

export function AvailabilityCalendar({ days, period, start, end, onPick, loading }: Props) {
  const { t, i18n } = useTranslation('office-details');
  const lang = i18n.language;
  const rtl = lang.startsWith('ar');
  const today = dayjs().format(DAY);
  const byDate = useMemo(() => new Map(days.map((d) => [d.date, d])), [days]);
  const lastDay = days.at(-1)?.date ?? today;
  const [month, setMonth] = useState(() => dayjs(start || today).startOf('month'));
  const [pickingEnd, setPickingEnd] = useState(false);
  const [focus, setFocus] = useState(start || today);
  const grid = useRef<HTMLDivElement>(null);
  // A date typed in the field brings its month into view.
  useEffect(() => {
    if (start && dayjs(start).isValid()) setMonth(dayjs(start).startOf('month'));
  }, [start]);

  const latest = period === 'daily' && pickingEnd && start ? latestDeparture(start, days) : null;
  const choosable = (date: string, kind: Kind) =>
    latest ? date > start && date <= latest : kind === 'available' || kind === 'partly';
  const pick = (date: string) => {
    if (period === 'daily' && pickingEnd && latest && date > start && date <= latest) {
      setPickingEnd(false);
      return onPick({ start, end: date });
    }
    if (period === 'daily') {
      setPickingEnd(true);
      return onPick({ start: date, end: dayjs(date).add(1, 'day').format(DAY) });
    }
    onPick({ start: date });
  };

  const first = month.startOf('month');
  const order = weekdayOrder(lang);
  const lead = order.indexOf(first.day());
  // Always six weeks: the calendar keeps one height whatever the month, so neither turning
  // the month nor its loading stand-in (booking-card.tsx) moves what is below it.
  const cells: (Dayjs | null)[] = Array.from({ length: 42 }, (_, i) =>
    i < lead || i >= lead + first.daysInMonth() ? null : first.add(i - lead, 'day'),
  );
  const weekday = new Intl.DateTimeFormat(rtl ? GREGORIAN_LOCALE.ar : GREGORIAN_LOCALE.en, {
    weekday: 'narrow',
    timeZone: 'UTC',
  });
  const monthTitle = new Intl.DateTimeFormat(rtl ? GREGORIAN_LOCALE.ar : GREGORIAN_LOCALE.en, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${first.format(DAY)}T00:00:00Z`));
  const canBack = first.isAfter(dayjs(today), 'month');
  const canForward = first.add(1, 'month').format(DAY) <= lastDay;

  const onKey = (e: KeyboardEvent) => {
    const step: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      ArrowDown: 7,
      ArrowUp: -7,
    };
    if (!(e.key in step)) return;
    e.preventDefault();
    const next = dayjs(focus).add(step[e.key], 'day');
    if (next.format(DAY) < today || next.format(DAY) > lastDay) return;
    setFocus(next.format(DAY));
    setMonth(next.startOf('month'));
    requestAnimationFrame(() =>
      grid.current?.querySelector<HTMLElement>(`[data-date="${next.format(DAY)}"]`)?.focus(),
    );
  };

  return (
    <Box
      data-testid={loading ? 'calendar-loading' : 'availability-calendar'}
      inert={loading}
      aria-busy={loading || undefined}
      opacity={loading ? 0.6 : undefined}
    >
      <HStack justify="space-between" mb="2">
        <Button
          size="xs"
          variant="ghost"
          disabled={!canBack}
          onClick={() => setMonth((m) => m.subtract(1, 'month'))}
          aria-label={t('calendar.prev')}
        >
          {rtl ? '›' : '‹'}
        </Button>
        <Text fontWeight="bold" aria-live="polite" data-testid="calendar-month">
          {monthTitle}
        </Text>
        <Button
          size="xs"
          variant="ghost"
          disabled={!canForward}
          onClick={() => setMonth((m) => m.add(1, 'month'))}
          aria-label={t('calendar.next')}
        >
          {rtl ? '‹' : '›'}
        </Button>
      </HStack>
      <SimpleGrid columns={7} gap="1" aria-hidden="true" mb="1">
        {order.map((d) => (
          <Text key={d} fontSize="xs" color="fg.muted" textAlign="center">
            {weekday.format(new Date(Date.UTC(2026, 10, 22 + d)))}
          </Text>
        ))}
      </SimpleGrid>
      <SimpleGrid
        columns={7}
        gap="1"
        ref={grid}
        onKeyDown={onKey}
        role="group"
        aria-label={monthTitle}
      >
        {cells.map((d, i) => {
          if (!d) return <Box key={`blank-${i}`} />;
          const date = d.format(DAY);
          const kind = kindOf(byDate.get(date), date, today, period);
          const ok = choosable(date, kind);
          const chosen = date === start || (period === 'daily' && date === end);
          const inside = period !== 'hourly' && end && date > start && date < end;
          return (
            <Button
              key={date}
              data-date={date}
              data-state={kind}
              size="sm"
              minW="0"
              px="0"
              h="9"
              variant={chosen ? 'solid' : 'ghost'}
              colorPalette="brand"
              bg={
                chosen
                  ? undefined
                  : inside
                    ? 'brand.100'
                    : kind === 'booked'
                      ? 'gray.100'
                      : undefined
              }
              color={!chosen && (kind === 'booked' || kind === 'past') ? 'fg.muted' : undefined}
              textDecoration={kind === 'booked' ? 'line-through' : undefined}
              aria-disabled={!ok || undefined}
              aria-pressed={chosen}
              aria-label={t('calendar.dayLabel', {
                date: formatLongDate(date, lang),
                state: t(`calendar.state.${kind}`),
              })}
              tabIndex={date === focus ? 0 : -1}
              onFocus={() => setFocus(date)}
              onClick={() => ok && pick(date)}
              position="relative"
            >
              <bdi>{d.date()}</bdi>
              {kind === 'partly' && (
                <Box
                  position="absolute"
                  bottom="1"
                  w="1"
                  h="1"
                  borderRadius="full"
                  bg="orange.500"
                />
              )}
            </Button>
          );
        })}
      </SimpleGrid>
      <HStack
        gap="3"
        mt="2"
        wrap="wrap"
        fontSize="xs"
        color="fg.muted"
        data-testid="calendar-legend"
      >
        <Legend swatch="brand.600" label={t('calendar.legend.selected')} />
        <Legend swatch="gray.200" label={t('calendar.legend.booked')} strike />
        <Legend swatch="orange.500" label={t('calendar.legend.partly')} dot />
      </HStack>
      {latest && (
        <Text fontSize="xs" color="fg.muted" mt="1" role="status">
          {t('calendar.pickDeparture')}
        </Text>
      )}
    </Box>
  );
}

function Legend({
  swatch,
  label,
  strike,
  dot,
}: {
  swatch: string;
  label: string;
  strike?: boolean;
  dot?: boolean;
}) {
  return (
    <HStack gap="1">
      <Box w={dot ? '2' : '3'} h={dot ? '2' : '3'} borderRadius={dot ? 'full' : 'sm'} bg={swatch} />
      <Text as="span" textDecoration={strike ? 'line-through' : undefined}>
        {label}
      </Text>
    </HStack>
  );
}
