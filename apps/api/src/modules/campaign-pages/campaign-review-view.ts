import { reviewSettings, type TCampaignPageReview } from '@gifthub/shared/campaign-feedback';
import type { TPageCampaign } from '../campaigns/campaign-pages.service';
import type { TRegistration } from '../registrations/registrations.service';

// What a reviews campaign's invitation page reads (campaign-pages.service) and its rating checks (campaign-review.service).

/** What the invitation's page shows before the gift: null unless the campaign is a reviews campaign. */
export function pageReview(c: TPageCampaign['campaign'], r: TRegistration | null): TCampaignPageReview | null {
  if (c.type !== 'reviews') return null;
  const s = reviewSettings(c.reviews);
  return { treshold: s.treshold, buttons: s.buttons, texts: s.texts, submission_url: s.submission_url, rating: r?.rating ?? null };
}

