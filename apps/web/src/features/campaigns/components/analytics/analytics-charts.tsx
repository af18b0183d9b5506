import { lazy, Suspense } from 'react';
import { Card, Group, Loader, Select, Text, Title } from '@mantine/core';
import { seriesPoints, type TAnalyticsSeries, type TChartKey, type TSpentSeries } from '@gifthub/shared/campaign-analytics';
import { formatPounds } from '../../../../lib/money';

// recharts is big: the charts load on their own, after the figures.
const BarChart = lazy(() => import('@mantine/charts').then((m) => ({ default: m.BarChart })));

export const CHART_TITLES: Record<TChartKey, string> = { sendsChart: 'Sends', opensChart: 'Opens', spentChart: 'Spent' };
const COLORS: Record<TChartKey, string> = { sendsChart: 'blue.6', opensChart: 'teal.6', spentChart: 'grape.6' };

/** One bar per month of the chosen year; the year is the chart's own (its select), kept in the page's address. */
export function AnalyticsChart({ chart, series, years, onYear }: { chart: TChartKey; series: TAnalyticsSeries | TSpentSeries; years: number[]; onYear: (year: number) => void }) {
  const money = chart === 'spentChart';
  const title = CHART_TITLES[chart];
  const points = seriesPoints(series);
  const total = points.reduce((sum, p) => sum + p.value, 0);
  return (
    <Card withBorder radius="md" padding="lg" data-testid={`chart-${chart}`}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <div>
          <Title order={3} size="h5">
            {title}
          </Title>
          <Text size="xs" c="dimmed">
            {money ? `${formatPounds(Math.round(total * 100) / 100)} inc. VAT` : total.toLocaleString('en-GB')} in {series.year}
          </Text>
        </div>
        <Select
          aria-label={`${title} chart year`}
          data={years.map(String)}
          value={String(series.year)}
          onChange={(v) => v && onYear(Number(v))}
          allowDeselect={false}
          w={96}
          size="xs"
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      <Suspense fallback={<Loader size="sm" aria-label="Loading chart" />}>
        <BarChart
          h={200}
          data={points}
          dataKey="label"
          series={[{ name: 'value', label: title, color: COLORS[chart] }]}
          valueFormatter={money ? (v) => formatPounds(v) : (v) => v.toLocaleString('en-GB')}
          yAxisProps={{ allowDecimals: money, width: money ? 70 : 40 }}
        />
      </Suspense>
    </Card>
  );
}
