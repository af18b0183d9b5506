import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { texts } from '@gifthub/shared/messages';
import { TeamSettingsPage } from './team-settings-page';
import { SLOW, fill, makeTeam, mockFetch, renderWithSession } from './settings-test-utils';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const slugInput = () => screen.getByLabelText(/Team Slug/);

describe('TeamSettingsPage', SLOW, () => {
  it('lets a manager edit the slug and sends it', async () => {
    const calls = mockFetch([
      { method: 'PUT', path: '/teams/7', body: makeTeam({ slug: 'acme-new' }) },
      { path: '/site', body: { public_url: 'https://gifts.example.com' } },
    ]);
    renderWithSession(<TeamSettingsPage />, { role: 'manager' });
    expect(slugInput()).not.toHaveAttribute('readonly');
    expect(screen.queryByText(texts.slugManagersOnly)).not.toBeInTheDocument();
    // The link starts with the API's public address (PUBLIC_URL), not with the address this page was opened at.
    await waitFor(() => expect(screen.getByTestId('gift-page-link')).toHaveTextContent('https://gifts.example.com/pick-a-gift/acme'));

    await fill(slugInput(), 'acme-new');
    expect(screen.getByTestId('gift-page-link')).toHaveTextContent('/pick-a-gift/acme-new');
    await userEvent.click(screen.getByRole('button', { name: 'Update Team Settings' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Acme Ltd', slug: 'acme-new' }));
  });

  it('lets staff (bb_admin) edit the slug', () => {
    mockFetch([]);
    renderWithSession(<TeamSettingsPage />, { role: 'bb_admin' });
    expect(slugInput()).not.toHaveAttribute('readonly');
  });

  it('shows the slug read-only to an associate with team settings, and never sends it', async () => {
    const calls = mockFetch([{ method: 'PUT', path: '/teams/7', body: makeTeam({ name: 'Acme Group' }) }]);
    renderWithSession(<TeamSettingsPage />, { role: 'associate', grant: ['edit-team-settings'] });
    expect(slugInput()).toHaveAttribute('readonly');
    expect(screen.getByText(texts.slugManagersOnly)).toBeInTheDocument();

    await userEvent.type(slugInput(), 'x');
    expect(slugInput()).toHaveValue('acme');
    await fill(screen.getByLabelText(/Team Name/), 'Acme Group');
    await userEvent.click(screen.getByRole('button', { name: 'Update Team Settings' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Acme Group' }));
  });

  it('shows domains read-only to an associate', () => {
    mockFetch([]);
    renderWithSession(<TeamSettingsPage />, { role: 'associate', grant: ['edit-team-settings'] });
    expect(screen.getByText('acme.test')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Domain' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove acme.test' })).not.toBeInTheDocument();
  });

  it('refuses the screen without edit-team-settings', () => {
    mockFetch([]);
    renderWithSession(<TeamSettingsPage />, { role: 'associate' });
    expect(screen.getByTestId('no-access')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Team Slug/)).not.toBeInTheDocument();
  });

  it('validates a new domain with the shared rule and adds a valid one', async () => {
    const calls = mockFetch([{ method: 'POST', path: '/teams/7/domains', body: { domains: ['acme.test', 'example.com'] } }]);
    renderWithSession(<TeamSettingsPage />, { role: 'manager' });
    await fill(screen.getByLabelText('Domain'), 'not a domain');
    await userEvent.click(screen.getByRole('button', { name: 'Add Domain' }));
    expect(await screen.findByText('Domain must be valid domain.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);

    await fill(screen.getByLabelText('Domain'), 'example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Add Domain' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toMatchObject({ method: 'POST', body: { domain: 'example.com' } }));
  });

  it('shows the pro gate instead of domains on the free plan', () => {
    mockFetch([]);
    renderWithSession(<TeamSettingsPage />, { role: 'manager', plan: 'free' });
    expect(screen.getByTestId('pro-gate')).toHaveTextContent('Managing eligible domains is only available');
    expect(screen.queryByRole('button', { name: 'Add Domain' })).not.toBeInTheDocument();
  });

  it('is read-only in preview mode: a Pro team\'s screen whose save opens the sign-up prompt and sends nothing', async () => {
    const calls = mockFetch([]);
    const { ui } = renderWithSession(<TeamSettingsPage />, { role: 'manager', demo: true });
    expect(screen.getByLabelText(/Team Name/)).toBeDisabled();
    // Domains are shown (the demo team is Pro) but cannot be changed.
    expect(screen.getByTestId('team-domains')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Domain' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('pro-gate')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update Team Settings' }));
    expect(ui.openSignUp).toHaveBeenCalledTimes(1);
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('sets the logo from the media gallery with the chosen image\'s filename', async () => {
    const filename = 'media-7-00000000000000aa.png';
    const image = { filename, url: `/api/v1/files/${filename}`, content_type: 'image/png', bytes: 900, width: 120, height: 60, created_at: '2026-11-20T10:00:00.000Z' };
    const calls = mockFetch([
      { path: '/teams/7/media', body: { data: [image], meta: { total: 1, current_page: 1, last_page: 1, per_page: 24 } } },
      { method: 'PUT', path: '/teams/7/images', body: makeTeam({ logo_url: '/api/v1/files/team-7-00000000000000bb.png' }) },
    ]);
    renderWithSession(<TeamSettingsPage />, { role: 'manager' });
    await userEvent.click(screen.getByRole('button', { name: 'Choose from media' }));
    await userEvent.click(await screen.findByRole('button', { name: /Image 1 of 1, 120 × 60 px/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Use as logo' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: '/api/v1/teams/7/images', body: { logo_url: filename } }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
