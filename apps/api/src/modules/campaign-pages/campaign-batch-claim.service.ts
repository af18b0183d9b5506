/**
 * The batch link (spec 1 §2: the campaign's registration_page with invite={secret}): a Multi Invite list shares one
 * link, and a visitor whose e-mail is on that list claims that list's registration for them, once. The claim is
 * the invitation's own (claimInvitation: its states, expiry, option, unit and approval), so a second claim with the
 * same e-mail is refused as an invitation already claimed. An e-mail not on the list claims nothing (told on the
 * E-mail field).
 */
import { batchTexts } from '@gifthub/shared/campaign-batches';
import type { TCampaignClaimResult } from '@gifthub/shared/campaign-pages';
import type { TClaimBody } from '@gifthub/shared/claims';
import type { TLinkDeps } from '../../lib/public-url';
import { AppError } from '../../lib/app-error';
import type { TPageCampaign } from '../campaigns/campaign-pages.service';
import { findBatchRegistration } from '../registrations/registrations.bulk.service';
import { claimInvitation } from './campaign-claim.service';
import { registrantOf } from './campaign-registrant';

/** POST /public/campaigns/{teamSlug}/{campaignSlug}/invite/{sharedSecret}/claim. */
export async function claimFromBatch(deps: TLinkDeps, page: TPageCampaign, sharedSecret: string, body: TClaimBody): Promise<TCampaignClaimResult> {
  const who = registrantOf(body);
  const r = await findBatchRegistration(deps.db, page.campaign.id, sharedSecret, who.email);
  // Only a Multi Invite list's link claims; a Multi Send list's gifts are already chosen.
  if (!r || r.registrationMethod !== 'multiple-link') throw AppError.field('email', batchTexts.notOnList);
  return claimInvitation(deps, r, { ...body, email: r.email });
}
