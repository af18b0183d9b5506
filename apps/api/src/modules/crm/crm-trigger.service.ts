/**
 * POST /campaigns/{id}/trigger, the CRM webhook (spec 1 §7): a CRM workflow invites a contact to a campaign with the
 * team's CRM secret as its bearer token. The invitation is an 'external' registration made by the campaign invitation
 * service with the rights of the member who made the secret; one per e-mail per campaign (a repeat answers it).
 */
import { ERROR_CODES } from '@gifthub/shared/errors';
import { crmTexts, type TCampaignTriggerBody, type TCampaignTriggerResult } from '@gifthub/shared/crm';
import { isId } from '@gifthub/shared/fields';
import type { TLinkDeps } from '../../lib/public-url';
import { AppError } from '../../lib/app-error';
import { invitationChecks, invite } from '../campaign-registrations/campaign-invite.service';
import { findCampaignById, type TCampaignRecord } from '../campaigns/campaign-lookup.service';
import { findRegistration } from '../registrations/registrations.service';
import { inviteLink } from '../registrations/registrations.views';
import type { TTeamAccess } from '../teams/team-access';
import { resolveTeamAccess } from '../teams/teams.service';
import { findUserById } from '../users/users.service';
import * as repo from './crm.repository';
import { matchCrmSecret } from './crm.service';

export type TTriggerAuth = { campaign: TCampaignRecord; access: TTeamAccess; byName: string };

const refused = () => new AppError(ERROR_CODES.invalidToken, 401, crmTexts.secretMissing);

/**
 * The bearer must be the campaign's team's CRM secret (an unknown campaign answers the same 401, so ids cannot be
 * probed without a secret); runs before the body is validated. The secret's maker must still be a member.
 */
export async function authenticateTrigger(deps: TLinkDeps, rawId: unknown, secret: string | null): Promise<TTriggerAuth> {
  const id = Number(rawId);
  if (!secret || !isId(id)) throw refused();
  const campaign = await findCampaignById(deps.db, id);
  const row = campaign ? await matchCrmSecret(deps, campaign.teamId, secret) : null;
  if (!campaign || !row?.createdBy) throw refused();
  const user = await findUserById(deps.db, row.createdBy);
  if (!user) throw refused();
  const access = await resolveTeamAccess(deps.db, campaign.teamId, { id: user.id, isBbAdmin: user.isBbAdmin }).catch(() => {
    throw refused();
  });
  return { campaign, access, byName: user.name || user.email };
}

export async function triggerCampaign(deps: TLinkDeps, auth: TTriggerAuth, body: TCampaignTriggerBody): Promise<TCampaignTriggerResult> {
  const { campaign, access } = auth;
  if (!campaign.integrations.crm_webhook) throw AppError.forbidden(crmTexts.webhookOff);
  const email = body.email.toLowerCase();
  const known = await repo.findTriggerInvite(deps.db, campaign.id, email);
  if (known) return answerKnown(deps, access, known.registrationId);
  // Demo, Pro, use-balance, an active campaign with an option, and the balance for one gift: as a member's invitation.
  await invitationChecks(deps, access, campaign);
  const now = deps.clock.now();
  const out = await deps.db.transaction(async (tx) => {
    await repo.lockContact(tx, campaign.id, email);
    const raced = await repo.findTriggerInvite(tx, campaign.id, email);
    if (raced) return { registrationId: raced.registrationId, link: null };
    const made = await invite(deps, tx, { access, campaign, byName: auth.byName, now }, {
      method: 'external',
      email,
      firstName: body.first_name,
      lastName: body.last_name,
      company: null,
      passwordType: 'none',
      notecardType: campaign.notecardEnabled ? (campaign.notecardText.trim() ? 'custom' : 'default') : 'none',
      notecardText: campaign.notecardEnabled ? campaign.notecardText : '',
      sendEmail: true,
      invitationMessage: '',
      customEmailMessage: '',
    }, false);
    await repo.insertTriggerInvite(tx, { campaignId: campaign.id, email, registrationId: made.registration_id, createdAt: now });
    return { registrationId: made.registration_id, link: made.invite_link };
  });
  if (!out.link) return answerKnown(deps, access, out.registrationId);
  deps.mailer.nudge();
  return { registration_id: out.registrationId, invite_link: out.link, created: true };
}

async function answerKnown(deps: TLinkDeps, access: TTeamAccess, registrationId: number): Promise<TCampaignTriggerResult> {
  const r = await findRegistration(deps.db, registrationId);
  if (!r) throw AppError.notFound('Registration');
  return { registration_id: r.id, invite_link: inviteLink(deps.config.publicUrl, access.team.slug, r.secret), created: false };
}
