import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiKey, ZApiKeyCreate, ZApiKeyCreated, ZApiKeyList } from '@gifthub/shared/api-keys';
import { ZOk } from '@gifthub/shared/errors';
import { id, ZTeamParams } from '@gifthub/shared/fields';
import type { TDeps } from '../../deps';
import { requireAccess } from '../../plugins/auth';
import { createApiKey, deleteApiKey, getApiKey, getMasterApiKey, listApiKeys } from './api-keys.service';
import { noStore } from '../../lib/no-store';

const ZKeyParams = ZTeamParams.extend({ id: id() });

/**
 * A team's API keys (spec 3 §2.10, §7 /teams/{teamId}/api_keys). Integrations are the team admin's, like the CRM:
 * edit-team-settings, Pro only (every call: a team off Pro sees the banner), demo read-only (the auth plugin).
 * Not `idempotent`: a stored answer would keep the real key, and a retried create only makes a second key to delete.
 */
export const apiKeysRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  // A key is answered whole once at creation: no cache keeps it.
  app.addHook('onSend', noStore);
  const config = { permission: 'edit-team-settings', pro: 'apiKeys' } as const;

  app.get('/teams/:teamId/api_keys', { config, schema: { params: ZTeamParams, response: { 200: ZApiKeyList } } }, (req) => listApiKeys(deps, requireAccess(req)));
  app.post('/teams/:teamId/api_keys', { config, schema: { params: ZTeamParams, body: ZApiKeyCreate, response: { 200: ZApiKeyCreated } } }, (req) =>
    createApiKey(deps, requireAccess(req), req.body),
  );
  app.get('/teams/:teamId/api_keys/master', { config, schema: { params: ZTeamParams, response: { 200: ZApiKey } } }, (req) => getMasterApiKey(deps, requireAccess(req)));
  app.get('/teams/:teamId/api_keys/:id', { config, schema: { params: ZKeyParams, response: { 200: ZApiKey } } }, (req) => getApiKey(deps, requireAccess(req), req.params.id));
  app.delete('/teams/:teamId/api_keys/:id', { config, schema: { params: ZKeyParams, response: { 200: ZOk } } }, (req) => deleteApiKey(deps, requireAccess(req), req.params.id));
};
