import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCrmOauthStatus, TCrmSecretInfo } from '@gifthub/shared/crm';
import { CrmIntegrationModal } from './crm-integration-modal';
import { SLOW, campaign, mockFetch, renderWithSession } from './campaigns-test-utils';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SECRET = 'ghcrm_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';
const status: TCrmOauthStatus = { provider: 'sandbox', installUrl: 'http://x/return', isConnected: true, account: 'Sandbox CRM', connected_at: '2026-10-02T09:00:00Z' };
const none: TCrmSecretInfo = { exists: false, preview: null, created_at: null, created_by_name: null };
const made: TCrmSecretInfo = { exists: true, preview: 'ghcrm_…DEFG', created_at: '2026-11-20T10:00:00Z', created_by_name: 'Mia Manager' };
const routes = (secret: TCrmSecretInfo) => [
  { path: '/site', body: { public_url: 'https://gifts.example.com' } },
  { path: '/teams/7/crm/hubspot/oauth/status', body: status },
  { path: '/teams/7/crm/secret', body: secret },
  { method: 'POST', path: '/teams/7/crm/secret', body: { ...made, secret: SECRET } },
];
const open = (over: Parameters<typeof campaign>[0] = {}, opts: Parameters<typeof renderWithSession>[1] = {}) =>
  renderWithSession(<CrmIntegrationModal opened campaign={campaign({ registration_page: 'https://gifts.example.com/pick-a-gift/acme/c/summer-thanks', ...over })} readOnly={false} onClose={() => {}} />, opts);

describe('CrmIntegrationModal', SLOW, () => {
  it('shows the webhook URL, makes the CRM secret once, and the HubSpot status', async () => {
    const calls = mockFetch(routes(none));
    open({ integrations: { crm_webhook: true, multilink: false } });
    expect(await screen.findByTestId('crm-status')).toHaveTextContent('Connected');
    await waitFor(() => expect(screen.getByLabelText('Webhook URL')).toHaveValue('https://gifts.example.com/api/v1/campaigns/1/trigger'));
    expect(await screen.findByText(/none yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Secret' }));
    expect(await screen.findByDisplayValue(SECRET)).toBeInTheDocument();
    expect(screen.getByText(/it is shown only once/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/v1/teams/7/crm/secret']);
    expect(screen.getByRole('button', { name: 'Copy CRM secret' })).toBeInTheDocument();
  });

  it('asks before regenerating: the old secret stops at once', async () => {
    const calls = mockFetch(routes(made));
    open({ integrations: { crm_webhook: true, multilink: false } });
    expect(await screen.findByText('ghcrm_…DEFG')).toBeInTheDocument();
    expect(screen.getByText(/by Mia Manager/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate Secret' }));
    expect(screen.getByText(/The old secret stops working at once/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep the old one' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate Secret' }));
    await userEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByDisplayValue(SECRET)).toBeInTheDocument();
  });

  it('shows the multi-use link with HubSpot\'s e-mail token when multilink is ticked, and saves both flags', async () => {
    const calls = mockFetch([...routes(none), { method: 'POST', path: '/put/gb-campaigns/1', body: campaign({ integrations: { crm_webhook: false, multilink: true } }) }]);
    open();
    expect(screen.queryByTestId('crm-multi-use-link')).not.toBeInTheDocument();
    expect(screen.queryByTestId('crm-webhook-url')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Multi-use link/ }));
    expect(screen.getByRole('textbox', { name: 'Multi-use link' })).toHaveValue('https://gifts.example.com/pick-a-gift/acme/c/summer-thanks?i=hubspot&email={{contact.email}}');
    await userEvent.click(screen.getByRole('button', { name: 'UPDATE SETTINGS' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/put/gb-campaigns/1'))).toBe(true));
    const form = calls.find((c) => c.path.endsWith('/put/gb-campaigns/1'))!.body as FormData;
    expect(JSON.parse(String(form.get('integrations')))).toEqual({ crm_webhook: false, multilink: true });
  });

  it('leaves the secret to members who change team settings', async () => {
    const calls = mockFetch(routes(made));
    open({ integrations: { crm_webhook: true, multilink: false } }, { deny: ['edit-team-settings'] });
    expect(await screen.findByText(/managed by members who change team settings/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Secret/ })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/crm/secret'))).toBe(false);
  });
});
