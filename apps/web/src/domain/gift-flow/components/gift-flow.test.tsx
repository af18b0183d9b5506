import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { paymentOutcomeTexts } from '@gifthub/shared/payments';
import { DISCARD_TEXTS, GuardedModal } from '../../../components/guarded-modal';
import { mockFetch, renderWithSession } from '../../../test/session';
import { makeCard } from '../../payment/components/payment-test-utils';
import { GiftFlow } from './gift-flow';
import { voucher as voucherFixture } from '../../../test/products';

// Select & Send inside its guarded modal: focus follows the steps, entered data asks before it is discarded,
// the payment cannot be closed, and a payment whose screen is gone reports its outcome as a notification.

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
});

const voucher = voucherFixture({ image_url: null });

let hide: () => void = () => {};
function Flow({ onClose }: { onClose: () => void }) {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    hide = () => setShown(false);
  }, []);
  return shown ? (
    <GuardedModal opened onClose={onClose} title="Select & Send">
      <GiftFlow product={voucher} mode="send" onBack={() => {}} onClose={onClose} onTitle={() => {}} />
    </GuardedModal>
  ) : (
    <p>Another page</p>
  );
}

/** Card payments (a free team pays by card); the gift POST answers only when release() is called. */
function holdGift() {
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  mockFetch([
    { path: '/teams/7/stripe/methods', body: [makeCard()] },
    { method: 'POST', path: '/teams/7/gb-registrations', body: { id: 55 } },
  ]);
  const answer = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (init.method === 'POST' && String(input).endsWith('/gb-registrations')) await held;
    return answer(input, init);
  });
  return release;
}

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
async function enter(label: string, value: string) {
  await userEvent.click(field(label));
  await userEvent.paste(value);
}
const closeButton = () => screen.getByRole('dialog', { name: 'Select & Send' }).parentElement!.querySelector('.mantine-Modal-close');

describe('GiftFlow in its guarded modal', () => {
  it('focus moves to the new step, not to the page body; entered data asks before it is discarded', async () => {
    holdGift();
    const onClose = vi.fn();
    renderWithSession(<Flow onClose={onClose} />, { plan: 'free' });
    await waitFor(() => expect(field('First Name')).toHaveFocus());

    await enter('First Name', 'Ann');
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText(DISCARD_TEXTS.title)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: DISCARD_TEXTS.cancel }));
    await waitFor(() => expect(screen.queryByText(DISCARD_TEXTS.title)).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();

    await enter('Last Name', 'Lee');
    await enter('E-mail', 'ann@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('step-summary')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Summary' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(field('First Name')).toHaveFocus());
    expect(field('First Name')).toHaveValue('Ann');
  });

  it('cannot be closed while the payment is taken; a screen gone meanwhile gets the outcome as a notification', async () => {
    const release = holdGift();
    const onClose = vi.fn();
    renderWithSession(<Flow onClose={onClose} />, { plan: 'free' });
    await enter('First Name', 'Ann');
    await enter('Last Name', 'Lee');
    await enter('E-mail', 'ann@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // A £10 eGift with its fees.
    const pay = await screen.findByRole('button', { name: 'Pay £11.20 & Send' });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);

    expect(await screen.findByTestId('flow-payment')).toHaveTextContent('Please keep this window open.');
    expect(screen.getByRole('status')).toHaveFocus();
    expect(closeButton()).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByText(DISCARD_TEXTS.title)).not.toBeInTheDocument();
    const kept = Object.keys(window.localStorage).filter((k) => k.startsWith('gifthub.payment-open.'));
    expect(kept).toHaveLength(1);
    expect(JSON.parse(window.localStorage.getItem(kept[0]!)!)).toMatchObject({ flow: 'gift-send', amount: 11.2, teamId: 7, userId: 11 });

    // The person left for another route (the router asked first) while the payment ran.
    act(() => hide());
    expect(screen.getByText('Another page')).toBeInTheDocument();
    release();
    expect(await screen.findByText(paymentOutcomeTexts.giftSucceeded)).toBeInTheDocument();
    expect(Object.keys(window.localStorage).filter((k) => k.startsWith('gifthub.payment-open.'))).toEqual([]);
  });
});
