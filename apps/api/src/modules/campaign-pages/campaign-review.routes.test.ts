import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProduct } from '@gifthub/shared/catalogue';
import { reviewTexts } from '@gifthub/shared/campaign-reviews';
import { DEFAULT_REVIEW_TEXTS, defaultReviews } from '@gifthub/shared/campaigns';
import type { TTestApp } from '../../test/test-app';
import { updateCampaign } from '../campaigns/campaigns.repository';
import { listEvents } from '../registrations/registrations.repository';
import { giftTestApp } from '../registrations/registrations.test-helpers';
import { campaignOf, gbAddress, invitationOf, physicalOption, publicCalls, rowOf } from './campaign-pages.test-helpers';

let t: TTestApp;
let pub: ReturnType<typeof publicCalls>;
let acme: number;
let managerId: number;
let hamper: TProduct;
let ip = 0;

beforeAll(async () => {
  const g = await giftTestApp();
  ({ t, acme, managerId, hamper } = g);
  pub = publicCalls(t);
});
afterAll(() => t.close());

const review = (secret: string, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/public/gifts/${secret}/review`, payload: body, remoteAddress: `10.8.${Math.floor(++ip / 250)}.${ip % 250}` });

const reviewsCampaign = async (treshold = 2) => {
  const c = await campaignOf(t, acme, { type: 'reviews', reviews: { ...defaultReviews(), submission_url: 'http://localhost:3000/reviews/acme', treshold } });
  const option = await physicalOption(t, c.id, hamper);
  return { c, option };
};

describe('a reviews campaign invitation', () => {
  it('asks for a rating with the four default labels and texts before the gift, and refuses a claim before it', async () => {
    const { c, option } = await reviewsCampaign();
    const inv = await invitationOf(t, c, managerId);
    const view = (await pub.view(inv.secret)).json();
    expect(view.review).toEqual({
      treshold: 2,
      buttons: ['Very Happy', 'Happy', 'OK', 'Unhappy'],
      texts: DEFAULT_REVIEW_TEXTS,
      submission_url: 'http://localhost:3000/reviews/acme',
      rating: null,
    });
    const early = await pub.claim(inv.secret, { option_id: option.id, ...gbAddress });
    expect([early.statusCode, early.json().message]).toEqual([409, reviewTexts.reviewFirst]);
  });

  it('a good rating (before the threshold) sends the recipient to the submission URL, keeps no feedback, then the gift is claimed', async () => {
    const { c, option } = await reviewsCampaign();
    const inv = await invitationOf(t, c, managerId);
    await pub.view(inv.secret);
    const visited = (await rowOf(t, inv.id)).visitedAt;
    const res = await review(inv.secret, { rating: 1, feedback: 'Lovely' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ rating: 1, negative: false, submission_url: 'http://localhost:3000/reviews/acme' });
    const row = await rowOf(t, inv.id);
    expect([row.rating, row.feedback, row.visitedAt]).toEqual([1, null, visited]);
    expect((await listEvents(t.deps.db, inv.id)).map((e) => e.type)).toContain('reviewed');
    expect((await pub.view(inv.secret)).json().review.rating).toBe(1);
    expect((await pub.claim(inv.secret, { option_id: option.id, ...gbAddress })).statusCode).toBe(200);
  });

  it('a negative rating (at or past the threshold) needs feedback, keeps it and sets visited_at when it was unset; a second rating is refused', async () => {
    const { c } = await reviewsCampaign();
    const inv = await invitationOf(t, c, managerId);
    const missing = await review(inv.secret, { rating: 2 });
    expect([missing.statusCode, missing.json().errors]).toEqual([422, { feedback: [reviewTexts.feedbackRequired] }]);
    const blank = await review(inv.secret, { rating: 3, feedback: '   ' });
    expect(blank.json().errors).toEqual({ feedback: [reviewTexts.feedbackRequired] });
    expect((await rowOf(t, inv.id)).rating).toBeNull();
    const res = await review(inv.secret, { rating: 3, feedback: '  The box arrived crushed.  ' });
    expect(res.json()).toEqual({ rating: 3, negative: true, submission_url: null });
    const row = await rowOf(t, inv.id);
    expect([row.rating, row.feedback]).toEqual([3, 'The box arrived crushed.']);
    expect(row.visitedAt).not.toBeNull();
    const again = await review(inv.secret, { rating: 0 });
    expect([again.statusCode, again.json().message]).toEqual([409, reviewTexts.alreadyReviewed]);
    expect((await rowOf(t, inv.id)).rating).toBe(3);
  });

  it('validates the rating with the first message per field', async () => {
    const { c } = await reviewsCampaign();
    const inv = await invitationOf(t, c, managerId);
    const cases: [object, string][] = [
      [{}, reviewTexts.ratingRequired],
      [{ rating: 'good' }, 'Rating must be a number'],
      [{ rating: 1.5 }, 'Rating must be a number'],
      [{ rating: -1 }, 'Rating must be at least 0'],
      [{ rating: 4 }, 'Rating must be at most 3'],
    ];
    for (const [body, message] of cases) {
      const res = await review(inv.secret, body);
      expect([res.statusCode, res.json().errors.rating]).toEqual([422, [message]]);
    }
    const long = await review(inv.secret, { rating: 3, feedback: 'x'.repeat(2001) });
    expect(long.json().errors.feedback).toEqual(['Feedback maximal length is 2000']);
  });

  it("follows the campaign's threshold: with 3 only the last button is negative", async () => {
    const { c } = await reviewsCampaign(3);
    const [a, b] = await Promise.all([invitationOf(t, c, managerId), invitationOf(t, c, managerId)]);
    expect((await review(a.secret, { rating: 2 })).json().negative).toBe(false);
    expect((await review(b.secret, { rating: 3, feedback: 'Late.' })).json().negative).toBe(true);
  });

  it('takes one of two concurrent ratings', async () => {
    const { c } = await reviewsCampaign();
    const inv = await invitationOf(t, c, managerId);
    const res = await Promise.all([review(inv.secret, { rating: 0 }), review(inv.secret, { rating: 3, feedback: 'Bad' })]);
    expect(res.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const won = res.find((r) => r.statusCode === 200)!.json().rating;
    expect((await rowOf(t, inv.id)).rating).toBe(won);
  });

  it('refuses a rating for other campaigns, closed campaigns and unverified links', async () => {
    const plain = await campaignOf(t, acme);
    const inv = await invitationOf(t, plain, managerId);
    expect((await pub.view(inv.secret)).json().review).toBeNull();
    const other = await review(inv.secret, { rating: 0 });
    expect([other.statusCode, other.json().message]).toEqual([409, reviewTexts.notReviews]);

    const { c } = await reviewsCampaign();
    const locked = await invitationOf(t, c, managerId, { passwordType: 'email' });
    expect((await review(locked.secret, { rating: 0 })).statusCode).toBe(403);

    const paused = (await reviewsCampaign()).c;
    await updateCampaign(t.deps.db, paused.id, { status: 'paused' });
    const late = await invitationOf(t, paused, managerId);
    expect((await review(late.secret, { rating: 0 })).statusCode).toBe(409);
    expect((await review('not-a-secret', { rating: 0 })).statusCode).toBe(404);
  });
});
