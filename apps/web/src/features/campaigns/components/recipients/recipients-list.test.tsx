import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { campaignRegistrationTexts } from '@gifthub/shared/campaign-registrations';
import { SLOW, mockFetch, renderWithSession, type TFetchCall } from '../../../../test/session';
import { RecipientsSection } from './recipients-section';
import { BUTTONS } from './recipients-toolbar';
import { LIFECYCLE, campaign, option, recipientsPage } from './recipients-test-utils';

// The list's state lives in the query string and is what the request asks; the counts, the buttons and the export follow.

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
});

const active = campaign({ status: 'active', options: [option(), option({ id: 32, name: 'Chocolate Box' })] });
const listCalls = (calls: TFetchCall[]) => calls.filter((c) => c.method === 'GET' && c.path.endsWith('/gb-campaigns/1/registrations'));
const lastQuery = (calls: TFetchCall[]) => Object.fromEntries(listCalls(calls).at(-1)!.query);
const location = () => new URLSearchParams(screen.getByTestId('location').textContent!.split('?')[1] ?? '');

function show(url = '/campaigns/1', c = active, opts = {}) {
  const calls = mockFetch([{ path: '/gb-campaigns/1/registrations', body: recipientsPage([LIFECYCLE.confirmed], 25) }]);
  renderWithSession(<RecipientsSection campaign={c} />, { url, showLocation: true, ...opts });
  return calls;
}

async function pick(label: string, choice: string) {
  const input = screen.getByRole('textbox', { name: label });
  await userEvent.click(input);
  await userEvent.click(await screen.findByRole('option', { name: choice, hidden: true }));
}

describe('Recipients list', () => {
  it('asks 10 a page with the counts, and shows the counts', SLOW, async () => {
    const calls = show();
    expect(await screen.findByTestId('count-invited_count')).toHaveTextContent('10');
    expect(screen.getByTestId('count-unconfirmed_count')).toHaveTextContent('1');
    expect(screen.getByTestId('count-confirmed_count')).toHaveTextContent('5');
    expect(lastQuery(calls)).toEqual({ page: '1', per_page: '10', with_reg_counts: 'true' });
    expect(screen.getByTestId('paging-footer')).toHaveTextContent('Showing 1–1 of 25 recipients');
  });

  it('filters, toggles and sort go to the query string and the request; changing one goes back to page 1', SLOW, async () => {
    const calls = show('/campaigns/1?page=2');
    await screen.findAllByTestId('recipient-row');
    expect(lastQuery(calls).page).toBe('2');

    await pick('Gift Option', 'Chocolate Box');
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ option_id: '32', page: '1' }));
    expect(location().get('option_id')).toBe('32');
    expect(location().get('page')).toBeNull();

    // Three-state toggles: all → yes → no → all.
    const confirmed = screen.getByTestId('filter-confirmed_at');
    await userEvent.click(confirmed);
    await waitFor(() => expect(lastQuery(calls).confirmed_at).toBe('true'));
    await userEvent.click(confirmed);
    await waitFor(() => expect(lastQuery(calls).confirmed_at).toBe('false'));
    expect(confirmed).toHaveTextContent('Confirmed: No');
    await userEvent.click(confirmed);
    await waitFor(() => expect(lastQuery(calls).confirmed_at).toBeUndefined());

    await pick('Method', 'Multi Invite');
    await pick('Delivery status', 'Return');
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ registration_method: 'multiple-link', delivery_status: 'return' }));

    // Sort: descending, ascending, none.
    const sortBy = () => screen.getByRole('button', { name: 'Claimed' });
    await userEvent.click(sortBy());
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ sort: 'registered_at', direction: 'desc' }));
    await userEvent.click(sortBy());
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ sort: 'registered_at', direction: 'asc' }));
    await userEvent.click(sortBy());
    await waitFor(() => expect(lastQuery(calls).sort).toBeUndefined());

    await userEvent.click(screen.getByTestId('recipients-search'));
    await userEvent.paste('globex');
    await waitFor(() => expect(lastQuery(calls).search).toBe('globex'));
    expect(location().get('search')).toBe('globex');
  });

  it('reads its filters from the address; ignores values the API would refuse; Invited By disabled without view-others-orders', SLOW, async () => {
    const calls = show('/campaigns/1?visited_at=true&rejected_at=false&registration_method=nonsense&invited_by=12&sort=sent_at&direction=asc');
    await screen.findAllByTestId('recipient-row');
    expect(lastQuery(calls)).toEqual({ page: '1', per_page: '10', with_reg_counts: 'true', visited_at: 'true', rejected_at: 'false', invited_by: '12', sort: 'sent_at', direction: 'asc' });
    expect(screen.getByTestId('filter-invited-by')).toBeInTheDocument();
    cleanup();

    const own = show('/campaigns/1?invited_by=12', active, { role: 'associate', deny: ['view-others-orders'] });
    await screen.findAllByTestId('recipient-row');
    expect(lastQuery(own).invited_by).toBeUndefined();
    // Shown, but disabled: only one's own invitations show.
    const invitedBy = screen.getByRole('textbox', { name: 'Invited By' });
    expect(invitedBy).toBeDisabled();
  });

  it('hides the Method filter entries the campaign cannot have', SLOW, async () => {
    show('/campaigns/1', { ...active, privacy: 'invite', type: 'year-round' });
    const input = await screen.findByRole('textbox', { name: 'Method' });
    await userEvent.click(input);
    const listbox = await waitFor(() => document.getElementById(input.getAttribute('aria-controls') ?? '') ?? Promise.reject(new Error('not open')));
    expect(within(listbox).getAllByRole('option', { hidden: true }).map((o) => o.textContent)).toEqual(['Select & Send', 'Invitation', 'Multi Send', 'Multi Invite']);
  });

  it('Export CSV downloads with the current filters and the bearer token, named as the server says', SLOW, async () => {
    localStorage.setItem('api_token', 'tok');
    const calls = show('/campaigns/1?confirmed_at=true&option_id=31&search=ann&page=3');
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      if (String(input).includes('/registrations/export')) {
        await answer(input, init);
        return new Response('id,name\n', { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="campaign-1-recipients-2026-05-04.csv"' } });
      }
      return answer(input, init);
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await userEvent.click(await screen.findByRole('button', { name: BUTTONS.export }));
    await waitFor(() => expect(names).toEqual(['campaign-1-recipients-2026-05-04.csv']));
    const exp = calls.find((c) => c.path.endsWith('/gb-campaigns/1/registrations/export'))!;
    expect(Object.fromEntries(exp.query)).toEqual({ confirmed_at: 'true', option_id: '31', search: 'ann' });
    expect(exp.headers.authorization).toBe('Bearer tok');
    click.mockRestore();
    localStorage.clear();
  });
});

