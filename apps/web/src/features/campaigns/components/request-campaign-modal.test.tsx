import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RequestCampaignModal } from './request-campaign-modal';
import { fill, mockFetch, renderWithSession, resetDom } from './campaigns-test-utils';

beforeEach(resetDom);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const createPath = '/teams/7/gb-campaigns';
const open = (rewardType?: 'physical' | 'voucher') => {
  const onClose = vi.fn();
  renderWithSession(<RequestCampaignModal opened rewardType={rewardType} onClose={onClose} />, { url: '/campaigns', showLocation: true });
  return onClose;
};
const choose = async (label: string, option: string) => {
  await userEvent.click(screen.getByRole('textbox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
};

describe('RequestCampaignModal', () => {
  it('makes the slug from the name as it is typed, until the slug is edited', async () => {
    mockFetch([]);
    open();
    const name = await screen.findByRole('textbox', { name: 'Name' });
    const slug = screen.getByRole('textbox', { name: 'Slug' });
    await fill(name, 'Summer Thanks & Co!');
    expect(slug).toHaveValue('summer-thanks-co');
    await fill(slug, 'summer-2026');
    await fill(name, 'Winter Thanks');
    expect(slug).toHaveValue('summer-2026');
  });

  it('shows the forced values: a voucher campaign is Private with auto-approve, a sales campaign Private', async () => {
    mockFetch([]);
    open('voucher');
    await screen.findByRole('textbox', { name: 'Name' });
    await choose('Type', 'Seasonal');
    const privacy = screen.getByRole('textbox', { name: 'Privacy' });
    expect(privacy).toHaveValue('Private');
    expect(privacy).toBeDisabled();
    expect(screen.getByTestId('forced-values')).toHaveTextContent('Voucher and mixed campaigns are always Private.');
    expect(screen.getByTestId('forced-values')).toHaveTextContent('Claims are approved automatically and the campaign page is restricted.');

    await choose('Reward Type', 'Physical');
    expect(privacy).toBeEnabled();
    await choose('Privacy', 'Open');
    expect(screen.getByTestId('forced-values')).toHaveTextContent('Open campaigns do not approve claims automatically');
    await choose('Type', 'Sales');
    expect(privacy).toHaveValue('Private');
    expect(privacy).toBeDisabled();
    expect(screen.getByTestId('forced-values')).toHaveTextContent('Sales and reviews campaigns are always Private.');
  });

  it('checks the fields with the shared messages before sending', async () => {
    const calls = mockFetch([]);
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Request Campaign' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Type is required.')).toBeInTheDocument();
    expect(screen.getByText('Slug is required.')).toBeInTheDocument();
    await fill(screen.getByRole('textbox', { name: 'Slug' }), 'bad slug!');
    await userEvent.click(screen.getByRole('button', { name: 'Request Campaign' }));
    expect(await screen.findByText('Slug must only contain (A-Z, a-z, 0-9 and -).')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('sends the request with the forced privacy and an idempotency key, then opens the new campaign', async () => {
    const calls = mockFetch([{ method: 'POST', path: createPath, body: { id: 42 } }]);
    const onClose = open('voucher');
    await fill(await screen.findByRole('textbox', { name: 'Name' }), 'Voucher Friday');
    await choose('Type', 'Event');
    await fill(screen.getByRole('textbox', { name: 'Request details' }), 'For our partners in May.');
    await userEvent.click(screen.getByRole('button', { name: 'Request Campaign' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/campaigns/42'));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe(`/api/v1${createPath}`);
    expect(post.body).toEqual({ name: 'Voucher Friday', type: 'event', reward_type: 'voucher', slug: 'voucher-friday', privacy: 'invite', req_content: 'For our partners in May.' });
    expect(post.headers['idempotency-key']).toMatch(/.{8,}/);
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the API's 422 messages under their fields", async () => {
    mockFetch([
      {
        method: 'POST',
        path: createPath,
        status: 422,
        body: { message: 'Slug is already used by another campaign of your team.', code: 'validation', errors: { slug: ['Slug is already used by another campaign of your team.'] } },
      },
    ]);
    open();
    await fill(await screen.findByRole('textbox', { name: 'Name' }), 'Summer');
    await choose('Type', 'Seasonal');
    await userEvent.click(screen.getByRole('button', { name: 'Request Campaign' }));
    expect(await screen.findByText('Slug is already used by another campaign of your team.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/campaigns$/);
  });
});
