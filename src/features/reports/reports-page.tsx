// /dashboard/reports ("performance reports"): for a date range, the headline figures, then
// revenue per month (gross = commission + VAT + net), bookings by period type and the top
// units (occupancy, revenue, rating) — each chart with its table and a CSV of the rows. The
// backend computes every number from the reservations (src/domain/reports).
import { Button, Heading, HStack, Input, Skeleton, Stack } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '@/api/generated/apiback';
import { $api } from '@/api/query';
import { ErrorFallback } from '@/components/error-fallback';
import { FormField } from '@/components/form-field';
import { Ltr } from '@/components/ltr';
import { formatDecimal, formatSar, periodFromTypeResId } from '@/domain';
import { ReportFigures } from './report-figures';
import { ReportSection, type ReportColumn } from './report-section';

// The chart library (recharts) streams in after the figures and tables.
const LazyBarChart = lazy(() => import('./bar-chart').then((m) => ({ default: m.BarChart })));
function BarChart(props: ComponentProps<typeof LazyBarChart>) {
  return (
    <Suspense fallback={<Skeleton h="72" />}>
      <LazyBarChart {...props} />
    </Suspense>
  );
}

type Report = components['schemas']['PerformanceReport'];
type Month = Report['revenue_by_month'][number];
type Period = Report['bookings_by_period'][number];
type UnitRow = Report['by_unit'][number];

const DAY = 'YYYY-MM-DD';
const PRESETS = { d30: 29, d90: 89, m6: 182, y1: 364 } as const;

