import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { billingTexts } from '@gifthub/shared/billing';
import { texts } from '@gifthub/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { makeCard } from '../../../domain/payment/components/payment-test-utils';
import { formatPounds } from '../../../lib/money';
import { teamQuery } from '../../../lib/session';
import { makeTeam, mockFetch, renderWithSession, type TFetchCall } from '../../../test/session';
import { TopUpModal } from './top-up-modal';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

/** The fee rule of spec 3 §9, as the API answers it: GB cards 1.4%, others 2.9%, plus 0.20; none for bank transfer. */
const prices = (c: TFetchCall) => {
  const amount = Number(c.query.get('amount'));
  if (c.query.get('payment_method') === 'bank-transfer') return { body: { topUp: amount, topUpFee: 0, total: amount } };
  const rate = c.query.get('payment_method_id') === '1' ? 0.014 : 0.029;
  const total = Math.round(((amount + 0.2) / (1 - rate)) * 100) / 100;
  return { body: { topUp: amount, topUpFee: Math.round((total - amount) * 100) / 100, total } };
};

const gbCard = makeCard({ id: 1, last4: '0000', country: 'GB', preferred: true });
const usCard = makeCard({ id: 2, last4: '4242', country: 'US', preferred: false });


const payButton = () => screen.getByRole('button', { name: 'Pay Now' });

/** The team balance as the shell shows it, from the team it keeps loaded. */
function ShellBalance() {
  const team = useQuery(teamQuery(7));
  return <output data-testid="shell-balance">{team.data ? formatPounds(team.data.balance) : ''}</output>;
}

