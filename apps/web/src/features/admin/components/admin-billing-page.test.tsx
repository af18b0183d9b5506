import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { TTeamTransaction } from '@gifthub/shared/billing';
import { pageMeta } from '@gifthub/shared/paging';
import { SLOW, mockFetch, renderWithSession } from '../../../test/session';
import { AdminBillingPage } from './admin-billing-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (over: Partial<TTeamTransaction>): TTeamTransaction => ({
  transaction_id: 1,
  date: '2025-03-01T10:00:00.000Z',
  type: 'top-up',
  description: 'Top up',
  reverted_at: null,
  campaign: null,
  option: null,
  product: null,
  order_id: null,
  price_ex_vat: null,
  price: null,
  amount: 100,
  balance_live: 100,
  registration_id: null,
  ...over,
});

const balance = { balance: 75, credit_limit: 0, credit_used: 0, credit_available: 0, total_available: 75 };

describe('AdminBillingPage ledger', () => {
  it('shows the team ledger in the billing ledger table, amounts signed and the compact columns', SLOW, async () => {
    const ledger = [row({ transaction_id: 2, type: 'adjustment', description: 'Wrong fee', amount: -25, balance_live: 75 }), row({ transaction_id: 1 })];
    mockFetch([
      { path: '/admin/billing/teams/7', body: { team: { id: 7, name: 'Corner Shop', slug: 'corner-shop', plan: 'pro' }, balance } },
      { path: '/admin/billing/teams/7/transactions', body: { data: ledger, meta: pageMeta(2, 1, 10) } },
      { path: '/admin/teams', body: { data: [], meta: pageMeta(0, 1, 20) } },
    ]);
    renderWithSession(<AdminBillingPage />, { role: 'bb_admin', url: '/?team=7' });
    // The table shows at once with a loading row; the ledger's rows follow.
    const table = await screen.findByTestId('admin-ledger-table', {}, { timeout: 10_000 });
    expect(await within(table).findByTestId('transaction-2', {}, { timeout: 10_000 })).toHaveTextContent('Wrong fee');
    expect(within(table).getByTestId('transaction-2')).toHaveTextContent('-£25.00');
    expect(within(table).getByTestId('transaction-1')).toHaveTextContent('+£100.00');
    expect(within(table).getByRole('columnheader', { name: 'Balance' })).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Product' })).not.toBeInTheDocument();
  });

  it("says the team's ledger is empty", SLOW, async () => {
    mockFetch([
      { path: '/admin/billing/teams/7', body: { team: { id: 7, name: 'Corner Shop', slug: 'corner-shop', plan: 'pro' }, balance } },
      { path: '/admin/billing/teams/7/transactions', body: { data: [], meta: pageMeta(0, 1, 10) } },
      { path: '/admin/teams', body: { data: [], meta: pageMeta(0, 1, 20) } },
    ]);
    renderWithSession(<AdminBillingPage />, { role: 'bb_admin', url: '/?team=7' });
    expect(await screen.findByText("This team's ledger is empty.", {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
