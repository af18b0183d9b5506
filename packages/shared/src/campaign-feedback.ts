import { z } from 'zod';
import { FEEDBACK_MAX, FEEDBACK_PER_PAGE, RATING_COUNT, reviewTexts } from './campaign-reviews';
import { defaultReviews, type TCampaignReviews } from './campaigns';
import { text } from './fields';
import { msg } from './messages';
import { paged, pageQuery } from './paging';

// A reviews campaign's ratings: what the recipient sends from the claim page, what the page reads, and the
// Negative Feedback list (spec 1 §2, §3, §9). The rating rule itself is campaign-reviews.ts.

/** A reviews campaign's settings as the rating rule reads them: the defaults (threshold 2, the four labels, the texts) fill anything unset. */
export function reviewSettings(reviews: TCampaignReviews | null | undefined): TCampaignReviews {
  const d = defaultReviews();
  const s = reviews ?? d;
  return { ...d, ...s, buttons: s.buttons?.length === RATING_COUNT ? s.buttons : d.buttons, texts: { ...d.texts, ...s.texts } };
}

const ratingField = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z
    .number({ error: (iss) => (iss.input === undefined ? reviewTexts.ratingRequired : msg.number('Rating')) })
    .int({ error: msg.number('Rating') })
    .min(0, { error: msg.atLeast('Rating', 0) })
    .max(RATING_COUNT - 1, { error: msg.atMost('Rating', RATING_COUNT - 1) }),
);

/** POST /public/gifts/{secret}/review: the button pressed and, for a negative rating, what could be better. */
export const ZReviewBody = z.strictObject({
  token: text('Token', 500).optional(),
  rating: ratingField,
  feedback: text('Feedback', FEEDBACK_MAX).optional(),
});
export type TReviewBody = z.infer<typeof ZReviewBody>;

export const ZReviewResult = z.object({
  rating: z.number().int(),
  negative: z.boolean(),
  /** Where a good rating is sent to write a review (null for a negative one). */
  submission_url: z.string().nullable(),
});
export type TReviewResult = z.infer<typeof ZReviewResult>;

/** What a reviews campaign's invitation page shows before the gift (null for other campaigns). */
export const ZCampaignPageReview = z.object({
  treshold: z.number().int(),
  buttons: z.array(z.string()),
  texts: z.object({ invite: z.string(), rating: z.string(), feedback: z.string(), review_top: z.string(), review_bottom: z.string(), gift_claim: z.string() }),
  submission_url: z.string(),
  /** The recipient's rating once given (the page then goes on to the gift). */
  rating: z.number().int().nullable(),
});
export type TCampaignPageReview = z.infer<typeof ZCampaignPageReview>;

export const FEEDBACK_SORTS = ['visited_at', 'last_name'] as const;
export type TFeedbackSort = (typeof FEEDBACK_SORTS)[number];

/** GET /gb-campaigns/{id}/feedback: 10 a page, newest review first unless sorted by the customer's last name. */
export const ZFeedbackQuery = pageQuery(FEEDBACK_PER_PAGE).omit({ q: true }).extend({ sort: z.enum(FEEDBACK_SORTS).optional() });
export type TFeedbackQuery = z.infer<typeof ZFeedbackQuery>;

export const ZFeedbackItem = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  rating: z.number().int(),
  rating_label: z.string(),
  feedback: z.string(),
  invited_at: z.string().nullable(),
  /** Reviewed At (spec 1 §2: visited_at). */
  visited_at: z.string().nullable(),
  registered_at: z.string().nullable(),
  option_name: z.string().nullable(),
});
export type TFeedbackItem = z.infer<typeof ZFeedbackItem>;
export const ZFeedbackPage = paged(ZFeedbackItem);
export type TFeedbackPage = z.infer<typeof ZFeedbackPage>;
