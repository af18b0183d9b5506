import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { defaultCustomRange, type TCampaignAnalytics } from '@gifthub/shared/campaign-analytics';
import type { TCampaign } from '@gifthub/shared/campaigns';
import { CampaignDetailPage } from '../campaign-detail-page';
import { campaign, mockFetch, paged, renderWithSession, resetDom, SLOW } from '../campaigns-test-utils';

beforeEach(resetDom);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const months = (value: number) => ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].map((label) => ({ label, count: value }));
const analytics = (over: Partial<TCampaignAnalytics> = {}): TCampaignAnalytics => ({
  user_range: 'all',
  date_range: 'all-time',
  start_date: '2025-11-01',
  end_date: '2026-11-25',
  sends: 240,
  opens: 180,
  confirmed: 96,
  for_confirmation: 4,
  delivered: 80,
  rejected: 3,
  reviewed: 0,
  reviews: [0, 0, 0, 0],
  demo_booked: 20,
  deal_closed: 5,
  spent_ev: 3840.5,
  spent_iv: 4608.6,
  opportunity_value: 250,
  demo_value: 1500,
  deal_value: 12000,
  opportunity_influenced: 107750,
  opportunity_single: 1122.4,
  opportunity_roi: 28.06,
  batches: [],
  options: [],
  team: [],
  charts: { sends: { year: 2026, month: null, data: months(20) }, opens: { year: 2026, month: null, data: months(15) }, spent: { year: 2026, month: null, data: months(0).map((m) => ({ label: m.label, spent_iv: 380 })) } },
  ...over,
});

const sales = campaign({ type: 'sales', status: 'active', opportunity_value: 250, demo_value: 1500, deal_value: 12000, created_at: '2025-11-20T09:00:00Z' });

/** The campaign as read, and with mode=analytics the figures for the range asked (fewer sends for any range but all time). */
const routes = (c: TCampaign) => [
  {
    path: `/gb-campaigns/${c.id}`,
    reply: (call: { query: URLSearchParams }) =>
      call.query.get('mode') === 'analytics'
        ? { body: { ...c, analytics: analytics(call.query.get('dateRange') === 'all-time' ? {} : { date_range: call.query.get('dateRange') as 'custom', sends: 31 }) } }
        : { body: c },
  },
  { path: `/gb-campaigns/${c.id}/registrations`, body: { ...paged([], 0, 1, 10), meta: { ...paged([], 0, 1, 10).meta, invited_count: 0, unconfirmed_count: 0, confirmed_count: 0 } } },
];
const show = (url: string) =>
  renderWithSession(
    <Routes>
      <Route path="/campaigns/:id" element={<CampaignDetailPage />} />
      <Route path="/campaigns/:id/analytics" element={<CampaignDetailPage />} />
    </Routes>,
    { url, showLocation: true },
  );
const figure = (name: string) => within(screen.getByTestId(`figure-${name}`));

describe('campaign analytics', () => {
  it('the Summary of a sales campaign shows its statistics with a link to the analytics, and an Analytics tab', SLOW, async () => {
    const calls = mockFetch(routes(sales));
    show('/campaigns/1');
    const card = await screen.findByTestId('campaign-statistics');
    await waitFor(() => expect(within(card).getByText('240')).toBeInTheDocument());
    expect(within(card).getByText('28.06×')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Analytics' })).toHaveAttribute('href', '/campaigns/1/analytics');
    const asked = calls.find((c) => c.query.get('mode') === 'analytics')!;
    expect([asked.query.get('userRange'), asked.query.get('dateRange')]).toEqual(['all', 'all-time']);
    await userEvent.click(screen.getByRole('tab', { name: 'Analytics' }));
    expect(await screen.findByTestId('campaign-analytics')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/campaigns\/1\/analytics$/);
  });

  it('a campaign of another type has no Analytics tab', SLOW, async () => {
    mockFetch(routes(campaign({ status: 'active' })));
    show('/campaigns/1');
    expect(await screen.findByRole('tab', { name: 'Summary' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Analytics' })).not.toBeInTheDocument();
  });

  it('the page shows the figures and opportunity, and a date range goes to the API and the address', SLOW, async () => {
    const calls = mockFetch(routes(sales));
    show('/campaigns/1/analytics');
    await waitFor(() => expect(figure('sends').getByText('240')).toBeInTheDocument());
    expect(figure('total-spent').getByText('£3,840.50')).toBeInTheDocument();
    expect(figure('opportunity-influenced').getByText('£107,750.00')).toBeInTheDocument();
    expect(figure('deal-value').getByText('5 deals closed')).toBeInTheDocument();
    expect(screen.getByTestId('analytics-range')).toHaveTextContent('All Team Members · All Time: 01/11/2025 – 25/11/2026');

    await userEvent.click(screen.getByRole('textbox', { name: 'Date range' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Last 30 Days', hidden: true }));
    await waitFor(() => expect(figure('sends').getByText('31')).toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/campaigns/1/analytics?dateRange=last-30-days');
    expect(calls.at(-1)!.query.get('dateRange')).toBe('last-30-days');
  });

  it('Custom opens Choose Date Range on last month through today; Apply asks for those days', SLOW, async () => {
    const { start, end } = defaultCustomRange(new Date());
    const day = (iso: string) => iso.split('-').reverse().join('/');
    const calls = mockFetch(routes(sales));
    show('/campaigns/1/analytics?userRange=own');
    await waitFor(() => expect(figure('sends').getByText('240')).toBeInTheDocument());
    expect(calls.at(-1)!.query.get('userRange')).toBe('own');
    await userEvent.click(screen.getByRole('textbox', { name: 'Date range' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Custom', hidden: true }));
    const modal = await screen.findByRole('dialog', { name: 'Choose Date Range' });
    expect(within(modal).getByRole('button', { name: 'Date range' })).toHaveTextContent(`${day(start)} – ${day(end)}`);
    await userEvent.click(within(modal).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/campaigns/1/analytics?userRange=own&dateRange=custom&dateStart=${start}&dateEnd=${end}`));
    const last = calls.at(-1)!;
    expect([last.query.get('dateRange'), last.query.get('dateStart'), last.query.get('dateEnd')]).toEqual(['custom', start, end]);
    expect(await screen.findByRole('button', { name: 'Change the custom date range' })).toHaveTextContent(`${day(start)} – ${day(end)}`);
  });

  it('a chart year goes to the API as the chart JSON and to the address', SLOW, async () => {
    const lastYear = new Date().getUTCFullYear() - 1;
    const calls = mockFetch(routes(sales));
    show('/campaigns/1/analytics');
    await waitFor(() => expect(figure('sends').getByText('240')).toBeInTheDocument());
    const select = screen.getByRole('textbox', { name: 'Opens chart year' });
    await userEvent.click(select);
    await waitFor(() => expect(select).toHaveAttribute('aria-controls'));
    const listbox = document.getElementById(select.getAttribute('aria-controls')!)!;
    await userEvent.click(within(listbox).getByRole('option', { name: String(lastYear), hidden: true }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/campaigns/1/analytics?opensYear=${lastYear}`));
    expect(JSON.parse(calls.at(-1)!.query.get('opensChart')!)).toEqual({ year: lastYear, month: null });
  });
});
