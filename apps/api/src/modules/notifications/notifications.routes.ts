import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZTeamParams } from '@gifthub/shared/fields';
import { NOTIFICATION_TYPES, ZNotification } from '@gifthub/shared/notifications';
import type { TDeps } from '../../deps';
import { requireAccess } from '../../plugins/auth';
import { notifications } from './notifications.service';

export const notificationsRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  app.get(
    '/teams/:teamId/notifications/:type',
    { config: { permission: 'member' }, schema: { params: ZTeamParams.extend({ type: z.enum(NOTIFICATION_TYPES) }), response: { 200: z.object({ data: z.array(ZNotification) }) } } },
    async (req) => ({ data: await notifications(deps.db, requireAccess(req), req.params.type) }),
  );
};
