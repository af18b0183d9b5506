import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZTeamParams } from '@gifthub/shared/fields';
import { ZDashboard, ZRegistrationStats } from '@gifthub/shared/dashboard';
import type { TDeps } from '../../deps';
import { requireAccess } from '../../plugins/auth';
import { dashboard, teamRegistrationStats } from './dashboard.service';

export const dashboardRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  app.get('/teams/:teamId/dashboard', { config: { permission: 'member' }, schema: { params: ZTeamParams, response: { 200: ZDashboard } } }, (req) =>
    dashboard(deps, requireAccess(req)),
  );
  // Registration stats (spec 1 §3): the dashboard chart's series on their own.
  app.get('/teams/:teamId/gb-registrations/stats', { config: { permission: 'member' }, schema: { params: ZTeamParams, response: { 200: ZRegistrationStats } } }, (req) =>
    teamRegistrationStats(deps, requireAccess(req)),
  );
};
