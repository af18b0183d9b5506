import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Providers, makeQueryClient } from '../../../app/providers';
import { mockFetch, SLOW } from '../../../test/session';
import { TeamFeatures } from './team-features';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TeamFeatures', SLOW, () => {
  it('shows both beta switches and saves a switch with the other kept', async () => {
    const calls = mockFetch([{ method: 'PUT', path: '/admin/teams/7/features', reply: (c) => ({ body: c.body }) }]);
    render(
      <Providers client={makeQueryClient()}>
        <TeamFeatures teamId={7} features={{ fulfilment: false, surveys: true, fulfilment_import: false, fulfilment_fees: false }} />
      </Providers>,
    );
    const fulfilment = screen.getByRole('switch', { name: 'Fulfilment (beta)' });
    expect(fulfilment).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Surveys (beta)' })).toBeChecked();

    await userEvent.setup({ delay: null }).click(fulfilment);
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: expect.stringMatching(/\/admin\/teams\/7\/features$/), body: { fulfilment: true, surveys: true, fulfilment_import: false, fulfilment_fees: false } }));
  });
});
