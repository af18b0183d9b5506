import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZDashboard } from '@gifthub/shared/dashboard';
import type { TDeps } from '../../deps';
import { requireAccess } from '../../plugins/auth';
import { dashboard } from './dashboard.service';

export const dashboardRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  app.get('/teams/:teamId/dashboard', { config: { permission: 'member' }, schema: { params: z.object({ teamId: z.coerce.number().int() }), response: { 200: ZDashboard } } }, (req) =>
    dashboard(deps, requireAccess(req)),
  );
};
