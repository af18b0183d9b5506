import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isApiKeyToken } from '@gifthub/shared/api-keys';
import { ERROR_CODES } from '@gifthub/shared/errors';
import { intId } from '@gifthub/shared/fields';
import { texts } from '@gifthub/shared/messages';
import type { TPermission } from '@gifthub/shared/permissions';
import type { TProFeature } from '@gifthub/shared/plans';
import type { TDeps } from '../deps';
import { AppError } from '../lib/app-error';
import { createApiKeyAuth } from './api-key-auth';
import { authenticate, sessionOfToken, type TAuthUser } from '../modules/auth/auth.service';
import type { TTeamAccess } from '../modules/teams/team-access';
import { requirePermission, requirePro, resolveTeamAccess } from '../modules/teams/teams.service';

/** 'authenticated': any signed-in user; 'member': any member of the :teamId team; 'staff': bb_admin only. */
export type TGuard = TPermission | 'authenticated' | 'member' | 'staff';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Open to anyone; a valid token is still read when present. */
    public?: boolean;
    permission?: TGuard;
    /** Pro plan gate, named by the feature the upgrade banner shows. */
    pro?: TProFeature;
    /** A write the demo user may make (signing out). */
    demoAllowed?: boolean;
    /**
     * An 'authenticated' GET whose own query checks the session (requireSessionId), saving a round trip: the hook
     * verifies only the token (signature, type, expiry), and the route answers 401 when its query finds no live session.
     */
    checksSession?: boolean;
  }
  interface FastifyRequest {
    auth: TAuthUser | null;
    access: TTeamAccess | null;
    /** Routes with `checksSession`: the session the verified token names, not yet looked up. */
    sessionId: string | null;
  }
}

const WRITE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const bearer = (req: FastifyRequest) => {
  const h = req.headers.authorization;
  return h && h.startsWith('Bearer ') ? h.slice(7).trim() : null;
};

/** 401: no token, a forged or expired one, or a session that has ended. */
export const sessionEnded = () => new AppError(ERROR_CODES.invalidToken, 401, texts.sessionEnded);

export const requireAuth = (req: FastifyRequest) => {
  if (!req.auth) throw sessionEnded();
  return req.auth;
};
/** Routes with `checksSession`: their query must also find the session live, else they answer sessionEnded(). */
export const requireSessionId = (req: FastifyRequest) => {
  if (!req.sessionId) throw sessionEnded();
  return req.sessionId;
};
export const requireAccess = (req: FastifyRequest) => {
  if (!req.access) throw new AppError(ERROR_CODES.noTeam, 404, 'Team not found.');
  return req.access;
};

/**
 * Deny by default: a route is reachable only if it says `public: true` or names a guard.
 * Team routes (with :teamId) resolve membership, permission, plan gate and demo read-only here, before validation.
 */
export function registerAuth(app: FastifyInstance, deps: TDeps) {
  app.decorateRequest('auth', null);
  app.decorateRequest('access', null);
  app.decorateRequest('sessionId', null);
  const apiKeyAuth = createApiKeyAuth(app, deps);
  // Staff and demo rules are the hook's, so only plain authenticated reads may leave the session to their query.
  app.addHook('onRoute', (route) => {
    if (route.config?.checksSession && (route.config.permission !== 'authenticated' || [route.method].flat().some((m) => m !== 'GET' && m !== 'HEAD')))
      throw new Error(`${route.url}: checksSession is for 'authenticated' GET routes only`);
  });

  // Every 401 names the scheme it wants (RFC 7235), and says when a token was sent but refused (RFC 6750 §3.1).
  // Each 401 is an error reaching the handler, so this costs answers that succeed nothing.
  app.addHook('onError', async (req, reply, error) => {
    const status = error instanceof AppError ? error.status : (error as { statusCode?: number }).statusCode;
    if (status === 401) reply.header('www-authenticate', bearer(req) ? 'Bearer error="invalid_token"' : 'Bearer');
  });

  app.addHook('onRequest', async (req, reply) => {
    const config = req.routeOptions.config;
    // 404s fall through to the not-found handler; outside /api/ are the portal's static files.
    if (!req.routeOptions.url || !req.routeOptions.url.startsWith('/api/')) return;
    const token = bearer(req);
    if (config.public) {
      if (token) req.auth = await authenticate(deps, token);
      return;
    }
    if (!config.permission) throw new AppError(ERROR_CODES.forbidden, 403, 'This route is not open.');
    if (!token) throw sessionEnded();
    // Authorization: Bearer ghk_… is a team's API key: the public API's rules (plugins/api-key-auth.ts).
    if (isApiKeyToken(token)) return apiKeyAuth(req, reply, token);
    if (config.checksSession) {
      req.sessionId = sessionOfToken(deps, token);
      if (!req.sessionId) throw sessionEnded();
      return;
    }
    const auth = await authenticate(deps, token);
    if (!auth) throw sessionEnded();
    req.auth = auth;

    if (config.permission === 'staff' && !auth.isBbAdmin) throw AppError.forbidden(texts.forbidden);
    if (auth.isDemo && WRITE.has(req.method) && !config.demoAllowed) throw AppError.forbidden(texts.demoReadOnly, ERROR_CODES.demoReadOnly);

    const teamId = (req.params as { teamId?: string }).teamId;
    if (teamId === undefined) return;
    // Runs before validation: an id no team can have (not 1..2^31-1) is a team that does not exist.
    const parsedTeamId = intId.safeParse(teamId);
    if (!parsedTeamId.success) throw new AppError(ERROR_CODES.noTeam, 404, 'Team not found.');
    const access = await resolveTeamAccess(deps.db, parsedTeamId.data, { id: auth.userId, isBbAdmin: auth.isBbAdmin });
    req.access = access;
    if (access.isDemo && WRITE.has(req.method) && !config.demoAllowed) throw AppError.forbidden(texts.demoReadOnly, ERROR_CODES.demoReadOnly);
    if (config.permission !== 'authenticated' && config.permission !== 'member' && config.permission !== 'staff')
      requirePermission(access, config.permission);
    if (config.pro) requirePro(access, config.pro, deps.config.productName);
  });
}
