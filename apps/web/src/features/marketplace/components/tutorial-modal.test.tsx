import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MarketplaceFrame } from './marketplace-frame';
import { TUTORIAL_STEPS } from './tutorial-modal';
import { readTutorial, shouldAutoOpenTutorial } from './tutorial-state';
import { renderMarketplace, resetDom } from './marketplace-test-utils';

const setWidth = (w: number) => Object.defineProperty(window, 'innerWidth', { value: w, configurable: true, writable: true });

beforeEach(() => {
  resetDom();
  setWidth(1440);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = () => (
  <MarketplaceFrame tab="physical" title="Physical Gifts Selection">
    <p>grid</p>
  </MarketplaceFrame>
);

describe('first-visit rule', () => {
  it('opens only without a cookie, wider than 768 px, for a team that is not pro or is in demo', () => {
    const at = (o: Partial<Parameters<typeof shouldAutoOpenTutorial>[0]>) => shouldAutoOpenTutorial({ state: null, width: 1440, pro: false, demo: false, ...o });
    expect(at({})).toBe(true);
    expect(at({ pro: true })).toBe(false);
    expect(at({ pro: true, demo: true })).toBe(true);
    expect(at({ width: 768 })).toBe(false);
    expect(at({ width: 769 })).toBe(true);
    expect(at({ state: { status: 'paused', step: 2 } })).toBe(false);
    expect(at({ state: { status: 'done', step: 0 } })).toBe(false);
  });

  it('a free team opens it on the first visit at 1440 px; a pro team does not; a narrow window does not', async () => {
    renderMarketplace(page(), { plan: 'free' });
    expect(await screen.findByTestId('tutorial')).toBeInTheDocument();
    cleanup();

    renderMarketplace(page(), { plan: 'pro' });
    expect(screen.queryByTestId('tutorial')).not.toBeInTheDocument();
    cleanup();

    renderMarketplace(page(), { plan: 'pro', demo: true });
    expect(await screen.findByTestId('tutorial')).toBeInTheDocument();
    cleanup();

    // A link straight to a gift opens the gift, not the tutorial over it.
    renderMarketplace(page(), { plan: 'free', url: '/marketplace?product=101' });
    expect(screen.queryByTestId('tutorial')).not.toBeInTheDocument();
    cleanup();

    setWidth(700);
    renderMarketplace(page(), { plan: 'free' });
    expect(screen.queryByTestId('tutorial')).not.toBeInTheDocument();
  });
});

describe('TutorialModal', () => {
  it('has 8 steps with Back, Next and go-to-step; closing pauses at the step, finishing marks it done', async () => {
    expect(TUTORIAL_STEPS.map((s) => s.key)).toEqual([
      'gift-options-filter',
      'send-direct',
      'generate-link',
      'brand-the-experience',
      'order-history',
      'preferences',
      'campaigns',
      'corporate-products',
    ]);
    renderMarketplace(page(), { plan: 'free' });
    const modal = await screen.findByTestId('tutorial');
    expect(modal).toHaveAttribute('data-step', '0');
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(modal).toHaveAttribute('data-step', '1');
    await userEvent.click(screen.getByRole('button', { name: /Go to step 5:/ }));
    expect(modal).toHaveAttribute('data-step', '4');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(modal).toHaveAttribute('data-step', '3');

    await userEvent.click(screen.getByRole('button', { name: 'Close tutorial' }));
    await waitFor(() => expect(screen.queryByTestId('tutorial')).not.toBeInTheDocument());
    expect(readTutorial()).toEqual({ status: 'paused', step: 3 });
    cleanup();

    // The next visit does not open it; How it works returns to the paused step.
    renderMarketplace(page(), { plan: 'free' });
    expect(screen.queryByTestId('tutorial')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'How it works' }));
    expect(await screen.findByTestId('tutorial')).toHaveAttribute('data-step', '3');
    await userEvent.click(screen.getByRole('button', { name: /Go to step 8:/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(screen.queryByTestId('tutorial')).not.toBeInTheDocument());
    expect(readTutorial()).toEqual({ status: 'done', step: 0 });
  });
});
