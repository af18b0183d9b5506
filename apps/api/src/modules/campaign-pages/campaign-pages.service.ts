/**
 * The campaign claim page, without login (spec 1 §2, §4, §5): a personal campaign invitation
 * (/pick-a-gift/{teamSlug}/{secret}, answered through the claims module's routes) and a public or internal
 * campaign's own page (/pick-a-gift/{teamSlug}/c/{campaignSlug}). What the page shows is here; claiming and
 * opting out are in campaign-claim.service.
 */
import type { TCampaignPageState, TCampaignPageView } from '@gifthub/shared/campaign-pages';
import { campaignPageTexts } from '@gifthub/shared/campaign-pages';
import { campaignAllows } from '@gifthub/shared/campaigns';
import { ERROR_CODES } from '@gifthub/shared/errors';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findCampaignRow, findPageCampaign, heroUrl, offeredOptions, type TPageCampaign } from '../campaigns/campaign-pages.service';

type TCampaignRow = TPageCampaign['campaign'];
import { batchStats } from '../registrations/registrations.bulk.service';
import type { TRegistration } from '../registrations/registrations.service';
import { findTeam, pageTeam } from '../teams/teams.service';
import { pageReview } from './campaign-review-view';

export const pageNotFound = () => new AppError(ERROR_CODES.giftNotFound, 404, campaignPageTexts.notFound);

/** Why a campaign takes no claims now (null: it does). A campaign's own page is for public and internal campaigns only. */
export function closedReason(c: TCampaignRow, ownPage: boolean): string | null {
  if (c.status === 'new' || c.status === 'requested') return campaignPageTexts.notYetOpen;
  if (!campaignAllows(c.status).claims) return campaignPageTexts.closed;
  if (ownPage && c.privacy === 'invite') return campaignPageTexts.inviteOnly;
  return null;
}

/** An invitation past its expiry (closed by the expiry sweep, or due to be): it takes no claim. */
export const invitationExpired = (r: TRegistration, now: Date) => Boolean(r.expiredAt) || (!r.registeredAt && r.expiresAt !== null && r.expiresAt <= now);

/** A personal invitation's state: picked, opted out or rejected, else open unless it expired or its campaign is closed. */
export function invitationState(r: TRegistration, c: TCampaignRow, now = new Date()): TCampaignPageState {
  if (r.rejectedAt) return 'declined';
  if (r.registeredAt) return r.optionId ? 'claimed' : 'declined';
  return invitationExpired(r, now) || closedReason(c, false) ? 'closed' : 'open';
}

async function pageView(db: Db, page: TPageCampaign, state: TCampaignPageState, message: string | null): Promise<Omit<TCampaignPageView, 'kind' | 'verification' | 'recipient' | 'sender_name' | 'invitation_message' | 'option_name' | 'review'>> {
  const c = page.campaign;
  // A closed page offers nothing to pick.
  const options = state === 'open' ? (await offeredOptions(db, c.id)).map((o) => o.view) : [];
  return {
    page: 'campaign',
    state,
    message,
    team: pageTeam(page.team),
    campaign: { name: c.name, slug: c.slug, page_title: c.pageTitle || c.name, page_text: c.pageText, hero_url: heroUrl(c) },
    options,
  };
}

/** The campaign of an invitation, with its team; a registration of no campaign has no campaign page. */
export async function invitationCampaign(db: Db, r: TRegistration): Promise<TPageCampaign> {
  const [campaign, team] = await Promise.all([r.campaignId ? findCampaignRow(db, r.campaignId) : undefined, findTeam(db, r.teamId)]);
  if (!campaign || !team) throw pageNotFound();
  return { campaign, team };
}

/** GET /public/gifts/{secret} for a campaign invitation: the campaign's choice for this recipient. */
export async function invitationView(db: Db, r: TRegistration): Promise<TCampaignPageView> {
  const page = await invitationCampaign(db, r);
  const state = invitationState(r, page.campaign);
  return {
    ...(await pageView(db, page, state, state === 'closed' ? (invitationExpired(r, new Date()) ? campaignPageTexts.expired : closedReason(page.campaign, false)) : null)),
    kind: 'invitation',
    verification: r.passwordType,
    recipient: r.passwordType === 'none' ? { first_name: r.firstName, last_name: r.lastName } : null,
    sender_name: r.invitedByName,
    invitation_message: r.invitationMessage,
    option_name: state === 'claimed' ? r.optionName : null,
    review: pageReview(page.campaign, r),
  };
}

/** A campaign's page seen by a visitor (who says who they are when claiming): open unless `reason` says why not. */
async function visitorView(db: Db, page: TPageCampaign, reason: string | null): Promise<TCampaignPageView> {
  return {
    ...(await pageView(db, page, reason ? 'closed' : 'open', reason)),
    kind: 'campaign',
    verification: 'none',
    recipient: null,
    sender_name: null,
    invitation_message: null,
    option_name: null,
    review: null,
  };
}

/** GET /public/campaigns/{teamSlug}/{campaignSlug}: a campaign's own page (open for active public and internal campaigns). */
export async function campaignPageView(db: Db, teamSlug: string, campaignSlug: string): Promise<TCampaignPageView> {
  const page = await findPageCampaign(db, teamSlug, campaignSlug);
  if (!page) throw pageNotFound();
  return visitorView(db, page, closedReason(page.campaign, true));
}

/**
 * GET /public/campaigns/{teamSlug}/{campaignSlug}?invite={sharedSecret}: the batch link's page. It opens an
 * invite-only campaign too (the list is the invitation); an unknown secret, or a Multi Send list's, is an unknown
 * link. Who is on the list is never part of the answer: the claim checks the e-mail.
 */
export async function batchPageView(db: Db, teamSlug: string, campaignSlug: string, sharedSecret: string): Promise<TCampaignPageView> {
  const page = await findPageCampaign(db, teamSlug, campaignSlug);
  if (!page) throw pageNotFound();
  const batch = await batchStats(db, page.campaign.id, sharedSecret);
  if (batch?.method !== 'multiple-link') throw pageNotFound();
  return visitorView(db, page, closedReason(page.campaign, false));
}
