import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { TFeedbackItem } from '@gifthub/shared/campaign-feedback';
import { defaultReviews } from '@gifthub/shared/campaigns';
import { CampaignDetailPage } from '../campaign-detail-page';
import { campaign, mockFetch, paged, renderWithSession, resetDom } from '../campaigns-test-utils';

beforeEach(resetDom);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item = (i: number, over: Partial<TFeedbackItem> = {}): TFeedbackItem => ({
  id: 100 + i,
  first_name: 'Nina',
  last_name: `Customer${i}`,
  email: `nina${i}@example.com`,
  company: null,
  rating: 3,
  rating_label: 'Unhappy',
  feedback: `Feedback ${i}`,
  invited_at: '2026-09-01T09:00:00Z',
  visited_at: '2026-09-02T10:30:00Z',
  registered_at: null,
  option_name: null,
  ...over,
});
const long = `${'The courier left the box in the rain. '.repeat(8)}Everything inside was soaked.`;
const reviewsCampaign = campaign({ id: 5, type: 'reviews', status: 'active', privacy: 'invite', reviews: { ...defaultReviews(), submission_url: 'http://localhost:3000/r' } });
const page1 = { ...paged([item(1, { feedback: long, company: 'Bright Co' }), item(2, { rating: 7, rating_label: 'Unknown' }), ...[3, 4, 5, 6, 7, 8, 9, 10].map((i) => item(i))], 12, 1, 10) };
const page2 = paged([item(11), item(12)], 12, 2, 10);

const show = (url: string) =>
  renderWithSession(
    <Routes>
      <Route path="/campaigns/:id" element={<CampaignDetailPage />} />
      <Route path="/campaigns/:id/feedback" element={<CampaignDetailPage />} />
    </Routes>,
    { url, showLocation: true },
  );

describe('Negative Feedback', () => {
  it('lists the negative feedback with its columns, trimmed text, the footer count and 10 a page', async () => {
    const calls = mockFetch([
      { path: '/gb-campaigns/5', body: reviewsCampaign },
      { path: '/gb-campaigns/5/feedback', reply: (c) => ({ body: c.query.get('page') === '2' ? page2 : page1 }) },
    ]);
    show('/campaigns/5/feedback');
    expect(await screen.findByRole('heading', { name: 'Negative Feedback' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Feedback' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByTestId('feedback-table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Customer', 'Reviewed At', 'Rating', 'Feedback', 'Actions']);
    const rows = await within(table).findAllByTestId('feedback-row');
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent('Nina Customer1');
    expect(rows[0]).toHaveTextContent('Bright Co');
    expect(rows[0]).toHaveTextContent('02/09/2026');
    const preview = within(rows[0]!).getByTestId('feedback-preview').textContent!;
    expect([...preview]).toHaveLength(201);
    expect(preview.endsWith('…')).toBe(true);
    expect(rows[1]).toHaveTextContent('Unknown');
    expect(screen.getByTestId('feedback-footer')).toHaveTextContent('There are 12 gift registrations with negative feedback in total.');
    expect(calls.find((c) => c.path.endsWith('/feedback'))!.query.get('per_page')).toBe('10');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Nina Customer12')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/campaigns/5/feedback?page=2');
  });

  it('sorts by the customer\'s last name (descending, ascending, then the default) in the query string', async () => {
    const calls = mockFetch([
      { path: '/gb-campaigns/5', body: reviewsCampaign },
      { path: '/gb-campaigns/5/feedback', body: page1 },
    ]);
    show('/campaigns/5/feedback');
    const sortButton = await screen.findByRole('button', { name: 'Customer' });
    await userEvent.click(sortButton);
    await vi.waitFor(() => expect(calls.at(-1)!.query.get('sort')).toBe('last_name'));
    expect(calls.at(-1)!.query.get('direction')).toBe('desc');
    await userEvent.click(screen.getByRole('button', { name: 'Customer' }));
    await vi.waitFor(() => expect(calls.at(-1)!.query.get('direction')).toBe('asc'));
    expect(screen.getByRole('columnheader', { name: 'Customer' })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: 'Customer' }));
    await vi.waitFor(() => expect(calls.at(-1)!.query.get('sort')).toBeNull());
  });

  it('View Details opens Feedback Detail with the whole feedback, the rating, the customer and the dates', async () => {
    mockFetch([
      { path: '/gb-campaigns/5', body: reviewsCampaign },
      { path: '/gb-campaigns/5/feedback', body: page1 },
    ]);
    show('/campaigns/5/feedback');
    const rows = await screen.findAllByTestId('feedback-row');
    await userEvent.click(within(rows[0]!).getByRole('button', { name: /View Details/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Feedback Detail' });
    expect(within(dialog).getByTestId('feedback-full')).toHaveTextContent(long.trim());
    expect(dialog).toHaveTextContent(/CustomerNina Customer1 · nina1@example.com · Bright Co/);
    expect(dialog).toHaveTextContent(/RatingUnhappy/);
    expect(dialog).toHaveTextContent(/Reviewed At02\/09\/2026/);
    expect(dialog).toHaveTextContent(/Invited At01\/09\/2026/);
    // The header's close button and the footer's Close.
    const closes = within(dialog).getAllByRole('button', { name: 'Close' });
    expect(closes).toHaveLength(2);
    await userEvent.click(closes[1]!);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers the Feedback tab only on reviews campaigns, and says when there is none', async () => {
    mockFetch([
      { path: '/gb-campaigns/5', body: reviewsCampaign },
      { path: '/gb-campaigns/5/registrations', body: { ...paged([], 0, 1, 10), meta: { ...paged([], 0, 1, 10).meta, invited_count: 0, unconfirmed_count: 0, confirmed_count: 0 } } },
      { path: '/gb-campaigns/5/feedback', body: paged([], 0, 1, 10) },
    ]);
    show('/campaigns/5');
    await userEvent.click(await screen.findByRole('tab', { name: 'Feedback' }));
    expect(await screen.findByTestId('feedback-empty')).toHaveTextContent('No negative feedback yet.');
    expect(screen.getByTestId('location')).toHaveTextContent('/campaigns/5/feedback');
    cleanup();
    mockFetch([{ path: '/gb-campaigns/6', body: campaign({ id: 6, status: 'requested' }) }]);
    show('/campaigns/6');
    expect(await screen.findByRole('tab', { name: 'Summary' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Feedback' })).not.toBeInTheDocument();
  });
});
