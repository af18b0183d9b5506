import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { billingTexts, type TAdminTopUp } from '@gifthub/shared/billing';
import { Providers, makeQueryClient } from '../../../app/providers';
import { AdminTopUpsPage } from './admin-top-ups-page';
import { AdjustmentForm } from './team-billing-forms';

const topUp = (id: number, status: TAdminTopUp['status'], amount: number): TAdminTopUp => ({
  id,
  amount,
  fee: 0,
  total: amount,
  payment_method: 'bank-transfer',
  status,
  created_at: '2025-03-01T10:00:00.000Z',
  paid_at: null,
  team_id: 1,
  team_name: 'Acme Ltd',
  requested_by: 'Maria Manager <manager@acme.test>',
  repay: false,
});

let calls: { url: string; method: string; body?: unknown }[];
let answer: (url: string, method: string) => unknown;
beforeEach(() => {
  calls = [];
  answer = () => ({});
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(JSON.stringify(answer(url, method)), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderIn = (ui: React.ReactNode) =>
  render(
    <Providers client={makeQueryClient()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </Providers>,
  );

describe('AdminTopUpsPage', { timeout: 30_000 }, () => {
  it('lists waiting requests and marks one paid only after confirming', async () => {
    answer = (url, method) =>
      method === 'POST' && url.includes('/paid')
        ? { ...topUp(3, 'paid', 2500), paid_at: '2025-03-02T10:00:00.000Z' }
        : url.startsWith('/api/v1/admin/billing/top-ups')
          ? { data: [topUp(3, 'requested', 2500)], meta: { total: 1, current_page: 1, last_page: 1, per_page: 20 } }
          : {};
    renderIn(<AdminTopUpsPage />);
    const ue = userEvent.setup({ delay: null });
    const row = (await screen.findByText('£2,500.00')).closest('tr')!;
    expect(within(row).getByText('manager@acme.test')).toBeInTheDocument();
    expect(calls[0]!.url).toContain('status=requested');

    await ue.click(within(row).getByRole('button', { name: 'Mark top-up #3 paid' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Has the bank transfer of £2,500.00 from Acme Ltd arrived?');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await ue.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    await vi.waitFor(() => expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/api/v1/admin/billing/top-ups/3/paid' }));
  });

  it('runs the reconcile and shows its report', async () => {
    answer = (url) =>
      url === '/api/v1/admin/payments/reconcile'
        ? { checked: 2, actions: [{ paymentIntentId: 'pi_sandbox_1', action: 'applied', detail: 'top-up' }, { paymentIntentId: 'pi_sandbox_2', action: 'refunded', detail: 'could not apply' }] }
        : { data: [], meta: { total: 0, current_page: 1, last_page: 1, per_page: 20 } };
    renderIn(<AdminTopUpsPage />);
    const ue = userEvent.setup({ delay: null });
    await screen.findByText('No top-up requests are waiting.');
    await ue.click(screen.getByRole('button', { name: 'Reconcile payments' }));
    const report = await screen.findByTestId('reconcile-report');
    expect(report).toHaveTextContent('2 payments checked');
    expect(within(report).getByText('pi_sandbox_1')).toBeInTheDocument();
    expect(within(report).getByText('refunded')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toEqual({ url: '/api/v1/admin/payments/reconcile', method: 'POST', body: { older_than_minutes: 10 } });
  });
});

describe('AdjustmentForm', { timeout: 30_000 }, () => {
  it('needs an amount and a reason, then posts the signed amount after confirming', async () => {
    answer = () => ({ transaction_id: 9 });
    renderIn(<AdjustmentForm teamId={7} teamName="Corner Shop" pro />);
    const ue = userEvent.setup({ delay: null });
    await ue.click(screen.getByRole('button', { name: 'Apply adjustment' }));
    expect(await screen.findByText('Amount is required.')).toBeInTheDocument();
    expect(screen.getByText('Reason is required.')).toBeInTheDocument();

    await ue.type(screen.getByRole('textbox', { name: /Amount/ }), '-25.5');
    await ue.type(screen.getByRole('textbox', { name: /Reason/ }), 'Wrong fee');
    await ue.click(screen.getByRole('button', { name: 'Apply adjustment' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Take £25.50 from the balance of Corner Shop?');
    await ue.click(within(dialog).getByRole('button', { name: 'Apply adjustment' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toEqual({ url: '/api/v1/admin/billing/teams/7/adjustments', method: 'POST', body: { amount: -25.5, reason: 'Wrong fee' } }),
    );
  });

  it("refuses to add to a team that is not on Pro, in the API's words, and still takes from it", async () => {
    answer = () => ({ transaction_id: 10 });
    renderIn(<AdjustmentForm teamId={7} teamName="Corner Shop" pro={false} />);
    const ue = userEvent.setup({ delay: null });
    expect(screen.getByText(`Negative takes from the balance. ${billingTexts.adjustmentNeedsPro}`)).toBeInTheDocument();
    await ue.type(screen.getByRole('textbox', { name: /Amount/ }), '10');
    await ue.type(screen.getByRole('textbox', { name: /Reason/ }), 'Goodwill');
    await ue.click(screen.getByRole('button', { name: 'Apply adjustment' }));
    expect(await screen.findByText(billingTexts.adjustmentNeedsPro)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).toBeNull();

    await ue.clear(screen.getByRole('textbox', { name: /Amount/ }));
    await ue.type(screen.getByRole('textbox', { name: /Amount/ }), '-10');
    await ue.click(screen.getByRole('button', { name: 'Apply adjustment' }));
    await ue.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Apply adjustment' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toEqual({ url: '/api/v1/admin/billing/teams/7/adjustments', method: 'POST', body: { amount: -10, reason: 'Goodwill' } }),
    );
  });
});
