import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { TAdminTeam } from '@gifthub/shared/admin';
import { Providers, makeQueryClient } from '../../../app/providers';
import { AdminTeamsPage } from './admin-teams-page';
import { nextSort } from '../../../components/list-controls';

const team = (id: number, name: string, plan: TAdminTeam['plan'], pending = false): TAdminTeam => ({
  id,
  name,
  slug: name.toLowerCase().replace(/ /g, '-'),
  plan,
  pending_upgrade: pending,
  upgrade_request: pending ? { phone: '0123', size: '4' } : null,
  credit_limit: 0,
  created_at: '2025-03-01T10:00:00.000Z',
});

let calls: { url: string; method: string; body?: unknown }[];
beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const body =
        method === 'PUT'
          ? { ...team(4, 'Trial Co', 'pro') }
          : { data: [team(1, 'Acme Ltd', 'pro'), team(4, 'Trial Co', 'trial', true)], meta: { total: 2, current_page: 1, last_page: 1, per_page: 20 } };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AdminTeamsPage', { timeout: 30_000 }, () => {
  it('lists teams and approves a pending upgrade after confirming', async () => {
    render(
      <Providers client={makeQueryClient()}>
        <MemoryRouter>
          <AdminTeamsPage />
        </MemoryRouter>
      </Providers>,
    );
    const ue = userEvent.setup({ delay: null });
    const row = (await screen.findByText('Trial Co')).closest('tr')!;
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within((await screen.findByText('Acme Ltd')).closest('tr')!).queryByRole('button', { name: 'Approve upgrade' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2 teams')).toBeInTheDocument();

    await ue.click(within(row).getByRole('button', { name: 'Approve upgrade' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Approve the Pro upgrade for Trial Co?');
    await ue.click(within(dialog).getByRole('button', { name: 'Approve upgrade' }));

    await vi.waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toEqual({ url: '/api/v1/admin/teams/4', method: 'PUT', body: { plan: 'pro' } }));
  });

  it('sends the pending filter and the sort to the API', async () => {
    render(
      <Providers client={makeQueryClient()}>
        <MemoryRouter>
          <AdminTeamsPage />
        </MemoryRouter>
      </Providers>,
    );
    const ue = userEvent.setup({ delay: null });
    await screen.findByText('Trial Co');
    await ue.click(screen.getByText('Yes'));
    await ue.click(screen.getByRole('button', { name: /^Team/ }));
    await vi.waitFor(() => expect(calls.at(-1)!.url).toContain('pending=true'));
    expect(calls.at(-1)!.url).toMatch(/sort=name&direction=desc/);
  });
});

describe('nextSort', () => {
  it('cycles descending, ascending, then clears', () => {
    const first = nextSort({}, 'name');
    expect(first).toEqual({ sort: 'name', direction: 'desc' });
    const second = nextSort(first, 'name');
    expect(second).toEqual({ sort: 'name', direction: 'asc' });
    expect(nextSort(second, 'name')).toEqual({});
    expect(nextSort(second, 'id')).toEqual({ sort: 'id', direction: 'desc' });
  });
});
