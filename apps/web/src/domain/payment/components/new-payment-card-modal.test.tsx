import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { billingTexts } from '@gifthub/shared/billing';
import { NewPaymentCardModal } from './new-payment-card-modal';
import { mockFetch, renderWithSession } from '../../../test/session';
import { makeCard } from './payment-test-utils';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const intent = { publicKey: 'pk_sandbox', clientSecret: 'seti_abc_secret_xyz', gateway: 'sandbox' };
const confirmPath = '/sandbox-gateway/setup_intents/seti_abc/confirm';

async function fillCard(number = '4000 0082 6000 0000') {
  await userEvent.type(await screen.findByLabelText(/Card number/), number);
  await userEvent.type(screen.getByLabelText(/Expiry/), '12/30');
  await userEvent.type(screen.getByLabelText(/CVC/), '123');
  await userEvent.click(screen.getByRole('button', { name: 'ADD PAYMENT CARD' }));
}

describe('NewPaymentCardModal', () => {
  it('saves a card: the card goes to the gateway only, then the portal records the setup intent', async () => {
    const onSaved = vi.fn();
    const calls = mockFetch([
      { method: 'POST', path: '/teams/7/stripe/intent', body: intent },
      { method: 'POST', path: confirmPath, body: { id: 'seti_abc', status: 'succeeded' } },
      { method: 'POST', path: '/teams/7/stripe/methods', body: { status: 'succeeded', card: makeCard({ id: 5, preferred: true }), message: null } },
      { path: '/teams/7/stripe/methods', body: [makeCard({ id: 5 })] },
    ]);
    renderWithSession(<NewPaymentCardModal opened onClose={() => {}} onSaved={onSaved} />);
    await fillCard();

    expect(await screen.findByText(billingTexts.cardSaved)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CLOSE' })).toBeInTheDocument();
    const confirm = calls.find((c) => c.path.endsWith(confirmPath))!;
    expect(confirm.body).toEqual({ client_secret: 'seti_abc_secret_xyz', card: { number: '4000008260000000', exp_month: 12, exp_year: 2030, cvc: '123' } });
    expect(confirm.headers.authorization).toBeUndefined();
    const save = calls.find((c) => c.method === 'POST' && c.path.endsWith('/stripe/methods'))!;
    expect(save.body).toEqual({ setup_intent_id: 'seti_abc' });
    expect(JSON.stringify(save.body)).not.toContain('4000');
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 5 }));
  });

  it('submitting the card form does not submit a form the modal is opened from', async () => {
    mockFetch([
      { method: 'POST', path: '/teams/7/stripe/intent', body: intent },
      { method: 'POST', path: confirmPath, body: { id: 'seti_abc', status: 'succeeded' } },
      { method: 'POST', path: '/teams/7/stripe/methods', body: { status: 'succeeded', card: makeCard({ id: 5, preferred: true }), message: null } },
      { path: '/teams/7/stripe/methods', body: [makeCard({ id: 5 })] },
    ]);
    const outer = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    renderWithSession(
      <form onSubmit={outer}>
        <NewPaymentCardModal opened onClose={() => {}} />
      </form>,
    );
    await fillCard();
    expect(await screen.findByText(billingTexts.cardSaved)).toBeInTheDocument();
    expect(outer).not.toHaveBeenCalled();
  });

  it('marks a saved card preferred when the API did not', async () => {
    const calls = mockFetch([
      { method: 'POST', path: '/teams/7/stripe/intent', body: intent },
      { method: 'POST', path: confirmPath, body: { id: 'seti_abc', status: 'succeeded' } },
      { method: 'POST', path: '/teams/7/stripe/methods', body: { status: 'succeeded', card: makeCard({ id: 6, preferred: false }), message: null } },
      { method: 'PUT', path: '/teams/7/stripe/methods/6', body: makeCard({ id: 6, preferred: true }) },
    ]);
    renderWithSession(<NewPaymentCardModal opened onClose={() => {}} />);
    await fillCard();
    expect(await screen.findByText(billingTexts.cardSaved)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ preferred: true });
  });

  it('shows the processing note when the gateway is still processing', async () => {
    mockFetch([
      { method: 'POST', path: '/teams/7/stripe/intent', body: intent },
      { method: 'POST', path: confirmPath, body: { id: 'seti_abc', status: 'processing' } },
      { method: 'POST', path: '/teams/7/stripe/methods', body: { status: 'processing', card: null, message: null } },
    ]);
    renderWithSession(<NewPaymentCardModal opened onClose={() => {}} />);
    await fillCard();
    expect(await screen.findByText(billingTexts.cardProcessing)).toBeInTheDocument();
  });

  it('returns to the form with the spec message on requires_payment_method', async () => {
    mockFetch([
      { method: 'POST', path: '/teams/7/stripe/intent', body: intent },
      { method: 'POST', path: confirmPath, body: { id: 'seti_abc', status: 'succeeded' } },
      { method: 'POST', path: '/teams/7/stripe/methods', body: { status: 'requires_payment_method', card: null, message: null } },
    ]);
    renderWithSession(<NewPaymentCardModal opened onClose={() => {}} />);
    await fillCard();
    expect(await screen.findByText(billingTexts.cardFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ADD PAYMENT CARD' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Card number/)).toHaveValue('4000 0082 6000 0000');
  });

  it("returns to the form with the gateway's message on a declined card and records nothing", async () => {
    const calls = mockFetch([
      { method: 'POST', path: '/teams/7/stripe/intent', body: intent },
      { method: 'POST', path: confirmPath, status: 402, body: { error: { message: 'Your card was declined.' } } },
    ]);
    renderWithSession(<NewPaymentCardModal opened onClose={() => {}} />);
    await fillCard('4000 0000 0000 0002');
    expect(await screen.findByTestId('card-error')).toHaveTextContent('Your card was declined.');
    expect(calls.some((c) => c.path.endsWith('/stripe/methods'))).toBe(false);
  });

  it('shows the payment gate error when the setup intent cannot be created', async () => {
    mockFetch([{ method: 'POST', path: '/teams/7/stripe/intent', status: 503, body: { message: 'down', code: 'gateway' } }]);
    renderWithSession(<NewPaymentCardModal opened onClose={() => {}} />);
    expect(await screen.findByText(billingTexts.gatewayDown)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CLOSE' })).toBeInTheDocument();
  });

  it('validates the card fields before calling the gateway', async () => {
    const calls = mockFetch([{ method: 'POST', path: '/teams/7/stripe/intent', body: intent }]);
    renderWithSession(<NewPaymentCardModal opened onClose={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'ADD PAYMENT CARD' }));
    expect(await screen.findByText('Card number is required.')).toBeInTheDocument();
    expect(screen.getByText('Expiry is required.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Expiry/), '13/30');
    await userEvent.click(screen.getByRole('button', { name: 'ADD PAYMENT CARD' }));
    await waitFor(() => expect(screen.getByText('Expiry must be valid.')).toBeInTheDocument());
    expect(calls.filter((c) => c.path.includes('sandbox-gateway'))).toHaveLength(0);
  });

  it('closes from CANCEL', async () => {
    const onClose = vi.fn();
    mockFetch([{ method: 'POST', path: '/teams/7/stripe/intent', body: intent }]);
    renderWithSession(<NewPaymentCardModal opened onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'CANCEL' }));
    expect(onClose).toHaveBeenCalled();
  });
});
