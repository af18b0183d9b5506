import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CampaignsPage, EMPTY_CAMPAIGNS, readFilters } from './campaigns-page';
import { fill, listItem, mockFetch, paged, renderWithSession, resetDom } from './campaigns-test-utils';

beforeEach(resetDom);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const listPath = '/teams/7/gb-campaigns';
const listCalls = (calls: ReturnType<typeof mockFetch>) => calls.filter((c) => c.path.endsWith(listPath));
const location = () => decodeURIComponent(screen.getByTestId('location').textContent ?? '');

describe('CampaignsPage', () => {
  it('lists the campaigns with status, type, statistics labelled by type, and links to the campaign and its page', async () => {
    const calls = mockFetch([
      {
        path: listPath,
        body: paged([
          listItem(),
          listItem({ id: 2, name: 'Voucher Friday', reward_type: 'voucher', privacy: 'invite', status: 'paused', statistics: { sends: 3, confirmed: 2, claims_label: 'Redeems', spent_ev: 20, spent_iv: 24 } }),
          listItem({ id: 3, name: 'Tell us', type: 'reviews', privacy: 'invite', status: 'requested', statistics: { sends: 0, confirmed: 0, claims_label: 'Reviews', spent_ev: 0, spent_iv: 0 } }),
        ]),
      },
    ]);
    renderWithSession(<CampaignsPage />, { url: '/campaigns', showLocation: true });
    const rows = await screen.findAllByTestId('campaign-row');
    // Default page size 50 without a cookie.
    expect(listCalls(calls).at(-1)!.query.get('per_page')).toBe('50');
    expect(rows[0]).toHaveTextContent('Summer Thanks');
    expect(within(rows[0]!).getByTestId('campaign-status')).toHaveTextContent('Active');
    expect(rows[0]).toHaveTextContent('Year-round');
    expect(within(rows[0]!).getByTestId('campaign-stats')).toHaveTextContent('Invites: 12Claims: 5Total Spent: £150.00');
    expect(within(rows[1]!).getByTestId('campaign-stats')).toHaveTextContent('Redeems: 2');
    expect(within(rows[1]!).getByTestId('campaign-status')).toHaveTextContent('Paused');
    expect(within(rows[2]!).getByTestId('campaign-stats')).toHaveTextContent('Reviews: 0');
    expect(within(rows[0]!).getByRole('link', { name: 'View Campaign Summer Thanks' })).toHaveAttribute('href', '/campaigns/1');
    const claim = within(rows[0]!).getByRole('link', { name: 'Open the claim page of Summer Thanks (opens in a new tab)' });
    expect(claim).toHaveAttribute('href', 'http://localhost:3000/pick-a-gift/acme/c/summer-thanks');
    expect(claim).toHaveAttribute('target', '_blank');
    expect(within(rows[2]!).getByRole('link', { name: /review page of Tell us/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request New Campaign' })).toBeInTheDocument();
  });

  it('sends the query string it opens with, and keeps filters, search, sorting and paging in the query string', async () => {
    const calls = mockFetch([{ path: listPath, reply: (c) => ({ body: paged([listItem()], 120, Number(c.query.get('page') ?? 1), 20) }) }]);
    renderWithSession(<CampaignsPage />, { url: '/campaigns?page=2&per_page=20&sort=name&direction=asc&q=summer&filters=%7B%22status%22%3A%22active%22%7D', showLocation: true });
    await screen.findAllByTestId('campaign-row');
    const first = listCalls(calls).at(-1)!.query;
    expect(Object.fromEntries(first)).toEqual({ page: '2', per_page: '20', sort: 'name', direction: 'asc', q: 'summer', filters: '{"status":"active"}' });

    // A filter adds to the JSON and goes back to page 1.
    await userEvent.click(screen.getByRole('textbox', { name: 'Reward Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Voucher', hidden: true }));
    await waitFor(() => expect(JSON.parse(listCalls(calls).at(-1)!.query.get('filters')!)).toEqual({ status: 'active', reward_type: 'voucher' }));
    expect(listCalls(calls).at(-1)!.query.get('page')).toBe('1');
    expect(location()).toContain('filters={"status":"active","reward_type":"voucher"}');
    expect(location()).not.toMatch(/[?&]page=2/);

    // Sorting cycles on the header: name asc → none.
    await userEvent.click(screen.getByRole('button', { name: 'Campaign' }));
    await waitFor(() => expect(listCalls(calls).at(-1)!.query.get('sort')).toBeNull());

    // Next page.
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(listCalls(calls).at(-1)!.query.get('page')).toBe('2'));
    expect(location()).toMatch(/[?&]page=2/);
  });

  it('reads the page size from the WSPerPage-campaigns cookie and remembers a new choice', async () => {
    document.cookie = 'WSPerPage-campaigns=20; path=/';
    const calls = mockFetch([{ path: listPath, body: paged([listItem()], 1, 1, 20) }]);
    renderWithSession(<CampaignsPage />, { url: '/campaigns', showLocation: true });
    await screen.findAllByTestId('campaign-row');
    expect(listCalls(calls).at(-1)!.query.get('per_page')).toBe('20');
    await userEvent.click(screen.getByRole('textbox', { name: 'Per page' }));
    await userEvent.click(await screen.findByRole('option', { name: '10', hidden: true }));
    await waitFor(() => expect(listCalls(calls).at(-1)!.query.get('per_page')).toBe('10'));
    expect(document.cookie).toContain('WSPerPage-campaigns=10');
    expect(location()).toContain('per_page=10');
  });

  it('a team without Pro sees the list as a read-only preview under the pro banner, with no write buttons', async () => {
    mockFetch([{ path: listPath, body: paged([listItem()]) }]);
    renderWithSession(<CampaignsPage />, { url: '/campaigns?new=gifting', plan: 'free', showLocation: true });
    await screen.findAllByTestId('campaign-row');
    expect(screen.getByTestId('pro-gate')).toHaveTextContent('Running gifting campaigns is only available with Gift HUB Pro plan. Please upgrade your account to continue.');
    expect(screen.getByTestId('campaigns-preview')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request New Campaign' })).not.toBeInTheDocument();
    // ?new= from the dashboard opens no request for them either.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Campaign Summer Thanks' })).toBeInTheDocument();
  });

  it('a team without Pro and without campaigns sees example rows, with no links or actions', async () => {
    mockFetch([{ path: listPath, body: paged([]) }]);
    renderWithSession(<CampaignsPage />, { url: '/campaigns', plan: 'free' });
    expect(await screen.findByTestId('preview-examples')).toHaveTextContent('Example campaigns');
    const rows = screen.getAllByTestId('campaign-row');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(within(row).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request New Campaign' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('paging-footer')).not.toBeInTheDocument();
  });

  it('the demo: Request New Campaign opens the sign-up prompt instead of the request form', async () => {
    mockFetch([{ path: listPath, body: paged([listItem()]) }]);
    const { ui } = renderWithSession(<CampaignsPage />, { url: '/campaigns', demo: true, showLocation: true });
    await screen.findAllByTestId('campaign-row');
    await userEvent.click(screen.getByRole('button', { name: 'Request New Campaign' }));
    expect(ui.openSignUp).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/campaigns$/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when the team has no campaigns', async () => {
    mockFetch([{ path: listPath, body: paged([]) }]);
    renderWithSession(<CampaignsPage />, { url: '/campaigns' });
    expect(await screen.findByTestId('campaigns-empty')).toHaveTextContent(EMPTY_CAMPAIGNS);
  });

  it('searches by name after typing stops, from page 1', async () => {
    const calls = mockFetch([{ path: listPath, body: paged([listItem()]) }]);
    renderWithSession(<CampaignsPage />, { url: '/campaigns?page=3', showLocation: true });
    await screen.findAllByTestId('campaign-row');
    await fill(screen.getByRole('textbox', { name: 'Search' }), 'thanks');
    await waitFor(() => expect(listCalls(calls).at(-1)!.query.get('q')).toBe('thanks'));
    expect(listCalls(calls).at(-1)!.query.get('page')).toBe('1');
    expect(location()).toBe('/campaigns?q=thanks');
  });

  it('reads only known filters from the query string', () => {
    expect(readFilters('{"status":"active","type":"nope","privacy":"public","x":1}')).toEqual({ status: 'active', privacy: 'public' });
    expect(readFilters('not json')).toEqual({});
    expect(readFilters(null)).toEqual({});
  });
});
