import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { paymentOutcomeTexts } from '@gifthub/shared/payments';
import type { TPaymentAttempt } from '@gifthub/shared/payments';
import { rememberOpenPayment, type TOpenPayment } from '../../../lib/payment-attempt';
import { mockFetch, renderWithSession } from '../../../test/session';
import { PaymentOutcomeCheck, paymentOutcomeNotice } from './payment-outcome';

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
});

const open = (over: Partial<TOpenPayment> = {}): TOpenPayment => ({ teamId: 7, userId: 11, flow: 'top-up', key: 'key-1', amount: 1000, startedAt: Date.now() - 60_000, ...over });
const records = () => Object.keys(window.localStorage).filter((k) => k.startsWith('gifthub.payment-open.'));
/** The tab's attempt key for a flow, as lib/payment-attempt keeps it (sessionStorage). */
const sessionAttempt = (flow: string, key: string) => window.sessionStorage.setItem(`gifthub.payment-attempt.7.${flow}`, JSON.stringify({ key, payload: 'hash' }));
const attempt = (over: Partial<TPaymentAttempt>): TPaymentAttempt => ({ outcome: 'succeeded', kind: 'top-up', amount: 1000, message: null, ...over });

describe('PaymentOutcomeCheck', () => {
  it('asks once about a top-up whose page was left, shows that it was added, then forgets it', async () => {
    rememberOpenPayment(open());
    sessionAttempt('top-up', 'key-1');
    const calls = mockFetch([{ path: '/teams/7/payment-attempts/key-1', body: attempt({}) }]);
    renderWithSession(<PaymentOutcomeCheck />);
    expect(await screen.findByText(paymentOutcomeTexts.topUpSucceeded('£1,000.00'))).toBeInTheDocument();
    expect(screen.getByText('Top-up complete')).toBeInTheDocument();
    // It stays until closed (the person was away when it happened), by a named button.
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path.endsWith('/payment-attempts/key-1'))).toHaveLength(1);
    expect(records()).toEqual([]);
    // The attempt is over: paying the same again is a new payment with a new key.
    expect(window.sessionStorage.getItem('gifthub.payment-attempt.7.top-up')).toBeNull();
  });

  it('still processing: says it will appear when done, and keeps the key so paying again is not charged twice', async () => {
    rememberOpenPayment(open());
    sessionAttempt('top-up', 'key-1');
    mockFetch([{ path: '/teams/7/payment-attempts/key-1', body: attempt({ outcome: 'processing' }) }]);
    renderWithSession(<PaymentOutcomeCheck />);
    expect(await screen.findByText(paymentOutcomeTexts.topUpProcessing('£1,000.00'))).toBeInTheDocument();
    expect(records()).toEqual([]);
    expect(window.sessionStorage.getItem('gifthub.payment-attempt.7.top-up')).toContain('key-1');
  });

  it('a declined gift says what happened and that no money was taken; only this person and team are asked about', async () => {
    rememberOpenPayment(open({ flow: 'gift-send', key: 'gift-1', amount: 36.6 }));
    rememberOpenPayment(open({ key: 'other-user', userId: 12 }));
    rememberOpenPayment(open({ key: 'other-team', teamId: 8 }));
    const calls = mockFetch([{ path: '/teams/7/payment-attempts/gift-1', body: attempt({ outcome: 'failed', kind: 'gift', amount: null, message: 'Your card has insufficient funds.' }) }]);
    renderWithSession(<PaymentOutcomeCheck />);
    expect(await screen.findByText(`Your card has insufficient funds. ${paymentOutcomeTexts.failed}`)).toBeInTheDocument();
    expect(screen.getByText('Gift not sent')).toBeInTheDocument();
    expect(calls.map((c) => c.path.split('/').pop())).toEqual(['gift-1']);
    expect(records().sort()).toEqual(['gifthub.payment-open.other-team', 'gifthub.payment-open.other-user']);
  });

  it('an answer the API cannot give now is asked again at the next visit', async () => {
    rememberOpenPayment(open());
    const calls = mockFetch([{ path: '/teams/7/payment-attempts/key-1', status: 503, body: { message: 'Unavailable', code: 'unavailable', errors: {} } }]);
    renderWithSession(<PaymentOutcomeCheck />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(records()).toEqual(['gifthub.payment-open.key-1']);
    expect(screen.queryByText('Top-up complete')).not.toBeInTheDocument();
  });

  it('drops records too old to report or unreadable, without asking', async () => {
    rememberOpenPayment(open({ startedAt: Date.now() - 8 * 24 * 60 * 60 * 1000 }));
    window.localStorage.setItem('gifthub.payment-open.broken', '{not json');
    const calls = mockFetch([]);
    renderWithSession(<PaymentOutcomeCheck />);
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toHaveLength(0);
    expect(records()).toEqual([]);
  });
});

describe('paymentOutcomeNotice', () => {
  it('words each outcome for its flow, with the amount the server or the start of the payment knew', () => {
    expect(paymentOutcomeNotice('top-up', attempt({ kind: 'top-up-request', amount: 300 }))).toMatchObject({ title: 'Top-up requested', message: paymentOutcomeTexts.topUpRequested('£300.00') });
    expect(paymentOutcomeNotice('gift-send', attempt({ kind: 'gift', amount: null }), 36.6)).toMatchObject({ title: 'Gift sent', message: paymentOutcomeTexts.giftSucceeded });
    expect(paymentOutcomeNotice('gift-invite', attempt({ kind: 'gift' }))).toMatchObject({ title: 'Gift link created', message: paymentOutcomeTexts.giftLinkSucceeded });
    expect(paymentOutcomeNotice('gift-send', attempt({ outcome: 'refunded', kind: 'gift', amount: 36.6 }))).toMatchObject({ title: 'Payment refunded', message: paymentOutcomeTexts.refunded('£36.60') });
    expect(paymentOutcomeNotice('gift-send', attempt({ outcome: 'processing', kind: 'gift' }))).toMatchObject({ message: paymentOutcomeTexts.giftProcessing });
    expect(paymentOutcomeNotice('top-up', attempt({ outcome: 'failed', kind: null, amount: null }))).toMatchObject({ title: 'Top-up not completed', message: paymentOutcomeTexts.failed, color: 'red' });
  });
});
