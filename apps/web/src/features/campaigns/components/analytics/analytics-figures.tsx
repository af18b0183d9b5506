import type { ReactNode } from 'react';
import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import type { TCampaignAnalytics } from '@gifthub/shared/campaign-analytics';
import { Figure } from '../../../../components/figure';
import { formatPounds } from '../../../../lib/money';

const count = (n: number) => n.toLocaleString('en-GB');
export const roiText = (roi: number | null) => (roi === null ? '—' : `${roi.toFixed(2)}×`);

/** The range's figures: what was sent and what became of it, and the money spent. */
export function ActivityFigures({ a }: { a: TCampaignAnalytics }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="md">
        Activity
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="lg">
        <Figure label="Sends" value={count(a.sends)} />
        <Figure label="Opens" value={count(a.opens)} hint={a.sends ? `${Math.round((a.opens / a.sends) * 100)}% of sends` : undefined} />
        <Figure label="Confirmed" value={count(a.confirmed)} />
        <Figure label="For Confirmation" value={count(a.for_confirmation)} />
        <Figure label="Delivered" value={count(a.delivered)} />
        <Figure label="Rejected" value={count(a.rejected)} />
        <Figure label="Total Spent" value={formatPounds(a.spent_ev)} hint={`ex. VAT (${formatPounds(a.spent_iv)} inc. VAT)`} />
      </SimpleGrid>
    </Card>
  );
}

/** What the gifts influenced (shared/campaign-analytics opportunityFigures) and the values it is counted with. */
export function OpportunityFigures({ a, action }: { a: TCampaignAnalytics; action?: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="md">
        Return on Investment
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="lg">
        <Figure label="Opportunity Influenced" value={formatPounds(a.opportunity_influenced)} />
        <Figure label="Single Opportunity" value={formatPounds(a.opportunity_single)} hint="average per recipient influenced" />
        <Figure label="ROI" value={roiText(a.opportunity_roi)} hint="influenced ÷ spent ex. VAT" />
        <Figure label="Opportunity Value" value={formatPounds(a.opportunity_value)} hint="per confirmed gift" />
        <Figure label="Demo Value" value={formatPounds(a.demo_value)} hint={`${count(a.demo_booked)} demos booked`} />
        <Figure label="Deal Value" value={formatPounds(a.deal_value)} hint={`${count(a.deal_closed)} deals closed`} />
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="md">
        Each recipient counts once, at the furthest step reached: a closed deal at the deal value, else a booked demo at the demo value, else a confirmed gift at
        the opportunity value.
      </Text>
      {action}
    </Card>
  );
}
