import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZOk } from '@gifthub/shared/errors';
import { ZTeamParams } from '@gifthub/shared/fields';
import {
  ZForgotPassword,
  ZLogin,
  ZLoginResult,
  ZProDetails,
  ZResetPassword,
  ZResetPasswordInfo,
  ZResetPasswordQuery,
  ZSignUp,
  ZSignUpInvite,
  ZSignUpQuery,
  ZSignUpResult,
  ZTeamSignUp,
  ZTeamSignUpResult,
} from '@gifthub/shared/auth';
import { ZTeam, ZTeamSummaries } from '@gifthub/shared/teams';
import { ZCurrentUser, ZCurrentUserUpdate } from '@gifthub/shared/users';
import type { TDeps } from '../../deps';
import { noStore } from '../../lib/no-store';
import { requireAccess, requireAuth, requireSessionId, sessionEnded } from '../../plugins/auth';
import { teamWithBalance } from '../billing/billing.team-view.service';
import { requestPlanUpgrade, sessionTeams } from '../teams/teams.service';
import { currentUser, findUserById } from '../users/users.service';
import * as auth from './auth.service';
import * as reset from './password-reset.service';
import { forRequest } from '../../lib/public-url';


// Both /reset-password methods share one counter per address (the limiter keys on the route's URL).
const RESET_LIMIT = { max: 20, timeWindow: 60_000 };

export const authRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  app.post('/login', { config: { public: true }, onSend: noStore, schema: { body: ZLogin, response: { 200: ZLoginResult } } }, (req) =>
    auth.login(deps, req.body, { ip: req.ip, userAgent: req.headers['user-agent'] }),
  );

  app.post('/demo-login', { config: { public: true, rateLimit: { max: 30, timeWindow: 60_000 } }, onSend: noStore, schema: { response: { 200: ZLoginResult } } }, (req) =>
    auth.demoLogin(deps, { ip: req.ip, userAgent: req.headers['user-agent'] }),
  );

  app.post('/clear-auth-cookies', { config: { permission: 'authenticated', demoAllowed: true }, schema: { response: { 200: ZOk } } }, async (req) => {
    await auth.logout(deps, requireAuth(req));
    return { ok: true };
  });

  app.get('/sign-up', { config: { public: true }, schema: { querystring: ZSignUpQuery, response: { 200: ZSignUpInvite } } }, (req) =>
    auth.verifyInvitation(deps, req.query.token),
  );
  app.post('/sign-up', { config: { public: true }, schema: { body: ZSignUp, response: { 200: ZSignUpResult } } }, (req) => auth.signUp(forRequest(deps, req), req.body));

  // Creates an account and sends e-mail, so it is limited per address like the other public senders.
  app.post('/team-sign-up', { config: { public: true, rateLimit: { max: 10, timeWindow: 60_000 } }, schema: { body: ZTeamSignUp, response: { 200: ZTeamSignUpResult } } }, (req) =>
    auth.teamSignUp(forRequest(deps, req), req.body, req.auth),
  );

  // Password reset: public, and limited per address like the other public senders.
  app.post('/forgot-password', { config: { public: true, rateLimit: { max: 10, timeWindow: 60_000 } }, schema: { body: ZForgotPassword, response: { 200: ZOk } } }, (req) =>
    reset.requestPasswordReset(forRequest(deps, req), req.body),
  );
  app.get('/reset-password', { config: { public: true, rateLimit: RESET_LIMIT }, onSend: noStore, schema: { querystring: ZResetPasswordQuery, response: { 200: ZResetPasswordInfo } } }, (req) =>
    reset.verifyPasswordReset(deps, req.query.token),
  );
  app.post('/reset-password', { config: { public: true, rateLimit: RESET_LIMIT }, onSend: noStore, schema: { body: ZResetPassword, response: { 200: ZResetPasswordInfo } } }, (req) =>
    reset.resetPassword(forRequest(deps, req), req.body),
  );

  // The shell reads this on every page: the session is checked by the same query that reads the teams.
  app.get('/current-user/teams', { config: { permission: 'authenticated', checksSession: true }, schema: { response: { 200: ZTeamSummaries } } }, async (req) => {
    const teams = await sessionTeams(deps.db, requireSessionId(req), deps.clock.now());
    if (!teams) throw sessionEnded();
    return teams;
  });

  app.get('/teams/:teamId/current-user', { config: { permission: 'member' }, schema: { params: ZTeamParams, response: { 200: ZCurrentUser } } }, (req) =>
    currentUser(deps.db, requireAccess(req)),
  );

  app.put(
    '/teams/:teamId/current-user',
    { config: { permission: 'member' }, schema: { params: ZTeamParams, body: ZCurrentUserUpdate, response: { 200: ZCurrentUser } } },
    (req) => auth.updateAccount(deps, requireAccess(req), requireAuth(req).sessionId, req.body, req.ip),
  );

  app.post(
    '/teams/:teamId/request-plan-upgrade',
    { config: { permission: 'member' }, schema: { params: ZTeamParams, body: ZProDetails, response: { 200: ZTeam } } },
    async (req) => {
      const access = requireAccess(req);
      const user = await findUserById(deps.db, access.userId);
      return teamWithBalance(deps.db, await requestPlanUpgrade(forRequest(deps, req), access, req.body, { name: user?.name ?? '', email: user?.email ?? '' }));
    },
  );
};
