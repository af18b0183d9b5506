import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCampaignInvitation,
  ZCampaignRecipient,
  ZCampaignRegistrationItem,
  ZInviteMultiple,
  ZInviteMultipleResult,
  ZRecipientsExportQuery,
  ZRecipientsPage,
  ZRecipientsListQuery,
  ZRegistrationRead,
  ZRegistrationUpdate,
} from '@gifthub/shared/campaign-registrations';
import { ZFeedbackPage, ZFeedbackQuery } from '@gifthub/shared/campaign-feedback';
import { ZIdParams } from '@gifthub/shared/fields';
import { ZInvitationResult } from '@gifthub/shared/registrations';
import type { TDeps } from '../../deps';
import { forRequest } from '../../lib/public-url';
import { requireAuth } from '../../plugins/auth';
import { exportRecipients } from './campaign-export.service';
import { listCampaignFeedback } from './campaign-feedback.service';
import { inviteByLink, inviteMultiple } from './campaign-invite.service';
import { inviteForSurvey } from './campaign-invite-survey.service';
import { ZInviteSurveyBody } from '@gifthub/shared/crm';
import { listCampaignRecipients } from './campaign-recipients.service';
import { sendInCampaign } from './campaign-send.service';
import { updateRegistration } from './campaign-update.service';
import { sendCsv } from '../../lib/csv';
import { campaignsDocs } from '../openapi/campaigns.api-docs';
import { noStore } from '../../lib/no-store';

const actor = (req: Parameters<typeof requireAuth>[0]) => {
  const auth = requireAuth(req);
  return { id: auth.userId, isBbAdmin: auth.isBbAdmin };
};

/**
 * A campaign's recipients (spec 1 §7): the list and its export, Select & Send, invitations, and the row actions.
 * No :teamId: the services find the campaign's team and check membership, the Pro gate and demo read-only (another
 * team's ids answer 404). Routes that make registrations honour Idempotency-Key (Select & Send takes money).
 */
export const campaignRegistrationsRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  // Recipients answer their invitation links and shared secrets: no cache keeps them.
  app.addHook('onSend', noStore);
  app.get(
    '/gb-campaigns/:id/registrations',
    { config: { permission: 'authenticated', publicApi: campaignsDocs.recipients }, schema: { params: ZIdParams, querystring: ZRecipientsListQuery, response: { 200: ZRecipientsPage } } },
    (req) => listCampaignRecipients(forRequest(deps, req), actor(req), req.params.id, req.query),
  );

  app.get(
    '/gb-campaigns/:id/feedback',
    { config: { permission: 'authenticated' }, schema: { params: ZIdParams, querystring: ZFeedbackQuery, response: { 200: ZFeedbackPage } } },
    (req) => listCampaignFeedback(forRequest(deps, req), actor(req), req.params.id, req.query),
  );

  app.get('/gb-campaigns/:id/registrations/export', { config: { permission: 'authenticated' }, schema: { params: ZIdParams, querystring: ZRecipientsExportQuery } }, async (req, reply) => {
    return sendCsv(reply, await exportRecipients(deps, actor(req), req.params.id, req.query));
  });

  app.post(
    '/gb-campaigns/:id/registrations',
    { config: { permission: 'authenticated', idempotent: true }, schema: { params: ZIdParams, body: ZCampaignRegistrationItem, response: { 200: ZCampaignRecipient } } },
    (req) => sendInCampaign(forRequest(deps, req), actor(req), req.params.id, req.body, { idempotencyKey: req.idempotencyKey ?? undefined }),
  );

  app.post(
    '/gb-campaigns/:id/registrations/invite/survey',
    { config: { permission: 'authenticated', idempotent: true }, schema: { params: ZIdParams, body: ZInviteSurveyBody, response: { 200: ZInvitationResult } } },
    (req) => inviteForSurvey(forRequest(deps, req), actor(req), req.params.id, req.body),
  );

  app.post(
    '/gb-campaigns/:id/registrations/invite/link',
    { config: { permission: 'authenticated', idempotent: true }, schema: { params: ZIdParams, body: ZCampaignInvitation, response: { 200: ZInvitationResult } } },
    (req) => inviteByLink(forRequest(deps, req), actor(req), req.params.id, req.body),
  );

  app.post(
    '/gb-campaigns/:id/registrations/invite/multiple',
    { config: { permission: 'authenticated', idempotent: true, publicApi: campaignsDocs.invite }, schema: { params: ZIdParams, body: ZInviteMultiple, response: { 200: ZInviteMultipleResult } } },
    (req) => inviteMultiple(forRequest(deps, req), actor(req), req.params.id, req.body),
  );

  app.put(
    '/gb-registrations/:id',
    { config: { permission: 'authenticated', publicApi: campaignsDocs.approve }, schema: { params: ZIdParams, body: ZRegistrationUpdate, response: { 200: ZRegistrationRead } } },
    (req) => updateRegistration(forRequest(deps, req), actor(req), req.params.id, req.body),
  );
};
