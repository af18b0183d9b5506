import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZNotificationList, ZNotificationParams } from '@gifthub/shared/notifications';
import type { TDeps } from '../../deps';
import { requireAccess } from '../../plugins/auth';
import { notifications } from './notifications.service';

export const notificationsRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  app.get(
    '/teams/:teamId/notifications/:type',
    { config: { permission: 'member' }, schema: { params: ZNotificationParams, response: { 200: ZNotificationList } } },
    async (req) => ({ data: await notifications(deps.db, requireAccess(req), req.params.type) }),
  );
};
