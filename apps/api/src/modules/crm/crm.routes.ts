import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCampaignTriggerBody,
  ZCampaignTriggerResult,
  ZCrmDisconnectResult,
  ZCrmOauthReturnQuery,
  ZCrmOauthStatus,
  ZCrmSecretCreated,
  ZCrmSecretInfo,
  ZCrmSetupResult,
  ZIntegrationConnect,
  ZIntegrationDisconnect,
} from '@gifthub/shared/crm';
import { ZIdParams, ZTeamParams } from '@gifthub/shared/fields';
import type { TDeps } from '../../deps';
import { forRequest } from '../../lib/public-url';
import { requireAccess } from '../../plugins/auth';
import { connectIntegration, crmStatus, createCrmSecret, disconnectCrm, disconnectCrmByGet, getCrmSecret, oauthReturn, setupCrm } from './crm.service';
import { authenticateTrigger, triggerCampaign, type TTriggerAuth } from './crm-trigger.service';
import { noStore } from '../../lib/no-store';

const minute = 60_000;
const bearer = (req: FastifyRequest) => {
  const h = req.headers.authorization;
  return h && h.startsWith('Bearer ') ? h.slice(7).trim() : null;
};

/**
 * The CRM link (spec 3 §7 CRM service; spec 1 §7 webhook). Team routes carry :teamId, so the auth plugin checks
 * membership, edit-team-settings, Pro (writes) and demo read-only. The OAuth return is public (the CRM sends the
 * browser; its signed state names team and member). The trigger is public to the session layer and authenticated by
 * the team's CRM secret, before its body is read, so a caller without it learns nothing (401 first).
 */
export const crmRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  // The CRM secret and the invitation links a trigger answers: no cache keeps them.
  app.addHook('onSend', noStore);
  const team = { permission: 'edit-team-settings' } as const;
  const teamWrite = { ...team, pro: 'crm' } as const;

  app.post('/teams/:teamId/crm/setup', { config: teamWrite, schema: { params: ZTeamParams, response: { 200: ZCrmSetupResult } } }, (req) =>
    setupCrm(forRequest(deps, req), requireAccess(req)),
  );
  app.get('/teams/:teamId/crm/hubspot/oauth/status', { config: team, schema: { params: ZTeamParams, response: { 200: ZCrmOauthStatus } } }, (req) =>
    crmStatus(forRequest(deps, req), requireAccess(req)),
  );
  app.post('/teams/:teamId/crm/hubspot/oauth/disconnect', { config: teamWrite, schema: { params: ZTeamParams, response: { 200: ZCrmDisconnectResult } } }, (req) =>
    disconnectCrm(forRequest(deps, req), requireAccess(req)),
  );
  // The spec's client disconnects with a GET: the same checks, and the demo's read-only rule in the service.
  app.get('/teams/:teamId/crm/hubspot/oauth/disconnect', { config: teamWrite, schema: { params: ZTeamParams, response: { 200: ZCrmDisconnectResult } } }, (req) =>
    disconnectCrmByGet(forRequest(deps, req), requireAccess(req)),
  );
  // The same connect and disconnect under the team's integrations (the spec's paths).
  app.post('/teams/:teamId/integrations', { config: teamWrite, schema: { params: ZTeamParams, body: ZIntegrationConnect, response: { 200: ZCrmOauthStatus } } }, (req) =>
    connectIntegration(forRequest(deps, req), requireAccess(req)),
  );
  app.delete('/teams/:teamId/integrations', { config: teamWrite, schema: { params: ZTeamParams, body: ZIntegrationDisconnect, response: { 200: ZCrmDisconnectResult } } }, (req) =>
    disconnectCrm(forRequest(deps, req), requireAccess(req)),
  );
  app.get(
    '/crm/hubspot/oauth/return',
    { config: { public: true, rateLimit: { max: 30, timeWindow: minute } }, schema: { querystring: ZCrmOauthReturnQuery } },
    async (req, reply) => reply.redirect(await oauthReturn(forRequest(deps, req), req.query)),
  );

  app.get('/teams/:teamId/crm/secret', { config: team, schema: { params: ZTeamParams, response: { 200: ZCrmSecretInfo } } }, (req) =>
    getCrmSecret(forRequest(deps, req), requireAccess(req)),
  );
  app.post('/teams/:teamId/crm/secret', { config: teamWrite, schema: { params: ZTeamParams, response: { 200: ZCrmSecretCreated } } }, (req) =>
    createCrmSecret(forRequest(deps, req), requireAccess(req)),
  );

  const triggers = new WeakMap<FastifyRequest, TTriggerAuth>();
  app.post(
    '/campaigns/:id/trigger',
    {
      config: { public: true, rateLimit: { max: 120, timeWindow: minute } },
      schema: { params: ZIdParams, body: ZCampaignTriggerBody, response: { 200: ZCampaignTriggerResult } },
      preValidation: async (req) => {
        triggers.set(req, await authenticateTrigger(forRequest(deps, req), (req.params as { id?: unknown }).id, bearer(req)));
      },
    },
    (req) => triggerCampaign(forRequest(deps, req), triggers.get(req)!, req.body),
  );
};
