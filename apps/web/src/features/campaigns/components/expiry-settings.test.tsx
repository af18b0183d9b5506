import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expiryTexts } from '@gifthub/shared/campaign-expiry';
import { mockFetch as mockSessionFetch, renderWithSession as renderList } from '../../../test/session';
import { EditCampaignModal } from './edit-campaign-modal';
import { campaign, fill, mockFetch, renderWithSession, resetDom } from './campaigns-test-utils';
import { RecipientsSection } from './recipients/recipients-section';
import { recipient, recipientsPage } from './recipients/recipients-test-utils';

// Unclaimed gifts (issue 12): the Edit Campaign modal's "Expiry and reminders" section, and what the recipients table shows of them.

beforeEach(resetDom);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const savePath = '/put/gb-campaigns/1';
const site = { path: '/site', body: { public_url: 'http://localhost:3000' } };
const sentForm = (calls: ReturnType<typeof mockFetch>) => calls.find((c) => c.method === 'POST' && c.path.endsWith(savePath))?.body as FormData | undefined;
const open = (c = campaign({ invitation_expiry_days: 14, reminder_days: [3] })) => renderWithSession(<EditCampaignModal opened campaign={c} onClose={vi.fn()} />, { url: '/campaigns/1' });
const input = (name: string) => screen.getByRole('textbox', { name });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

describe('Expiry and reminders in the Edit Campaign modal', () => {
  it('shows the saved schedule and sends the changed one', async () => {
    const calls = mockFetch([site, { method: 'POST', path: savePath, body: campaign() }]);
    open();
    const section = await screen.findByRole('group', { name: expiryTexts.section });
    expect(within(section).getByRole('textbox', { name: 'Invitation expiry (days)' })).toHaveValue('14');
    expect(input('Reminder 1 (day)')).toHaveValue('3');
    expect(input('Reminder 2 (day)')).toHaveValue('');
    expect(input('Reminder 2 (day)')).toHaveAttribute('placeholder', 'Off');

    await fill(input('Invitation expiry (days)'), '21');
    await fill(input('Reminder 2 (day)'), '10');
    await save();
    await waitFor(() => expect(sentForm(calls)).toBeDefined());
    expect(sentForm(calls)!.get('invitation_expiry_days')).toBe('21');
    expect(sentForm(calls)!.get('reminder_days')).toBe('[3,10]');
  });

  it('clearing the expiry sends it empty (never), and an unchanged schedule is not sent', async () => {
    const calls = mockFetch([site, { method: 'POST', path: savePath, body: campaign() }]);
    open();
    await userEvent.clear(await screen.findByRole('textbox', { name: 'Invitation expiry (days)' }));
    expect(input('Invitation expiry (days)')).toHaveAttribute('placeholder', 'Never');
    await save();
    await waitFor(() => expect(sentForm(calls)).toBeDefined());
    expect(sentForm(calls)!.get('invitation_expiry_days')).toBe('');
    expect(sentForm(calls)!.has('reminder_days')).toBe(false);
  });

  it('refuses a reminder on or after the expiry with the shared message, and sends nothing', async () => {
    const calls = mockFetch([site]);
    open();
    await fill(await screen.findByRole('textbox', { name: 'Reminder 2 (day)' }), '14');
    await save();
    expect(await screen.findByTestId('reminder-days-error')).toHaveTextContent(expiryTexts.reminderBeforeExpiry(14));
    await fill(input('Invitation expiry (days)'), '400');
    await save();
    expect(await screen.findByText('Invitation expiry must be at most 365')).toBeInTheDocument();
    expect(sentForm(calls)).toBeUndefined();
  });

  it("shows the API's message about one reminder under the reminders", async () => {
    mockFetch([site, { method: 'POST', path: savePath, status: 422, body: { message: 'Reminder must be at least 1', code: 'validation', errors: { 'reminder_days.0': ['Reminder must be at least 1'] } } }]);
    open(campaign());
    await fill(await screen.findByRole('textbox', { name: 'Reminder 1 (day)' }), '5');
    await save();
    expect(await screen.findByTestId('reminder-days-error')).toHaveTextContent('Reminder must be at least 1');
  });
});

describe('Expiry and reminders in the recipients table', () => {
  it('shows when an invitation expires, that it expired, and the reminders sent', async () => {
    const rows = [
      recipient({ id: 1, first_name: 'Ann', expires_at: '2099-12-12T10:00:00Z', reminders_sent: 2 }),
      recipient({ id: 2, first_name: 'Bob', expires_at: '2026-01-02T10:00:00Z', expired_at: '2026-01-02T10:01:00Z', reminders_sent: 1 }),
      recipient({ id: 3, first_name: 'Cat', expires_at: '2099-12-12T10:00:00Z', registered_at: '2026-05-04T09:30:00Z', option_id: 31, option_name: 'Hamper' }),
      recipient({ id: 4, first_name: 'Dan' }),
    ];
    mockSessionFetch([{ path: '/gb-campaigns/1/registrations', body: recipientsPage(rows) }]);
    renderList(<RecipientsSection campaign={campaign({ status: 'active' })} />, { url: '/campaigns/1' });
    const status = async (id: number) => within((await screen.findAllByTestId('recipient-row')).find((r) => r.dataset.id === String(id))!).getByTestId('recipient-status');
    expect(await status(1)).toHaveTextContent('Expires 12/12/2099');
    expect(await status(1)).toHaveTextContent('Reminded 2×');
    expect(await status(2)).toHaveTextContent('Expired');
    expect(await status(2)).toHaveTextContent('Reminded 1×');
    // A claimed invitation no longer expires; one without a schedule says nothing.
    expect(await status(3)).not.toHaveTextContent(/Expire/);
    expect(await status(4)).not.toHaveTextContent(/Expire|Reminded/);
  });
});
