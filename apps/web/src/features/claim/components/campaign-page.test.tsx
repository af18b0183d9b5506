import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { campaignPageTexts } from '@gifthub/shared/campaign-pages';
import { SECRET, campaignView, mockApi, renderClaimPage } from './claim-test-utils';

const gift = `/api/v1/public/gifts/${SECRET}`;
const own = '/api/v1/public/campaigns/acme/summer';
const ue = () => userEvent.setup({ delay: null });


beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the campaign claim page', { timeout: 30_000 }, () => {
  it('offers the options as a labelled radio group with the team logo; Continue asks for a choice first', async () => {
    const calls = mockApi((c) => (c.url.startsWith(gift) ? { body: campaignView() } : undefined));
    renderClaimPage();
    const u = ue();
    const group = await screen.findByRole('group', { name: 'Choose your gift' });
    expect(within(group).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['11', '12', '13']);
    expect(within(group).getByRole('radio', { name: /Wine Box/ })).toHaveAccessibleName(/Only a few left/);
    expect(screen.getByRole('img', { name: 'Acme Ltd logo' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pick a summer treat' })).toBeInTheDocument();
    expect(screen.getByTestId('sender-message')).toHaveTextContent('Enjoy!');

    await u.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(campaignPageTexts.optionRequired)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Address line 1/)).not.toBeInTheDocument();

    // Keyboard only: Tab into the group, arrows move the choice, Enter continues.
    within(group).getAllByRole('radio')[0]!.focus();
    await u.keyboard('{ArrowDown}');
    expect(within(group).getByRole('radio', { name: /Wine Box/ })).toBeChecked();
    await u.keyboard('{ArrowUp}');
    expect(within(group).getByRole('radio', { name: /Cheese Hamper/ })).toBeChecked();
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText(/Address line 1/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('validates the address by the option (phone outside GB), reads it back and claims with the option id', async () => {
    const calls = mockApi((c) => {
      if (c.method === 'GET') return { body: campaignView() };
      if (c.url === `${gift}/claim`) return { body: { state: 'claimed', outcome: 'received', message: campaignPageTexts.received, option_name: 'Cheese Hamper', voucher_code: null } };
    });
    renderClaimPage();
    const u = ue();
    await u.click(await screen.findByRole('radio', { name: /Cheese Hamper/ }));
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    const country = await screen.findByRole('combobox', { name: /Country/ });
    expect(within(country).getAllByRole('option').map((o) => o.textContent)).toEqual(['United Kingdom', 'France']);
    await u.selectOptions(country, 'FR');
    await u.type(screen.getByLabelText(/Address line 1/), '1 Rue de la Paix');
    await u.type(screen.getByLabelText(/^City/), 'Paris');
    await u.type(screen.getByLabelText(/Postcode/), '75002');
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Phone is required.')).toBeInTheDocument();
    await u.type(screen.getByLabelText(/Phone/), '+33 1 23 45 67 89');
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByTestId('address-confirm');
    expect(within(confirm).getByTestId('address-lines')).toHaveTextContent(/Rita Recipient.*1 Rue de la Paix.*Paris.*75002.*France/);
    await u.click(within(confirm).getByRole('button', { name: 'Confirm and send my gift' }));
    expect(await screen.findByTestId('outcome-received')).toHaveTextContent(campaignPageTexts.received);
    expect(calls.find((c) => c.url === `${gift}/claim`)!.body).toMatchObject({ option_id: 11, country: 'FR', city: 'Paris', phone: '+33 1 23 45 67 89' });
  });

  it("keeps a voucher's value within the option's limits before sending it", async () => {
    const calls = mockApi((c) => {
      if (c.method === 'GET') return { body: campaignView() };
      if (c.url === `${gift}/claim`) return { body: { state: 'claimed', outcome: 'received', message: campaignPageTexts.received, option_name: 'Book Token', voucher_code: null } };
    });
    renderClaimPage();
    const u = ue();
    await u.click(await screen.findByRole('radio', { name: /Book Token/ }));
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    await u.type(await screen.findByLabelText(/Voucher Value/), '2');
    await u.click(screen.getByRole('button', { name: 'Claim my eGift' }));
    expect(await screen.findByText('Voucher Value must be at least 5')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await u.clear(screen.getByLabelText(/Voucher Value/));
    await u.type(screen.getByLabelText(/Voucher Value/), '25');
    await u.click(screen.getByRole('button', { name: 'Claim my eGift' }));
    await screen.findByTestId('outcome-received');
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ option_id: 13, voucher_value: 25 });
  });

  it('an option gone meanwhile sends the recipient back to the choice with the reason', async () => {
    mockApi((c) => {
      if (c.method === 'GET') return { body: campaignView() };
      return { status: 409, body: { message: campaignPageTexts.optionUnavailable, code: 'conflict', errors: {} } };
    });
    renderClaimPage();
    const u = ue();
    await u.click(await screen.findByRole('radio', { name: /Book Token/ }));
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    await u.type(await screen.findByLabelText(/Voucher Value/), '25');
    await u.click(screen.getByRole('button', { name: 'Claim my eGift' }));
    expect(await screen.findByTestId('claim-error')).toHaveTextContent(campaignPageTexts.optionUnavailable);
    expect(screen.getByRole('group', { name: 'Choose your gift' })).toBeInTheDocument();
  });

  it("'No, thanks' opts out after asking", async () => {
    const calls = mockApi((c) => {
      if (c.method === 'GET') return { body: campaignView() };
      if (c.url === `${gift}/decline`) return { body: { state: 'declined', message: campaignPageTexts.optedOut } };
    });
    renderClaimPage();
    const u = ue();
    await u.click(await screen.findByRole('button', { name: 'No, thanks' }));
    await u.click(await screen.findByRole('button', { name: 'Yes, decline' }));
    expect(await screen.findByTestId('outcome-declined')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === `${gift}/decline`)).toHaveLength(1);
  });

  it('shows a closed campaign as a closed page, with nothing to pick', async () => {
    mockApi((c) => (c.method === 'GET' ? { body: campaignView({ state: 'closed', message: campaignPageTexts.closed, options: [] }) } : undefined));
    renderClaimPage();
    expect(await screen.findByTestId('outcome-closed')).toHaveTextContent(campaignPageTexts.closed);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'No, thanks' })).not.toBeInTheDocument();
  });

  it("the campaign's own page, rendered from the server's data, asks who you are and sends it with the pick", async () => {
    const view = campaignView({ kind: 'campaign', recipient: null, sender_name: null, invitation_message: null });
    const calls = mockApi((c) => {
      if (c.url === `${own}/claim`) return { body: { state: 'claimed', outcome: 'received', message: campaignPageTexts.received, option_name: 'Book Token', voucher_code: null } };
    });
    renderClaimPage('/acme/c/summer', { status: 200, body: view });
    const u = ue();
    await u.click(await screen.findByRole('radio', { name: /Book Token/ }));
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('E-mail is required.')).toBeInTheDocument();
    expect(screen.getByText('First Name is required.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'No, thanks' })).not.toBeInTheDocument();
    await u.type(screen.getByLabelText(/E-mail/), 'vic@example.com');
    await u.type(screen.getByLabelText(/First Name/), 'Vic');
    await u.type(screen.getByLabelText(/Last Name/), 'Visitor');
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    await u.type(await screen.findByLabelText(/Voucher Value/), '10');
    await u.click(screen.getByRole('button', { name: 'Claim my eGift' }));
    await screen.findByTestId('outcome-received');
    expect(calls.filter((c) => c.method === 'GET')).toHaveLength(0);
    expect(calls.find((c) => c.url === `${own}/claim`)!.body).toEqual({ email: 'vic@example.com', first_name: 'Vic', last_name: 'Visitor', option_id: 13, voucher_value: 10 });
  });

  it("an invitation-only campaign's own page says so", async () => {
    renderClaimPage('/acme/c/summer', { status: 200, body: campaignView({ kind: 'campaign', state: 'closed', message: campaignPageTexts.inviteOnly, options: [] }) });
    expect(await screen.findByTestId('outcome-closed')).toHaveTextContent(campaignPageTexts.inviteOnly);
  });

  it("a Multi Invite list's batch link (?invite=) reads the page for that list and claims the list's invitation for the e-mail", async () => {
    const view = campaignView({ kind: 'campaign', recipient: null, sender_name: null, invitation_message: null });
    const batchClaim = `${own}/invite/Batch%2FSecret/claim`;
    const calls = mockApi((c) => {
      if (c.method === 'GET' && c.url === `${own}?invite=Batch%2FSecret`) return { body: view };
      if (c.url === batchClaim) return { body: { state: 'claimed', outcome: 'received', message: campaignPageTexts.received, option_name: 'Book Token', voucher_code: null } };
    });
    renderClaimPage('/acme/c/summer?invite=Batch%2FSecret');
    const u = ue();
    await u.click(await screen.findByRole('radio', { name: /Book Token/ }));
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    await u.type(await screen.findByLabelText(/E-mail/), 'lee@example.com');
    await u.type(screen.getByLabelText(/First Name/), 'Lee');
    await u.type(screen.getByLabelText(/Last Name/), 'Listed');
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    await u.type(await screen.findByLabelText(/Voucher Value/), '10');
    await u.click(screen.getByRole('button', { name: 'Claim my eGift' }));
    await screen.findByTestId('outcome-received');
    expect(calls.filter((c) => c.method === 'GET').map((c) => c.url)).toEqual([`${own}?invite=Batch%2FSecret`]);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([batchClaim]);
  });

  it("an unknown batch link's page is an unknown link", async () => {
    mockApi((c) => (c.method === 'GET' ? { status: 404, body: { message: 'Not found', code: 'not_found' } } : undefined));
    renderClaimPage('/acme/c/summer?invite=nope');
    expect(await screen.findByTestId('outcome-unknown')).toBeInTheDocument();
  });
});
