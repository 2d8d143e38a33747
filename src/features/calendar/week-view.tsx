// A week of an hourly unit, hour by hour: each hour booked (with the tenant) or blocked.
// Days run in the language's week order; hours top to bottom.
import { Box, chakra, Text, VisuallyHidden } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { conflictingSlots, formatLongDate, hijriDay } from '@/domain';
import { blockSlot } from '@schemas/calendar-block';
import { DAY_STYLE } from './day-states';
import type { CalendarBlock, CalendarBooking } from './use-calendar';

const HOURS = Array.from({ length: 24 }, (_, h) => h);

export function WeekView({
  days,
  bookings,
  blocks,
  onSelect,
}: {
  days: string[];
  bookings: CalendarBooking[];
  blocks: CalendarBlock[];
  onSelect: (date: string) => void;
}) {
  const { t, i18n } = useTranslation('calendar');
  const lang = i18n.language;
  const booked = bookings.map((b) => ({ start: `${b.start_at}:00`, end: `${b.end_at}:00`, b }));
  const closed = blocks.flatMap((b) => {
    const s = blockSlot(b);
    return s ? [s] : [];
  });
  const hourSlot = (date: string, h: number) => ({
    start: dayjs(date).add(h, 'hour'),
    end: dayjs(date).add(h + 1, 'hour'),
  });
  return (
    <Box overflowX="auto" data-testid="week-view">
      <Box
        as="table"
        w="full"
        minW="640px"
        css={{ tableLayout: 'fixed', borderCollapse: 'collapse' }}
      >
        <thead>
          <tr>
            <chakra.th w="16" scope="col">
              <VisuallyHidden>{t('hour')}</VisuallyHidden>
            </chakra.th>
            {days.map((d) => (
              <chakra.th key={d} scope="col" fontSize="xs" p="1">
                <Box as="button" onClick={() => onSelect(d)} textAlign="center" w="full">
                  {formatLongDate(d, lang).split('،')[0].split(',')[0]}
                  <Text as="span" display="block" dir="ltr">
                    {Number(d.slice(8))} · {hijriDay(d, lang)}
                  </Text>
                </Box>
              </chakra.th>
            ))}
          </tr>
        </thead>
        <tbody>
          {HOURS.map((h) => (
            <tr key={h}>
              <chakra.th scope="row" fontSize="2xs" color="fg.muted" fontWeight="normal" dir="ltr">
                {`${String(h).padStart(2, '0')}:00`}
              </chakra.th>
              {days.map((d) => {
                const slot = hourSlot(d, h);
                const hit = booked.find((x) => conflictingSlots(slot, [x]).length > 0);
                const block = !hit && conflictingSlots(slot, closed).length > 0;
                const style = hit
                  ? DAY_STYLE.reserved
                  : block
                    ? DAY_STYLE.unavailable
                    : DAY_STYLE.available;
                return (
                  <Box
                    as="td"
                    key={d}
                    h="6"
                    borderWidth="1px"
                    borderColor="border.muted"
                    bg={style.bg}
                    backgroundImage={style.pattern}
                    color={style.color}
                    fontSize="2xs"
                    px="1"
                    overflow="hidden"
                    whiteSpace="nowrap"
                    textOverflow="ellipsis"
                  >
                    {hit ? hit.b.tenant_name : block ? t('states.unavailable') : null}
                  </Box>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
