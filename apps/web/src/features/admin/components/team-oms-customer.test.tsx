import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Providers, makeQueryClient } from '../../../app/providers';
import { fill, mockFetch, SLOW } from '../../../test/session';
import { TeamOmsCustomer } from './team-oms-customer';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const view = (omsCustomerId: number | null) =>
  render(
    <Providers client={makeQueryClient()}>
      <TeamOmsCustomer teamId={7} omsCustomerId={omsCustomerId} />
    </Providers>,
  );

describe('TeamOmsCustomer', SLOW, () => {
  it('checks the number with the shared rules, then links the team; the server’s message shows on the field', async () => {
    const calls = mockFetch([
      { method: 'PUT', path: '/admin/teams/7/oms-customer', reply: (c) => ((c.body as { oms_customer_id: string }).oms_customer_id === '41001' ? { status: 422, body: { message: 'taken', code: 'validation', errors: { oms_customer_id: ['This order system customer is already linked to Acme Ltd.'] } } } : { body: { oms_customer_id: Number((c.body as { oms_customer_id: string }).oms_customer_id) } }) },
    ]);
    view(null);
    expect(screen.getByText('Not linked')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Order system customer ID' });
    const save = screen.getByRole('button', { name: 'Save link' });
    const user = userEvent.setup({ delay: null });

    await fill(field, 'C-41');
    await user.click(save);
    expect(await screen.findByText('Order system customer ID must be a number')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await fill(field, '41001');
    await user.click(save);
    expect(await screen.findByText('This order system customer is already linked to Acme Ltd.')).toBeInTheDocument();

    await fill(field, '52001');
    await user.click(save);
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ oms_customer_id: '52001' }));
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('unlinks with an empty field', async () => {
    const calls = mockFetch([{ method: 'PUT', path: '/admin/teams/7/oms-customer', reply: () => ({ body: { oms_customer_id: null } }) }]);
    view(41001);
    expect(screen.getByText('Linked')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Order system customer ID' });
    expect(field).toHaveValue('41001');
    await fill(field, '');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Save link' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ oms_customer_id: '' }));
  });
});
