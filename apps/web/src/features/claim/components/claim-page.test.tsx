import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { claimTexts } from '@gifthub/shared/claim-texts';
import { STORAGE_KEYS } from '@gifthub/shared/constants';
import { SECRET, giftView, mockApi, renderClaimPage } from './claim-test-utils';

const base = `/api/v1/public/gifts/${SECRET}`;
const ue = () => userEvent.setup({ delay: null });

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ClaimPage', { timeout: 30_000 }, () => {
  it('shows the branded gift, the message and the notecard', async () => {
    mockApi((c) => (c.url.startsWith(base) ? { body: giftView() } : undefined));
    renderClaimPage();
    expect(await screen.findByRole('heading', { name: 'Artisan Cheese Board' })).toBeInTheDocument();
    expect(within(screen.getByTestId('claim-brand')).getByText('Acme Ltd')).toBeInTheDocument();
    expect(screen.getByText('Mia Manager at Acme Ltd sent you a gift')).toBeInTheDocument();
    expect(screen.getByText('Three British cheeses.')).toBeInTheDocument();
    expect(screen.getByTestId('sender-message')).toHaveTextContent('Thank you for a great year!');
    expect(screen.getByTestId('notecard')).toHaveTextContent('Cheers from all of us');
  });

  it('verifies by first and last name: a mismatch shows the error and keeps what was typed', async () => {
    let attempts = 0;
    const calls = mockApi((c) => {
      if (c.method === 'GET') return { body: giftView({ verification: 'name', recipient: null }) };
      if (c.url === `${base}/verify`) {
        attempts++;
        return attempts === 1
          ? { status: 422, body: { message: claimTexts.verifyFailed, code: 'verification_failed', errors: { last_name: [claimTexts.verifyFailed] } } }
          : { body: { token: 'tok-1', expires_at: '2030-01-01T00:00:00.000Z', first_name: 'Rita', last_name: 'Recipient', email: 'rita@example.com' } };
      }
    });
    renderClaimPage();
    const u = ue();
    expect(await screen.findByRole('heading', { name: "Confirm it's you" })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Address line 1/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'No, thanks' })).not.toBeInTheDocument();

    // Required first, without a call.
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('First Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Last Name is required.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await u.type(screen.getByLabelText(/First Name/), 'Rita');
    await u.type(screen.getByLabelText(/Last Name/), 'Wrong');
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('verify-error')).toHaveTextContent(claimTexts.verifyFailed);
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Rita');
    expect(screen.getByLabelText(/Last Name/)).toHaveValue('Wrong');

    await u.clear(screen.getByLabelText(/Last Name/));
    await u.type(screen.getByLabelText(/Last Name/), 'Recipient');
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Where should we send your gift?' })).toBeInTheDocument();
    expect(calls.filter((c) => c.url === `${base}/verify`).map((c) => c.body)).toEqual([
      { first_name: 'Rita', last_name: 'Wrong' },
      { first_name: 'Rita', last_name: 'Recipient' },
    ]);
    // The verified names prefill the address form; the token is kept for the claim.
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Rita');
    expect(window.sessionStorage.getItem(`gifthub.gift-claim-token.${SECRET}`)).toBe('tok-1');
  });

  it('shows too many attempts from the API clearly', async () => {
    mockApi((c) => {
      if (c.method === 'GET') return { body: giftView({ verification: 'email', recipient: null }) };
      return { status: 429, body: { message: claimTexts.tooManyAttempts, code: 'too_many_attempts', errors: {} } };
    });
    renderClaimPage();
    const u = ue();
    await u.type(await screen.findByLabelText(/E-mail/), 'rita@example.com');
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('verify-error')).toHaveTextContent(claimTexts.tooManyAttempts);
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('rita@example.com');
  });

  it('validates the address (Phone required, GB only), reads it back and claims', async () => {
    const calls = mockApi((c) => {
      if (c.method === 'GET') return { body: giftView() };
      if (c.url === `${base}/claim`) return { body: { state: 'claimed', message: claimTexts.claimed, voucher_code: null } };
    });
    renderClaimPage();
    const u = ue();
    await screen.findByRole('heading', { name: 'Where should we send your gift?' });
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Rita');

    // The country is fixed to the United Kingdom: it is the only choice.
    const country = screen.getByRole('combobox', { name: /Country/ });
    expect(country).toHaveDisplayValue('United Kingdom');
    expect(within(country).getAllByRole('option').map((o) => o.textContent)).toEqual(['United Kingdom']);

    await u.type(screen.getByLabelText(/Address line 1/), '1 High Street');
    await u.type(screen.getByLabelText(/^City/), 'Leeds');
    await u.type(screen.getByLabelText(/Postcode/), 'LS1 4AP');
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Phone is required.')).toBeInTheDocument();
    expect(screen.queryByTestId('address-confirm')).not.toBeInTheDocument();

    await u.type(screen.getByLabelText(/Phone/), '07700 900123');
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByTestId('address-confirm');
    expect(within(confirm).getByTestId('address-lines')).toHaveTextContent(/Rita Recipient.*1 High Street.*Leeds.*LS1 4AP.*United Kingdom.*07700 900123/);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await u.click(within(confirm).getByRole('button', { name: 'Confirm and send my gift' }));
    expect(await screen.findByRole('heading', { name: 'Your gift is on its way' })).toBeInTheDocument();
    expect(calls.find((c) => c.url === `${base}/claim`)!.body).toEqual({
      first_name: 'Rita',
      last_name: 'Recipient',
      address_line_1: '1 High Street',
      address_line_2: '',
      city: 'Leeds',
      region: '',
      postcode: 'LS1 4AP',
      country: 'GB',
      phone: '07700 900123',
    });
  });

  it('puts 422 field errors back beside the fields without losing what was typed; 409 is shown clearly', async () => {
    let claims = 0;
    mockApi((c) => {
      if (c.method === 'GET') return { body: giftView() };
      if (c.url === `${base}/claim`) {
        claims++;
        return claims === 1
          ? { status: 422, body: { message: 'Postcode must be valid.', code: 'validation', errors: { postcode: ['Postcode must be valid.'] } } }
          : { status: 409, body: { message: claimTexts.alreadyClaimed, code: 'gift_already_claimed', errors: {} } };
      }
    });
    renderClaimPage();
    const u = ue();
    await screen.findByRole('heading', { name: 'Where should we send your gift?' });
    await u.type(screen.getByLabelText(/Address line 1/), '1 High Street');
    await u.type(screen.getByLabelText(/^City/), 'Leeds');
    await u.type(screen.getByLabelText(/Postcode/), 'LS1 4AP');
    await u.type(screen.getByLabelText(/Phone/), '07700 900123');
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    await u.click(await screen.findByRole('button', { name: 'Confirm and send my gift' }));

    expect(await screen.findByText('Postcode must be valid.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Address line 1/)).toHaveValue('1 High Street');
    expect(screen.getByLabelText(/Phone/)).toHaveValue('07700 900123');

    await u.click(screen.getByRole('button', { name: 'Continue' }));
    await u.click(await screen.findByRole('button', { name: 'Confirm and send my gift' }));
    expect(await screen.findByTestId('claim-error')).toHaveTextContent(claimTexts.alreadyClaimed);
  });

  it('shows a clear page without a form for an already claimed link', async () => {
    mockApi((c) => (c.method === 'GET' ? { body: giftView({ state: 'claimed' }) } : undefined));
    renderClaimPage();
    expect(await screen.findByRole('heading', { name: 'Gift already claimed' })).toBeInTheDocument();
    expect(screen.getByText(claimTexts.alreadyClaimed)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'No, thanks' })).not.toBeInTheDocument();
  });

  it('shows declined and unknown links clearly', async () => {
    mockApi((c) => (c.method === 'GET' ? { body: giftView({ state: 'declined' }) } : undefined));
    renderClaimPage();
    expect(await screen.findByText(claimTexts.alreadyDeclined)).toBeInTheDocument();
    cleanup();
    vi.unstubAllGlobals();
    mockApi(() => ({ status: 404, body: { message: claimTexts.notFound, code: 'gift_not_found', errors: {} } }));
    renderClaimPage();
    expect(await screen.findByRole('heading', { name: 'Gift link not found' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("asks before declining ('No, thanks') and then shows the declined screen", async () => {
    const calls = mockApi((c) => {
      if (c.method === 'GET') return { body: giftView() };
      if (c.url === `${base}/decline`) return { body: { state: 'declined', message: claimTexts.declined } };
    });
    renderClaimPage();
    const u = ue();
    await u.click(await screen.findByRole('button', { name: 'No, thanks' }));
    let dialog = await screen.findByRole('dialog', { name: 'Decline this gift?' });
    await u.click(within(dialog).getByRole('button', { name: 'Keep my gift' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await u.click(screen.getByRole('button', { name: 'No, thanks' }));
    dialog = await screen.findByRole('dialog', { name: 'Decline this gift?' });
    await u.click(within(dialog).getByRole('button', { name: 'Yes, decline' }));
    expect(await screen.findByRole('heading', { name: 'You declined this gift' })).toBeInTheDocument();
    expect(calls.filter((c) => c.url === `${base}/decline`)).toHaveLength(1);
  });

  it('claims an eGift and shows its code with copy and redeem', async () => {
    const voucher = { brand_name: 'Book Nook', value: 25, code: 'ABCD-EFGH-JKMN-PQRS', redeem_url: 'http://localhost/pick-a-gift/redeem/ABCD-EFGH-JKMN-PQRS' };
    mockApi((c) => {
      if (c.method === 'GET') return { body: giftView({ type: 'voucher', product: { id: 9, name: 'Book Nook eGift', image_url: null, description: '' }, voucher: { brand_name: 'Book Nook', value: 25 } }) };
      if (c.url === `${base}/claim`) return { body: { state: 'claimed', message: claimTexts.voucherClaimed, voucher_code: voucher } };
    });
    renderClaimPage();
    const u = ue();
    await u.click(await screen.findByRole('button', { name: 'Claim my eGift' }));
    expect(await screen.findByTestId('voucher-code')).toHaveTextContent('ABCD-EFGH-JKMN-PQRS');
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Redeem' })).toHaveAttribute('href', voucher.redeem_url);
  });

  it('shows the gift from the data the server put into the page, without a request', async () => {
    const calls = mockApi(() => undefined);
    renderClaimPage(`/acme/${SECRET}`, { status: 200, body: giftView() });
    expect(screen.getByRole('heading', { level: 1, name: 'Artisan Cheese Board' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Where should we send your gift?' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    cleanup();
    renderClaimPage(`/acme/${SECRET}`, { status: 404, body: { message: claimTexts.notFound, code: 'gift_not_found', errors: {} } });
    expect(screen.getByRole('heading', { name: 'Gift link not found' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('asks again with the claim token kept in this tab, so a claimed eGift shows its code after a reload', async () => {
    window.sessionStorage.setItem(`gifthub.gift-claim-token.${SECRET}`, 'tok-9');
    const voucher = { brand_name: 'Book Nook', value: 25, code: 'ABCD-EFGH-JKMN-PQRS', redeem_url: 'http://localhost/pick-a-gift/redeem/ABCD-EFGH-JKMN-PQRS' };
    const calls = mockApi((c) => (c.method === 'GET' ? { body: giftView({ type: 'voucher', state: 'claimed', verification: 'email', voucher_code: voucher }) } : undefined));
    renderClaimPage(`/acme/${SECRET}`, { status: 200, body: giftView({ type: 'voucher', state: 'claimed', verification: 'email' }) });
    expect(await screen.findByTestId('voucher-code')).toHaveTextContent('ABCD-EFGH-JKMN-PQRS');
    expect(calls.map((c) => c.url)).toEqual([`${base}?token=tok-9`]);
  });

  it('never sends the portal token nor signs out on a 401 or 403 from the public routes', async () => {
    window.localStorage.setItem(STORAGE_KEYS.apiToken, 'portal-token');
    window.localStorage.setItem(STORAGE_KEYS.wpToken, 'wp-token');
    const calls = mockApi(() => ({ status: 401, body: { message: 'Your session has ended.', code: 'invalid_token', errors: {} } }));
    renderClaimPage();
    expect(await screen.findByRole('heading', { name: 'Your gift could not be loaded' })).toBeInTheDocument();
    expect(calls[0]!.headers.authorization).toBeUndefined();
    expect(window.localStorage.getItem(STORAGE_KEYS.apiToken)).toBe('portal-token');
  });
});
