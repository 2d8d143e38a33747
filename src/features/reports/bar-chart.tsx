// A bar chart over a report table's rows (recharts through @chakra-ui/charts, themed with
// the app's tokens). Right to left: the category axis runs from the right and the value
// axis stands on the right, so the chart reads the way the table beside it does. The chart
// is a picture of the table (aria-hidden): the table is what assistive technology reads.
// Loaded lazily by the reports page, so the figures and tables show before the library.
import { Chart, useChart } from '@chakra-ui/charts';
import { Box } from '@chakra-ui/react';
import { Bar, BarChart as RBarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';

type Row = Record<string, unknown>;

export interface BarSeries {
  key: string;
  label: string;
  color: string;
  stack?: string;
}

export function BarChart({
  data,
  category,
  series,
  rtl,
  format,
  horizontal,
}: {
  data: Row[];
  category: string;
  series: BarSeries[];
  rtl: boolean;
  format: (value: number) => string;
  horizontal?: boolean;
}) {
  const chart = useChart<Row>({
    data,
    series: series.map((s) => ({ name: s.key, color: s.color, label: s.label, stackId: s.stack })),
  });
  const valueAxis = { tickFormatter: format, tickLine: false, axisLine: false, width: 72 };
  return (
    <Box aria-hidden dir="ltr">
      <Chart.Root chart={chart} h="72">
        {/* responsive: size from the box (recharts 3 draws nothing without a size); no
            accessibility layer: the chart is aria-hidden, so it must not take focus. */}
        <RBarChart
          responsive
          accessibilityLayer={false}
          data={chart.data}
          layout={horizontal ? 'vertical' : 'horizontal'}
        >
          <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
          {horizontal ? (
            <>
              <XAxis type="number" reversed={rtl} {...valueAxis} />
              <YAxis type="category" dataKey={chart.key(category)} orientation={rtl ? 'right' : 'left'} width={110} tickLine={false} />
            </>
          ) : (
            <>
              <XAxis dataKey={chart.key(category)} reversed={rtl} tickLine={false} />
              <YAxis orientation={rtl ? 'right' : 'left'} {...valueAxis} />
            </>
          )}
          <Tooltip cursor={{ fill: chart.color('bg.muted') }} animationDuration={0} content={<Chart.Tooltip formatter={(v) => format(Number(v))} />} />
          {series.length > 1 && <Legend content={<Chart.Legend />} />}
          {chart.series.map((s) => (
            <Bar
              key={String(s.name)}
              isAnimationActive={false}
              dataKey={String(s.name)}
              fill={chart.color(s.color)}
              stackId={s.stackId}
              name={String(s.label)}
            />
          ))}
        </RBarChart>
      </Chart.Root>
    </Box>
  );
}
