import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { CAMPAIGN_TRANSITIONS, type TCampaign, type TCampaignStatus, type TGiftOption } from '@gifthub/shared/campaigns';
import { SLOW, mockFetch, renderWithSession } from '../../../test/session';
import type { TAdminCampaignItem } from '../api/get-admin-campaigns';
import { AdminCampaignPage } from './admin-campaign-page';
import { AdminCampaignsPage } from './admin-campaigns-page';

// Mantine's combobox scrolls the selected option into view; the test DOM lacks it.
Element.prototype.scrollIntoView ??= () => {};

const stats = { sends: 12, confirmed: 5, claims_label: 'Claims' as const, spent_ev: 100, spent_iv: 120 };
const item = (id: number, name: string, status: TCampaignStatus, over: Partial<TAdminCampaignItem> = {}): TAdminCampaignItem => ({
  id,
  name,
  slug: name.toLowerCase().replace(/ /g, '-'),
  status,
  type: 'seasonal',
  reward_type: 'physical',
  privacy: 'invite',
  image_url: null,
  registration_page: `http://localhost/pick-a-gift/acme/c/${id}`,
  created_at: '2026-03-01T10:00:00.000Z',
  statistics: stats,
  team_id: 1,
  team_name: 'Acme Ltd',
  ...over,
});
const paged = <T,>(data: T[]) => ({ data, meta: { total: data.length, current_page: 1, last_page: 1, per_page: 20 } });

const option = (over: Partial<TGiftOption> = {}): TGiftOption => ({
  id: 31,
  campaign_id: 9,
  name: 'Afternoon Tea Hamper',
  type: 'physical',
  image_url: null,
  product_status: 'active',
  enabled: true,
  reg_count: 2,
  available: null,
  description: '',
  product_id: 101,
  product_name: 'Afternoon Tea Hamper',
  corporate_product: false,
  product_units: null,
  price: 30,
  price_ex_vat: 25,
  shipping: 6,
  shipping_ex_vat: 5,
  shipping_costs: [{ countries: ['GB'], shipping_ev_cost: 5, shipping_iv_cost: 6 }],
  pp_ev_cost: 3,
  pp_iv_cost: 3.6,
  voucher_value: null,
  voucher_brand: null,
  voucher_brand_info: null,
  voucher_limit: null,
  notecard_format: 'landscape',
  notecard_url: null,
  ...over,
});

const campaign = (status: TCampaignStatus, options: TGiftOption[] = [option()]): TCampaign => ({
  ...item(9, 'Christmas Hampers 2026', status),
  team_id: 1,
  page_title: 'Christmas Hampers',
  page_text: '',
  disabled_domains: '',
  hero_url: null,
  auto_approve: false,
  page_restricted: true,
  opportunity_value: 0,
  demo_value: 0,
  deal_value: 0,
  req_content: 'About 150 recipients, gifts around £40 each.',
  notecard_text: '',
  notecard_enabled: false,
  integrations: { crm_webhook: false, multilink: false },
  reviews: null,
  invitation_expiry_days: null,
  reminder_days: [],
  options,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AdminCampaignsPage', SLOW, () => {
  it('shows the rows in the order the API gives (requested first) with team, status, privacy label and statistics, and filters by status', async () => {
    const calls = mockFetch([
      {
        path: '/admin/gb-campaigns',
        reply: (c) => ({
          body: c.query.get('status') === 'paused' ? paged([item(5, 'Sales Prospects Q1', 'paused')]) : paged([item(9, 'Christmas Hampers 2026', 'requested'), item(3, 'Open Day Giveaway', 'active', { privacy: 'public', team_name: 'Demo Team' })]),
        }),
      },
    ]);
    renderWithSession(<AdminCampaignsPage />, { role: 'bb_admin' });
    const table = await screen.findByTestId('admin-campaigns-table');
    await within(table).findByText('Christmas Hampers 2026');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual(['Christmas Hampers 2026', 'Open Day Giveaway']);
    expect(rows[0]).toHaveTextContent('Acme Ltd');
    expect(rows[0]).toHaveTextContent('Requested');
    expect(rows[0]).toHaveTextContent('Private');
    expect(rows[0]).toHaveTextContent('12 Invites · 5 Claims');
    expect(rows[0]).toHaveTextContent('£120.00 spent');
    expect(rows[1]).toHaveTextContent('Demo Team');
    expect(rows[1]).toHaveTextContent('Open');
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/admin/campaigns/9');
    expect(calls[0]!.query.get('status')).toBeNull();

    await userEvent.click(screen.getByRole('textbox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Paused', hidden: true }));
    await within(table).findByText('Sales Prospects Q1');
    expect(calls.at(-1)!.path).toBe('/api/v1/admin/gb-campaigns');
    expect(calls.at(-1)!.query.get('status')).toBe('paused');
    expect(calls.at(-1)!.query.get('page')).toBe('1');
  });
});

