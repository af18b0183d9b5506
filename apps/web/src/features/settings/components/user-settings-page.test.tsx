import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UserSettingsPage } from './user-settings-page';
import { SLOW, fill, makeUser, mockFetch, renderWithSession } from './settings-test-utils';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Update Account Settings' }));

describe('UserSettingsPage', SLOW, () => {
  it('shows the e-mail and role read-only and opens the contact form for e-mail changes', async () => {
    mockFetch([]);
    const { ui } = renderWithSession(<UserSettingsPage />, { role: 'associate' });
    expect(screen.getByLabelText('E-Mail')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Role')).toHaveValue('Team Associate');
    await userEvent.click(screen.getByRole('button', { name: 'Contact Us' }));
    expect(ui.openContact).toHaveBeenCalled();
  });

  it('reports the spec messages and sends nothing while invalid', async () => {
    const calls = mockFetch([]);
    renderWithSession(<UserSettingsPage />);
    await userEvent.clear(screen.getByLabelText(/^Name/));
    await fill(screen.getByLabelText('New Password'), 'abc');
    await fill(screen.getByLabelText('New Password Confirmation'), 'abcdefg');
    await submit();
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Password minimal length is 6')).toBeInTheDocument();
    expect(screen.getByText('Password confirmation must match.')).toBeInTheDocument();
    expect(screen.getByText('Current password is required.')).toBeInTheDocument();
    // The saved cards section reads the cards; nothing is written.
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('sends name, password and preferences for a pro user', async () => {
    const calls = mockFetch([{ method: 'PUT', path: '/teams/7/current-user', body: makeUser('manager', { name: 'Maria M' }) }]);
    renderWithSession(<UserSettingsPage />, { plan: 'pro' });
    await fill(screen.getByLabelText(/^Name/), 'Maria M');
    await fill(screen.getByLabelText('Current Password'), 'old-secret');
    await fill(screen.getByLabelText('New Password'), 'secret1');
    await fill(screen.getByLabelText('New Password Confirmation'), 'secret1');
    await userEvent.click(screen.getByLabelText('Products'));
    await submit();
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
        method: 'PUT',
        body: { name: 'Maria M', currentPassword: 'old-secret', password: 'secret1', passwordConfirm: 'secret1', email_preferences: ['billing', 'product'] },
      }),
    );
    await waitFor(() => expect(screen.getByLabelText('New Password')).toHaveValue(''));
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
  });

  it('a new password needs the current one: required before sending, and the server refusal shows on the field', async () => {
    const calls = mockFetch([
      {
        method: 'PUT',
        path: '/teams/7/current-user',
        status: 422,
        body: { message: 'Current password is incorrect.', code: 'validation_failed', errors: { currentPassword: ['Current password is incorrect.'] } },
      },
    ]);
    renderWithSession(<UserSettingsPage />);
    await fill(screen.getByLabelText('New Password'), 'secret1');
    await fill(screen.getByLabelText('New Password Confirmation'), 'secret1');
    await submit();
    expect(await screen.findByText('Current password is required.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await fill(screen.getByLabelText('Current Password'), 'not-it');
    await submit();
    await waitFor(() => expect(screen.getAllByText('Current password is incorrect.').length).toBeGreaterThan(0));
    const described = screen.getByLabelText('Current Password').getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)).toHaveTextContent('Current password is incorrect.');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('hides e-mail preferences on the free plan, shows the pro gate and never sends them', async () => {
    const calls = mockFetch([{ method: 'PUT', path: '/teams/7/current-user', body: makeUser('manager') }]);
    renderWithSession(<UserSettingsPage />, { plan: 'free' });
    expect(screen.queryByTestId('email-preferences')).not.toBeInTheDocument();
    expect(screen.getByTestId('pro-gate')).toHaveTextContent('Setting e-mail preferences');
    await submit();
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Maria Manager' }));
  });

  it('is read-only in preview mode, without preferences or a pro gate; saving opens the sign-up prompt', async () => {
    const calls = mockFetch([]);
    const { ui } = renderWithSession(<UserSettingsPage />, { demo: true });
    expect(screen.getByLabelText(/^Name/)).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Update Account Settings' }));
    expect(ui.openSignUp).toHaveBeenCalledTimes(1);
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
    expect(screen.queryByTestId('email-preferences')).not.toBeInTheDocument();
    expect(screen.queryByTestId('pro-gate')).not.toBeInTheDocument();
  });
});
