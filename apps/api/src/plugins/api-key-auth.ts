import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_KEY_RATE_LIMIT, apiKeyTexts } from '@gifthub/shared/api-keys';
import { ERROR_CODES } from '@gifthub/shared/errors';
import { intId } from '@gifthub/shared/fields';
import { texts } from '@gifthub/shared/messages';
import type { TApiKeyRole } from '@gifthub/shared/integrations';
import type { TPermission } from '@gifthub/shared/permissions';
import type { TDeps } from '../deps';
import { AppError } from '../lib/app-error';
import { apiKeyScope } from '../lib/api-key-scope';
import { apiKeyAccess, findApiKey, touchApiKey } from '../modules/api-keys/api-keys.service';
import { requirePermission, requirePro } from '../modules/teams/teams.service';
import { createApiKeyLimiter } from './rate-limit';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request was authenticated by an API key (Authorization: Bearer ghk_…), not a session. */
    apiKey: { id: number; teamId: number; role: TApiKeyRole } | null;
  }
}

const READS = new Set(['GET', 'HEAD']);
const WRITE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const teamNotFound = () => new AppError(ERROR_CODES.noTeam, 404, 'Team not found.');

/** The team a request names: its :teamId, else a teamId or team_id query parameter; undefined when it names none. */
function namedTeam(req: FastifyRequest): string | undefined {
  const params = req.params as { teamId?: string };
  if (params.teamId !== undefined) return params.teamId;
  const query = (req.query ?? {}) as Record<string, unknown>;
  const q = query.teamId ?? query.team_id;
  return q === undefined || q === '' ? undefined : String(q);
}

/**
 * The API-key branch of the auth hook (issue 17). A key opens only routes that declare `publicApi`, for its own team
 * only (another team is 404, as for a non-member), GET only when read-only, on Pro only, never a demo write. It acts
 * as its creator (who must still be an active member) with a Team Manager's permissions: req.auth and req.access
 * look as they would for that manager's session, so services need nothing new. Every request of a valid key is
 * counted by the per-key rate limit, refused ones included.
 */
export function createApiKeyAuth(app: Parameters<typeof createApiKeyLimiter>[0], deps: TDeps) {
  const count = createApiKeyLimiter(app, API_KEY_RATE_LIMIT);
  app.decorateRequest('apiKey', null);
  // The handler runs inside the key's scope, so services that find a team from a record (no :teamId in the path)
  // resolve access through teams.service for the key's team only (lib/api-key-scope.ts). A preHandler: after the body
  // is read, so nothing between here and the handler leaves the async context.
  app.addHook('preHandler', (req, _reply, done) => {
    if (!req.apiKey || !req.auth) return done();
    apiKeyScope.run({ keyId: req.apiKey.id, teamId: req.apiKey.teamId, userId: req.auth.userId }, done);
  });

  return async (req: FastifyRequest, reply: FastifyReply, token: string) => {
    const config = req.routeOptions.config;
    const row = await findApiKey(deps, token);
    await count(req, reply, row.id, apiKeyTexts.tooManyRequests);
    if (!config.publicApi) throw AppError.forbidden(apiKeyTexts.publicApiOnly);
    if (row.role === 'read-only' && !READS.has(req.method)) throw AppError.forbidden(apiKeyTexts.readOnly);
    const named = namedTeam(req);
    if (named !== undefined) {
      const teamId = intId.safeParse(named);
      if (!teamId.success || teamId.data !== row.teamId) throw teamNotFound();
    }
    const access = await apiKeyAccess(deps, row);
    // A team that left Pro: its keys stop with the banner's words, before anything else is said about the route.
    requirePro(access, 'apiKeys', deps.config.productName);
    if (access.isDemo && WRITE.has(req.method)) throw AppError.forbidden(texts.demoReadOnly, ERROR_CODES.demoReadOnly);
    const guard = config.permission;
    if (guard === 'staff') throw AppError.forbidden(texts.forbidden);
    if (guard && guard !== 'authenticated' && guard !== 'member') requirePermission(access, guard satisfies TPermission);
    if (config.pro) requirePro(access, config.pro, deps.config.productName);
    req.apiKey = { id: row.id, teamId: row.teamId, role: row.role };
    req.auth = { userId: access.userId, sessionId: `api-key:${row.id}`, isBbAdmin: false, isDemo: access.isDemo };
    req.access = access;
    await touchApiKey(deps, row);
  };
}
