import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { AREAS } from '@gifthub/shared/areas';
import { CHART_PALETTE, MARKETPLACE_CHART_COLOR } from '@gifthub/shared/constants';
import type { TRegistrationStats } from '@gifthub/shared/dashboard';
import { mockFetch, renderWithSession, SLOW } from '../../../test/session';
import { chartData, DashboardPage } from './dashboard-page';
import { dashboardTiles } from './dashboard-tiles';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const closed = { ...AREAS, campaigns: false, 'corporate-products': false };

describe('dashboardTiles', () => {
  it('leaves out the tiles of areas that are not open, in the tiles’ order', () => {
    expect(dashboardTiles(closed)).toEqual(['balance', 'marketplace']);
    expect(dashboardTiles({ ...closed, campaigns: true })).toEqual(['balance', 'marketplace', 'gifting', 'voucher']);
    expect(dashboardTiles({ ...closed, campaigns: true, 'corporate-products': true })).toEqual(['balance', 'marketplace', 'gifting', 'voucher', 'products']);
    expect(dashboardTiles({ ...closed, billing: false })).toEqual(['marketplace']);
  });
});

describe('DashboardPage', () => {
  it(
    'shows a tile only for an open area, counts the marketplace gifts and links only to open areas',
    async () => {
      mockFetch([
        {
          path: '/teams/7/dashboard',
          body: {
            campaigns: { gifting: 3, voucher: 1 },
            products: { total: 2, requests: 0 },
            registrations: { startDate: '2026-10-26', endDate: '2026-11-24', data: [{ name: 'Marketplace', marketplace: true, registrations: 5, dates: { '2026-11-01': 2, '2026-11-20': 3 } }] },
          },
        },
        { path: /\/teams\/7\/notifications\/\w+$/, body: { data: [] } },
      ]);
      renderWithSession(<DashboardPage />, { team: { total_available: 1014.4 } });
      await waitFor(() => expect(screen.getByTestId('dash-marketplace')).toHaveTextContent('5'));
      // The team's money comes in pounds; a member who may spend it all has no balance of their own to show.
      expect(screen.getByTestId('dash-balance')).toHaveTextContent('£1,014.40');
      expect(screen.queryByTestId('dash-own-balance')).toBeNull();
      // Campaign and product tiles follow the areas list: absent while their area is not open.
      expect(screen.queryByTestId('dash-gifting') !== null).toBe(AREAS.campaigns);
      expect(screen.queryByTestId('dash-voucher') !== null).toBe(AREAS.campaigns);
      expect(screen.queryByTestId('dash-products') !== null).toBe(AREAS['corporate-products']);
      const targets = screen.getAllByRole('link').map((a) => a.getAttribute('href') ?? '');
      if (!AREAS.campaigns) expect(targets.filter((h) => h.startsWith('/campaigns'))).toEqual([]);
      expect(targets).toEqual(expect.arrayContaining(['/billing', '/marketplace', '/marketplace/orders']));
      expect(screen.getByTestId('dash-notifications')).toHaveTextContent('You are all caught up.');
    },
    SLOW.timeout,
  );
});

describe('the balance tile', () => {
  it(
    "shows the member's own balance beside the team's when they differ",
    async () => {
      mockFetch([
        { path: '/teams/7/dashboard', body: { campaigns: { gifting: 0, voucher: 0 }, products: { total: 0, requests: 0 }, registrations: { startDate: '2026-10-26', endDate: '2026-11-24', data: [] } } },
        { path: /\/teams\/7\/notifications\/\w+$/, body: { data: [] } },
      ]);
      renderWithSession(<DashboardPage />, { role: 'associate', deny: ['use-balance'], team: { total_available: 250 } });
      const tile = await screen.findByTestId('dash-balance');
      expect(tile).toHaveTextContent('£250.00');
      expect(within(tile).getByTestId('dash-own-balance')).toHaveTextContent('Your balance: £0.00');
    },
    SLOW.timeout,
  );
});

const campaignStats: TRegistrationStats = {
  startDate: '2026-10-26',
  endDate: '2026-11-24',
  data: [
    { name: 'Client Thank You 2026', marketplace: false, registrations: 4, dates: { '2026-11-02': 1, '2026-11-20': 3 } },
    { name: 'Open Day Giveaway', marketplace: false, registrations: 2, dates: { '2026-11-21': 2 } },
    { name: 'Marketplace', marketplace: true, registrations: 5, dates: { '2026-11-01': 2, '2026-11-20': 3 } },
  ],
};
const dashboardAnswer = (over: object = {}) => [
  { path: '/teams/7/dashboard', body: { campaigns: { gifting: 6, voucher: 2 }, products: { total: 0, requests: 0 }, registrations: campaignStats, ...over } },
  { path: /\/teams\/7\/notifications\/\w+$/, body: { data: [] } },
];

