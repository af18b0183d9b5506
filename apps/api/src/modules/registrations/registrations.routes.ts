import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZTeamParams, ZIdParams } from '@gifthub/shared/fields';
import { paged } from '@gifthub/shared/paging';
import {
  ZFulfilmentAction,
  ZFulfilmentItem,
  ZFulfilmentQuery,
  ZInvitationItem,
  ZInvitationResult,
  ZMarketplaceRegistration,
  ZOrdersQuery,
  ZRegistrationDetail,
  ZRegistrationItem,
} from '@gifthub/shared/registrations';
import type { TDeps } from '../../deps';
import { requireAccess, requireAuth } from '../../plugins/auth';
import { registerReconcileTask } from '../payments/payments.service';
import * as registrations from './registrations.service';

const ZPlatformQuery = z.object({ platform: z.enum(['marketplace'], { error: 'Only marketplace gift links can be generated here.' }).default('marketplace') });

/** Marketplace gift sending, order history and the staff fulfilment queue (spec 1 §3–§5, spec 3 §2.2). */
export const registrationsRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  // Declined card-paid gifts whose refund failed are refunded again by the payments reconciler.
  registerReconcileTask('declined-gift-refunds', registrations.retryDeclinedRefunds);

  app.post(
    '/teams/:teamId/gb-registrations',
    { config: { permission: 'member', idempotent: true }, schema: { params: ZTeamParams, body: ZRegistrationItem, response: { 200: ZMarketplaceRegistration } } },
    (req) => registrations.sendDirect(deps, requireAccess(req), req.body, { idempotencyKey: req.idempotencyKey ?? undefined }),
  );

  app.post(
    '/teams/:teamId/gb-registrations/invite/link',
    {
      config: { permission: 'member', idempotent: true },
      schema: { params: ZTeamParams, querystring: ZPlatformQuery, body: ZInvitationItem, response: { 200: ZInvitationResult } },
    },
    (req) => registrations.createLink(deps, requireAccess(req), { ...req.body, platform: req.query.platform }, { idempotencyKey: req.idempotencyKey ?? undefined }),
  );

  app.get(
    '/teams/:teamId/gb-registrations',
    { config: { permission: 'member' }, schema: { params: ZTeamParams, querystring: ZOrdersQuery, response: { 200: paged(ZMarketplaceRegistration) } } },
    (req) => registrations.listOrders(deps, requireAccess(req), req.query),
  );

  app.get('/gb-registrations/:id', { config: { permission: 'authenticated' }, schema: { params: ZIdParams, response: { 200: ZRegistrationDetail } } }, (req) => {
    const auth = requireAuth(req);
    return registrations.getOrder(deps, { id: auth.userId, isBbAdmin: auth.isBbAdmin }, req.params.id);
  });

  app.get('/admin/fulfilment', { config: { permission: 'staff' }, schema: { querystring: ZFulfilmentQuery, response: { 200: paged(ZFulfilmentItem) } } }, (req) =>
    registrations.listFulfilment(deps, req.query),
  );

  app.put(
    '/admin/fulfilment/:id',
    { config: { permission: 'staff' }, schema: { params: ZIdParams, body: ZFulfilmentAction, response: { 200: ZFulfilmentItem } } },
    (req) => registrations.fulfilmentAction(deps, requireAuth(req).userId, req.params.id, req.body),
  );
};
