import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiKeyTexts, type TApiKey, type TApiKeyCreated } from '@gifthub/shared/api-keys';
import { ApiKeysCard } from './api-keys-card';
import { SLOW, fill, mockFetch, renderWithSession } from './settings-test-utils';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const path = '/teams/7/api_keys';
const KEY = 'ghk_AbCdEfGhIjKl_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';
const row: TApiKey = { id: 3, name: 'Zapier', preview: 'ghk_…DEFG', role: 'full', created_at: '2026-11-30T10:00:00Z', last_used_at: null };
const made: TApiKeyCreated = { ...row, id: 4, name: 'CRM sync', role: 'read-only', key: KEY };

describe('ApiKeysCard', SLOW, () => {
  it('lists keys: Key Name, Token preview, Created, Last Used, Remove; the real key is never in the table', async () => {
    mockFetch([{ path, body: [row] }]);
    renderWithSession(<ApiKeysCard />);
    const table = await screen.findByTestId('api-keys-table');
    for (const h of ['Key Name', 'Token preview', 'Created', 'Last Used', 'Remove']) expect(within(table).getByRole('columnheader', { name: h })).toBeInTheDocument();
    const tr = await screen.findByTestId('api-key-3');
    expect(tr).toHaveTextContent('Zapier');
    expect(tr).toHaveTextContent('ghk_…DEFG');
    expect(tr).toHaveTextContent('30/11/26');
    expect(tr).toHaveTextContent('Never');
  });

  it('creates a key: form, processing, then the key shown once with a copy that says so', async () => {
    // user-event's own clipboard stands in for the browser's: what Copy wrote is read back from it.
    const user = userEvent.setup();
    let release: () => void = () => {};
    const calls = mockFetch([
      { path, body: [row] },
      { method: 'POST', path, reply: () => new Promise((r) => (release = () => r({ body: made }))) },
    ]);
    renderWithSession(<ApiKeysCard />);
    await user.click(await screen.findByRole('button', { name: 'Create New API Key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New API Key' });
    await user.click(within(dialog).getByRole('button', { name: 'Create API Key' }));
    expect(await within(dialog).findByText('Name is required.')).toBeInTheDocument();
    await fill(within(dialog).getByRole('textbox', { name: /Key Name/ }), 'CRM sync');
    await user.click(within(dialog).getByRole('button', { name: 'Create API Key' }));
    expect(await screen.findByTestId('api-key-processing')).toBeInTheDocument();
    release();
    expect(await screen.findByTestId('api-key-value')).toHaveTextContent(KEY);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'CRM sync', role: 'read-only' });
    await user.click(screen.getByRole('button', { name: 'Copy Key' }));
    expect(await navigator.clipboard.readText()).toBe(KEY);
    expect(await screen.findByText(apiKeyTexts.copiedTitle)).toBeInTheDocument();
    expect(screen.getByText(apiKeyTexts.copiedMessage)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByTestId('api-key-value')).not.toBeInTheDocument());
    // Opened again, the modal starts at the form: the key is gone for good.
    await user.click(screen.getByRole('button', { name: 'Create New API Key' }));
    expect(await screen.findByTestId('api-key-form')).toBeInTheDocument();
    expect(screen.queryByText(KEY)).not.toBeInTheDocument();
  });

  it('deletes after the spec\'s confirmation', async () => {
    const calls = mockFetch([{ path, body: [row] }, { method: 'DELETE', path: `${path}/3`, body: { ok: true } }]);
    renderWithSession(<ApiKeysCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Zapier' }));
    expect(await screen.findByText(apiKeyTexts.deleteConfirm)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path.endsWith(`${path}/3`))).toBe(true));
  });

  it('shows the Pro banner off Pro, nothing to manage without the permission, and no removal in the demo', async () => {
    const calls = mockFetch([{ path, body: [row] }]);
    renderWithSession(<ApiKeysCard />, { plan: 'free' });
    expect(screen.getByTestId('pro-gate')).toHaveTextContent('Generating and using API keys is only available with');
    cleanup();
    renderWithSession(<ApiKeysCard />, { role: 'associate' });
    expect(screen.getByTestId('api-keys-no-permission')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    cleanup();
    renderWithSession(<ApiKeysCard />, { demo: true });
    expect(await screen.findByTestId('api-key-3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Zapier' })).not.toBeInTheDocument();
  });
});
