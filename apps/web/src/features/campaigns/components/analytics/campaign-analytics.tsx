import { useState } from 'react';
import { Anchor, Button, Card, Group, Loader, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAdjustments, IconCalendar, IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CHARTS, DATE_RANGE_LABELS, DATE_RANGES, USER_RANGE_LABELS, type TDateRange, type TUserRange } from '@gifthub/shared/campaign-analytics';
import type { TCampaign } from '@gifthub/shared/campaigns';
import { Figure } from '../../../../components/figure';
import { LoadState } from '../../../../components/load-state';
import { formatPounds } from '../../../../lib/money';
import { useSession } from '../../../../lib/session';
import { downloadRoiSummary } from '../../api/download-roi-summary';
import { useCampaignAnalytics } from '../../api/get-campaign-analytics';
import { AnalyticsChart } from './analytics-charts';
import { ActivityFigures, OpportunityFigures, roiText } from './analytics-figures';
import { readAnalyticsState, toParams, useAnalyticsState } from './analytics-state';
import { ChooseDateRangeModal } from './choose-date-range-modal';

const day = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : '');
const thisYear = () => new Date().getUTCFullYear();

/**
 * The campaign analytics component (spec 1 §2) in its two modes: statistics, a compact card on the Summary with the
 * spec's defaults (all team members, all time); analytics, the full page with its ranges in the address.
 */
export function CampaignAnalytics({ campaign, mode, onConfigureSales }: { campaign: TCampaign; mode: 'statistics' | 'analytics'; onConfigureSales?: () => void }) {
  return mode === 'statistics' ? <StatisticsMode campaign={campaign} /> : <AnalyticsMode campaign={campaign} onConfigureSales={onConfigureSales} />;
}

function StatisticsMode({ campaign }: { campaign: TCampaign }) {
  const q = useCampaignAnalytics(campaign.id, toParams(readAnalyticsState(new URLSearchParams(), thisYear())));
  const a = q.data?.analytics;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="campaign-statistics">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4">
          Statistics
        </Title>
        <Anchor component={Link} to={`/campaigns/${campaign.id}/analytics`} size="sm">
          View Analytics
        </Anchor>
      </Group>
      {a ? (
        <Group gap="xl">
          <Figure label="Sends" value={a.sends.toLocaleString('en-GB')} />
          <Figure label="Opens" value={a.opens.toLocaleString('en-GB')} />
          <Figure label="Confirmed" value={a.confirmed.toLocaleString('en-GB')} />
          <Figure label="Total Spent" value={formatPounds(a.spent_ev)} hint="ex. VAT" />
          <Figure label="ROI" value={roiText(a.opportunity_roi)} />
        </Group>
      ) : q.isError ? (
        <Text size="sm" c="red">
          The statistics could not be loaded.
        </Text>
      ) : (
        <Loader size="sm" aria-label="Loading statistics" />
      )}
    </Card>
  );
}

function AnalyticsMode({ campaign, onConfigureSales }: { campaign: TCampaign; onConfigureSales?: () => void }) {
  const session = useSession();
  const year = thisYear();
  const [state, update] = useAnalyticsState(year);
  const q = useCampaignAnalytics(campaign.id, toParams(state));
  const [choosing, setChoosing] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const first = Math.min(new Date(campaign.created_at).getUTCFullYear(), year);
  const years = Array.from({ length: year - first + 1 }, (_, i) => year - i);
  // Without view-others-orders a member sees only their own sales (the API answers own whatever is asked).
  const seesOthers = session.can('view-others-orders');
  const a = q.data?.analytics;

  const download = async () => {
    setDownloading(true);
    await downloadRoiSummary(campaign.id, toParams(state)).catch(() => undefined);
    setDownloading(false);
  };
  const applyCustom = (start: string, end: string) => {
    update({ dateRange: 'custom', dateStart: start, dateEnd: end });
    setChoosing(false);
  };

  return (
    <Stack gap="lg" data-testid="campaign-analytics">
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end" gap="sm">
          <Select
            label="Sales"
            data={(['own', 'all'] as const).map((v) => ({ value: v, label: USER_RANGE_LABELS[v] }))}
            value={seesOthers ? state.userRange : 'own'}
            onChange={(v) => v && update({ userRange: v as TUserRange })}
            allowDeselect={false}
            disabled={!seesOthers}
            w={200}
          />
          <Select
            label="Date range"
            data={DATE_RANGES.map((v) => ({ value: v, label: DATE_RANGE_LABELS[v] }))}
            value={state.dateRange}
            onChange={(v) => (v === 'custom' ? setChoosing(true) : v && update({ dateRange: v as TDateRange, dateStart: undefined, dateEnd: undefined }))}
            allowDeselect={false}
            w={180}
          />
          {state.dateRange === 'custom' && (
            <Button variant="default" leftSection={<IconCalendar size={16} />} onClick={() => setChoosing(true)} aria-label="Change the custom date range">
              {day(state.dateStart ?? null)} – {day(state.dateEnd ?? null)}
            </Button>
          )}
        </Group>
        <Group gap="xs">
          {onConfigureSales && (
            <Button variant="default" leftSection={<IconAdjustments size={16} />} onClick={onConfigureSales}>
              Configure Sales
            </Button>
          )}
          <Button leftSection={<IconDownload size={16} />} onClick={() => void download()} loading={downloading}>
            Download ROI Summary
          </Button>
        </Group>
      </Group>
      {a ? (
        <>
          <Text size="sm" c="dimmed" data-testid="analytics-range">
            {USER_RANGE_LABELS[a.user_range]} · {DATE_RANGE_LABELS[a.date_range]}: {day(a.start_date)} – {day(a.end_date)}
          </Text>
          <ActivityFigures a={a} />
          <OpportunityFigures a={a} />
          <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg">
            {CHARTS.map((k) => (
              <AnalyticsChart key={k} chart={k} series={a.charts[k.replace('Chart', '') as 'sends' | 'opens' | 'spent']} years={years} onYear={(y) => update({ years: { ...state.years, [k]: y } })} />
            ))}
          </SimpleGrid>
        </>
      ) : (
        <LoadState failed={q.isError} title="The analytics could not be loaded" />
      )}
      <ChooseDateRangeModal
        opened={choosing}
        initial={state.dateStart && state.dateEnd ? { start: state.dateStart, end: state.dateEnd } : undefined}
        onApply={applyCustom}
        onClose={() => setChoosing(false)}
      />
    </Stack>
  );
}