export function ReportsPage() {
  const { t, i18n } = useTranslation('reports');
  const lang = i18n.language;
  const rtl = lang === 'ar';
  const [range, setRange] = useState(() => ({
    from: dayjs().subtract(PRESETS.m6, 'day').format(DAY),
    to: dayjs().format(DAY),
  }));
  const q = $api.useQuery('get', '/apiBack/v1/user/reports', { params: { query: range } }, { select: (r) => r.data });
  const sar = (v: number) => formatSar(v, lang);
  const money = (v: number) => <bdi>{sar(v)}</bdi>;
  const count = (v: number) => <Ltr>{formatDecimal(v, 0)}</Ltr>;
  const file = (name: string) => `${name}-${range.from}-${range.to}.csv`;
  const monthName = (m: string) =>
    new Intl.DateTimeFormat(rtl ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${m}-01T00:00:00Z`),
    );

  const monthColumns: ReportColumn<Month>[] = [
    { key: 'month', label: t('columns.month'), cell: (r) => monthName(r.month), csv: (r) => r.month },
    { key: 'bookings', label: t('columns.bookings'), cell: (r) => count(r.bookings), csv: (r) => r.bookings, numeric: true },
    { key: 'gross', label: t('columns.gross'), cell: (r) => money(r.gross), csv: (r) => r.gross, numeric: true },
    { key: 'commission', label: t('columns.commission'), cell: (r) => money(r.commission), csv: (r) => r.commission, numeric: true },
    { key: 'vat', label: t('columns.vat'), cell: (r) => money(r.vat), csv: (r) => r.vat, numeric: true },
    { key: 'net', label: t('columns.net'), cell: (r) => money(r.net), csv: (r) => r.net, numeric: true },
  ];
  const periodName = (p: Period) => t(`periods.${periodFromTypeResId(p.type_res_id) ?? 'daily'}`);
  const periodColumns: ReportColumn<Period>[] = [
    { key: 'period', label: t('columns.period'), cell: periodName, csv: periodName },
    { key: 'bookings', label: t('columns.bookings'), cell: (r) => count(r.bookings), csv: (r) => r.bookings, numeric: true },
    { key: 'gross', label: t('columns.gross'), cell: (r) => money(r.gross), csv: (r) => r.gross, numeric: true },
  ];
  const unitColumns: ReportColumn<UnitRow>[] = [
    { key: 'unit', label: t('columns.unit'), cell: (r) => <bdi>{r.unit_name}</bdi>, csv: (r) => r.unit_name },
    { key: 'office', label: t('columns.office'), cell: (r) => <bdi>{r.office_name}</bdi>, csv: (r) => r.office_name },
    { key: 'bookings', label: t('columns.bookings'), cell: (r) => count(r.bookings), csv: (r) => r.bookings, numeric: true },
    { key: 'gross', label: t('columns.gross'), cell: (r) => money(r.revenue), csv: (r) => r.revenue, numeric: true },
    {
      key: 'occupancy',
      label: t('columns.occupancy'),
      cell: (r) => <Ltr>{`${formatDecimal(r.occupancy_rate, 1)}%`}</Ltr>,
      csv: (r) => r.occupancy_rate,
      numeric: true,
    },
    {
      key: 'rating',
      label: t('columns.rating'),
      cell: (r) => <Ltr>{formatDecimal(r.average_rating ?? 0, 1)}</Ltr>,
      csv: (r) => r.average_rating ?? 0,
      numeric: true,
    },
  ];

  const report = q.data;
  const top = report ? [...report.by_unit].sort((a, b) => b.revenue - a.revenue || b.occupancy_rate - a.occupancy_rate).slice(0, 10) : [];
  const months = report?.revenue_by_month.map((m) => ({ ...m, label: monthName(m.month) })) ?? [];
  const periods = report?.bookings_by_period.map((p) => ({ ...p, label: periodName(p) })) ?? [];
  return (
    <Stack gap="5">
      <Heading as="h1" size="lg">
        {t('title')}
      </Heading>
      <HStack as="form" gap="3" wrap="wrap" align="end" aria-label={t('range')} onSubmit={(e) => e.preventDefault()} css={{ '@media print': { display: 'none' } }}>
        <FormField label={t('from')} width="auto">
          <Input type="date" dir="ltr" value={range.from} max={range.to} onChange={(e) => e.currentTarget.value && setRange((r) => ({ ...r, from: e.currentTarget.value }))} data-testid="report-from" />
        </FormField>
        <FormField label={t('to')} width="auto">
          <Input type="date" dir="ltr" value={range.to} min={range.from} onChange={(e) => e.currentTarget.value && setRange((r) => ({ ...r, to: e.currentTarget.value }))} data-testid="report-to" />
        </FormField>
        {Object.entries(PRESETS).map(([key, days]) => (
          <Button key={key} size="sm" variant="ghost" colorPalette="brand" onClick={() => setRange({ from: dayjs().subtract(days, 'day').format(DAY), to: dayjs().format(DAY) })}>
            {t(`presets.${key}`)}
          </Button>
        ))}
        <Button size="sm" variant="outline" onClick={() => window.print()}>
          {t('print')}
        </Button>
      </HStack>
      {q.isError ? (
        <ErrorFallback error={q.error} onRetry={() => void q.refetch()} />
      ) : !report ? (
        <Skeleton h="80" />
      ) : (
        <>
          <ReportFigures report={report} />
          <ReportSection
            id="revenue"
            title={t('sections.revenue')}
            file={file('revenue')}
            rows={report.revenue_by_month}
            columns={monthColumns}
            chart={
              <BarChart
                data={months}
                category="label"
                rtl={rtl}
                format={sar}
                series={[
                  { key: 'net', label: t('columns.net'), color: 'brand.600', stack: 'g' },
                  { key: 'commission', label: t('columns.commission'), color: 'orange.400', stack: 'g' },
                  { key: 'vat', label: t('columns.vat'), color: 'blue.400', stack: 'g' },
                ]}
              />
            }
          />
          <ReportSection
            id="periods"
            title={t('sections.periods')}
            file={file('bookings-by-period')}
            rows={report.bookings_by_period}
            columns={periodColumns}
            chart={<BarChart data={periods} category="label" rtl={rtl} format={(v) => formatDecimal(v, 0)} series={[{ key: 'bookings', label: t('columns.bookings'), color: 'brand.600' }]} />}
          />
          <ReportSection
            id="units"
            title={t('sections.units')}
            file={file('top-units')}
            rows={top}
            columns={unitColumns}
            chart={<BarChart data={top} category="unit_name" rtl={rtl} horizontal format={(v) => `${formatDecimal(v, 0)}%`} series={[{ key: 'occupancy_rate', label: t('columns.occupancy'), color: 'brand.600' }]} />}
          />
        </>
      )}
    </Stack>
  );
}