describe('TopUpModal', () => {
  it('shows top up, fee and total from the prices for the chosen card', async () => {
    const calls = mockFetch([
      { path: '/teams/7/stripe/methods', body: [gbCard, usCard] },
      { path: '/teams/7/top-up/prices', reply: prices },
    ]);
    renderWithSession(<TopUpModal opened onClose={() => {}} />);
    const table = await screen.findByTestId('top-up-prices');
    await waitFor(() => expect(table).toHaveTextContent('Fee£14.40'));
    expect(table).toHaveTextContent('Top up£1,000.00');
    expect(table).toHaveTextContent('Total£1,014.40');
    const req = calls.find((c) => c.path.endsWith('/top-up/prices'))!;
    expect(Object.fromEntries(req.query)).toEqual({ amount: '1000', payment_method: 'stripe', payment_method_id: '1' });
    expect(screen.getByRole('radio', { name: '£1,000' })).toBeChecked();

    await userEvent.click(screen.getByRole('radio', { name: /4242/ }));
    await waitFor(() => expect(table).toHaveTextContent('Total£1,030.07'));
    expect(payButton()).toBeEnabled();
  });

  it('blocks submit without a card', async () => {
    const calls = mockFetch([
      { path: '/teams/7/stripe/methods', body: [] },
      { path: '/teams/7/top-up/prices', reply: prices },
    ]);
    renderWithSession(<TopUpModal opened onClose={() => {}} />);
    expect(await screen.findByText(new RegExp(billingTexts.noCards.replace(/[.']/g, '.')))).toBeInTheDocument();
    expect(payButton()).toBeDisabled();
    await userEvent.click(payButton());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(calls.some((c) => c.path.endsWith('/top-up/prices'))).toBe(false);
  });

  it('pays by card once with an Idempotency-Key and shows topped-up', async () => {
    let balance = 500;
    const calls = mockFetch([
      { path: '/teams/7', reply: () => ({ body: makeTeam({ balance }) }) },
      { path: '/teams/7/stripe/methods', body: [gbCard] },
      { path: '/teams/7/top-up/prices', reply: prices },
      {
        method: 'POST',
        path: '/teams/7/top-up',
        reply: () => {
          balance += 1000;
          return { body: { id: 9, amount: 1000, fee: 14.4, total: 1014.4, payment_method: 'stripe', status: 'paid', created_at: '2025-01-01T10:00:00Z', paid_at: '2025-01-01T10:00:00Z' } };
        },
      },
    ]);
    renderWithSession(
      <>
        <TopUpModal opened onClose={() => {}} />
        <ShellBalance />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('shell-balance')).toHaveTextContent('£500.00'));
    await waitFor(() => expect(screen.getByTestId('top-up-prices')).toHaveTextContent('Total£1,014.40'));
    await userEvent.dblClick(payButton());

    expect(await screen.findByTestId('top-up-topped-up')).toHaveTextContent('£1,000.00 has been added to your team balance');
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ amount: 1000, payment_method: 'stripe', payment_method_id: 1 });
    expect(posts[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    // The team's balance is read again: the shell shows the new one.
    await waitFor(() => expect(screen.getByTestId('shell-balance')).toHaveTextContent('£1,500.00'));
  });

  it('returns to the form with the error when the card payment fails', async () => {
    const calls = mockFetch([
      { path: '/teams/7/stripe/methods', body: [gbCard] },
      { path: '/teams/7/top-up/prices', reply: prices },
      { method: 'POST', path: '/teams/7/top-up', status: 402, body: { message: 'Your card has insufficient funds.', code: 'card_declined', errors: {} } },
    ]);
    renderWithSession(<TopUpModal opened onClose={() => {}} />);
    await waitFor(() => expect(screen.getByTestId('top-up-prices')).toHaveTextContent('Total£1,014.40'));
    await userEvent.click(payButton());
    expect(await screen.findByTestId('top-up-error')).toHaveTextContent('Your card has insufficient funds.');
    expect(screen.getByTestId('top-up-form')).toBeInTheDocument();
    expect(payButton()).toBeEnabled();

    // A decline is the attempt's outcome: paying again is a new attempt (the old key would only replay the decline).
    await userEvent.click(payButton());
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    const [first, second] = calls.filter((c) => c.method === 'POST');
    expect(second!.headers['idempotency-key']).not.toBe(first!.headers['idempotency-key']);
  });

  it('a retry after a lost answer sends the same key and body, after a reload too; the next top-up gets a new key', async () => {
    const paid = { id: 9, amount: 1000, fee: 14.4, total: 1014.4, payment_method: 'stripe', status: 'paid', created_at: '2025-01-01T10:00:00Z', paid_at: '2025-01-01T10:00:00Z' };
    const answers: (() => { status?: number; body: unknown })[] = [
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => ({ status: 503, body: { message: 'The service is unavailable. Please try again.', code: 'unavailable', errors: {} } }),
      () => ({ body: paid }),
      () => ({ body: { ...paid, id: 10 } }),
    ];
    const calls = mockFetch([
      { path: '/teams/7/stripe/methods', body: [gbCard] },
      { path: '/teams/7/top-up/prices', reply: prices },
      { method: 'POST', path: '/teams/7/top-up', reply: () => answers.shift()!() },
    ]);
    const posts = () => calls.filter((c) => c.method === 'POST');
    const open = async () => {
      const view = renderWithSession(<TopUpModal opened onClose={() => {}} />);
      await waitFor(() => expect(screen.getByTestId('top-up-prices')).toHaveTextContent('Total£1,014.40'));
      return view;
    };

    let view = await open();
    await userEvent.click(payButton());
    expect(await screen.findByTestId('top-up-error')).toHaveTextContent('The server could not be reached.');
    await userEvent.click(payButton());
    await waitFor(() => expect(screen.getByTestId('top-up-error')).toHaveTextContent('The service is unavailable.'));
    // A reload: the modal is opened anew and the same top-up submitted.
    view.unmount();
    view = await open();
    await userEvent.click(payButton());
    await screen.findByTestId('top-up-topped-up');
    const [first, ...retries] = posts();
    expect(retries).toHaveLength(2);
    for (const retry of retries) {
      expect(retry.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
      expect(retry.body).toEqual(first!.body);
    }

    // The attempt ended with the payment: the same amount again is a new top-up with a new key.
    view.unmount();
    await open();
    await userEvent.click(payButton());
    await screen.findByTestId('top-up-topped-up');
    expect(posts()).toHaveLength(4);
    expect(posts()[3]!.headers['idempotency-key']).not.toBe(first!.headers['idempotency-key']);
  });

  it('another amount after a lost answer is another attempt with a new key', async () => {
    const calls = mockFetch([
      { path: '/teams/7/stripe/methods', body: [gbCard] },
      { path: '/teams/7/top-up/prices', reply: prices },
      {
        method: 'POST',
        path: '/teams/7/top-up',
        reply: () => {
          throw new TypeError('Failed to fetch');
        },
      },
    ]);
    renderWithSession(<TopUpModal opened onClose={() => {}} />);
    await waitFor(() => expect(screen.getByTestId('top-up-prices')).toHaveTextContent('Total£1,014.40'));
    await userEvent.click(payButton());
    await screen.findByTestId('top-up-error');
    await userEvent.click(screen.getByRole('radio', { name: '£500' }));
    await waitFor(() => expect(screen.getByTestId('top-up-prices')).toHaveTextContent('Top up£500.00'));
    await waitFor(() => expect(payButton()).toBeEnabled());
    await userEvent.click(payButton());
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    const [first, second] = calls.filter((c) => c.method === 'POST');
    expect(second!.body).toEqual({ amount: 500, payment_method: 'stripe', payment_method_id: 1 });
    expect(second!.headers['idempotency-key']).not.toBe(first!.headers['idempotency-key']);
  });

  it('requests an invoice for a bank transfer without a fee', async () => {
    const calls = mockFetch([
      { path: '/teams/7/stripe/methods', body: [gbCard] },
      { path: '/teams/7/top-up/prices', reply: prices },
      {
        method: 'POST',
        path: '/teams/7/top-up',
        body: { id: 10, amount: 250, fee: 0, total: 250, payment_method: 'bank-transfer', status: 'requested', created_at: '2025-01-01T10:00:00Z', paid_at: null },
      },
    ]);
    renderWithSession(<TopUpModal opened onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Bank transfer (invoice)' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    await userEvent.type(screen.getByLabelText('Custom amount (£)'), '250');
    await waitFor(() => expect(screen.getByTestId('top-up-prices')).toHaveTextContent('Fee£0.00'));
    expect(screen.getByTestId('top-up-prices')).toHaveTextContent('Total£250.00');
    await userEvent.click(screen.getByRole('button', { name: 'Request Invoice' }));
    expect(await screen.findByTestId('top-up-top-up-requested')).toHaveTextContent('invoice for £250.00');
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ amount: 250, payment_method: 'bank-transfer' });
  });

  it('refuses a custom amount over the limit', async () => {
    mockFetch([
      { path: '/teams/7/stripe/methods', body: [gbCard] },
      { path: '/teams/7/top-up/prices', reply: prices },
    ]);
    renderWithSession(<TopUpModal opened onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Custom' }));
    await userEvent.type(screen.getByLabelText('Custom amount (£)'), '100001');
    expect(await screen.findByText('Amount must be at most 100000')).toBeInTheDocument();
    expect(payButton()).toBeDisabled();
  });

  it('offers no payment for a member with neither use-balance nor use-cards', () => {
    mockFetch([]);
    renderWithSession(<TopUpModal opened onClose={() => {}} />, { role: 'associate', deny: ['use-balance', 'use-cards'] });
    expect(screen.getByTestId('no-payment-methods')).toHaveTextContent(texts.noPaymentMethods);
    expect(screen.queryByRole('button', { name: 'Pay Now' })).not.toBeInTheDocument();
  });

  it('repays used credit with the repay flag', async () => {
    const calls = mockFetch([
      { path: '/teams/7/stripe/methods', body: [gbCard] },
      { path: '/teams/7/top-up/prices', reply: prices },
      {
        method: 'POST',
        path: '/teams/7/top-up',
        body: { id: 11, amount: 120.5, fee: 1.97, total: 122.47, payment_method: 'stripe', status: 'paid', created_at: '2025-01-01T10:00:00Z', paid_at: '2025-01-01T10:00:00Z' },
      },
    ]);
    renderWithSession(<TopUpModal opened onClose={() => {}} start={{ amount: 120.5, repay: true }} />);
    expect(await screen.findByText('Repay Team Credit')).toBeInTheDocument();
    expect(screen.getByLabelText('Custom amount (£)')).toHaveValue('£120.50');
    await waitFor(() => expect(payButton()).toBeEnabled());
    await userEvent.click(payButton());
    await screen.findByTestId('top-up-topped-up');
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ amount: 120.5, payment_method: 'stripe', payment_method_id: 1, repay: true });
  });
});
