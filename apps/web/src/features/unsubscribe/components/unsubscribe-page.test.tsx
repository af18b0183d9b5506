import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unsubscribeTexts } from '@gifthub/shared/unsubscribe-texts';
import { mockFetch } from '../../../test/session';
import { unsubscribePages } from '../routes';
import { expectAlert } from '../../../test/alerts';

const TOKEN = 'u1.NDI6YmlsbGluZw.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const view = { category: 'billing', label: 'Billing' };
const invalid = { status: 422, body: { message: unsubscribeTexts.invalid, code: 'validation_failed', errors: { token: [unsubscribeTexts.invalid] } } };
/** The page as the light entry draws it at /unsubscribe?token=…, with the server's data or without. */
const renderPage = (data?: { status: number; body: unknown }, token = TOKEN) => render(<>{unsubscribePages.render('', data, new URLSearchParams({ token }))}</>);
const ue = () => userEvent.setup({ delay: null });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the unsubscribe page', () => {
  it('asks first (opening the link changes nothing), then unsubscribes on the button and links to the settings', async () => {
    const calls = mockFetch([{ method: 'POST', path: '/api/v1/unsubscribe', body: { ...view, unsubscribed: true } }]);
    renderPage({ status: 200, body: view });
    expect(screen.getByRole('heading', { name: 'Unsubscribe from Billing e-mails?' })).toBeInTheDocument();
    expect(calls).toEqual([]);
    await ue().click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'You will no longer receive Billing e-mails.' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ token: TOKEN });
    expect(screen.getByRole('link', { name: 'Open your settings' })).toHaveAttribute('href', '/pro/settings');
  });

  it('asks the API itself when the server did not render it', async () => {
    const calls = mockFetch([{ path: '/api/v1/unsubscribe', body: view }]);
    renderPage(undefined);
    expect(await screen.findByRole('heading', { name: 'Unsubscribe from Billing e-mails?' })).toBeInTheDocument();
    expect(calls[0]!.query.get('token')).toBe(TOKEN);
  });

  it('says clearly when the link is not valid, from the server, on confirm, or with no token', async () => {
    renderPage(invalid);
    expect(screen.getByRole('heading', { name: 'Unsubscribe link not valid' })).toBeInTheDocument();
    expect(screen.getByText(unsubscribeTexts.invalid)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    cleanup();

    mockFetch([{ method: 'POST', path: '/api/v1/unsubscribe', ...invalid }]);
    renderPage({ status: 200, body: view });
    await ue().click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'Unsubscribe link not valid' })).toBeInTheDocument();
    cleanup();

    renderPage(undefined, '');
    expect(screen.getByRole('heading', { name: 'Unsubscribe link not valid' })).toBeInTheDocument();
  });

  it('keeps the question and shows the error when the server fails, so it can be tried again', async () => {
    mockFetch([{ method: 'POST', path: '/api/v1/unsubscribe', status: 500, body: { message: 'Something went wrong on our side.', code: 'internal_error' } }]);
    renderPage({ status: 200, body: view });
    await ue().click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await expectAlert('Something went wrong on our side.');
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled();
  });
});