describe('chartData', () => {
  it('gives each campaign the next colour of the fixed palette and the marketplace its own tint, with a row for each of the 30 days', () => {
    const { rows, series } = chartData(campaignStats);
    expect(series).toEqual([
      { name: 'Client Thank You 2026', total: 4, color: CHART_PALETTE[0] },
      { name: 'Open Day Giveaway', total: 2, color: CHART_PALETTE[1] },
      { name: 'Marketplace', total: 5, color: MARKETPLACE_CHART_COLOR },
    ]);
    expect(CHART_PALETTE).not.toContain(MARKETPLACE_CHART_COLOR);
    expect(rows).toHaveLength(30);
    expect(rows[0]).toEqual({ date: '26/10', 'Client Thank You 2026': 0, 'Open Day Giveaway': 0, Marketplace: 0 });
    expect(rows.find((r) => r.date === '20/11')).toEqual({ date: '20/11', 'Client Thank You 2026': 3, 'Open Day Giveaway': 0, Marketplace: 3 });
  });

  it('a marketplace series first does not shift the campaigns’ colours', () => {
    const { series } = chartData({ ...campaignStats, data: [campaignStats.data[2]!, ...campaignStats.data.slice(0, 2)] });
    expect(series.map((s) => s.color)).toEqual([MARKETPLACE_CHART_COLOR, CHART_PALETTE[0], CHART_PALETTE[1]]);
  });
});

describe('DashboardPage campaign tiles and chart', () => {
  it(
    'shows the campaign counts with View (the list filtered by reward type) and Add Campaign (the request modal), and the chart legend per series',
    async () => {
      mockFetch(dashboardAnswer());
      renderWithSession(<DashboardPage />);
      await waitFor(() => expect(screen.getByTestId('dash-gifting')).toHaveTextContent('6'));
      expect(screen.getByTestId('dash-voucher')).toHaveTextContent('2');
      const gifting = within(screen.getByTestId('dash-gifting'));
      expect(gifting.getByRole('link', { name: 'View gifting campaigns' })).toHaveAttribute('href', `/campaigns?filters=${encodeURIComponent('{"reward_type":"physical"}')}`);
      expect(gifting.getByRole('link', { name: 'Add Campaign (gifting)' })).toHaveAttribute('href', '/campaigns?new=gifting');
      const voucher = within(screen.getByTestId('dash-voucher'));
      expect(voucher.getByRole('link', { name: 'View voucher campaigns' })).toHaveAttribute('href', `/campaigns?filters=${encodeURIComponent('{"reward_type":"voucher"}')}`);
      expect(voucher.getByRole('link', { name: 'Add Campaign (voucher)' })).toHaveAttribute('href', '/campaigns?new=voucher');
      expect(voucher.getByRole('link', { name: 'Add Campaign (voucher)' })).toHaveTextContent('Add Campaign');

      const legend = within(screen.getByRole('list', { name: 'Chart legend' }));
      const items = legend.getAllByRole('listitem');
      expect(items.map((li) => li.textContent)).toEqual(['Client Thank You 2026 (4)', 'Open Day Giveaway (2)', 'Marketplace (5)']);
      expect(items.map((li) => li.getAttribute('data-color'))).toEqual([CHART_PALETTE[0], CHART_PALETTE[1], MARKETPLACE_CHART_COLOR]);
      expect(screen.queryByTestId('chart-empty')).toBeNull();
    },
    SLOW.timeout,
  );

  it(
    'a free team and the demo see the counts and View but no Add Campaign',
    async () => {
      for (const opts of [{ plan: 'free' as const }, { demo: true }]) {
        mockFetch(dashboardAnswer());
        renderWithSession(<DashboardPage />, opts);
        await waitFor(() => expect(screen.getByTestId('dash-gifting')).toHaveTextContent('6'));
        expect(within(screen.getByTestId('dash-gifting')).getByRole('link', { name: 'View gifting campaigns' })).toBeInTheDocument();
        expect(screen.queryByText('Add Campaign')).toBeNull();
        cleanup();
      }
    },
    SLOW.timeout,
  );

  it(
    'with no registrations in the period the chart says so and has no legend',
    async () => {
      mockFetch(dashboardAnswer({ registrations: { ...campaignStats, data: [] } }));
      renderWithSession(<DashboardPage />);
      await waitFor(() => expect(screen.getByTestId('chart-empty')).toHaveTextContent('No gift registrations in the last 30 days.'));
      expect(screen.queryByTestId('chart-legend')).toBeNull();
    },
    SLOW.timeout,
  );
});
