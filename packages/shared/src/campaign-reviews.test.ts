import { describe, expect, it } from 'vitest';
import { ZFeedbackQuery, ZReviewBody, reviewSettings } from './campaign-feedback';
import { feedbackPreview, isNegativeRating, ratingLabel, reviewTexts } from './campaign-reviews';
import { REVIEW_BUTTONS_DEFAULT, REVIEW_THRESHOLD_DEFAULT } from './campaigns';

describe('the rating rule', () => {
  it('counts a rating at or past the threshold as negative (0 is the best button)', () => {
    expect([0, 1, 2, 3].map((r) => isNegativeRating(r, REVIEW_THRESHOLD_DEFAULT))).toEqual([false, false, true, true]);
    expect([0, 1, 2, 3].map((r) => isNegativeRating(r, 3))).toEqual([false, false, false, true]);
    expect([0, 1, 2, 3].map((r) => isNegativeRating(r, 0))).toEqual([true, true, true, true]);
  });

  it("names a rating by its button, and 'Unknown' when no button names it", () => {
    expect([0, 1, 2, 3].map((r) => ratingLabel(REVIEW_BUTTONS_DEFAULT, r))).toEqual(['Very Happy', 'Happy', 'OK', 'Unhappy']);
    expect([4, -1, 1.5, null, undefined].map((r) => ratingLabel(REVIEW_BUTTONS_DEFAULT, r))).toEqual(Array(5).fill('Unknown'));
    expect(ratingLabel(['Great', ' ', 'Meh', 'Poor'], 1)).toBe('Unknown');
    expect(ratingLabel(null, 0)).toBe('Unknown');
  });

  it('trims feedback to 200 characters with an ellipsis, counting characters not UTF-16 units', () => {
    expect(feedbackPreview('Short.')).toBe('Short.');
    expect(feedbackPreview('x'.repeat(200))).toBe('x'.repeat(200));
    expect(feedbackPreview('x'.repeat(201))).toBe(`${'x'.repeat(200)}…`);
    expect(feedbackPreview('😀'.repeat(201))).toBe(`${'😀'.repeat(200)}…`);
    expect(feedbackPreview(`${'a'.repeat(199)} b`)).toBe(`${'a'.repeat(199)}…`);
    expect(feedbackPreview(null)).toBe('');
  });

  it("puts the count in the spec's footer", () => {
    expect(reviewTexts.footer(12)).toBe('There are 12 gift registrations with negative feedback in total.');
  });

  it('fills unset review settings with the defaults: threshold 2 and the four labels', () => {
    expect(reviewSettings(null)).toMatchObject({ treshold: 2, buttons: ['Very Happy', 'Happy', 'OK', 'Unhappy'] });
    const own = reviewSettings({ ...reviewSettings(null), treshold: 3, buttons: ['A', 'B', 'C', 'D'] });
    expect([own.treshold, own.buttons]).toEqual([3, ['A', 'B', 'C', 'D']]);
  });
});

describe('the review and feedback schemas', () => {
  const first = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
    r.error?.issues.find((i) => i.path[0] === field)?.message;

  it('takes a rating 0 to 3 with optional feedback, the first message per field otherwise', () => {
    expect(ZReviewBody.parse({ rating: 2, feedback: '  Late  ' })).toEqual({ rating: 2, feedback: 'Late' });
    expect(first(ZReviewBody.safeParse({}), 'rating')).toBe(reviewTexts.ratingRequired);
    expect(first(ZReviewBody.safeParse({ rating: 4 }), 'rating')).toBe('Rating must be at most 3');
    expect(first(ZReviewBody.safeParse({ rating: 'x' }), 'rating')).toBe('Rating must be a number');
    expect(ZReviewBody.safeParse({ rating: 1, extra: 1 }).success).toBe(false);
  });

  it('pages feedback 10 at a time, sortable by last name or review date', () => {
    expect(ZFeedbackQuery.parse({})).toMatchObject({ page: 1, per_page: 10 });
    expect(ZFeedbackQuery.parse({ sort: 'last_name', direction: 'asc', page: '2' })).toMatchObject({ sort: 'last_name', direction: 'asc', page: 2 });
    expect(ZFeedbackQuery.safeParse({ sort: 'rating' }).success).toBe(false);
  });
});
