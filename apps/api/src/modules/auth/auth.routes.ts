import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZLogin, ZLoginResult, ZProDetails, ZSignUp, ZSignUpInvite, ZTeamSignUp, ZTeamSignUpResult } from '@gifthub/shared/auth';
import { ZTeam, ZTeamSummary } from '@gifthub/shared/teams';
import { ZCurrentUser, ZCurrentUserUpdate } from '@gifthub/shared/users';
import type { TDeps } from '../../deps';
import { requireAccess, requireAuth } from '../../plugins/auth';
import { requestPlanUpgrade, userTeams } from '../teams/teams.service';
import { currentUser, findUserById, updateCurrentUser } from '../users/users.service';
import { revokeAllSessions } from './auth.service';
import * as auth from './auth.service';

const ZOk = z.object({ ok: z.boolean() });

export const authRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  app.post('/login', { config: { public: true }, schema: { body: ZLogin, response: { 200: ZLoginResult } } }, (req) =>
    auth.login(deps, req.body, { ip: req.ip, userAgent: req.headers['user-agent'] }),
  );

  app.post('/demo-login', { config: { public: true, rateLimit: { max: 30, windowMs: 60_000 } }, schema: { response: { 200: ZLoginResult } } }, (req) =>
    auth.demoLogin(deps, { ip: req.ip, userAgent: req.headers['user-agent'] }),
  );

  app.post('/clear-auth-cookies', { config: { permission: 'authenticated', demoAllowed: true }, schema: { response: { 200: ZOk } } }, async (req) => {
    await auth.logout(deps, requireAuth(req));
    return { ok: true };
  });

  app.get('/sign-up', { config: { public: true }, schema: { querystring: z.object({ token: z.string().min(1).max(200) }), response: { 200: ZSignUpInvite } } }, (req) =>
    auth.verifyInvitation(deps, req.query.token),
  );
  app.post('/sign-up', { config: { public: true }, schema: { body: ZSignUp, response: { 200: z.object({ email: z.string() }) } } }, (req) => auth.signUp(deps, req.body));

  // Creates an account and sends e-mail, so it is limited per address like the other public senders.
  app.post('/team-sign-up', { config: { public: true, rateLimit: { max: 10, windowMs: 60_000 } }, schema: { body: ZTeamSignUp, response: { 200: ZTeamSignUpResult } } }, (req) =>
    auth.teamSignUp(deps, req.body),
  );

  app.get('/current-user/teams', { config: { permission: 'authenticated' }, schema: { response: { 200: z.array(ZTeamSummary) } } }, (req) =>
    userTeams(deps.db, requireAuth(req).userId),
  );

  app.get('/teams/:teamId/current-user', { config: { permission: 'member' }, schema: { params: z.object({ teamId: z.coerce.number().int() }), response: { 200: ZCurrentUser } } }, (req) =>
    currentUser(deps.db, requireAccess(req)),
  );

  app.put(
    '/teams/:teamId/current-user',
    { config: { permission: 'member' }, schema: { params: z.object({ teamId: z.coerce.number().int() }), body: ZCurrentUserUpdate, response: { 200: ZCurrentUser } } },
    async (req) => {
      const access = requireAccess(req);
      const user = await updateCurrentUser(deps.db, access, req.body);
      // A new password signs out every other session of this user.
      if (req.body.password) await revokeAllSessions(deps, access.userId, requireAuth(req).sessionId);
      return user;
    },
  );

  app.post(
    '/teams/:teamId/request-plan-upgrade',
    { config: { permission: 'member' }, schema: { params: z.object({ teamId: z.coerce.number().int() }), body: ZProDetails, response: { 200: ZTeam } } },
    async (req) => {
      const access = requireAccess(req);
      const user = await findUserById(deps.db, access.userId);
      return requestPlanUpgrade(deps, access, req.body, { name: user?.name ?? '', email: user?.email ?? '' });
    },
  );
};
