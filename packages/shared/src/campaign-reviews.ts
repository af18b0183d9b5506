/**
 * A reviews campaign's rating rule (spec 1 §3 Campaign.reviews, Registration rating and feedback; §9). Zod-free,
 * so the light claim page imports it as the API and the portal do; the schemas are in campaign-feedback.ts.
 *
 * A rating is the index of the button the recipient pressed: 0 is the best (Very Happy) and 3 the worst (Unhappy).
 * The threshold (treshold, default 2) is how many of the best buttons count as good: a rating at or past it
 * (rating >= treshold; with the defaults OK and Unhappy) is negative feedback, asks the recipient what could be
 * better and shows on the Negative Feedback page; a rating before it offers the review submission URL.
 */

export const RATING_COUNT = 4;
export const FEEDBACK_MAX = 2000;
/** The Negative Feedback table shows this much of a feedback, then an ellipsis (spec 1 §2). */
export const FEEDBACK_PREVIEW_MAX = 200;
/** Feedback page size (spec 1 §9). */
export const FEEDBACK_PER_PAGE = 10;

export const isRating = (rating: unknown): rating is number => Number.isInteger(rating) && (rating as number) >= 0 && (rating as number) < RATING_COUNT;

/** Negative: a rating at or past the threshold (0 is the best rating). */
export const isNegativeRating = (rating: number, treshold: number) => rating >= treshold;

/** The button text of a rating; a rating with no button (unknown or missing) is 'Unknown' (spec 1 §8). */
export const ratingLabel = (buttons: readonly string[] | null | undefined, rating: number | null | undefined) =>
  (rating !== null && rating !== undefined && isRating(rating) && buttons?.[rating]?.trim()) || 'Unknown';

/** A feedback cut to the table's 200 characters (whole code points, trailing space dropped) with an ellipsis. */
export function feedbackPreview(feedback: string | null | undefined, max = FEEDBACK_PREVIEW_MAX): string {
  const chars = [...(feedback ?? '').trim()];
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max).join('').trimEnd()}…`;
}

export const reviewTexts = {
  title: 'Negative Feedback',
  /** The spec's footer; % is the count. */
  footer: (count: number | string) => 'There are % gift registrations with negative feedback in total.'.replace('%', String(count)),
  empty: 'No negative feedback yet.',
  detailTitle: 'Feedback Detail',
  ratingRequired: 'Rating is required.',
  feedbackRequired: 'Feedback is required.',
  alreadyReviewed: 'Thank you, your rating has already been received.',
  reviewFirst: 'Please rate us before choosing your gift.',
  notReviews: 'This gift does not ask for a rating.',
  reviewsOnly: 'Feedback is collected by reviews campaigns only.',
  writeReview: 'Write a review',
  sendFeedback: 'Send feedback',
  continueToGift: 'Continue to your gift',
  feedbackLabel: 'Your feedback',
} as const;
