import type { ReactNode } from 'react';
import { Anchor, Button, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AREAS, openAreas, type TArea, type TAreaStatus } from '@gifthub/shared/areas';
import { ownBalance } from '@gifthub/shared/permissions';
import type { TDashboard } from '@gifthub/shared/dashboard';
import { CHART_PERIOD_DAYS } from '@gifthub/shared/constants';
import { formatPounds } from '../../../lib/money';
import { useSession } from '../../../lib/session';

export type TTileKey = 'balance' | 'marketplace' | 'gifting' | 'voucher' | 'products';

/**
 * The dashboard's tiles in order, each with the area it leads into (spec 1 §2: balance, campaign counts, team products;
 * the marketplace tile stands in while campaigns are not open). A tile shows only while its area is open (areas.ts),
 * so no tile leads to a coming-soon page.
 */
export const DASHBOARD_TILES: readonly { key: TTileKey; area: TArea }[] = [
  { key: 'balance', area: 'billing' },
  { key: 'marketplace', area: 'marketplace' },
  { key: 'gifting', area: 'campaigns' },
  { key: 'voucher', area: 'campaigns' },
  { key: 'products', area: 'corporate-products' },
];

export const dashboardTiles = (areas: TAreaStatus = AREAS) => openAreas(DASHBOARD_TILES, areas).map((t) => t.key);

function StatCard({ title, value, children, testId }: { title: string; value: string | number; children?: ReactNode; testId?: string }) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid={testId}>
      <Text size="sm" c="dimmed" fw={500}>
        {title}
      </Text>
      <Text fw={700} fz={28} mt={4}>
        {value}
      </Text>
      {children && (
        <Group gap="xs" mt="sm">
          {children}
        </Group>
      )}
    </Card>
  );
}

/**
 * Where a campaign tile leads: View opens the campaign list filtered by reward type (the list keeps its filters as
 * JSON in the query string; mixed campaigns count as gifting but the filter takes one reward type), and Add
 * Campaign opens the list with its Request New Campaign modal on that reward type (?new=gifting or ?new=voucher).
 */
export const campaignLinks = (tile: 'gifting' | 'voucher') => ({
  view: `/campaigns?filters=${encodeURIComponent(JSON.stringify({ reward_type: tile === 'gifting' ? 'physical' : 'voucher' }))}`,
  add: `/campaigns?new=${tile}`,
});

/** Marketplace gifts of the chart's period: the sum of the marketplace series. */
const marketplaceGifts = (dash: TDashboard | undefined) =>
  dash ? dash.registrations.data.filter((s) => s.marketplace).reduce((sum, s) => sum + Object.values(s.dates).reduce((a, b) => a + b, 0), 0) : '—';

function Tile({ tile, dash }: { tile: TTileKey; dash: TDashboard | undefined }) {
  const session = useSession();
  switch (tile) {
    case 'balance': {
      const own = ownBalance(session.team.total_available, session.can('use-balance'));
      return (
        <StatCard title="Team balance" value={formatPounds(session.team.total_available)} testId="dash-balance">
          {own !== session.team.total_available && (
            <Text size="sm" w="100%" data-testid="dash-own-balance">
              Your balance: {formatPounds(own)}
            </Text>
          )}
          <Anchor component={Link} to="/billing" size="sm">
            Go to billing
          </Anchor>
        </StatCard>
      );
    }
    case 'marketplace':
      return (
        <StatCard title={`Marketplace gifts, last ${CHART_PERIOD_DAYS} days`} value={marketplaceGifts(dash)} testId="dash-marketplace">
          <Button component={Link} to="/marketplace" size="xs" variant="light">
            Send a gift
          </Button>
          <Anchor component={Link} to="/marketplace/orders" size="sm">
            Order History
          </Anchor>
        </StatCard>
      );
    case 'gifting':
    case 'voucher': {
      const links = campaignLinks(tile);
      return (
        <StatCard title={tile === 'gifting' ? 'Gifting campaigns' : 'Voucher campaigns'} value={dash?.campaigns[tile] ?? '—'} testId={`dash-${tile}`}>
          <Button component={Link} to={links.view} size="xs" variant="light" aria-label={`View ${tile} campaigns`}>
            View
          </Button>
          {/* Requesting a campaign is Pro's (spec 1 §2); the demo is read-only. */}
          {session.pro && !session.demo && (
            <Button component={Link} to={links.add} size="xs" variant="subtle" aria-label={`Add Campaign (${tile})`}>
              Add Campaign
            </Button>
          )}
        </StatCard>
      );
    }
    case 'products':
      return (
        <StatCard title="Team products" value={dash?.products.total ?? '—'} testId="dash-products">
          <Anchor component={Link} to="/campaigns/corporate-products" size="sm">
            Corporate products
          </Anchor>
          <Anchor component={Link} to="/campaigns/corporate-products/requests" size="sm" data-testid="dash-product-requests">
            Product requests{dash && dash.products.requests > 0 ? ` (${dash.products.requests} pending)` : ''}
          </Anchor>
        </StatCard>
      );
  }
}

/** The open areas' tiles: one to four a row by the width of the content area, never a tile narrower than the rest. */
export function DashboardTiles({ dash }: { dash: TDashboard | undefined }) {
  const tiles = dashboardTiles();
  return (
    <SimpleGrid type="container" cols={{ base: 1, '520px': Math.min(2, tiles.length), '1000px': Math.min(4, tiles.length) }} mb="lg" data-testid="dash-tiles">
      {tiles.map((t) => (
        <Tile key={t} tile={t} dash={dash} />
      ))}
    </SimpleGrid>
  );
}
