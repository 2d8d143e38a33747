// /dashboard/calendar and /dashboard/calendar/:id: one unit's occupancy (the picker chooses
// the unit), as a month grid or, for an hourly unit, a week of hours; a day opens its
// bookings and blocks; the lessor blocks and unblocks; iCal both ways below.
import { Box, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { errorMessageKey } from '@/api/result';
import { ErrorFallback } from '@/components/error-fallback';
import { QueryState } from '@/components/query-state';
import { hijriSpan, monthGrid, weekDays } from '@/domain';
import { toaster } from '@/lib/toaster';
import { BlockDialog } from './block-dialog';
import { CalendarLegend } from './calendar-legend';
import { CalendarToolbar } from './calendar-toolbar';
import { DayPanel } from './day-panel';
import { IcalPanel } from './ical-panel';
import { MonthGrid } from './month-grid';
import { useMyUnits, useUnblock, useUnitCalendar, type CalendarBlock } from './use-calendar';
import { WeekView } from './week-view';

export function CalendarPage() {
  const { t, i18n } = useTranslation(['calendar', 'errors']);
  const lang = i18n.language;
  const navigate = useNavigate();
  const id = Number(useParams().id) || 0;
  const units = useMyUnits();
  const [cursor, setCursor] = useState(() => dayjs().format('YYYY-MM-DD'));
  const [view, setView] = useState<'month' | 'week'>('month');
  const [selected, setSelected] = useState(() => dayjs().format('YYYY-MM-DD'));
  const [blockOn, setBlockOn] = useState<string>();
  const month = cursor.slice(0, 7);
  const days = useMemo(
    () => (view === 'week' ? weekDays(cursor, lang) : monthGrid(month, lang)),
    [view, cursor, month, lang],
  );
  const cal = useUnitCalendar(id, days[0], days[days.length - 1]);
  const unblock = useUnblock();
  const byDate = useMemo(() => new Map((cal.data?.days ?? []).map((d) => [d.date, d])), [cal.data]);

  return (
    <QueryState queries={[units]} label={t('loading')}>
      {(list) => {
        if (!id && list[0]) return <Navigate to={`/dashboard/calendar/${list[0].id}`} replace />;
        const unit = list.find((u) => u.id === id);
        const hourly = Boolean(cal.data?.hourly);
        const shownView = hourly ? view : 'month';

        return (
          <Stack gap="5">
            <HStack justify="space-between" wrap="wrap" gap="3">
              <Heading as="h1" size="lg">
                {t('title')}
              </Heading>
              <NativeSelect.Root maxW="sm" size="sm">
                <NativeSelect.Field
                  aria-label={t('unit')}
                  value={String(id)}
                  data-testid="unit-picker"
                  onChange={(e) => navigate(`/dashboard/calendar/${e.currentTarget.value}`)}
                >
                  {list.map((u) => (
                    <option key={u.id} value={u.id}>
                      {u.name}
                      {u.office_name ? ` — ${u.office_name}` : ''}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </HStack>
            {!unit ? (
              <Text>{t('noUnit')}</Text>
            ) : (
              <>
                <CalendarToolbar
                  view={shownView}
                  hourly={hourly}
                  title={
                    shownView === 'week'
                      ? `${days[0]} – ${days[6]}`
                      : new Intl.DateTimeFormat(
                          lang === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB',
                          {
                            month: 'long',
                            year: 'numeric',
                            timeZone: 'UTC',
                          },
                        ).format(new Date(`${month}-01T00:00:00Z`))
                  }
                  hijri={hijriSpan(days[0], days[days.length - 1], lang)}
                  onView={setView}
                  onMove={(step) =>
                    setCursor((c) =>
                      step === 0
                        ? dayjs().format('YYYY-MM-DD')
                        : dayjs(c)
                            .add(step, shownView === 'week' ? 'week' : 'month')
                            .format('YYYY-MM-DD'),
                    )
                  }
                  onBlock={() => setBlockOn(selected)}
                />
                <CalendarLegend />
                {cal.isError ? (
                  <ErrorFallback error={cal.error} onRetry={() => void cal.refetch()} />
                ) : (
                  <Box aria-busy={cal.isFetching}>
                    {shownView === 'week' ? (
                      <WeekView
                        days={days}
                        bookings={cal.data?.bookings ?? []}
                        blocks={cal.data?.blocks ?? []}
                        onSelect={setSelected}
                      />
                    ) : (
                      <MonthGrid
                        month={month}
                        days={days}
                        byDate={byDate}
                        selected={selected}
                        onSelect={setSelected}
                      />
                    )}
                  </Box>
                )}
                <DayPanel
                  date={selected}
                  bookings={cal.data?.bookings ?? []}
                  blocks={cal.data?.blocks ?? []}
                  onBlock={() => setBlockOn(selected)}
                  onUnblock={(b: CalendarBlock) =>
                    unblock.mutate(
                      { params: { path: { unitId: id, blockId: b.id } } },
                      {
                        onSuccess: () =>
                          toaster.create({ type: 'success', title: t('block.unblocked') }),
                        onError: (e) =>
                          toaster.create({ type: 'error', title: t(errorMessageKey(e)) }),
                      },
                    )
                  }
                />
                <IcalPanel key={id} unitId={id} />
                {blockOn && (
                  <BlockDialog
                    unitId={id}
                    date={blockOn}
                    onClose={() => setBlockOn(undefined)}
                    onDone={() => {
                      setBlockOn(undefined);
                      toaster.create({ type: 'success', title: t('block.saved') });
                    }}
                  />
                )}
              </>
            )}
          </Stack>
        );
      }}
    </QueryState>
  );
}
