/**
 * POST /gb-campaigns/{id}/registrations/invite/survey (spec 1 §7): the survey campaign action. A survey hands its
 * respondent a gift invitation: a personal link for the e-mail given, made by the campaign invitation service with
 * the calling member's rights; no e-mail is sent (the survey shows the link). survey_id, when given, is kept on the
 * registration's 'invited' event, so the surveys area can tell which survey gave it.
 */
import type { TInviteSurveyBody } from '@gifthub/shared/crm';
import type { TInvitationResult } from '@gifthub/shared/registrations';
import type { TLinkDeps } from '../../lib/public-url';
import { memberName } from '../registrations/registrations.service';
import { campaignScope, type TActor } from './campaign-recipients.service';
import { invitationChecks, invite } from './campaign-invite.service';

export async function inviteForSurvey(deps: TLinkDeps, user: TActor, campaignId: number, body: TInviteSurveyBody): Promise<TInvitationResult> {
  const { campaign, access } = await campaignScope(deps.db, user, campaignId);
  await invitationChecks(deps, access, campaign);
  const now = deps.clock.now();
  const byName = await memberName(deps.db, access.userId);
  return deps.db.transaction((tx) =>
    invite(deps, tx, { access, campaign, byName, now, event: body.survey_id ? { survey_id: body.survey_id } : undefined }, {
      email: body.email,
      firstName: body.first_name,
      lastName: body.last_name,
      company: null,
      passwordType: 'none',
      notecardType: 'none',
      notecardText: '',
      sendEmail: false,
      invitationMessage: '',
      customEmailMessage: '',
    }, false),
  );
}
