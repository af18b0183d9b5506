import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { crmAlerts, type TCrmOauthStatus } from '@gifthub/shared/crm';
import { texts } from '@gifthub/shared/messages';
import { crmNavigation, IntegrationsPage } from './integrations-page';
import { SLOW, mockFetch as mockRoutes, renderWithSession } from './settings-test-utils';

// The page's other cards (API keys, api-keys-card.test.tsx) are answered with empty lists here.
const noKeys = () => new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
const mockFetch = (routes: Parameters<typeof mockRoutes>[0]) => mockRoutes([{ path: '/teams/7/api_keys', body: [] }, ...routes]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const statusPath = '/teams/7/crm/hubspot/oauth/status';
const status = (over: Partial<TCrmOauthStatus> = {}): TCrmOauthStatus => ({ provider: 'hubspot', installUrl: 'https://app.hubspot.com/oauth/authorize?state=s', isConnected: false, account: null, connected_at: null, ...over });
const connected = status({ isConnected: true, account: 'acme.hubspot.com (4242)', connected_at: '2026-10-02T09:00:00Z' });
// A notification appears after the call settles and Mantine's queue moves: on a loaded machine that is past findBy's 1 s.
const alertShown = async (title: string, message: string) => {
  expect(await screen.findByText(message, {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByText(title)).toBeInTheDocument();
};
const fail = { status: 502, body: { message: 'CRM down', code: 'crm_unavailable' } };

describe('IntegrationsPage', SLOW, () => {
  it('shows a loader while the status is unknown, then Disconnected with Connect', async () => {
    let answer: (v: Response) => void = () => {};
    vi.stubGlobal('fetch', vi.fn((input: RequestInfo | URL) => (!String(input).includes('/crm/') ? Promise.resolve(noKeys()) : new Promise<Response>((r) => (answer = r)))));
    renderWithSession(<IntegrationsPage />);
    expect(screen.getByTestId('crm-status-loading')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect' })).not.toBeInTheDocument();
    expect(screen.getByTestId('api-keys-card')).toHaveTextContent('API Keys');
    answer(new Response(JSON.stringify(status()), { status: 200, headers: { 'content-type': 'application/json' } }));
    expect(await screen.findByTestId('crm-status')).toHaveTextContent('Disconnected');
    expect(screen.getByRole('button', { name: 'Connect' })).toBeInTheDocument();
  });

  it('connects: setup, then the install URL of the status', async () => {
    const leave = vi.spyOn(crmNavigation, 'leave').mockImplementation(() => {});
    const calls = mockFetch([{ path: statusPath, body: status() }, { method: 'POST', path: '/teams/7/crm/setup', body: { ok: true } }]);
    renderWithSession(<IntegrationsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://app.hubspot.com/oauth/authorize?state=s'));
    expect(calls.filter((c) => c.path.includes('/crm/')).map((c) => `${c.method} ${c.path}`)).toEqual([`GET /api/v1${statusPath}`, 'POST /api/v1/teams/7/crm/setup', `GET /api/v1${statusPath}`]);
  });

  it("says 'Connection Error #02' when setup fails, and '#03' without a connect URL", async () => {
    const leave = vi.spyOn(crmNavigation, 'leave').mockImplementation(() => {});
    mockFetch([{ path: statusPath, body: status() }, { method: 'POST', path: '/teams/7/crm/setup', ...fail }]);
    renderWithSession(<IntegrationsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Connect' }));
    await alertShown('Connection Error #02', 'Unable to connect at this time');
    cleanup();
    mockFetch([{ path: statusPath, body: status({ installUrl: null }) }, { method: 'POST', path: '/teams/7/crm/setup', body: { ok: true } }]);
    renderWithSession(<IntegrationsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Connect' }));
    await alertShown('Connection Error #03', 'Unable to connect');
    expect(leave).not.toHaveBeenCalled();
  });

  it('shows the connection and disconnects, or says Disconnect Error', async () => {
    const calls = mockFetch([{ path: statusPath, body: connected }, { method: 'POST', path: '/teams/7/crm/hubspot/oauth/disconnect', body: { ok: true, message: crmAlerts.disconnected } }]);
    renderWithSession(<IntegrationsPage />);
    expect(await screen.findByTestId('crm-status')).toHaveTextContent('Connected');
    expect(screen.getByText('Connected to acme.hubspot.com (4242) since 02/10/26.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    await alertShown('Disconnected', 'You have been disconnected successfully.');
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/disconnect'))).toBe(true);
    cleanup();
    act(() => notifications.clean());
    mockFetch([{ path: statusPath, body: connected }, { method: 'POST', path: '/teams/7/crm/hubspot/oauth/disconnect', ...fail }]);
    renderWithSession(<IntegrationsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Disconnect' }));
    await alertShown('Disconnect Error', 'Unable to disconnect');
  });

  it("says 'Status Error' and shows Unknown when the status cannot be read", async () => {
    mockFetch([{ path: statusPath, ...fail }]);
    renderWithSession(<IntegrationsPage />);
    await alertShown('Status Error', 'Unable to verify the status of your connection at this time');
    expect(screen.getByTestId('crm-status')).toHaveTextContent('Unknown');
  });

  it('reads the OAuth return: connection true with its message or the default, false with its message or the default', async () => {
    const cases: [string, string, string][] = [
      ['?connection=true&message=Welcome+back', 'Connected', 'Welcome back'],
      ['?connection=true', 'Connected', 'You have been connected successfully.'],
      ['?connection=false&message=The+connection+was+cancelled+in+your+CRM.', 'Connection Error', 'The connection was cancelled in your CRM.'],
      ['?connection=false', 'Connection Error', 'Unable to connect at this time'],
    ];
    for (const [query, title, message] of cases) {
      mockFetch([{ path: statusPath, body: status() }]);
      renderWithSession(<IntegrationsPage />, { url: `/settings/integrations${query}`, showLocation: true });
      await alertShown(title, message);
      // Said once: the parameters leave the address.
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/settings\/integrations$/));
      cleanup();
      act(() => notifications.clean());
    }
  });

  it('needs the admin permission; without edit-team-settings there is no Connect', async () => {
    mockFetch([{ path: statusPath, body: status() }]);
    renderWithSession(<IntegrationsPage />, { deny: ['admin'] });
    expect(screen.getByTestId('no-access')).toHaveTextContent(texts.forbidden);
    cleanup();
    renderWithSession(<IntegrationsPage />, { deny: ['edit-team-settings'] });
    expect(await screen.findByTestId('crm-status')).toHaveTextContent('Disconnected');
    expect(screen.queryByRole('button', { name: 'Connect' })).not.toBeInTheDocument();
  });
});
