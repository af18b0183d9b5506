import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZTeamParams } from '@gifthub/shared/fields';
import { ZDashboard } from '@gifthub/shared/dashboard';
import type { TDeps } from '../../deps';
import { requireAccess } from '../../plugins/auth';
import { dashboard } from './dashboard.service';

export const dashboardRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  app.get('/teams/:teamId/dashboard', { config: { permission: 'member' }, schema: { params: ZTeamParams, response: { 200: ZDashboard } } }, (req) =>
    dashboard(deps, requireAccess(req)),
  );
};
