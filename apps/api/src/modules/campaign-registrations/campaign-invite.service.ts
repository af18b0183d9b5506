/**
 * Campaign invitations (spec 1 §5 Invitation, §7): a personal link (invite/link) or one per e-mail (invite/multiple).
 * Nothing is charged at invitation (spec 1 §9): the campaign must be active and have an enabled option, and the
 * team balance must cover the gift's maximum price (one gift: the dearest option with its dearest shipping, pick and
 * pack and a notecard), as GET /teams/{teamId}/check-balance answers it. The link is the campaign's claim page for
 * the registration's secret, made as the marketplace's links are (registrations.views inviteLink).
 */
import { campaignAllows } from '@gifthub/shared/campaigns';
import { campaignRegistrationTexts, type ZCampaignInvitation, type ZInviteMultiple } from '@gifthub/shared/campaign-registrations';
import { ERROR_CODES } from '@gifthub/shared/errors';
import { invitationSchedule } from '@gifthub/shared/campaign-expiry';
import { isSpecialCorporation, linkPasswordType, type TPasswordType } from '@gifthub/shared/gifts';
import { msg } from '@gifthub/shared/messages';
import { toPounds } from '@gifthub/shared/pricing';
import type { TInvitationResult } from '@gifthub/shared/registrations';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { TLinkDeps } from '../../lib/public-url';
import { AppError } from '../../lib/app-error';
import { checkBalance } from '../billing/billing.service';
import { campaignOptions, type TCampaignRecord } from '../campaigns/campaign-lookup.service';
import { requireTeamWrite } from '../campaigns/campaigns.service';
import { mailTemplates } from '../mail/mail.templates';
import { createRegistration, memberName, newSecret, recordEmailed, type TRegistration } from '../registrations/registrations.service';
import { inviteLink } from '../registrations/registrations.views';
import type { TTeamAccess } from '../teams/team-access';
import { requirePermission } from '../teams/teams.service';
import { campaignScope, type TActor } from './campaign-recipients.service';
import { maxGiftPrice } from './campaign-pricing.service';

export type TCampaignInvitationInput = z.output<typeof ZCampaignInvitation>;
export type TInviteMultipleInput = z.output<typeof ZInviteMultiple>;

/** Invitations only while the campaign is active; a leaked campaign says so (409). */
export function requireInvitationsOpen(campaign: TCampaignRecord) {
  if (campaignAllows(campaign.status).invitations) return;
  const text = campaign.status === 'leaked' ? campaignRegistrationTexts.leaked : campaignRegistrationTexts.invitationsClosed;
  throw new AppError(ERROR_CODES.invitationsClosed, 409, text);
}

/**
 * Checks before an invitation is made: demo and Pro (running campaigns), use-balance (invitations are paid from the
 * balance at confirmation), the status, an enabled option, and the balance covering the gift's maximum price.
 */
export async function invitationChecks(deps: TLinkDeps, access: TTeamAccess, campaign: TCampaignRecord) {
  requireTeamWrite(access, 'campaigns', deps.config.productName);
  requirePermission(access, 'use-balance');
  requireInvitationsOpen(campaign);
  const options = await campaignOptions(deps.db, campaign.id, true);
  if (!options.length) throw new AppError(ERROR_CODES.conflict, 409, campaignRegistrationTexts.noOptions);
  const max = maxGiftPrice(options.map((o) => o.option));
  const covered = await checkBalance(deps.db, access, toPounds(max));
  if (!covered.allowed) throw new AppError(ERROR_CODES.insufficientBalance, 409, campaignRegistrationTexts.balanceLow);
}


export type TInvitee = {
  /** A CRM trigger's invitation is 'external' (spec 1 §4: CRM); a survey's and a member's are 'link'. */
  method?: 'link' | 'external';
  email: string;
  firstName: string;
  lastName: string;
  company: string | null;
  passwordType: TPasswordType;
  notecardType: TRegistration['notecardType'];
  notecardText: string;
  sendEmail: boolean;
  invitationMessage: string;
  customEmailMessage: string;
};

