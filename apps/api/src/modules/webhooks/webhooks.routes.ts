import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZTeamParams } from '@gifthub/shared/fields';
import {
  ZWebhookDeliveriesQuery,
  ZWebhookDelivery,
  ZWebhookDeliveryPage,
  ZWebhookDeliveryParams,
  ZWebhookEndpointCreate,
  ZWebhookEndpointCreated,
  ZWebhookEndpointList,
  ZWebhookEndpointParams,
  ZWebhookOk,
} from '@gifthub/shared/webhooks';
import type { TDeps } from '../../deps';
import { requireAccess } from '../../plugins/auth';
import { createWebhookEndpoint, deleteWebhookEndpoint, listWebhookDeliveries, listWebhookEndpoints, replayWebhookDelivery } from './webhooks.service';
import { noStore } from '../../lib/no-store';

/**
 * Webhooks (issue 17). Team routes carry :teamId, so the auth plugin checks membership, edit-team-settings (like
 * the CRM link), Pro for writes, and demo read-only.
 */
export const webhooksRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  // An endpoint's signing secret is answered once at creation: no cache keeps it.
  app.addHook('onSend', noStore);
  const team = { permission: 'edit-team-settings' } as const;
  const teamWrite = { ...team, pro: 'webhooks' } as const;

  app.get('/teams/:teamId/webhooks', { config: team, schema: { params: ZTeamParams, response: { 200: ZWebhookEndpointList } } }, (req) =>
    listWebhookEndpoints(deps, requireAccess(req)),
  );
  app.post(
    '/teams/:teamId/webhooks',
    { config: teamWrite, schema: { params: ZTeamParams, body: ZWebhookEndpointCreate, response: { 200: ZWebhookEndpointCreated } } },
    (req) => createWebhookEndpoint(deps, requireAccess(req), req.body),
  );
  app.delete('/teams/:teamId/webhooks/:id', { config: teamWrite, schema: { params: ZWebhookEndpointParams, response: { 200: ZWebhookOk } } }, (req) =>
    deleteWebhookEndpoint(deps, requireAccess(req), req.params.id),
  );
  app.get(
    '/teams/:teamId/webhooks/:id/deliveries',
    { config: team, schema: { params: ZWebhookEndpointParams, querystring: ZWebhookDeliveriesQuery, response: { 200: ZWebhookDeliveryPage } } },
    (req) => listWebhookDeliveries(deps, requireAccess(req), req.params.id, req.query),
  );
  app.post(
    '/teams/:teamId/webhooks/deliveries/:deliveryId/replay',
    { config: teamWrite, schema: { params: ZWebhookDeliveryParams, response: { 200: ZWebhookDelivery } } },
    (req) => replayWebhookDelivery(deps, requireAccess(req), req.params.deliveryId),
  );
};
