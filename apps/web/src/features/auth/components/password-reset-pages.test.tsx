import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SLOW, fill, mockFetch, renderWithSession } from '../../../test/session';
import { ForgotPasswordPage } from './forgot-password-page';
import { LoginPage } from './login-page';
import { ResetPasswordPage } from './reset-password-page';
import { expectAlert } from '../../../test/alerts';

// The signed-out password-reset pages; the session the helper provides is not used by them.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  window.history.pushState({}, '', '/');
});

const SENT = 'If an account exists for that e-mail, we have sent a link to reset its password. The link is valid for 1 hour.';
const INVALID = { message: 'This password reset link is invalid or has expired.', code: 'password_reset_invalid' };

describe('login page', SLOW, () => {
  it('links to the forgot-password page and shows the password-changed note', async () => {
    mockFetch([]);
    renderWithSession(<LoginPage />, { url: '/login?reset=success', showLocation: true });
    expect(screen.getByTestId('reset-success')).toHaveTextContent('Your password has been changed. Please log in.');
    await userEvent.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/forgot-password');
  });

  it('preview mode (/demo/) shows no reset link', () => {
    window.history.pushState({}, '', '/demo/login');
    mockFetch([]);
    renderWithSession(<LoginPage />, { url: '/login' });
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Forgot your password?' })).not.toBeInTheDocument();
  });
});

describe('ForgotPasswordPage', SLOW, () => {
  it('validates the e-mail, sends it and shows the same confirmation whatever the account', async () => {
    localStorage.setItem('api_token', 'someone-elses-token');
    const calls = mockFetch([{ method: 'POST', path: '/forgot-password', body: { ok: true } }]);
    renderWithSession(<ForgotPasswordPage />, { url: '/forgot-password' });
    const send = screen.getByRole('button', { name: 'SEND RESET LINK' });
    await userEvent.click(send);
    expect(await screen.findByText('E-Mail is required.')).toBeInTheDocument();
    await fill(screen.getByLabelText('E-Mail'), 'nope');
    await userEvent.click(send);
    expect(await screen.findByText('E-Mail must be valid.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await fill(screen.getByLabelText('E-Mail'), 'Pat@Example.com');
    await userEvent.click(send);
    expect(await screen.findByTestId('reset-link-sent')).toHaveTextContent(SENT);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/v1/forgot-password', body: { email: 'Pat@Example.com' } });
    // Signed-out call: no bearer token even when one is stored.
    expect(calls[0]!.headers.authorization).toBeUndefined();
  });

  it('shows a refusal (rate limit) and stays on the form', async () => {
    mockFetch([{ method: 'POST', path: '/forgot-password', status: 429, body: { message: 'Too many requests. Please try again in a minute.', code: 'too_many_requests' } }]);
    renderWithSession(<ForgotPasswordPage />, { url: '/forgot-password' });
    await fill(screen.getByLabelText('E-Mail'), 'pat@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'SEND RESET LINK' }));
    await expectAlert('Too many requests. Please try again in a minute.');
    expect(screen.queryByTestId('reset-link-sent')).not.toBeInTheDocument();
  });

  it('is not offered in preview mode', () => {
    window.history.pushState({}, '', '/demo/forgot-password');
    mockFetch([]);
    renderWithSession(<ForgotPasswordPage />, { url: '/forgot-password' });
    expect(screen.queryByRole('button', { name: 'SEND RESET LINK' })).not.toBeInTheDocument();
  });
});

describe('ResetPasswordPage', SLOW, () => {
  it('sets the new password, signs this browser out and goes to login with a note', async () => {
    localStorage.setItem('api_token', 'old-token');
    localStorage.setItem('wp_token', 'old-wp');
    const calls = mockFetch([
      { method: 'GET', path: '/reset-password', body: { email: 'pat@example.com' } },
      { method: 'POST', path: '/reset-password', body: { email: 'pat@example.com' } },
    ]);
    renderWithSession(<ResetPasswordPage />, { url: '/reset-password?token=tok_123', showLocation: true });
    expect(await screen.findByDisplayValue('pat@example.com')).toBeInTheDocument();
    expect(calls[0]!.query.get('token')).toBe('tok_123');

    const submit = screen.getByRole('button', { name: 'SET NEW PASSWORD' });
    await userEvent.click(submit);
    expect(await screen.findByText('Password is required.')).toBeInTheDocument();
    await fill(screen.getByLabelText('New password'), 'fresh-pass');
    await fill(screen.getByLabelText('Password confirmation'), 'other-pass');
    await userEvent.click(submit);
    expect(await screen.findByText('Password confirmation must match.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await fill(screen.getByLabelText('Password confirmation'), 'fresh-pass');
    await userEvent.click(submit);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login?reset=success'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ token: 'tok_123', password: 'fresh-pass', passwordConfirm: 'fresh-pass' });
    expect(localStorage.getItem('api_token')).toBeNull();
    expect(localStorage.getItem('wp_token')).toBeNull();
  });

  it('an invalid or expired link says so and offers a new one', async () => {
    mockFetch([{ method: 'GET', path: '/reset-password', status: 404, body: INVALID }]);
    renderWithSession(<ResetPasswordPage />, { url: '/reset-password?token=stale', showLocation: true });
    expect(await screen.findByTestId('reset-link-invalid')).toHaveTextContent(INVALID.message);
    expect(screen.queryByRole('button', { name: 'SET NEW PASSWORD' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Request a new link' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/forgot-password');
  });

  it('a link without a token is invalid at once; one used meanwhile turns invalid on submit', async () => {
    const calls = mockFetch([
      { method: 'GET', path: '/reset-password', body: { email: 'pat@example.com' } },
      { method: 'POST', path: '/reset-password', status: 404, body: INVALID },
    ]);
    const first = renderWithSession(<ResetPasswordPage />, { url: '/reset-password' });
    expect(screen.getByTestId('reset-link-invalid')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    first.unmount();

    renderWithSession(<ResetPasswordPage />, { url: '/reset-password?token=tok_9' });
    await fill(await screen.findByLabelText('New password'), 'fresh-pass');
    await fill(screen.getByLabelText('Password confirmation'), 'fresh-pass');
    await userEvent.click(screen.getByRole('button', { name: 'SET NEW PASSWORD' }));
    expect(await screen.findByTestId('reset-link-invalid')).toBeInTheDocument();
  });
});
