/**
 * A reviews campaign's Negative Feedback page (spec 1 §2): the campaign and the caller's access as for its
 * recipients (another team's campaign answers 404), then the negative ratings by the shared rule.
 */
import { reviewSettings, type TFeedbackPage, type TFeedbackQuery } from '@gifthub/shared/campaign-feedback';
import { reviewTexts } from '@gifthub/shared/campaign-reviews';
import { ERROR_CODES } from '@gifthub/shared/errors';
import type { TLinkDeps } from '../../lib/public-url';
import { AppError } from '../../lib/app-error';
import { negativeFeedback } from '../registrations/registration-reviews.service';
import { campaignScope, type TActor } from './campaign-recipients.service';

/** GET /gb-campaigns/{id}/feedback: reviews campaigns only (409 for any other type). */
export async function listCampaignFeedback(deps: TLinkDeps, user: TActor, campaignId: number, q: TFeedbackQuery): Promise<TFeedbackPage> {
  const { campaign, access } = await campaignScope(deps.db, user, campaignId);
  if (campaign.type !== 'reviews') throw new AppError(ERROR_CODES.conflict, 409, reviewTexts.reviewsOnly);
  const s = reviewSettings(campaign.reviews);
  return negativeFeedback(deps.db, access, { id: campaign.id, treshold: s.treshold, buttons: s.buttons }, q);
}
