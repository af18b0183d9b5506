import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { campaignRegistrationTexts, type TCampaignRecipient } from '@gifthub/shared/campaign-registrations';
import { msg } from '@gifthub/shared/messages';
import { SLOW, fill, mockFetch, renderWithSession, type TSessionOpts } from '../../../../test/session';
import { NOTE_TITLE } from './note-modal';
import { ACTION_TEXTS } from './recipient-actions';
import { RecipientsSection } from './recipients-section';
import { LIFECYCLE, campaign, option, recipient, recipientsPage, registrationRead } from './recipients-test-utils';

// Each row action shows exactly in the states spec 1 §4 names, and writes what it says.

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
});

const active = campaign({ status: 'active', options: [option()] });
const rowOf = (name: string) => screen.getAllByTestId('recipient-row').find((r) => r.getAttribute('data-id') === name)!;
const buttonsOf = (row: HTMLElement) => within(within(row).getByTestId('row-actions')).queryAllByRole('button').map((b) => b.textContent);

function show(rows: TCampaignRecipient[], opts: TSessionOpts = {}, c = active) {
  const calls = mockFetch([{ path: '/gb-campaigns/1/registrations', body: recipientsPage(rows) }]);
  const view = renderWithSession(<RecipientsSection campaign={c} />, opts);
  return { calls, ...view };
}

const EXPECTED: Record<keyof typeof LIFECYCLE, string[]> = {
  'invited by link': ['Gift Claim Link', 'Add Note'],
  'invited by multi send': ['Remind and Pick', 'Add Note'],
  'waiting for approval': ['Approve', 'Reject', 'Edit Details', 'Add Note'],
  'opted out': ['View Details', 'Add Note'],
  confirmed: ['Edit Details', 'Add Note'],
  processed: ['View Details', 'Add Note'],
  sent: ['View Details', 'Add Note'],
  returned: ['View Details', 'Mark as Resolved', 'Add Note'],
  resolved: ['View Details', 'Add Note'],
  rejected: ['View Details', 'Add Note'],
};
const STATUS: Record<keyof typeof LIFECYCLE, [string, string]> = {
  'invited by link': ['Invited', 'No'],
  'invited by multi send': ['Invited', 'No'],
  'waiting for approval': ['Registered', 'No'],
  'opted out': ['Rejected', 'No'],
  confirmed: ['Confirmed', 'No'],
  processed: ['Confirmed', 'Processing'],
  sent: ['Confirmed', 'Sent'],
  returned: ['Confirmed', 'Return'],
  resolved: ['Confirmed', 'Resolved'],
  rejected: ['Rejected', 'No'],
};

