import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { TSeCampaign, TSeCampaignListItem } from '@gifthub/shared/se-campaigns';
import { fill, mockFetch, paged, renderWithSession, resetDom, SLOW } from '../campaigns-test-utils';
import { SeCampaignDetailPage } from './se-campaign-detail-page';
import { SeCampaignsPage } from './se-campaigns-page';
import { RequestSeCampaignModal } from './request-se-campaign-modal';

beforeEach(resetDom);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item = (over: Partial<TSeCampaignListItem> = {}): TSeCampaignListItem => ({
  id: 5,
  team_id: 7,
  name: 'Summer Conference',
  boxes_count: 320,
  total_price: null,
  status: 'requested',
  created_at: '2026-06-01T09:00:00Z',
  files_count: 1,
  ...over,
});
const detail = (over: Partial<TSeCampaign> = {}): TSeCampaign => {
  const { files_count: _n, ...rest } = item();
  return {
    ...rest,
    req_content: 'Delegate boxes, no plastic.',
    updated_at: '2026-06-02T09:00:00Z',
    files: [{ file_id: 9, name: 'brief.pdf', content_type: 'application/pdf', bytes: 2048, created_at: '2026-06-01T09:00:00Z' }],
    ...over,
  };
};
const renderDetail = (opts: Parameters<typeof renderWithSession>[1] = {}) =>
  renderWithSession(
    <Routes>
      <Route path="/campaigns/events" element={<p>Single-event list</p>} />
      <Route path="/campaigns/events/:id" element={<SeCampaignDetailPage />} />
    </Routes>,
    { url: '/campaigns/events/5', ...opts },
  );

describe('SeCampaignsPage', () => {
  it('lists the team’s campaigns with status, price or that a quote is awaited, and links each to its page', SLOW, async () => {
    mockFetch([{ path: '/teams/7/se-campaigns', body: paged([item({ id: 6, name: 'Winter Party', status: 'quoted', total_price: 11875 }), item()]) }]);
    renderWithSession(<SeCampaignsPage />, { url: '/campaigns/events' });
    const rows = await screen.findAllByTestId('se-row');
    expect(within(rows[0]!).getByText('Quoted')).toBeInTheDocument();
    expect(within(rows[0]!).getByTestId('se-price')).toHaveTextContent('£11,875.00');
    expect(within(rows[1]!).getByTestId('se-price')).toHaveTextContent('Awaiting quote');
    expect(screen.getByRole('link', { name: 'Winter Party' })).toHaveAttribute('href', '/campaigns/events/6');
    expect(screen.getByRole('button', { name: 'Request Single-Event Campaign' })).toBeInTheDocument();
  });

  it('shows a team without Pro the banner and example rows, with no request button', SLOW, async () => {
    mockFetch([{ path: '/teams/7/se-campaigns', body: paged([]) }]);
    renderWithSession(<SeCampaignsPage />, { url: '/campaigns/events', plan: 'free' });
    expect(await screen.findByText('Requesting single-event campaigns is only available with Gift HUB Pro plan. Please upgrade your account to continue.')).toBeInTheDocument();
    expect(await screen.findAllByTestId('se-row')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Request Single-Event Campaign' })).toBeNull();
  });
});

describe('RequestSeCampaignModal', () => {
  it('checks the fields with the shared messages before sending', SLOW, async () => {
    const calls = mockFetch([]);
    renderWithSession(<RequestSeCampaignModal opened onClose={() => {}} />, { url: '/campaigns/events' });
    await fill(await screen.findByRole('textbox', { name: 'Boxes Count' }), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Request Campaign' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Boxes Count must be at least 10')).toBeInTheDocument();
    expect(screen.getByText('Requirements is required.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('sends the request with an idempotency key, then its files, and opens the new campaign', SLOW, async () => {
    const calls = mockFetch([
      { method: 'POST', path: '/teams/7/se-campaigns', body: detail({ id: 42, files: [] }) },
      { method: 'POST', path: '/se-campaigns/42/files', body: detail({ id: 42 }) },
    ]);
    renderWithSession(<RequestSeCampaignModal opened onClose={() => {}} />, { url: '/campaigns/events', showLocation: true });
    await fill(await screen.findByRole('textbox', { name: 'Name' }), 'Summer Conference');
    await fill(screen.getByRole('textbox', { name: 'Boxes Count' }), '320');
    await fill(screen.getByRole('textbox', { name: 'Requirements' }), 'Delegate boxes.');
    const brief = new File(['%PDF-1.4 brief'], 'brief.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Files'), brief);
    expect(await screen.findByText('brief.pdf')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Request Campaign' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/campaigns/events/42'));
    const post = calls.find((c) => c.method === 'POST' && c.path.endsWith('/se-campaigns'))!;
    expect(post.body).toEqual({ name: 'Summer Conference', boxes_count: 320, req_content: 'Delegate boxes.' });
    expect(post.headers['idempotency-key']).toMatch(/.{8,}/);
    const upload = calls.find((c) => c.path.endsWith('/se-campaigns/42/files'))!;
    expect((upload.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('refuses a dropped file of another type with the API’s message', SLOW, async () => {
    mockFetch([]);
    renderWithSession(<RequestSeCampaignModal opened onClose={() => {}} />, { url: '/campaigns/events' });
    const gif = new File(['GIF89a'], 'anim.gif', { type: 'image/gif' });
    await userEvent.upload(await screen.findByLabelText('Files'), gif, { applyAccept: false });
    expect(await screen.findByText('File must be a PDF, PNG, JPEG or WebP file.')).toBeInTheDocument();
  });
});

describe('SeCampaignDetailPage', () => {
  it('shows a quote and accepts it after asking', SLOW, async () => {
    const calls = mockFetch([
      { path: '/se-campaigns/5', body: detail({ status: 'quoted', total_price: 4250 }) },
      { method: 'PUT', path: '/se-campaigns/5', body: detail({ status: 'confirmed', total_price: 4250 }) },
    ]);
    renderDetail();
    expect(await screen.findByTestId('se-quote')).toHaveTextContent('We can produce 320 boxes for £4,250.00.');
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Accept Quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept quote' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept Quote' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'confirmed', accepted_price: 4250 }));
    expect(await screen.findByText('Confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Request' })).toBeNull();
  });

  it('lists the files with download and delete while the campaign is open', SLOW, async () => {
    mockFetch([{ path: '/se-campaigns/5', body: detail() }]);
    renderDetail();
    const row = await screen.findByTestId('se-file');
    expect(within(row).getByText('brief.pdf')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Download brief.pdf' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete brief.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('goes back to the list on a 404', SLOW, async () => {
    mockFetch([{ path: '/se-campaigns/5', status: 404, body: { message: 'Single-event campaign not found.', code: 'not_found' } }]);
    renderDetail();
    expect(await screen.findByText('Single-event list')).toBeInTheDocument();
  });

  it('in the demo, Accept Quote opens the sign-up prompt and sends nothing', SLOW, async () => {
    const calls = mockFetch([{ path: '/se-campaigns/5', body: detail({ status: 'quoted', total_price: 4250 }) }]);
    const { ui } = renderDetail({ demo: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept Quote' }));
    expect(ui.openSignUp).toHaveBeenCalled();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });
});
