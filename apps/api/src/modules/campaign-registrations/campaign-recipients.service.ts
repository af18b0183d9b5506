/**
 * A campaign's recipients as its team reads them (spec 1 §3, §4, §7): the campaign and the caller's access (another
 * team's campaign or registration answers 404, as campaigns.service does), the list with its counts, and a
 * registration with the row-action context the portal and the API share (shared/campaign-registrations).
 */
import { campaignAllows } from '@gifthub/shared/campaigns';
import {
  actionAllowed,
  actionRefusals,
  campaignRegistrationTexts,
  recipientActions,
  type TActionContext,
  type TRecipientsPage,
  type TRecipientsQuery,
  type TRegistrationAction,
} from '@gifthub/shared/campaign-registrations';
import { ERROR_CODES } from '@gifthub/shared/errors';
import type { Db } from '../../db/client';
import type { TLinkDeps } from '../../lib/public-url';
import { AppError } from '../../lib/app-error';
import type { TCampaignRecord } from '../campaigns/campaign-lookup.service';
import { campaignAccess, type TActor } from '../campaigns/campaigns.service';
import { campaignRecipients, findRegistration, type TRegistration } from '../registrations/registrations.service';
import type { TTeamAccess } from '../teams/team-access';
import { resolveTeamAccess } from '../teams/teams.service';

export type { TActor };
export type TCampaignScope = { campaign: TCampaignRecord; access: TTeamAccess };
export type TRegistrationScope = TCampaignScope & { registration: TRegistration };

/** Recipients show for active, paused, leaked and completed campaigns (spec 1 §4); 409 before. */
export function requireRecipientsShown(campaign: TCampaignRecord) {
  if (!campaignAllows(campaign.status).recipients) throw new AppError(ERROR_CODES.conflict, 409, campaignRegistrationTexts.recipientsHidden);
}

/** The campaign and the caller's access to its team (404 for anyone else). */
export const campaignScope = (db: Db, user: TActor, campaignId: number): Promise<TCampaignScope> => campaignAccess(db, user, campaignId);

/** Whose registrations a member may see: everyone's with view-others-orders, otherwise what they invited or registered. */
const sees = (access: TTeamAccess, r: TRegistration) => access.permissions['view-others-orders'] || r.invitedBy === access.userId || r.registeredBy === access.userId;

/**
 * A campaign registration with its campaign and the caller's access: 404 for an unknown id, another team's and one
 * the member may not see; 409 for a marketplace registration of the caller's team (only campaign gifts change here).
 */
export async function registrationScope(db: Db, user: TActor, id: number): Promise<TRegistrationScope> {
  const registration = await findRegistration(db, id);
  if (!registration) throw AppError.notFound('Gift registration');
  if (registration.platform !== 'gifting' || !registration.campaignId) {
    const access = await resolveTeamAccess(db, registration.teamId, user).catch(() => null);
    if (!access || !sees(access, registration)) throw AppError.notFound('Gift registration');
    throw new AppError(ERROR_CODES.conflict, 409, campaignRegistrationTexts.giftingOnly);
  }
  const scope = await campaignScope(db, user, registration.campaignId).catch(() => {
    throw AppError.notFound('Gift registration');
  });
  if (!sees(scope.access, registration)) throw AppError.notFound('Gift registration');
  return { ...scope, registration };
}

/** The row-action context of a campaign and a member (staff act as staff). */
export const actionContext = (campaign: TCampaignRecord, access: TTeamAccess): TActionContext => ({
  campaignType: campaign.type,
  corporationId: access.team.corporationId,
  role: access.role === 'manager' ? 'manager' : access.role === 'associate' ? 'associate' : 'staff',
});

/** 409 with the action's refusal unless the recipient's state offers it (spec 1 §4); 403 for an approval the role only reads. */
export function requireAction(action: TRegistrationAction, s: TRegistrationScope) {
  const r = s.registration;
  const row = {
    registered_at: r.registeredAt?.toISOString() ?? null,
    option_id: r.optionId,
    confirmed_at: r.confirmedAt?.toISOString() ?? null,
    rejected_at: r.rejectedAt?.toISOString() ?? null,
    processed_at: r.processedAt?.toISOString() ?? null,
    sent_at: r.sentAt?.toISOString() ?? null,
    delivery_status: r.deliveryStatus,
    delivery_resolution: r.deliveryResolution,
    registration_method: r.registrationMethod,
  };
  const actions = recipientActions(row, actionContext(s.campaign, s.access));
  // Corporation 5's approvals are a toggle the associate role only reads (spec 1 §4).
  if ((action === 'confirm' || action === 'reject') && actions.approvedToggle === 'read-only') throw AppError.forbidden(campaignRegistrationTexts.approvalReadOnly);
  if (!actionAllowed(action, actions)) throw new AppError(ERROR_CODES.actionRefused, 409, actionRefusals[action]);
}

/** GET /gb-campaigns/{id}/registrations. */
export async function listCampaignRecipients(deps: TLinkDeps, user: TActor, campaignId: number, q: TRecipientsQuery): Promise<TRecipientsPage> {
  const { campaign, access } = await campaignScope(deps.db, user, campaignId);
  requireRecipientsShown(campaign);
  return campaignRecipients(deps, access, campaign.id, q);
}
