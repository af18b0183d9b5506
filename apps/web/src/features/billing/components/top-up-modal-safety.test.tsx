import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DISCARD_TEXTS } from '../../../components/guarded-modal';
import { makeCard } from '../../../domain/payment/components/payment-test-utils';
import { mockFetch, renderWithSession, type TFetchCall } from '../../../test/session';
import { TopUpModal } from './top-up-modal';

// The top-up modal's safety: it cannot be closed while the card is charged, asks before a changed form is
// discarded, keeps the open payment for a later visit, and its amounts are one radio group (one Tab stop).

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

const gbCard = makeCard({ id: 1, last4: '0000', country: 'GB', preferred: true });
const prices = (c: TFetchCall) => {
  const amount = Number(c.query.get('amount'));
  const total = Math.round(((amount + 0.2) / (1 - 0.014)) * 100) / 100;
  return { body: { topUp: amount, topUpFee: Math.round((total - amount) * 100) / 100, total } };
};
const paid = { id: 9, amount: 1000, fee: 14.4, total: 1014.4, payment_method: 'stripe', status: 'paid', created_at: '2025-01-01T10:00:00Z', paid_at: '2025-01-01T10:00:00Z' };

const dialog = () => screen.getByRole('dialog', { name: 'Top Up Team Balance' });
const closeButton = () => dialog().parentElement!.querySelector('.mantine-Modal-close');
const openRecords = () => Object.keys(window.localStorage).filter((k) => k.startsWith('gifthub.payment-open.'));

/** The top-up POST answers only when release() is called: the modal stays on "Taking the card payment…". */
function holdTopUp() {
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  const calls = mockFetch([
    { path: '/teams/7/stripe/methods', body: [gbCard] },
    { path: '/teams/7/top-up/prices', reply: prices },
    { method: 'POST', path: '/teams/7/top-up', body: paid },
  ]);
  const answer = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (init.method === 'POST' && String(input).endsWith('/teams/7/top-up')) await held;
    return answer(input, init);
  });
  return { calls, release };
}

async function openReady(onClose = vi.fn()) {
  renderWithSession(<TopUpModal opened onClose={onClose} />);
  await waitFor(() => expect(screen.getByTestId('top-up-prices')).toHaveTextContent('Total£1,014.40'));
  return onClose;
}

describe('TopUpModal safety', () => {
  it('cannot be closed while the card payment is taken; the open payment is kept until it is answered', async () => {
    const { release } = holdTopUp();
    const onClose = await openReady();
    expect(closeButton()).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Pay Now' }));

    expect(await screen.findByTestId('top-up-payment')).toHaveTextContent('Taking the card payment…Please keep this window open.');
    // Focus moves to the progress message, not to the page body.
    expect(screen.getByRole('status')).toHaveFocus();
    expect(closeButton()).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('top-up-payment')).toBeInTheDocument();
    // Kept for the outcome check of a later visit: who, which team, how much; not the card.
    const [record] = openRecords();
    expect(JSON.parse(window.localStorage.getItem(record!)!)).toMatchObject({ teamId: 7, userId: 11, flow: 'top-up', amount: 1000 });

    release();
    expect(await screen.findByTestId('top-up-topped-up')).toBeInTheDocument();
    expect(openRecords()).toEqual([]);
    expect(closeButton()).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('an untouched form closes at once; a changed amount asks before it is discarded', async () => {
    mockFetch([
      { path: '/teams/7/stripe/methods', body: [gbCard] },
      { path: '/teams/7/top-up/prices', reply: prices },
    ]);
    const onClose = await openReady();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(DISCARD_TEXTS.title)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: '£500' }));
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText(DISCARD_TEXTS.title)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: DISCARD_TEXTS.confirm }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('the eleven amounts are one radio group with one Tab stop; the arrow keys move the choice', async () => {
    mockFetch([
      { path: '/teams/7/stripe/methods', body: [gbCard] },
      { path: '/teams/7/top-up/prices', reply: prices },
    ]);
    await openReady();
    const group = screen.getByRole('radiogroup', { name: 'Top up amount' });
    const amounts = Array.from(group.querySelectorAll<HTMLElement>('[role="radio"]'));
    expect(amounts.map((a) => a.textContent)).toEqual(['£50', '£100', '£200', '£300', '£500', '£750', '£1,000', '£2,500', '£5,000', '£10,000', 'Custom']);
    expect(amounts.filter((a) => a.tabIndex === 0).map((a) => a.textContent)).toEqual(['£1,000']);
    // The modal opens on the chosen amount, its first field.
    await waitFor(() => expect(screen.getByRole('radio', { name: '£1,000' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    const next = screen.getByRole('radio', { name: '£2,500' });
    expect(next).toHaveFocus();
    expect(next).toBeChecked();
    expect(amounts.filter((a) => a.tabIndex === 0)).toEqual([next]);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '£750' })).toBeChecked();
    // Tab leaves the group at once: the next stop is the payment method.
    await userEvent.tab();
    expect(document.activeElement?.getAttribute('role')).not.toBe('radio');
    expect(group.contains(document.activeElement)).toBe(false);
  });
});
