import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCampaignPageReview } from '@gifthub/shared/campaign-feedback';
import type { TCampaignPageView } from '@gifthub/shared/campaign-pages';
import { reviewTexts } from '@gifthub/shared/campaign-reviews';
import { SECRET, campaignView, mockApi, renderClaimPage } from './claim-test-utils';

const gift = `/api/v1/public/gifts/${SECRET}`;
const ue = () => userEvent.setup({ delay: null });

const review = (over: Partial<TCampaignPageReview> = {}): TCampaignPageReview => ({
  treshold: 2,
  buttons: ['Very Happy', 'Happy', 'OK', 'Unhappy'],
  texts: { invite: 'We would love to hear what you think.', rating: 'How happy are you with us?', feedback: 'Tell us what we could do better.', review_top: 'Would you share your review?', review_bottom: 'It helps others find us.', gift_claim: 'As a thank you, please choose a gift.' },
  submission_url: 'http://localhost:3000/reviews/acme',
  rating: null,
  ...over,
});

const view = (over: Partial<TCampaignPageView> = {}) => campaignView({ review: review(), ...over });

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a reviews campaign's rating on the claim page", { timeout: 30_000 }, () => {
  it('asks for a rating before the gift; a low one asks for feedback (required) and sends both, then the gift follows', async () => {
    const calls = mockApi((c) => {
      if (c.method === 'GET') return { body: view() };
      if (c.url === `${gift}/review`) return { body: { rating: 3, negative: true, submission_url: null } };
    });
    renderClaimPage();
    const u = ue();
    const group = await screen.findByRole('group', { name: 'How happy are you with us?' });
    expect(screen.getByTestId('review-invite')).toHaveTextContent('We would love to hear what you think.');
    expect(within(group).getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(['Very Happy', 'Happy', 'OK', 'Unhappy']);
    expect(screen.queryByRole('group', { name: 'Choose your gift' })).not.toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(reviewTexts.ratingRequired)).toBeInTheDocument();

    await u.click(within(group).getByRole('radio', { name: 'Unhappy' }));
    const box = screen.getByRole('textbox', { name: /Tell us what we could do better/ });
    await u.click(screen.getByRole('button', { name: reviewTexts.sendFeedback }));
    expect(await screen.findByText(reviewTexts.feedbackRequired)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await u.type(box, '  The hamper arrived late.  ');
    await u.click(screen.getByRole('button', { name: reviewTexts.sendFeedback }));
    expect(await screen.findByRole('group', { name: 'Choose your gift' })).toBeInTheDocument();
    expect(screen.getByText('As a thank you, please choose a gift.')).toBeInTheDocument();
    expect(calls.find((c) => c.url === `${gift}/review`)!.body).toEqual({ rating: 3, feedback: 'The hamper arrived late.' });
  });

  it('a good rating is sent without feedback and offers the review submission URL between the review texts', async () => {
    const calls = mockApi((c) => {
      if (c.method === 'GET') return { body: view() };
      if (c.url === `${gift}/review`) return { body: { rating: 0, negative: false, submission_url: 'http://localhost:3000/reviews/acme' } };
    });
    renderClaimPage();
    const u = ue();
    await u.click(await screen.findByRole('radio', { name: 'Very Happy' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    const share = await screen.findByTestId('review-share');
    expect(share).toHaveTextContent(/Would you share your review\?.*Write a review.*It helps others find us\./);
    const link = within(share).getByRole('link', { name: reviewTexts.writeReview });
    expect(link).toHaveAttribute('href', 'http://localhost:3000/reviews/acme');
    expect(link).toHaveAttribute('target', '_blank');
    expect(calls.find((c) => c.url === `${gift}/review`)!.body).toEqual({ rating: 0 });
    await u.click(within(share).getByRole('button', { name: reviewTexts.continueToGift }));
    expect(await screen.findByRole('group', { name: 'Choose your gift' })).toBeInTheDocument();
  });

  it("follows the campaign's threshold: with 3, OK is a good rating", async () => {
    mockApi((c) => (c.method === 'GET' ? { body: view({ review: review({ treshold: 3 }) }) } : undefined));
    renderClaimPage();
    const u = ue();
    await u.click(await screen.findByRole('radio', { name: 'OK' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await u.click(screen.getByRole('radio', { name: 'Unhappy' }));
    expect(screen.getByRole('textbox', { name: /Tell us what/ })).toBeInTheDocument();
  });

  it('goes straight to the gift once rated, and shows the server refusal beside its field', async () => {
    mockApi((c) => (c.method === 'GET' ? { body: view({ review: review({ rating: 1 }) }) } : undefined));
    renderClaimPage();
    expect(await screen.findByRole('group', { name: 'Choose your gift' })).toBeInTheDocument();
    cleanup();

    mockApi((c) => {
      if (c.method === 'GET') return { body: view() };
      return { status: 422, body: { message: 'Feedback maximal length is 2000', code: 'validation', errors: { feedback: ['Feedback maximal length is 2000'] } } };
    });
    renderClaimPage();
    const u = ue();
    await u.click(await screen.findByRole('radio', { name: 'OK' }));
    await u.type(screen.getByRole('textbox', { name: /Tell us what/ }), 'Too long');
    await u.click(screen.getByRole('button', { name: reviewTexts.sendFeedback }));
    expect(await screen.findByTestId('review-error')).toHaveTextContent('Feedback maximal length is 2000');
    expect(screen.getAllByText('Feedback maximal length is 2000')).toHaveLength(2);
  });
});