const renderDetail = (start: TCampaign) => {
  // The campaign as the server holds it: a status change is what the next read answers.
  let c = start;
  const calls = mockFetch([
    { path: '/admin/gb-campaigns/9', reply: () => ({ body: c }) },
    { path: '/admin/teams/1', body: { id: 1, name: 'Acme Ltd', plan: 'pro' } },
    { method: 'PUT', path: '/admin/gb-campaigns/9/status', reply: (call) => ({ body: (c = { ...c, status: (call.body as { status: TCampaignStatus }).status }) }) },
    { method: 'PUT', path: '/admin/gb-options/31/enabled', reply: (call) => ({ body: option({ enabled: (call.body as { enabled: boolean }).enabled }) }) },
  ]);
  renderWithSession(
    <Routes>
      <Route path="/admin/campaigns/:id" element={<AdminCampaignPage />} />
    </Routes>,
    { role: 'bb_admin', url: '/admin/campaigns/9' },
  );
  return calls;
};
const actionButtons = async () => {
  await screen.findByRole('heading', { name: 'Christmas Hampers 2026' });
  const group = screen.queryByRole('group', { name: 'Status actions' });
  return group ? within(group).getAllByRole('button').map((b) => b.textContent) : [];
};

describe('AdminCampaignPage', SLOW, () => {
  it('offers exactly the status changes CAMPAIGN_TRANSITIONS allows', async () => {
    const expected: Record<TCampaignStatus, string[]> = {
      new: ['Mark as requested', 'Activate'],
      requested: ['Activate'],
      active: ['Pause', 'Mark as leaked', 'Complete'],
      paused: ['Activate', 'Mark as leaked', 'Complete'],
      leaked: ['Activate', 'Pause', 'Complete'],
      completed: [],
    };
    for (const status of Object.keys(CAMPAIGN_TRANSITIONS) as TCampaignStatus[]) {
      renderDetail(campaign(status));
      expect(await actionButtons(), status).toEqual(expected[status]);
      if (status === 'completed') expect(screen.getByText('A completed campaign is final.')).toBeInTheDocument();
      cleanup();
    }
  });

  it('shows the settings, team and registration page, and activates a requested campaign', async () => {
    const calls = renderDetail(campaign('requested'));
    await actionButtons();
    expect(await screen.findByText('Acme Ltd (pro)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /pick-a-gift\/acme\/c\/9/ })).toHaveAttribute('href', 'http://localhost/pick-a-gift/acme/c/9');
    expect(screen.getByText('About 150 recipients, gifts around £40 each.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: '/api/v1/admin/gb-campaigns/9/status', body: { status: 'active' } }));
    await waitFor(async () => expect(await actionButtons()).toEqual(['Pause', 'Mark as leaked', 'Complete']));
    expect(screen.getAllByText('Active').length).toBeGreaterThan(0);
  });

  it('asks before completing, and sends nothing when cancelled', async () => {
    const calls = renderDetail(campaign('active'));
    await actionButtons();
    await userEvent.click(screen.getByRole('button', { name: 'Complete' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Complete Christmas Hampers 2026?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Complete' }));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'completed' }));
  });

  it('warns before activating a campaign without enabled options', async () => {
    const calls = renderDetail(campaign('requested', [option({ enabled: false })]));
    await actionButtons();
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('has no enabled gift options');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('lists the options and disables one with its toggle', async () => {
    const calls = renderDetail(campaign('active'));
    const row = await screen.findByTestId('option-row-31');
    expect(row).toHaveTextContent('£30.00');
    expect(row).toHaveTextContent('No stock count');
    const toggle = within(row).getByRole('switch', { name: 'Enabled: Afternoon Tea Hamper' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: '/api/v1/admin/gb-options/31/enabled', body: { enabled: false } }));
  });
});
