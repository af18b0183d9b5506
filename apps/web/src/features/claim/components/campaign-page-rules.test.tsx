import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { campaignPageTexts } from '@gifthub/shared/campaign-pages';
import { campaignView, mockApi, renderClaimPage } from './claim-test-utils';

// A public campaign's own page shows each refusal of the API's rules where the visitor can act on it.

const own = '/api/v1/public/campaigns/acme/summer';
const ue = () => userEvent.setup({ delay: null });

const view = campaignView({
  kind: 'campaign',
  options: [{ id: 13, name: 'Book Token', type: 'voucher', image_url: null, description: '', low_availability: false, countries: [], voucher: { brand: 'Books', fixed_value: 10, lower: 5, upper: 100, minor_unit: 0.01, denominations: [] } }],
  recipient: null,
  sender_name: null,
  invitation_message: null,
});

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function claimAs(email: string) {
  const u = ue();
  await u.click(await screen.findByRole('radio', { name: /Book Token/ }));
  await u.type(screen.getByLabelText(/E-mail/), email);
  await u.type(screen.getByLabelText(/First Name/), 'Vic');
  await u.type(screen.getByLabelText(/Last Name/), 'Visitor');
  await u.click(screen.getByRole('button', { name: 'Continue' }));
  await u.click(await screen.findByRole('button', { name: 'Claim my eGift' }));
}

describe("a public campaign page's rules", { timeout: 30_000 }, () => {
  it('a refused e-mail domain goes back to the details with the message on the e-mail field', async () => {
    for (const message of [campaignPageTexts.domainDisabled, campaignPageTexts.domainNotEligible]) {
      mockApi((c) => (c.url === `${own}/claim` ? { status: 422, body: { message, code: 'validation', errors: { email: [message] } } } : undefined));
      renderClaimPage('/acme/c/summer', { status: 200, body: view });
      await claimAs('vic@rivals.test');
      const email = await screen.findByLabelText(/E-mail/);
      expect(email).toHaveAttribute('aria-invalid', 'true');
      expect(email).toHaveAccessibleDescription(message);
      cleanup();
    }
  });

  it('a second registration of one e-mail is refused with its reason', async () => {
    mockApi((c) => (c.url === `${own}/claim` ? { status: 409, body: { message: campaignPageTexts.alreadyRegistered, code: 'conflict', errors: {} } } : undefined));
    renderClaimPage('/acme/c/summer', { status: 200, body: view });
    await claimAs('vic@example.com');
    expect(await screen.findByText(campaignPageTexts.alreadyRegistered)).toBeInTheDocument();
  });

  it('a leaked campaign shows its page closed, with nothing to pick', async () => {
    renderClaimPage('/acme/c/summer', { status: 200, body: { ...view, state: 'closed', message: campaignPageTexts.closed, options: [] } });
    expect(await screen.findByTestId('outcome-closed')).toHaveTextContent(campaignPageTexts.closed);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});
