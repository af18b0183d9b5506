import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { defaultExportRange } from '@gifthub/shared/export-range';
import { billingTexts, type TDirectTransaction, type TPaymentDocument, type TTeamTransaction } from '@gifthub/shared/billing';
import { texts } from '@gifthub/shared/messages';
import { pageMeta } from '@gifthub/shared/paging';
import { mockFetch, renderWithSession } from '../../../test/session';
import { BillingOverviewPage } from './billing-overview-page';
import { PaymentDocumentsPage } from './payment-documents-page';
import { TransactionHistoryPage } from './transaction-history-page';
import { validateExport } from './export-modal';

beforeEach(() => {
  // Mantine's combobox scrolls the active option into view; the test DOM has no layout.
  Element.prototype.scrollIntoView ??= () => {};
  document.cookie.split('; ').forEach((c) => (document.cookie = `${c.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const tx = (over: Partial<TTeamTransaction> = {}): TTeamTransaction => ({
  transaction_id: 1,
  date: '2025-03-04T09:05:00Z',
  type: 'top-up',
  description: 'Top up by card',
  reverted_at: null,
  campaign: null,
  option: null,
  product: null,
  order_id: null,
  price_ex_vat: null,
  price: null,
  amount: 1000,
  balance_live: 5000,
  registration_id: null,
  ...over,
});
const direct = (over: Partial<TDirectTransaction> = {}): TDirectTransaction => {
  const { balance_live: _b, ...rest } = tx();
  return { ...rest, type: 'marketplace', description: 'Marketplace order', amount: -42.5, payment_method: 'Visa •••• 4242', balance: null, status: 'succeeded', ...over };
};
const paged = <T,>(data: T[], total = data.length, page = 1, perPage = 10) => ({ data, meta: pageMeta(total, page, perPage) });
const balance = { balance: 5000, credit_limit: 1000, credit_used: 0, credit_available: 1000, total_available: 6000 };

describe('BillingOverviewPage', () => {
  it('shows balance, credit of limit, total, and the recent tables with view-all above 10', async () => {
    mockFetch([
      { path: '/teams/7/balance', body: { ...balance, balance: 0, credit_used: 250.5, credit_available: 749.5, total_available: 749.5 } },
      { path: '/teams/7/notifications/balance', body: { data: [{ id: 'b1', type: 'balance', title: 'Low balance', text: 'Your team balance is low.' }] } },
      { path: '/teams/7/transactions/recent', body: paged([tx()], 14) },
      { path: '/teams/7/transactions/recent/direct', body: paged([direct()], 3) },
    ]);
    const { ui } = renderWithSession(<BillingOverviewPage />);
    expect(screen.getByRole('heading', { name: 'Team Account Overview' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('team-credit-value')).toHaveTextContent('£749.50'));
    expect(screen.getByTestId('team-credit-limit')).toHaveTextContent('of £1,000.00 credit limit');
    expect(screen.getByTestId('team-resources-value')).toHaveTextContent('£0.00');
    expect(screen.getByTestId('total-available-value')).toHaveTextContent('£749.50');
    expect(screen.getAllByRole('button', { name: 'TOP UP' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'REPAY £250.50' })).toBeInTheDocument();
    expect(await screen.findByTestId('balance-notification')).toHaveTextContent('Your team balance is low.');
    await userEvent.click(screen.getByRole('button', { name: 'Contact us' }));
    expect(ui.openContact).toHaveBeenCalled();

    expect(await screen.findByTestId('view-all-team')).toHaveAttribute('href', '/billing/transaction-history');
    await waitFor(() => expect(within(screen.getByTestId('recent-direct')).getByText('Marketplace order')).toBeInTheDocument());
    expect(screen.queryByTestId('view-all-direct')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Payment Documents' })).toHaveAttribute('href', '/billing/payment-documents');
  });

  it('shows only the no-permission text without team-finance', () => {
    const calls = mockFetch([]);
    renderWithSession(<BillingOverviewPage />, { role: 'associate', deny: ['team-finance'] });
    expect(screen.getByTestId('no-permission')).toHaveTextContent(texts.noCreditPermission);
    expect(screen.queryByTestId('team-resources')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'TOP UP' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows the pro gate instead of the team balance on the free plan', () => {
    const calls = mockFetch([]);
    renderWithSession(<BillingOverviewPage />, { plan: 'free' });
    expect(screen.getByTestId('pro-gate')).toHaveTextContent('Adding and using team credit is only available');
    expect(screen.queryByRole('button', { name: 'TOP UP' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('recent-direct')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('opens the top-up modal with the default amount', async () => {
    mockFetch([
      { path: '/teams/7/balance', body: balance },
      { path: '/teams/7/notifications/balance', body: { data: [] } },
      { path: '/teams/7/transactions/recent', body: paged([]) },
      { path: '/teams/7/transactions/recent/direct', body: paged([]) },
      { path: '/teams/7/stripe/methods', body: [] },
    ]);
    renderWithSession(<BillingOverviewPage />);
    await userEvent.click(screen.getAllByRole('button', { name: 'TOP UP' })[0]!);
    expect(await screen.findByRole('radio', { name: '£1,000' })).toBeChecked();
  });

  it('preview mode shows the Pro team\'s balance, and TOP UP opens the sign-up prompt instead of the top-up modal', async () => {
    mockFetch([
      { path: '/teams/7/balance', body: balance },
      { path: '/teams/7/transactions/recent', body: paged([]) },
      { path: '/teams/7/transactions/recent/direct', body: paged([]) },
    ]);
    const { ui } = renderWithSession(<BillingOverviewPage />, { demo: true });
    expect(screen.queryByTestId('pro-gate')).not.toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'TOP UP' })[0]!);
    expect(ui.openSignUp).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('radio', { name: '£1,000' })).not.toBeInTheDocument();
  });
});

describe('TransactionHistoryPage', () => {
  it('renders the columns, marks reverted and no-charge rows, and uses the per-page cookie', async () => {
    document.cookie = 'WSPerPage-transactions=20; path=/';
    const rows = [
      tx({ transaction_id: 3, type: 'prepaid-gift', description: 'Gift for Ann', amount: -36, balance_live: 4964, campaign: { id: 12, name: 'Summer' }, option: { name: 'Hamper' }, product: { name: 'Hamper box' }, price_ex_vat: 30, price: 36, reverted_at: '2025-03-05T10:00:00Z' }),
      tx({ transaction_id: 2, type: 'fulfilment', description: 'Fulfilment fee', amount: 0, balance_live: 5000, order_id: 77 }),
      tx({ transaction_id: 1, type: 'marketplace', description: 'Marketplace gift', amount: -12, balance_live: 5000 }),
    ];
    const calls = mockFetch([{ path: '/teams/7/transactions', body: paged(rows, 3, 1, 20) }]);
    renderWithSession(<TransactionHistoryPage kind="team" />);
    const table = await screen.findByTestId('transactions-table');
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['ID', 'Date', 'Type', 'Description', 'Gift Campaign & Option', 'Product', 'Price ex VAT', 'Price inc VAT', 'Amount Charged', 'Balance']);
    expect(calls[0]!.query.get('per_page')).toBe('20');

    const reverted = screen.getByTestId('transaction-3');
    expect(reverted).toHaveAttribute('data-reverted', 'true');
    expect(reverted).toHaveTextContent(`Reverted ${dayjs('2025-03-05T10:00:00Z').format('DD/MM/YYYY HH:mm')}`);
    expect(reverted).toHaveTextContent(dayjs('2025-03-04T09:05:00Z').format('DD/MM/YYYY HH:mm'));
    expect(within(reverted).getByRole('link', { name: 'Summer' })).toHaveAttribute('href', '/campaigns/12');
    expect(reverted).toHaveTextContent('Hamper');
    expect(reverted).toHaveTextContent('£36.00');
    expect(reverted).toHaveTextContent('£4,964.00');
    expect(screen.getByTestId('transaction-2')).toHaveAttribute('data-no-charge', 'true');
    expect(screen.getByTestId('transaction-2')).toHaveTextContent('Order ID: 77');
    expect(screen.getByTestId('transaction-1')).toHaveTextContent('Marketplace');
    expect(screen.getByTestId('paging-footer')).toHaveTextContent('Showing 1–3 of 3');
  });

  it('says the history is empty', async () => {
    mockFetch([{ path: '/teams/7/transactions/direct', body: paged([]) }]);
    renderWithSession(<TransactionHistoryPage kind="direct" />);
    expect(await screen.findByText(billingTexts.emptyHistory)).toBeInTheDocument();
  });

  it('shows the payment method column for direct payments', async () => {
    mockFetch([{ path: '/teams/7/transactions/direct', body: paged([direct()]) }]);
    renderWithSession(<TransactionHistoryPage kind="direct" />);
    const table = await screen.findByTestId('transactions-table');
    expect(within(table).getAllByRole('columnheader').at(-1)).toHaveTextContent('Payment Method');
    expect(table).toHaveTextContent('Visa •••• 4242');
    expect(table).toHaveTextContent('£42.50');
  });

  it('downloads a CSV export by date range with the bearer token', async () => {
    localStorage.setItem('api_token', 'tok');
    const calls = mockFetch([
      { path: '/teams/7/transactions', body: paged([tx({ transaction_id: 40 })], 1) },
      { path: '/teams/7/transactions/export', body: 'id,date\n' },
    ]);
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    renderWithSession(<TransactionHistoryPage kind="team" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Generate CSV Export' }));
    expect(await screen.findByText('Choose Date Range')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/transactions/export'))).toBe(true));
    const exp = calls.find((c) => c.path.endsWith('/transactions/export'))!;
    const range = defaultExportRange(new Date());
    expect(Object.fromEntries(exp.query)).toEqual({ 'date-start': range.start, 'date-end': range.end });
    expect(exp.headers.authorization).toBe('Bearer tok');
    expect(URL.createObjectURL).toHaveBeenCalled();
    localStorage.clear();
  });

  it('exports by id range from 1 to the latest id', async () => {
    const calls = mockFetch([
      { path: '/teams/7/transactions', body: paged([tx({ transaction_id: 40 })], 1) },
      { path: '/teams/7/transactions/export', body: 'id\n' },
    ]);
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    renderWithSession(<TransactionHistoryPage kind="team" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Generate CSV Export' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'ID range' }));
    await waitFor(() => expect(screen.getByLabelText(/End ID/)).toHaveValue('40'));
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/transactions/export'))).toBe(true));
    expect(Object.fromEntries(calls.find((c) => c.path.endsWith('/transactions/export'))!.query)).toEqual({ 'id-start': '1', 'id-end': '40' });
  });

  it('validates export ranges: min date, end not before start, ids within 1..latest', () => {
    expect(validateExport({ mode: 'date', dateStart: '2019-12-31', dateEnd: '2020-02-01', idStart: 1, idEnd: '' }, 5).dateStart).toBe('Start date must be on or after 01/01/2020.');
    expect(validateExport({ mode: 'date', dateStart: '2024-05-02', dateEnd: '2024-05-01', idStart: 1, idEnd: '' }, 5).dateEnd).toBe('End date must not be before the start date.');
    expect(validateExport({ mode: 'date', dateStart: '2024-05-01', dateEnd: '2024-05-01', idStart: 1, idEnd: '' }, 5)).toEqual({});
    expect(validateExport({ mode: 'id', dateStart: null, dateEnd: null, idStart: 0, idEnd: 9 }, 5)).toEqual({ idStart: 'Start ID must be at least 1', idEnd: 'End ID must be at most 5' });
    expect(validateExport({ mode: 'id', dateStart: null, dateEnd: null, idStart: 4, idEnd: 3 }, 5)).toEqual({ idEnd: 'End ID must not be less than the start ID.' });
  });

  it('refuses the team history without team-finance and gates the direct history on pro', () => {
    mockFetch([]);
    renderWithSession(<TransactionHistoryPage kind="team" />, { role: 'associate', deny: ['team-finance'] });
    expect(screen.getByTestId('no-permission')).toHaveTextContent(texts.noCreditPermission);
    cleanup();
    renderWithSession(<TransactionHistoryPage kind="direct" />, { plan: 'free' });
    expect(screen.getByTestId('pro-gate')).toHaveTextContent('Direct card transaction history');
  });
});

describe('PaymentDocumentsPage', () => {
  const doc = (over: Partial<TPaymentDocument> = {}): TPaymentDocument => ({ id: 1, name: 'receipt-0001', extension: 'pdf', type: 'receipt', created_at: '2025-03-04T09:05:00Z', ...over });

  it('lists documents, filters by type and downloads', async () => {
    const calls = mockFetch([
      { path: /\/payment-documents\/\d+\/download$/, body: '%PDF' },
      { path: '/teams/7/payment-documents', reply: (c) => ({ body: paged(c.query.get('type') === 'invoice' ? [doc({ id: 2, name: 'invoice-0002', type: 'invoice' })] : [doc()]) }) },
    ]);
    renderWithSession(<PaymentDocumentsPage />);
    const table = await screen.findByTestId('documents-table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'File', 'Type', 'Actions']);
    // The table shows at once with a loading row; the documents follow.
    await waitFor(() => expect(table).toHaveTextContent('receipt-0001.pdf'));
    expect(table).toHaveTextContent(dayjs('2025-03-04T09:05:00Z').format('DD/MM/YY'));
    expect(calls[0]!.query.get('per_page')).toBe('10');

    await userEvent.click(screen.getByRole('textbox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Invoice', hidden: true }));
    await waitFor(() => expect(screen.getByTestId('documents-table')).toHaveTextContent('invoice-0002.pdf'));
    expect(calls.at(-1)!.query.get('type')).toBe('invoice');
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    await userEvent.click(screen.getByRole('button', { name: 'Download invoice-0002.pdf' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/teams/7/payment-documents/2/download'))).toBe(true));
    expect(URL.createObjectURL).toHaveBeenCalled();
  });

  it('requires a message to request a new invoice', async () => {
    const calls = mockFetch([
      { path: '/teams/7/payment-documents', body: paged([]) },
      { method: 'POST', path: '/teams/7/payment-documents/request', body: { id: 3 } },
    ]);
    renderWithSession(<PaymentDocumentsPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Request New Invoice' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Message is required.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(screen.getByLabelText(/Message/), 'Invoice for March please');
    await userEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ type: 'invoice', message: 'Invoice for March please' }));
  });
});
