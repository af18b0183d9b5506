import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { billingTexts } from '@gifthub/shared/billing';
import { texts } from '@gifthub/shared/messages';
import type { TProduct } from '@gifthub/shared/catalogue';
import { COPY_LINK } from '../../../domain/gift-flow/components/gift-details';
import { INVITATION_CREATED } from '../../../domain/gift-flow/components/gift-flow';
import { initialValues, validateStep } from '../../../domain/gift-flow/components/gift-form';
import { makeCard } from '../../../domain/payment/components/payment-test-utils';
import { LINK_COPIED } from '../../../domain/registrations/components/copy-link';
import type { TSessionOpts } from '../../../test/session';
import { ProductModal } from './product-modal';
import { mockFetch, physical, renderMarketplace, resetDom, voucher } from './marketplace-test-utils';

beforeEach(() => {
  resetDom();
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const openModal = (product: TProduct, opts: TSessionOpts = {}) =>
  renderMarketplace(<ProductModal productId={product.id} type={product.type} placeholder={product} onClose={() => {}} />, opts);

const routes = (product: TProduct, extra: Parameters<typeof mockFetch>[0] = []) => [
  { path: `/products/${product.id}`, body: product },
  { path: `/marketplace/products/digital/${product.id}`, body: product },
  { path: '/teams/7/stripe/methods', body: [makeCard()] },
  ...extra,
];

const flow = () => screen.getByTestId('gift-flow');
const step = () => flow().getAttribute('data-step');
const cont = () => userEvent.click(screen.getByRole('button', { name: 'Continue' }));
const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

// Fills a field in one input event (what typing leaves behind) instead of one re-render of the whole
// gift form per keystroke: the steps' rules are what these tests are about, not typing.
async function enter(label: string, value: string) {
  await userEvent.click(field(label));
  await userEvent.paste(value);
}
async function fillRecipient() {
  await enter('First Name', 'Ann');
  await enter('Last Name', 'Lee');
  await enter('E-mail', 'ann@example.com');
}
async function fillAddress() {
  await enter('Address line 1', '1 High Street');
  await enter('City', 'Leeds');
  await enter('Postcode', 'LS1 1AA');
}
const priceRow = (key: string) => within(screen.getByTestId(`price-${key}`)).getAllByRole('cell').map((c) => c.textContent);

describe('Select & Send (physical)', () => {
  it('Continue blocks on an invalid start step and lists the first message per field', async () => {
    mockFetch(routes(physical()));
    openModal(physical());
    await userEvent.click(await screen.findByRole('button', { name: 'Select & Send' }));
    expect(screen.getByText('Select & Send')).toBeInTheDocument();
    await cont();
    expect(step()).toBe('start');
    expect(screen.getByText('E-mail is required.')).toBeInTheDocument();
    expect(screen.getByText('First Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Last Name is required.')).toBeInTheDocument();

    await userEvent.type(field('E-mail'), 'not-an-email');
    const qty = screen.getByRole('textbox', { name: /^Quantity/ });
    await userEvent.clear(qty);
    await userEvent.type(qty, '0');
    await cont();
    expect(step()).toBe('start');
    expect(screen.getByText('E-mail must be valid.')).toBeInTheDocument();
    expect(screen.getByText('Quantity must be greater than 0')).toBeInTheDocument();

    await userEvent.clear(field('E-mail'));
    await userEvent.clear(qty);
    await userEvent.type(qty, '41');
    await fillRecipient();
    await cont();
    // More than the 40 in stock.
    expect(screen.getByText('Quantity must be at most 40')).toBeInTheDocument();
    await userEvent.clear(qty);
    await userEvent.type(qty, '2');
    await cont();
    expect(step()).toBe('address');
  });

  it('ships only to GB: another country shows the spec error', async () => {
    mockFetch(routes(physical()));
    openModal(physical());
    await userEvent.click(await screen.findByRole('button', { name: 'Select & Send' }));
    await fillRecipient();
    await cont();
    await cont();
    expect(step()).toBe('address');
    expect(screen.getByText('Address line 1 is required.')).toBeInTheDocument();
    expect(screen.getByText('City is required.')).toBeInTheDocument();
    expect(screen.getByText('Postcode is required.')).toBeInTheDocument();
    await fillAddress();
    await userEvent.click(screen.getByRole('textbox', { name: /^Country/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'France', hidden: true }));
    await userEvent.type(field('Phone'), '+33 1 23 45 67 89');
    await cont();
    expect(step()).toBe('address');
    expect(screen.getByText('We do not currently ship this gift to this country.')).toBeInTheDocument();
  });

  it('summary: quantity 2 with a default notecard, each line ex and inc VAT; pays by card with an idempotency key', async () => {
    const calls = mockFetch(
      routes(physical(), [{ method: 'POST', path: '/teams/7/gb-registrations', body: { id: 55 } }]),
    );
    openModal(physical(), { plan: 'free' });
    await userEvent.click(await screen.findByRole('button', { name: 'Select & Send' }));
    await fillRecipient();
    const qty = screen.getByRole('textbox', { name: /^Quantity/ });
    await userEvent.clear(qty);
    await userEvent.type(qty, '2');
    await cont();
    await fillAddress();
    await cont();
    expect(step()).toBe('notecard');
    expect(screen.getByRole('radio', { name: 'Default greeting card' })).toBeChecked();
    await cont();
    expect(step()).toBe('summary');

    expect(priceRow('gift')).toEqual(['Afternoon Tea Hamper × 2', '£50.00', '£60.00']);
    expect(priceRow('notecard')).toEqual(['Greeting card', '£1.00', '£1.20']);
    expect(priceRow('admin')).toEqual(['Pick and pack', '£6.00', '£7.20']);
    expect(priceRow('shipping')).toEqual(['Shipping', '£10.00', '£12.00']);
    expect(priceRow('total')).toEqual(['Total', '£67.00', '£80.40']);

    // A free team pays by card: no team balance choice.
    expect(screen.queryByRole('radio', { name: 'Team balance' })).not.toBeInTheDocument();
    const pay = await screen.findByRole('button', { name: 'Pay £80.40 & Send' });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    expect(await screen.findByTestId('flow-details')).toHaveTextContent('Your gift is on its way');

    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.headers['idempotency-key']).toMatch(/\S{8,}/);
    expect(post.body).toMatchObject({
      type: 'physical',
      platform: 'marketplace',
      product_id: 101,
      email: 'ann@example.com',
      quantity: 2,
      address_line_1: '1 High Street',
      city: 'Leeds',
      postcode: 'LS1 1AA',
      country: 'GB',
      notecard_type: 'default',
      notecard_text: '',
      payment_method: 'stripe',
      payment_method_id: 1,
    });
  });

  it('a failed payment returns to the form with the errors listed', async () => {
    mockFetch(
      routes(physical(), [
        { method: 'POST', path: '/teams/7/gb-registrations', status: 402, body: { message: billingTexts.cardFailed, code: 'payment_failed', errors: {} } },
      ]),
    );
    openModal(physical(), { plan: 'free' });
    await userEvent.click(await screen.findByRole('button', { name: 'Select & Send' }));
    await fillRecipient();
    await cont();
    await fillAddress();
    await cont();
    await userEvent.click(screen.getByRole('radio', { name: 'No greeting card' }));
    await cont();
    const pay = await screen.findByRole('button', { name: 'Pay £39.60 & Send' });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    const errors = await screen.findByTestId('flow-errors');
    expect(errors).toHaveTextContent(billingTexts.cardFailed);
    expect(step()).toBe('summary');
  });

  it('Pay again after a lost answer sends the same Idempotency-Key and body; after a decline, a new key', async () => {
    const answers: (() => { status?: number; body: unknown })[] = [
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => ({ status: 402, body: { message: billingTexts.cardFailed, code: 'payment_failed', errors: {} } }),
      () => ({ body: { id: 56 } }),
    ];
    const calls = mockFetch(routes(physical(), [{ method: 'POST', path: '/teams/7/gb-registrations', reply: () => answers.shift()!() }]));
    openModal(physical(), { plan: 'free' });
    await userEvent.click(await screen.findByRole('button', { name: 'Select & Send' }));
    await fillRecipient();
    await cont();
    await fillAddress();
    await cont();
    await cont();
    const pay = await screen.findByRole('button', { name: /^Pay / });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    expect(await screen.findByTestId('flow-errors')).toHaveTextContent('The server could not be reached.');
    await userEvent.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(screen.getByTestId('flow-errors')).toHaveTextContent(billingTexts.cardFailed));
    await userEvent.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await screen.findByTestId('flow-details')).toHaveTextContent('Your gift is on its way');

    const [lost, declined, paid] = calls.filter((c) => c.method === 'POST');
    expect(declined!.headers['idempotency-key']).toBe(lost!.headers['idempotency-key']);
    expect(declined!.body).toEqual(lost!.body);
    expect(paid!.headers['idempotency-key']).not.toBe(declined!.headers['idempotency-key']);
    expect(paid!.body).toEqual(lost!.body);
  });

  it('a server field error returns to the step that holds the field', async () => {
    mockFetch(
      routes(physical(), [
        { method: 'POST', path: '/teams/7/gb-registrations', status: 422, body: { message: 'Missing or wrong values', code: 'validation', errors: { postcode: ['Postcode must be valid.'] } } },
      ]),
    );
    openModal(physical(), { plan: 'free' });
    await userEvent.click(await screen.findByRole('button', { name: 'Select & Send' }));
    await fillRecipient();
    await cont();
    await fillAddress();
    await cont();
    await cont();
    const pay = await screen.findByRole('button', { name: /^Pay / });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    await waitFor(() => expect(step()).toBe('address'));
    expect(screen.getByTestId('flow-errors')).toHaveTextContent('Postcode must be valid.');
  });

  it('pro team with use-balance pays from the team balance after a balance check; too little balance blocks', async () => {
    const calls = mockFetch(routes(physical(), [{ path: '/teams/7/check-balance', reply: (c) => ({ body: { amount: Number(c.query.get('amount')), total_available: 20, allowed: false } }) }]));
    openModal(physical(), { plan: 'pro' });
    await userEvent.click(await screen.findByRole('button', { name: 'Select & Send' }));
    await fillRecipient();
    await cont();
    await fillAddress();
    await cont();
    await cont();
    expect(screen.getByRole('radio', { name: 'Team balance' })).toBeChecked();
    expect(await screen.findByTestId('balance-insufficient')).toHaveTextContent(billingTexts.insufficientBalance);
    expect(calls.find((c) => c.path.endsWith('/check-balance'))!.query.get('amount')).toBe('40.80');
    expect(screen.getByRole('button', { name: 'Pay £40.80 & Send' })).toBeDisabled();
  });

  it('without use-cards or use-balance shows the no-payment-methods text', async () => {
    mockFetch(routes(physical()));
    openModal(physical(), { role: 'associate', deny: ['use-cards', 'use-balance'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Select & Send' }));
    await fillRecipient();
    await cont();
    await fillAddress();
    await cont();
    await cont();
    expect(screen.getByTestId('no-payment-methods')).toHaveTextContent(texts.noPaymentMethods);
    expect(screen.getByRole('button', { name: /^Pay / })).toBeDisabled();
  });

  it('corporation 5 has no Select & Send and verifies gift links by name; demo opens the sign-up prompt', async () => {
    mockFetch(routes(physical()));
    openModal(physical(), { team: { corporation_id: 5 } });
    await screen.findByTestId('product-info');
    expect(screen.queryByRole('button', { name: 'Select & Send' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create A New Invitation' }));
    expect(screen.getByRole('radio', { name: 'By name' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'By e-mail' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^E-mail/ })).not.toBeInTheDocument();
    cleanup();

    mockFetch(routes(physical()));
    const { ui } = openModal(physical(), { demo: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Select & Send' }));
    expect(ui.openSignUp).toHaveBeenCalled();
    expect(screen.queryByTestId('gift-flow')).not.toBeInTheDocument();
  });
});

describe('Select & Send (voucher)', () => {
  it('applies the voucher value rules: required, limits, step', async () => {
    mockFetch(routes(voucher()));
    openModal(voucher());
    await userEvent.click(await screen.findByRole('button', { name: 'Select & Send' }));
    await fillRecipient();
    const value = screen.getByRole('textbox', { name: /^Voucher Value/ });
    expect(value).toHaveValue('£10');
    await userEvent.clear(value);
    await cont();
    expect(screen.getByText('Voucher Value is required.')).toBeInTheDocument();
    await userEvent.type(value, '2');
    await cont();
    expect(screen.getByText('Voucher Value must be at least 5')).toBeInTheDocument();
    await userEvent.clear(value);
    await userEvent.type(value, '150');
    await cont();
    expect(screen.getByText('Voucher Value must be at most 100')).toBeInTheDocument();
    await userEvent.clear(value);
    await userEvent.type(value, '10.5');
    await cont();
    expect(screen.getByText('Voucher Value must be a multiple of 1.00')).toBeInTheDocument();
    expect(step()).toBe('start');
    await userEvent.clear(value);
    await userEvent.type(value, '25');
    await cont();
    expect(step()).toBe('summary');
    expect(priceRow('voucher')).toEqual(['Voucher value', '£25.00', '£25.00']);
    expect(priceRow('admin')).toEqual(['Admin fee', '£1.00', '£1.20']);
    expect(priceRow('total')).toEqual(['Total', '£26.00', '£26.20']);
  });

  it('a brand with denominations offers only those, and the rule names them', () => {
    const brand = voucher({ denominations: [25, 50], face_value_limits: null });
    const values = initialValues(brand, 'send', null);
    expect(values.voucher_value).toBe(25);
    const errors = validateStep('start', 'send', brand, { ...values, email: 'a@b.co', first_name: 'A', last_name: 'B', voucher_value: 30 });
    expect(errors.voucher_value).toBe('Voucher Value must be one of 25, 50');
    expect(validateStep('start', 'send', brand, { ...values, email: 'a@b.co', first_name: 'A', last_name: 'B', voucher_value: 50 })).toEqual({});
  });
});

describe('Create A New Invitation', () => {
  it('walks start, notecard, summary and payment, then shows Campaign Invitation Created with the link to copy', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const calls = mockFetch(
      routes(physical(), [
        {
          method: 'POST',
          path: '/teams/7/gb-registrations/invite/link',
          body: { registration_id: 77, invite_link: 'http://localhost/pick-a-gift/acme/abc123', email_sent: false, password_type: 'name', password_value: null, is_multi: false, batch_label: null },
        },
      ]),
    );
    openModal(physical(), { plan: 'free' });
    await userEvent.click(await screen.findByRole('button', { name: 'Create A New Invitation' }));
    expect(screen.getByText('Create A New Invitation')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'By name' }));
    await cont();
    expect(step()).toBe('start');
    expect(screen.getByText('First Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Last Name is required.')).toBeInTheDocument();
    await userEvent.type(field('First Name'), 'Ann');
    await userEvent.type(field('Last Name'), 'Lee');
    await userEvent.type(field('Invitation message'), 'Thank you for a great year!');
    await cont();
    expect(step()).toBe('notecard');
    await userEvent.click(screen.getByRole('radio', { name: 'Custom message' }));
    await userEvent.type(field('Notecard text'), 'With thanks');
    await cont();
    expect(step()).toBe('summary');
    expect(priceRow('total')).toEqual(['Total', '£34.00', '£40.80']);
    const pay = await screen.findByRole('button', { name: 'Pay £40.80 & Create Link' });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);

    const details = await screen.findByTestId('invitation-details');
    expect(screen.getByText(INVITATION_CREATED)).toBeInTheDocument();
    expect(within(details).getByRole('textbox', { name: 'Gift registration link' })).toHaveValue('http://localhost/pick-a-gift/acme/abc123');
    await userEvent.click(within(details).getByRole('button', { name: COPY_LINK }));
    expect(writeText).toHaveBeenCalledWith('http://localhost/pick-a-gift/acme/abc123');
    expect(await screen.findByText(LINK_COPIED)).toBeInTheDocument();

    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.query.get('platform')).toBe('marketplace');
    expect(post.headers['idempotency-key']).toBeTruthy();
    expect(post.body).toMatchObject({ type: 'physical', product_id: 101, password_type: 'name', first_name: 'Ann', last_name: 'Lee', notecard_type: 'custom', notecard_text: 'With thanks', invitation_message: 'Thank you for a great year!', payment_method: 'stripe' });
    expect(post.body).not.toHaveProperty('email');
  });

  it('verification by e-mail needs the e-mail; the notecard step is skipped for vouchers', async () => {
    mockFetch(routes(voucher()));
    openModal(voucher());
    await userEvent.click(await screen.findByRole('button', { name: 'Create A New Invitation' }));
    await userEvent.click(screen.getByRole('radio', { name: 'By e-mail' }));
    await cont();
    expect(screen.getByText('E-mail is required.')).toBeInTheDocument();
    await userEvent.type(field('E-mail'), 'ann@example.com');
    await cont();
    expect(step()).toBe('summary');
  });
});
