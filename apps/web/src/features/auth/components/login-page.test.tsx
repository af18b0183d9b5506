import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SLOW, fill, mockFetch, renderWithSession } from '../../../test/session';
import { LoginPage } from './login-page';

// The login form loads its zod schema after it is shown (the page's bundle budget): the messages are still the
// spec's, first per field, on submit and on blur, and nothing is sent while a field is wrong.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  window.history.pushState({}, '', '/');
});

describe('login form', SLOW, () => {
  it('shows the first message per field on submit and sends nothing until both are right', async () => {
    const calls = mockFetch([{ method: 'POST', path: '/login', body: { apiToken: 'api', wpToken: 'wp' } }]);
    renderWithSession(<LoginPage />, { url: '/login', showLocation: true });
    const logIn = screen.getByRole('button', { name: 'Log in' });
    await userEvent.click(logIn);
    expect(await screen.findByText('E-Mail is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();

    await fill(screen.getByLabelText('E-Mail'), 'not-an-email');
    await fill(screen.getByLabelText('Password'), 'x');
    await userEvent.click(logIn);
    expect(await screen.findByText('E-Mail must be valid.')).toBeInTheDocument();
    expect(screen.queryByText('E-Mail is required.')).not.toBeInTheDocument();
    expect(screen.queryByText('Password is required.')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await fill(screen.getByLabelText('E-Mail'), 'pat@example.com');
    await userEvent.click(logIn);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/v1/login', body: { email: 'pat@example.com', password: 'x' } });
    expect(localStorage.getItem('api_token')).toBe('api');
  });

  it('checks a field when it is left', async () => {
    mockFetch([]);
    renderWithSession(<LoginPage />, { url: '/login' });
    const email = screen.getByLabelText('E-Mail');
    await fill(email, 'pat@');
    // The schema may still be on its way at the first blur: leave the field once it has arrived.
    await waitFor(() => {
      fireEvent.blur(email);
      expect(screen.getByText('E-Mail must be valid.')).toBeInTheDocument();
    });
    await fill(email, 'pat@example.com');
    fireEvent.blur(email);
    await waitFor(() => expect(screen.queryByText('E-Mail must be valid.')).not.toBeInTheDocument());
  });

  it('shows the sign-up form of an invitation link in place of the login form', async () => {
    mockFetch([{ path: '/sign-up', body: { email: 'new@acme.test', team_name: 'Acme Ltd' } }]);
    renderWithSession(<LoginPage />, { url: '/login?t=invite-token' });
    expect(await screen.findByRole('heading', { name: 'Join Acme Ltd' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });
});
