import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { pageMeta } from '@gifthub/shared/paging';
import type { TAdminSeCampaign, TAdminSeCampaignListItem } from '@gifthub/shared/se-campaigns';
import { SLOW, fill, mockFetch, renderWithSession } from '../../../test/session';
import { AdminSeCampaignPage } from './admin-se-campaign-page';
import { AdminSeCampaignsPage } from './admin-se-campaigns-page';

Element.prototype.scrollIntoView ??= () => {};
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (id: number, name: string, over: Partial<TAdminSeCampaignListItem> = {}): TAdminSeCampaignListItem => ({
  id,
  team_id: 1,
  team_name: 'Acme Ltd',
  name,
  boxes_count: 320,
  total_price: null,
  status: 'requested',
  created_at: '2026-06-01T09:00:00Z',
  files_count: 1,
  ...over,
});
const campaign = (over: Partial<TAdminSeCampaign> = {}): TAdminSeCampaign => ({
  id: 5,
  team_id: 1,
  team_name: 'Acme Ltd',
  name: 'Summer Conference',
  boxes_count: 320,
  total_price: null,
  status: 'requested',
  created_at: '2026-06-01T09:00:00Z',
  updated_at: '2026-06-01T09:00:00Z',
  req_content: 'Delegate boxes, no plastic.',
  files: [{ file_id: 9, name: 'brief.pdf', content_type: 'application/pdf', bytes: 2048, created_at: '2026-06-01T09:00:00Z' }],
  ...over,
});

describe('AdminSeCampaignsPage', () => {
  it('lists every team’s campaigns with their team, status and price, each linked to its page', SLOW, async () => {
    mockFetch([{ path: '/admin/se-campaigns', body: { data: [row(5, 'Summer Conference'), row(4, 'Winter Party', { status: 'quoted', total_price: 11875 })], meta: pageMeta(2, 1, 20) } }]);
    renderWithSession(<AdminSeCampaignsPage />, { user: { is_bb_admin: true } });
    const quoted = await screen.findByTestId('se-admin-row-4');
    expect(within(quoted).getByText('£11,875.00')).toBeInTheDocument();
    expect(within(quoted).getByText('Quoted')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Summer Conference' })).toHaveAttribute('href', '/admin/se-campaigns/5');
  });
});

describe('AdminSeCampaignPage', () => {
  const open = () =>
    renderWithSession(
      <Routes>
        <Route path="/admin/se-campaigns/:id" element={<AdminSeCampaignPage />} />
      </Routes>,
      { url: '/admin/se-campaigns/5', user: { is_bb_admin: true } },
    );

  it('sends the price with the quote in one request and shows the answer', SLOW, async () => {
    let current = campaign();
    const calls = mockFetch([
      { path: '/admin/se-campaigns/5', reply: () => ({ body: current }) },
      { method: 'PUT', path: '/admin/se-campaigns/5', reply: () => ({ body: (current = campaign({ status: 'quoted', total_price: 4250.5 })) }) },
    ]);
    open();
    await fill(await screen.findByRole('textbox', { name: /Total Price/ }), '4250.50');
    await userEvent.click(screen.getByRole('button', { name: 'Send Quote' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ total_price: 4250.5, status: 'quoted' }));
    expect(await screen.findByText('£4,250.50')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as confirmed' })).toBeInTheDocument();
  });

  it('shows the API’s refusal under the price', SLOW, async () => {
    mockFetch([
      { path: '/admin/se-campaigns/5', body: campaign() },
      { method: 'PUT', path: '/admin/se-campaigns/5', status: 422, body: { message: 'Set a total price before quoting.', code: 'validation', errors: { total_price: ['Set a total price before quoting.'] } } },
    ]);
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Send Quote' }));
    expect(await screen.findByText('Set a total price before quoting.')).toBeInTheDocument();
  });

  it('offers no moves on a completed campaign', SLOW, async () => {
    mockFetch([{ path: '/admin/se-campaigns/5', body: campaign({ status: 'completed', total_price: 100 }) }]);
    open();
    expect(await screen.findByText('A completed campaign is final.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Total Price/ })).toBeNull();
  });
});
