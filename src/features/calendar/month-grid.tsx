// A month of one unit as whole weeks (Saturday first in Arabic, Sunday in English): each
// day shows its Gregorian and Hijri numbers and its state; a day opens its bookings.
import { Box, chakra, Text } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatLongDate, hijriDay, weekdayOrder } from '@/domain';
import { DAY_STYLE } from './day-states';
import type { CalendarDay } from './use-calendar';

const WEEKDAY = new Map<string, Intl.DateTimeFormat>();
function weekdayName(index: number, lang: string, width: 'short' | 'long') {
  const key = `${lang}${width}`;
  let f = WEEKDAY.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB', {
      weekday: width,
      timeZone: 'UTC',
    });
    WEEKDAY.set(key, f);
  }
  // 2026-11-22 is a Sunday (index 0).
  return f.format(new Date(Date.UTC(2026, 10, 22 + index)));
}

export function MonthGrid({
  month,
  days,
  byDate,
  selected,
  onSelect,
}: {
  month: string;
  days: string[];
  byDate: Map<string, CalendarDay>;
  selected?: string;
  onSelect: (date: string) => void;
}) {
  const { t, i18n } = useTranslation('calendar');
  const lang = i18n.language;
  const today = dayjs().format('YYYY-MM-DD');
  const weeks = Array.from({ length: days.length / 7 }, (_, w) => days.slice(w * 7, w * 7 + 7));
  return (
    <Box
      as="table"
      w="full"
      css={{ tableLayout: 'fixed', borderCollapse: 'separate', borderSpacing: '4px' }}
      data-testid="month-grid"
    >
      <thead>
        <tr>
          {weekdayOrder(lang).map((d) => (
            <chakra.th
              key={d}
              scope="col"
              fontSize="xs"
              color="fg.muted"
              fontWeight="medium"
              pb="1"
            >
              <abbr title={weekdayName(d, lang, 'long')}>{weekdayName(d, lang, 'short')}</abbr>
            </chakra.th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((date) => {
              const day = byDate.get(date);
              const state = day?.state ?? 'available';
              const style = DAY_STYLE[state];
              const inMonth = date.startsWith(month);
              const count = day?.reservations_count ?? 0;
              return (
                <td key={date}>
                  <Box
                    as="button"
                    w="full"
                    minH={{ base: '14', md: '20' }}
                    p="1"
                    borderRadius="md"
                    borderWidth={date === selected ? '2px' : '1px'}
                    borderColor={
                      date === selected ? 'brand.600' : date === today ? 'brand.400' : 'border'
                    }
                    bg={style.bg}
                    backgroundImage={style.pattern}
                    color={inMonth || state === 'reserved' ? style.color : 'fg.muted'}
                    fontStyle={inMonth ? undefined : 'italic'}
                    textAlign="start"
                    display="flex"
                    flexDirection="column"
                    justifyContent="space-between"
                    cursor="pointer"
                    _focusVisible={{
                      outline: '2px solid',
                      outlineColor: 'brand.600',
                      outlineOffset: '1px',
                    }}
                    aria-pressed={date === selected}
                    // The name starts with the two numbers the cell shows (WCAG 2.5.3: a
                    // speech user says what they see), then the full date and the state.
                    aria-label={`${Number(date.slice(8))} ${hijriDay(date, lang)} · ${formatLongDate(date, lang)} · ${t(`states.${state}`)}${count ? ` · ${t('bookingsCount', { count })}` : ''}`}
                    data-date={date}
                    data-state={state}
                    onClick={() => onSelect(date)}
                  >
                    <Text as="span" fontWeight="bold" fontSize={{ base: 'sm', md: 'md' }} dir="ltr">
                      {Number(date.slice(8))}
                    </Text>{' '}
                    {/* The space keeps the two numbers two words in the button's text (a flex
                        column shows no space; the aria-label starts with these words). */}
                    <Text as="span" fontSize="2xs" dir="ltr">
                      {hijriDay(date, lang)}
                    </Text>
                  </Box>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