describe('What the campaign status and plan allow', () => {
  it('new and requested campaigns show no recipients', SLOW, async () => {
    const calls = show('/campaigns/1', campaign({ status: 'requested' }));
    expect(await screen.findByTestId('recipients-hidden')).toHaveTextContent(campaignRegistrationTexts.recipientsHidden);
    expect(listCalls(calls)).toEqual([]);
  });

  it('an active campaign offers the invitations, Select & Send and the export', SLOW, async () => {
    show();
    for (const b of [BUTTONS.invite, BUTTONS.inviteMultiple, BUTTONS.send, BUTTONS.export]) expect(await screen.findByRole('button', { name: b })).toBeInTheDocument();
    expect(screen.queryByTestId('invitations-reason')).not.toBeInTheDocument();
  });

  it('paused and leaked campaigns hide the invitations with the reason; the export stays', SLOW, async () => {
    show('/campaigns/1', { ...active, status: 'leaked' });
    expect(await screen.findByTestId('invitations-reason')).toHaveTextContent(campaignRegistrationTexts.leaked);
    expect(screen.getByRole('button', { name: BUTTONS.export })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: BUTTONS.invite })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: BUTTONS.send })).not.toBeInTheDocument();
    cleanup();
    show('/campaigns/1', { ...active, status: 'paused' });
    expect(await screen.findByTestId('invitations-reason')).toHaveTextContent(campaignRegistrationTexts.invitationsClosed);
  });

  it('a team without Pro has neither the buttons nor the export; without use-balance no invitation, Select & Send by card', SLOW, async () => {
    show('/campaigns/1', active, { plan: 'free' });
    await screen.findAllByTestId('recipient-row');
    expect(screen.queryByRole('button', { name: BUTTONS.export })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: BUTTONS.invite })).not.toBeInTheDocument();
    expect(screen.getByTestId('invitations-reason')).toHaveTextContent('Running gifting campaigns is only available with');
    cleanup();
    show('/campaigns/1', active, { deny: ['use-balance'] });
    await screen.findAllByTestId('recipient-row');
    expect(screen.queryByRole('button', { name: BUTTONS.invite })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: BUTTONS.inviteMultiple })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: BUTTONS.send })).toBeInTheDocument();
    cleanup();
    show('/campaigns/1', active, { deny: ['use-balance', 'use-cards'] });
    await screen.findAllByTestId('recipient-row');
    expect(screen.queryByRole('button', { name: BUTTONS.send })).not.toBeInTheDocument();
  });
});
