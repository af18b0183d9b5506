import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { TCampaign } from '@gifthub/shared/campaigns';
import { campaignTexts } from '@gifthub/shared/campaigns';
import { CampaignDetailPage, URL_COPIED } from './campaign-detail-page';
import { WAITING_NOTE } from './campaign-labels';
import { campaign, fill, mockFetch, option, paged, renderWithSession, resetDom } from './campaigns-test-utils';
import type { TSessionOpts } from '../../../test/session';

beforeEach(resetDom);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const detail = (c: TCampaign) => [
  { path: `/gb-campaigns/${c.id}`, body: c },
  // The recipients section of a campaign that shows it: an empty list.
  { path: `/gb-campaigns/${c.id}/registrations`, body: { ...paged([], 0, 1, 10), meta: { ...paged([], 0, 1, 10).meta, invited_count: 0, unconfirmed_count: 0, confirmed_count: 0 } } },
];
const show = (url: string, opts: TSessionOpts = {}) =>
  renderWithSession(
    <Routes>
      <Route path="/campaigns" element={<p>Campaign list</p>} />
      <Route path="/campaigns/:id" element={<CampaignDetailPage />} />
    </Routes>,
    { url, showLocation: true, ...opts },
  );

describe('CampaignDetailPage', () => {
  it('goes back to /campaigns on a 404', async () => {
    mockFetch([{ path: '/gb-campaigns/99', status: 404, body: { message: 'Campaign not found.', code: 'not_found' } }]);
    show('/campaigns/99');
    expect(await screen.findByText('Campaign list')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/campaigns$/);
  });

  it('goes back to /campaigns for a path that is not a campaign id, without asking the API', async () => {
    const calls = mockFetch([]);
    show('/campaigns/abc');
    expect(await screen.findByText('Campaign list')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('asks for the option counts and shows labels, the waiting note, statistics and the options of a requested campaign', async () => {
    const calls = mockFetch(detail(campaign({ status: 'requested', privacy: 'internal', options: [option(), option({ id: 32, name: 'Last Hamper', available: 2, reg_count: 1 }), option({ id: 33, name: 'Gone', available: 0 })] })));
    show('/campaigns/1');
    expect(await screen.findByRole('heading', { name: 'Summer Thanks' })).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/gb-campaigns/1'))!.query.get('with_option_counts')).toBe('true');
    expect(screen.getByTestId('campaign-labels')).toHaveTextContent('RequestedYear-roundPhysicalInternal');
    expect(screen.getByTestId('status-note')).toHaveTextContent(WAITING_NOTE);
    expect(screen.getByTestId('campaign-statistics')).toHaveTextContent('Invites12Claims5Total Spent£150.00');
    const cards = screen.getAllByTestId('option-card');
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('Afternoon Tea Hamper');
    expect(cards[0]).toHaveTextContent('£36.00');
    expect(within(cards[0]!).getByTestId('option-reg-count')).toHaveTextContent('4 registrations');
    expect(within(cards[1]!).getByTestId('option-availability')).toHaveTextContent('Low availability (2 left)');
    expect(within(cards[2]!).getByTestId('option-availability')).toHaveTextContent('Unavailable');
    // No recipients before the campaign is active, and no Recipients tab.
    expect(screen.queryByRole('tab', { name: 'Recipients' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Campaign' })).toBeInTheDocument();
  });

  it('copies the campaign page URL of an open campaign', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    mockFetch(detail(campaign({ privacy: 'public' })));
    show('/campaigns/1');
    expect(await screen.findByRole('textbox', { name: 'Campaign page URL' })).toHaveValue('http://localhost:3000/pick-a-gift/acme/c/summer-thanks');
    await userEvent.click(screen.getByRole('button', { name: 'Copy campaign page URL' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/pick-a-gift/acme/c/summer-thanks');
    expect(await screen.findByText(URL_COPIED)).toBeInTheDocument();
  });

  it('a private campaign has no shared URL to copy', async () => {
    mockFetch(detail(campaign({ privacy: 'invite' })));
    show('/campaigns/1');
    await screen.findByRole('heading', { name: 'Summer Thanks' });
    expect(screen.queryByRole('button', { name: 'Copy campaign page URL' })).not.toBeInTheDocument();
    expect(screen.getByText(/each recipient opens the campaign page through their own invitation link/)).toBeInTheDocument();
  });

  it('opens the Option modal with the product, shipping table and a description a Pro member saves', async () => {
    const calls = mockFetch([
      ...detail(campaign()),
      { path: '/gb-options/31', body: option() },
      { method: 'POST', path: '/put/gb-options/31', reply: (c) => ({ body: option({ description: (c.body as { description: string }).description }) }) },
    ]);
    show('/campaigns/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Afternoon Tea Hamper: show option details' }));
    const modal = await screen.findByTestId('option-modal');
    expect(within(modal).getByTestId('option-product')).toHaveTextContent('Afternoon Tea Hamper (catalogue)');
    // A catalogue product is named, not linked (only corporate products link to their page).
    expect(within(modal).queryByRole('link')).not.toBeInTheDocument();
    const rows = within(within(modal).getByTestId('shipping-table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('GB£5.00£6.00');
    expect(rows[2]).toHaveTextContent('FR, DE£15.00£18.00');
    await fill(within(modal).getByRole('textbox', { name: 'Description' }), 'Tea for two.');
    await userEvent.click(within(modal).getByRole('button', { name: 'Save Description' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ description: 'Tea for two.' }));
    expect(await within(modal).findByText('The description has been saved.')).toBeInTheDocument();
  });

  it('links an option of a corporate product to the product’s page (spec 1 §2)', async () => {
    // Out of stock (issue 15): its product has no units left to give, whatever the option's own count.
    const own = option({ product_id: 77, product_name: 'Acme Welcome Box', corporate_product: true, available: null, product_units: 0 });
    mockFetch([...detail(campaign({ options: [own] })), { path: '/gb-options/31', body: own }]);
    show('/campaigns/1');
    expect(await screen.findByTestId('option-availability')).toHaveTextContent('Unavailable');
    await userEvent.click(await screen.findByRole('button', { name: 'Afternoon Tea Hamper: show option details' }));
    const modal = await screen.findByTestId('option-modal');
    expect(within(modal).getByRole('link', { name: 'Acme Welcome Box' })).toHaveAttribute('href', '/campaigns/corporate-products/77');
    expect(within(modal).getByText('0 left')).toBeInTheDocument();
  });

  it('shows a voucher option with its value and an unlimited limit', async () => {
    const voucher = option({ id: 34, name: 'Coffee eGift', type: 'voucher', voucher_value: 25, voucher_brand: 'Coffee Co', voucher_limit: null, shipping_costs: [], available: null });
    mockFetch([...detail(campaign({ reward_type: 'voucher', privacy: 'invite', options: [voucher] })), { path: '/gb-options/34', body: voucher }]);
    show('/campaigns/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Coffee eGift: show option details' }));
    const modal = await screen.findByTestId('option-modal');
    expect(within(modal).getByTestId('option-product')).toHaveTextContent('Coffee Co');
    expect(within(modal).getByTestId('option-voucher-value')).toHaveTextContent('£25.00');
    expect(within(modal).getByTestId('option-limit')).toHaveTextContent('Unlimited');
    expect(within(modal).queryByTestId('shipping-table')).not.toBeInTheDocument();
  });

  it('a completed campaign is read-only: no Edit Campaign, a read-only note and notecard, and the recipients section', async () => {
    mockFetch(detail(campaign({ status: 'completed' })));
    show('/campaigns/1#recipients');
    await screen.findByRole('heading', { name: 'Summer Thanks' });
    expect(screen.queryByRole('button', { name: 'Edit Campaign' })).not.toBeInTheDocument();
    expect(screen.getByTestId('read-only-note')).toHaveTextContent(campaignTexts.completedReadOnly);
    expect(within(screen.getByTestId('notecard-card')).queryByRole('button', { name: 'Save Notecard' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Recipients' })).toHaveAttribute('aria-selected', 'true');
    expect(document.getElementById('recipients')).not.toBeNull();
  });

  it('a team without Pro sees the campaign as a preview: the pro banner and no write buttons', async () => {
    mockFetch([...detail(campaign({ status: 'active' })), { path: '/gb-options/31', body: option() }]);
    show('/campaigns/1', { plan: 'free' });
    await screen.findByRole('heading', { name: 'Summer Thanks' });
    expect(screen.getAllByTestId('pro-gate')[0]).toHaveTextContent('Running gifting campaigns is only available with Gift HUB Pro plan.');
    expect(screen.queryByRole('button', { name: 'Edit Campaign' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'CRM Integration' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Notecard' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Afternoon Tea Hamper: show option details' }));
    const modal = await screen.findByTestId('option-modal');
    expect(within(modal).queryByRole('button', { name: 'Save Description' })).not.toBeInTheDocument();
    expect(within(modal).getByTestId('option-description')).toHaveTextContent('Tea, scones and jam.');
  });

  it('in preview mode Edit Campaign and CRM Integration ask to sign up instead of opening their forms', async () => {
    const calls = mockFetch([...detail(campaign()), { path: '/site', body: { public_url: 'http://localhost:3000' } }]);
    const { ui } = show('/campaigns/1', { demo: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Campaign' }));
    await userEvent.click(screen.getByRole('button', { name: 'CRM Integration' }));
    expect(ui.openSignUp).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('saves the CRM integration flags with UPDATE SETTINGS', async () => {
    const calls = mockFetch([...detail(campaign()), { method: 'POST', path: '/put/gb-campaigns/1', body: campaign({ integrations: { crm_webhook: true, multilink: false } }) }]);
    show('/campaigns/1');
    await userEvent.click(await screen.findByRole('button', { name: 'CRM Integration' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: /CRM webhook/ }));
    await userEvent.click(screen.getByRole('button', { name: 'UPDATE SETTINGS' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const form = calls.find((c) => c.method === 'POST')!.body as FormData;
    expect(JSON.parse(String(form.get('integrations')))).toEqual({ crm_webhook: true, multilink: false });
    expect([...form.keys()]).toEqual(['integrations']);
  });
});
