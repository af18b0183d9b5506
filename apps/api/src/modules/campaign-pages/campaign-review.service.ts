/**
 * A reviews campaign's rating on the campaign claim page (spec 1 §3 Campaign.reviews and Registration rating and
 * feedback; the rule is shared/campaign-reviews): the invitation's page asks for a rating first; a good one offers
 * the review submission URL, a negative one asks what could be better and keeps it for the Negative Feedback page;
 * then the gift is chosen. The rating is written once (a conditional update), with the first visit as its time.
 */
import { reviewSettings, type TReviewBody, type TReviewResult } from '@gifthub/shared/campaign-feedback';
import { isNegativeRating, reviewTexts } from '@gifthub/shared/campaign-reviews';
import { ERROR_CODES } from '@gifthub/shared/errors';
import type { TLinkDeps } from '../../lib/public-url';
import { AppError } from '../../lib/app-error';
import type { TPageCampaign } from '../campaigns/campaign-pages.service';
import { recordReview } from '../registrations/registration-reviews.service';
import type { TRegistration } from '../registrations/registrations.service';
import { closedReason, invitationCampaign } from './campaign-pages.service';

const conflict = (message: string) => new AppError(ERROR_CODES.conflict, 409, message);

/** A reviews campaign's gift is chosen after the rating (409 before). */
export function requireReviewed(page: TPageCampaign, r: TRegistration) {
  if (page.campaign.type === 'reviews' && r.rating === null) throw conflict(reviewTexts.reviewFirst);
}

/** POST /public/gifts/{secret}/review (the claims module has checked the link and its verification). */
export async function reviewInvitation(deps: TLinkDeps, r: TRegistration, body: TReviewBody): Promise<TReviewResult> {
  const page = await invitationCampaign(deps.db, r);
  if (page.campaign.type !== 'reviews') throw conflict(reviewTexts.notReviews);
  if (r.rating !== null) throw conflict(reviewTexts.alreadyReviewed);
  const reason = closedReason(page.campaign, false);
  if (reason) throw conflict(reason);
  const s = reviewSettings(page.campaign.reviews);
  const negative = isNegativeRating(body.rating, s.treshold);
  const feedback = body.feedback?.trim() ?? '';
  if (negative && !feedback) throw AppError.field('feedback', reviewTexts.feedbackRequired);
  const row = await deps.db.transaction((tx) => recordReview(tx, r, { rating: body.rating, feedback: negative ? feedback : null }, deps.clock.now()));
  if (!row) throw conflict(reviewTexts.alreadyReviewed);
  return { rating: body.rating, negative, submission_url: negative ? null : s.submission_url || null };
}
