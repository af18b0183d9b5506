import { lazy, Suspense } from 'react';
import { Anchor, Button, Card, ColorSwatch, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CHART_PALETTE, CHART_PERIOD_DAYS, MARKETPLACE_CHART_COLOR } from '@gifthub/shared/constants';
import type { TNotificationType } from '@gifthub/shared/notifications';
import type { TRegistrationStats } from '@gifthub/shared/dashboard';
import { useSession } from '../../../lib/session';
import { PageHeader } from '../../../components/page-header';
import { notificationsQuery, useDashboard } from '../api/get-dashboard';
import { DashboardTiles } from './dashboard-tiles';

// The chart library is most of the dashboard's JavaScript: it arrives after the page (its bundle budget), a
// skeleton holding the chart's place until then.
const BarChart = lazy(() => import('@mantine/charts').then((m) => ({ default: m.BarChart })));

/**
 * One row per day for the last 30 days; one series per campaign, each the next colour of the fixed palette, and the
 * marketplace series tinted apart (its own colour, never one of the campaigns').
 */
export function chartData(stats: TRegistrationStats) {
  const days: string[] = [];
  const start = new Date(`${stats.startDate}T00:00:00Z`);
  for (let i = 0; i < CHART_PERIOD_DAYS; i++) days.push(new Date(start.getTime() + i * 86_400_000).toISOString().slice(0, 10));
  let campaign = 0;
  const series = stats.data.map((s) => ({
    name: s.name,
    total: s.registrations,
    color: s.marketplace ? MARKETPLACE_CHART_COLOR : CHART_PALETTE[campaign++ % CHART_PALETTE.length]!,
  }));
  const rows = days.map((d) => ({ date: `${d.slice(8, 10)}/${d.slice(5, 7)}`, ...Object.fromEntries(stats.data.map((s) => [s.name, s.dates[d] ?? 0])) }));
  return { rows, series };
}

/** The chart's series named with their colour and their registrations in the period (a list screen readers read). */
function ChartLegend({ series }: { series: { name: string; color: string; total: number }[] }) {
  return (
    <Group component="ul" gap="md" mt="sm" p={0} style={{ listStyle: 'none' }} aria-label="Chart legend" data-testid="chart-legend">
      {series.map((s) => (
        <Group component="li" key={s.name} gap={6} wrap="nowrap" data-color={s.color}>
          <ColorSwatch color={`var(--mantine-color-${s.color.replace('.', '-')})`} size={12} withShadow={false} aria-hidden />
          <Text size="sm">
            {s.name} ({s.total})
          </Text>
        </Group>
      ))}
    </Group>
  );
}

export function DashboardPage() {
  const session = useSession();
  const dash = useDashboard(session.teamId);
  const types: TNotificationType[] = ['gift_registrations', 'allocation'];
  if (session.pro && !session.demo) types.push('balance');
  if (!session.demo) types.push('team_config');
  const notes = useQueries({ queries: types.map((t) => notificationsQuery(session.teamId, t)) });
  const notifications = notes.flatMap((n) => n.data?.data ?? []);
  const chart = dash.data ? chartData(dash.data.registrations) : null;

  return (
    <>
      <PageHeader title="Dashboard" description={`Welcome back, ${session.user.name}.`} />
      <DashboardTiles dash={dash.data} />
      {/* The chart and the notifications share the row by the content area's width; below it each takes the full row. */}
      <Grid type="container" breakpoints={{ xs: '480px', sm: '640px', md: '760px', lg: '1000px', xl: '1200px' }} data-testid="dash-panels">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder radius="md" padding="lg" h="100%">
            <Title order={2} size="h4" mb="md">
              Gift registrations, last {CHART_PERIOD_DAYS} days
            </Title>
            {!chart ? (
              <Skeleton h={260} />
            ) : chart.series.length === 0 ? (
              <Stack h={260} justify="center" align="center" data-testid="chart-empty">
                <Text c="dimmed">No gift registrations in the last {CHART_PERIOD_DAYS} days.</Text>
                <Button component={Link} to="/marketplace" variant="light" size="xs">
                  Send a gift
                </Button>
              </Stack>
            ) : (
              <>
                <Suspense fallback={<Skeleton h={260} />}>
                  <BarChart h={260} data={chart.rows} dataKey="date" type="stacked" series={chart.series} yAxisProps={{ allowDecimals: false }} />
                </Suspense>
                <ChartLegend series={chart.series} />
              </>
            )}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder radius="md" padding="lg" h="100%" data-testid="dash-notifications">
            <Title order={2} size="h4" mb="md">
              Notifications
            </Title>
            {notifications.length === 0 ? (
              <Text c="dimmed" size="sm" data-testid="notifications-empty">
                You are all caught up.
              </Text>
            ) : (
              <Stack gap="sm">
                {notifications.map((n) => (
                  <div key={n.id}>
                    <Text size="sm" fw={600}>
                      {n.title}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {n.text}
                    </Text>
                    {n.link && (
                      <Anchor component={Link} to={n.link} size="sm">
                        Open
                      </Anchor>
                    )}
                  </div>
                ))}
              </Stack>
            )}
          </Card>
        </Grid.Col>
      </Grid>
    </>
  );
}
