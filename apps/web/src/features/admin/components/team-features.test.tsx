import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Providers, makeQueryClient } from '../../../app/providers';
import { TeamFeatures } from './team-features';

let calls: { url: string; method: string; body?: unknown }[];
beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method: init.method ?? 'GET', body });
      return new Response(JSON.stringify(body ?? {}), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TeamFeatures', { timeout: 30_000 }, () => {
  it('shows both beta switches and saves a switch with the other kept', async () => {
    render(
      <Providers client={makeQueryClient()}>
        <TeamFeatures teamId={7} features={{ fulfilment: false, surveys: true }} />
      </Providers>,
    );
    const fulfilment = screen.getByRole('switch', { name: 'Fulfilment (beta)' });
    expect(fulfilment).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Surveys (beta)' })).toBeChecked();

    await userEvent.setup({ delay: null }).click(fulfilment);
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ url: expect.stringMatching(/\/admin\/teams\/7\/features$/), body: { fulfilment: true, surveys: true } }));
  });
});
