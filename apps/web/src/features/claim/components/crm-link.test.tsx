import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCampaignPageView } from '@gifthub/shared/campaign-pages';
import { campaignPageTexts } from '@gifthub/shared/campaign-pages';
import { mockApi, renderClaimPage } from './claim-test-utils';
import { resolveActionPage } from '@gifthub/shared/action-pages';

/** The CRM multi-use link (spec 1 §2): the campaign page with i=hubspot and the contact's e-mail. */
const own = '/api/v1/public/campaigns/acme/summer';
const view: TCampaignPageView = {
  page: 'campaign',
  kind: 'campaign',
  state: 'open',
  message: null,
  team: { name: 'Acme Ltd', slug: 'acme', logo_url: null, hero_url: null, action_page: resolveActionPage(null) },
  campaign: { name: 'Summer', slug: 'summer', page_title: 'Pick a summer treat', page_text: 'Thanks for a great year.', hero_url: null },
  options: [{ id: 13, name: 'Book Token', type: 'voucher', image_url: null, description: '', low_availability: false, countries: [], voucher: { brand: 'Books', fixed_value: 10, lower: 10, upper: 10, minor_unit: 0.01, denominations: [] } }],
  verification: 'none',
  recipient: null,
  sender_name: null,
  invitation_message: null,
  option_name: null,
  review: null,
};

const open = (query: string) => {
  window.history.replaceState(null, '', `/pick-a-gift/acme/c/summer${query}`);
  return mockApi((c) => (c.url === `${own}/claim` ? { body: { state: 'claimed', outcome: 'received', message: campaignPageTexts.received, option_name: 'Book Token', voucher_code: null } } : undefined));
};

const claimAs = async (first: string, email?: string) => {
  const u = userEvent.setup({ delay: null });
  renderClaimPage('/acme/c/summer', { status: 200, body: view });
  await u.click(await screen.findByRole('radio', { name: /Book Token/ }));
  if (email) {
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('');
    await u.type(screen.getByLabelText(/E-mail/), email);
  }
  await u.type(screen.getByLabelText(/First Name/), first);
  await u.type(screen.getByLabelText(/Last Name/), 'Lead');
  await u.click(screen.getByRole('button', { name: 'Continue' }));
  await u.click(await screen.findByRole('button', { name: 'Claim my eGift' }));
  await screen.findByTestId('outcome-received');
};

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the CRM multi-use link', { timeout: 30_000 }, () => {
  it("prefills the contact's e-mail and claims as the CRM's (integration hubspot)", async () => {
    const calls = open('?i=hubspot&email=Lena.Lead%40example.com');
    const done = claimAs('Lena');
    await waitFor(() => expect(screen.getByLabelText(/E-mail/)).toHaveValue('Lena.Lead@example.com'));
    await done;
    expect(calls.find((c) => c.url === `${own}/claim`)!.body).toEqual({ email: 'Lena.Lead@example.com', first_name: 'Lena', last_name: 'Lead', option_id: 13, integration: 'hubspot' });
  });

  it('leaves an unfilled HubSpot token out of the e-mail field', async () => {
    open('?i=hubspot&email={{contact.email}}');
    renderClaimPage('/acme/c/summer', { status: 200, body: view });
    await screen.findByRole('radio', { name: /Book Token/ });
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('');
  });

  it('without i=hubspot is the plain campaign page (no integration sent, no prefill)', async () => {
    const calls = open('?email=someone%40example.com');
    await claimAs('Pat', 'pat@example.com');
    expect(calls.find((c) => c.url === `${own}/claim`)!.body).not.toHaveProperty('integration');
  });
});