/** One link registration (invited, no option yet) and its invitation e-mail, in the caller's transaction. */
export async function invite(deps: TLinkDeps, tx: Db, s: { access: TTeamAccess; campaign: TCampaignRecord; byName: string; now: Date; event?: Record<string, unknown> }, p: TInvitee, multi: boolean): Promise<TInvitationResult> {
  const secret = newSecret();
  const link = inviteLink(deps.config.publicUrl, s.access.team.slug, secret);
  const row = await createRegistration(
    tx,
    {
      teamId: s.access.team.id,
      platform: 'gifting',
      campaignId: s.campaign.id,
      // The kind of gift is the option's, chosen by the recipient; until then the campaign's reward decides.
      type: s.campaign.rewardType === 'voucher' ? 'voucher' : 'physical',
      registrationMethod: p.method ?? 'link',
      secret,
      passwordType: p.passwordType,
      firstName: p.firstName,
      lastName: p.lastName,
      company: p.company,
      email: p.email,
      invitedAt: s.now,
      invitedBy: s.access.userId,
      invitedByName: s.byName,
      sendEmail: p.sendEmail,
      invitationMessage: p.invitationMessage || null,
      customEmailMessage: p.customEmailMessage || null,
      notecardType: p.notecardType,
      notecardText: p.notecardText || null,
      createdAt: s.now,
      // The campaign's expiry and first reminder (only for an e-mailed invitation), swept by campaign-expiry.service.
      ...invitationSchedule(s.now, s.campaign, p.sendEmail && Boolean(p.email)),
    },
    s.access.userId,
    { method: p.method ?? 'link', campaign_id: s.campaign.id, multi, ...s.event },
  );
  const emailSent = p.sendEmail && Boolean(p.email);
  if (emailSent) {
    const mail = mailTemplates.campaignInvitation(deps.config, {
      to: p.email,
      recipientName: p.firstName,
      teamName: s.access.team.name,
      senderName: s.byName,
      campaignName: s.campaign.name,
      link,
      message: p.invitationMessage || p.customEmailMessage,
      verification: p.passwordType,
    });
    await deps.mailer.enqueue(mail, tx);
    await recordEmailed(tx, row.id, mail.kind, s.now);
  }
  return {
    registration_id: row.id,
    invite_link: link,
    email_sent: emailSent,
    password_type: p.passwordType,
    password_value: p.passwordType === 'email' ? p.email : p.passwordType === 'name' ? `${p.firstName} ${p.lastName}` : null,
    is_multi: multi,
    batch_label: null,
  };
}

/** POST /gb-campaigns/{id}/registrations/invite/link: one personal link (Create A New Invitation). */
export async function inviteByLink(deps: TLinkDeps, user: TActor, campaignId: number, body: TCampaignInvitationInput): Promise<TInvitationResult> {
  const { campaign, access } = await campaignScope(deps.db, user, campaignId);
  await invitationChecks(deps, access, campaign);
  // Corporation 5 verifies by name (spec 1 §6): both names are then required.
  const passwordType = linkPasswordType(access.team.corporationId, body.password_type);
  if (passwordType === 'name') {
    const errors: Record<string, string[]> = {};
    if (!body.first_name) errors.first_name = [msg.required('First Name')];
    if (!body.last_name) errors.last_name = [msg.required('Last Name')];
    if (Object.keys(errors).length) throw AppError.validation(errors);
  }
  const now = deps.clock.now();
  const byName = await memberName(deps.db, access.userId);
  const result = await deps.db.transaction((tx) =>
    invite(deps, tx, { access, campaign, byName, now }, {
      email: body.email,
      firstName: body.first_name,
      lastName: body.last_name,
      company: body.company ?? null,
      passwordType,
      notecardType: body.notecard_type,
      notecardText: body.notecard_text,
      sendEmail: body.send_email,
      invitationMessage: body.invitation_message,
      customEmailMessage: body.custom_email_message,
    }, false),
  );
  if (result.email_sent) deps.mailer.nudge();
  return result;
}

/** POST /gb-campaigns/{id}/registrations/invite/multiple: a link per e-mail (repeats once), each e-mailed; not for corporation 5. */
export async function inviteMultiple(deps: TLinkDeps, user: TActor, campaignId: number, body: TInviteMultipleInput): Promise<{ data: TInvitationResult[] }> {
  const { campaign, access } = await campaignScope(deps.db, user, campaignId);
  if (isSpecialCorporation(access.team.corporationId)) throw AppError.forbidden(campaignRegistrationTexts.noMultiInvite);
  await invitationChecks(deps, access, campaign);
  const emails = [...new Map(body.emails.map((e) => [e.toLowerCase(), e])).values()];
  const now = deps.clock.now();
  const byName = await memberName(deps.db, access.userId);
  const data = await deps.db.transaction(async (tx) => {
    const out: TInvitationResult[] = [];
    for (const email of emails)
      out.push(
        await invite(deps, tx, { access, campaign, byName, now }, {
          email,
          firstName: '',
          lastName: '',
          company: null,
          passwordType: 'none',
          notecardType: body.notecard_type,
          notecardText: body.notecard_text,
          sendEmail: true,
          invitationMessage: body.invitation_message,
          customEmailMessage: '',
        }, true),
      );
    return out;
  });
  deps.mailer.nudge();
  return { data };
}