describe('Recipients row actions', () => {
  it('show exactly the actions of each lifecycle state, with its status and fulfilment', SLOW, async () => {
    show(Object.values(LIFECYCLE));
    await screen.findAllByTestId('recipient-row');
    for (const [state, r] of Object.entries(LIFECYCLE) as [keyof typeof LIFECYCLE, TCampaignRecipient][]) {
      const row = rowOf(String(r.id));
      expect([state, buttonsOf(row)]).toEqual([state, EXPECTED[state]]);
      expect([state, within(row).getByTestId('recipient-status').textContent]).toEqual([state, `${STATUS[state][0]}${state === 'opted out' ? 'Opted out' : ''}`]);
      expect(within(row).getByTestId('recipient-fulfilment')).toHaveTextContent(STATUS[state][1]);
    }
    expect(within(rowOf('7')).getByRole('link', { name: /Tracking/ })).toHaveAttribute('href', 'https://track.example/7');
    expect(within(rowOf('3')).getAllByText(/^04\/05\/2026 \d\d:30$/)).toHaveLength(2);
  });

  it('a team without Pro sees no write action; the demo sees them and is asked to sign up', SLOW, async () => {
    const rows = [LIFECYCLE['waiting for approval'], LIFECYCLE['invited by link'], LIFECYCLE.returned];
    show(rows, { plan: 'free' });
    await screen.findAllByTestId('recipient-row');
    expect(buttonsOf(rowOf('3'))).toEqual([]);
    expect(buttonsOf(rowOf('1'))).toEqual(['Gift Claim Link']);
    expect(buttonsOf(rowOf('8'))).toEqual(['View Details']);
    cleanup();

    const { calls, ui } = show(rows, { demo: true });
    await screen.findAllByTestId('recipient-row');
    await userEvent.click(within(rowOf('3')).getByRole('button', { name: /^Approve/ }));
    expect(ui.openSignUp).toHaveBeenCalled();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('approve: an answer that the balance does not cover shows the balance message and the row stays waiting', SLOW, async () => {
    const waiting = LIFECYCLE['waiting for approval'];
    const calls = mockFetch([
      { path: '/gb-campaigns/1/registrations', body: recipientsPage([waiting]) },
      { method: 'PUT', path: '/gb-registrations/3', status: 402, body: { message: campaignRegistrationTexts.awaitingFunds, code: 'insufficient_balance' } },
    ]);
    renderWithSession(<RecipientsSection campaign={active} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve: Ann Lee' }));
    expect(await screen.findByText(campaignRegistrationTexts.awaitingFunds)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ action: 'confirm' });
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.path.endsWith('/gb-campaigns/1/registrations'))).toHaveLength(2));
    expect(screen.queryByText(ACTION_TEXTS.approved)).not.toBeInTheDocument();
    expect(buttonsOf(rowOf('3'))).toContain('Approve');
  });

  it('approve, reject (after asking), remind and mark as resolved send their action', SLOW, async () => {
    const rows = [LIFECYCLE['waiting for approval'], LIFECYCLE['invited by multi send'], LIFECYCLE.returned];
    const calls = mockFetch([
      { path: '/gb-campaigns/1/registrations', body: recipientsPage(rows) },
      { method: 'PUT', path: /\/gb-registrations\/\d+$/, body: { confirmed_at: '2026-05-05T10:00:00Z' } },
    ]);
    renderWithSession(<RecipientsSection campaign={active} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve: Ann Lee' }));
    expect(await screen.findByText(ACTION_TEXTS.approved)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reject: Ann Lee' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(ACTION_TEXTS.rejected)).toBeInTheDocument();
    await userEvent.click(within(rowOf('2')).getByRole('button', { name: /^Remind and Pick/ }));
    expect(await screen.findByText(ACTION_TEXTS.reminded('ann@example.com'))).toBeInTheDocument();
    await userEvent.click(within(rowOf('8')).getByRole('button', { name: /^Mark as Resolved/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as Resolved' }));
    await screen.findByText(ACTION_TEXTS.resolved);
    expect(calls.filter((c) => c.method === 'PUT').map((c) => [c.path.split('/').pop(), c.body])).toEqual([
      ['3', { action: 'confirm' }],
      ['3', { action: 'reject' }],
      ['2', { action: 'remind' }],
      ['8', { action: 'mark-as-resolved' }],
    ]);
  });

  it('the note modal keeps to 1015 characters and saves the note', SLOW, async () => {
    const r = recipient({ id: 5, note: { text: 'Call first', date: '2026-05-01T08:00:00Z', by: 'Maria Manager' } });
    const calls = mockFetch([
      { path: '/gb-campaigns/1/registrations', body: recipientsPage([r]) },
      { method: 'PUT', path: '/gb-registrations/5', body: {} },
    ]);
    renderWithSession(<RecipientsSection campaign={active} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Note: Ann Lee' }));
    const dialog = await screen.findByRole('dialog', { name: NOTE_TITLE });
    const note = within(dialog).getByRole('textbox', { name: 'Note' });
    expect(note).toHaveValue('Call first');
    await fill(note, 'x'.repeat(1016));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Note' }));
    expect(await within(dialog).findByText(msg.maxLength('Note', 1015))).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    await fill(note, 'Call before noon');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Note' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: NOTE_TITLE })).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ action: 'note-update', note: 'Call before noon' });
  });

  it('View Details reads the registration with its prices and transactions', SLOW, async () => {
    const r = LIFECYCLE.processed;
    mockFetch([
      { path: '/gb-campaigns/1/registrations', body: recipientsPage([r]) },
      {
        path: '/gb-registrations/6',
        body: registrationRead(r, { transactions: [{ type: 'prepaid-gift', price: 46.8, price_ex_vat: 39 }], registration_method: 'external', integration: 'hubspot', expected_shipping_date: '2026-05-08T09:00:00Z' }),
      },
    ]);
    renderWithSession(<RecipientsSection campaign={active} />);
    await userEvent.click(await screen.findByRole('button', { name: 'View Details: Ann Lee' }));
    const details = await screen.findByTestId('registration-details');
    expect(within(details).getByTestId('price-total')).toHaveTextContent('£39.00£46.80');
    expect(within(within(details).getByTestId('transactions')).getByText('Gift')).toBeInTheDocument();
    expect(details).toHaveTextContent('1 High Street, London, SW1A 1AA, GB');
    // The CRM that added it and the day it is expected to ship.
    expect(details).toHaveTextContent('IntegrationHubSpot');
    expect(details).toHaveTextContent(/Expected shipping08\/05\/2026/);
  });

  it('sales campaigns save demo booked and deal closed live', SLOW, async () => {
    const r = LIFECYCLE.confirmed;
    const calls = mockFetch([
      { path: '/gb-campaigns/1/registrations', body: recipientsPage([r]) },
      { method: 'PUT', path: '/gb-registrations/5', body: {} },
    ]);
    renderWithSession(<RecipientsSection campaign={{ ...active, type: 'sales' }} />);
    const toggle = await screen.findByRole('switch', { name: 'Demo booked for Ann Lee' });
    await userEvent.click(toggle);
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ action: 'sales-update', flag: 'demo_booked', value: true }));
    expect(toggle).toBeChecked();
  });
});

describe('Corporation 5', () => {
  const corp5 = { team: { corporation_id: 5 } };
  it('has an approval column (read-only for associates), no Edit Details, no Select & Send nor multi invitations', SLOW, async () => {
    const rows = [LIFECYCLE['waiting for approval'], LIFECYCLE.confirmed];
    const { calls } = show(rows, corp5);
    await screen.findAllByTestId('recipient-row');
    const toggle = within(rowOf('3')).getByRole('switch', { name: 'Approved: Ann Lee' });
    expect(toggle).toBeEnabled();
    // Approved already: on and nothing left to approve.
    expect(within(rowOf('5')).getByRole('switch', { name: 'Approved: Ann Lee' })).toBeChecked();
    expect(screen.getAllByRole('columnheader', { name: 'Approved' })).toHaveLength(1);
    expect(buttonsOf(rowOf('3'))).toEqual(['Approve', 'Reject', 'Add Note']);
    expect(buttonsOf(rowOf('5'))).toEqual(['Add Note']);
    expect(screen.getByRole('button', { name: 'Create A New Invitation' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Select & Send' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create A New Invitation - Multiple' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ action: 'confirm' }));
    cleanup();

    show(rows, { ...corp5, role: 'associate' });
    await screen.findAllByTestId('recipient-row');
    expect(within(rowOf('3')).getByRole('switch', { name: 'Approved: Ann Lee' })).toBeDisabled();
    expect(screen.getAllByText('Read-only').length).toBeGreaterThan(0);
    // Approving is the managers': an associate has neither Approve nor Reject.
    expect(buttonsOf(rowOf('3'))).toEqual(['Add Note']);
  });

  it('offers no direct or multi methods in the Method filter', SLOW, async () => {
    show([], corp5);
    const input = await screen.findByRole('textbox', { name: 'Method' });
    await userEvent.click(input);
    const listbox = await waitFor(() => document.getElementById(input.getAttribute('aria-controls') ?? '') ?? Promise.reject(new Error('not open')));
    expect(within(listbox).getAllByRole('option', { hidden: true }).map((o) => o.textContent)).toEqual(['Invitation', 'Public Page']);
  });
});
