import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZTeamParams, ZIdParams } from '@gifthub/shared/fields';
import { paged } from '@gifthub/shared/paging';
import { ZRegistrationRead } from '@gifthub/shared/campaign-registrations';
import { ZFulfilmentAction, ZFulfilmentItem, ZFulfilmentQuery, ZMarketplaceRegistration, ZOrdersQuery } from '@gifthub/shared/registrations';
import type { TDeps } from '../../deps';
import { requireAccess, requireAuth } from '../../plugins/auth';
import { fulfilmentAction, listFulfilment } from './registration-fulfilment.service';
import * as registrations from './registrations.service';
import { forRequest } from '../../lib/public-url';
import { ordersDocs } from '../openapi/gifts.api-docs';
import { noStore } from '../../lib/no-store';

/** Order history, the order detail and the staff fulfilment queue (spec 1 §4, spec 3 §2.2); selling is each platform's module. */
export const registrationsRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  // Gifts answer their invitation link, voucher code and URL: no cache keeps them.
  app.addHook('onSend', noStore);
  app.get(
    '/teams/:teamId/gb-registrations',
    { config: { permission: 'member', publicApi: ordersDocs.list }, schema: { params: ZTeamParams, querystring: ZOrdersQuery, response: { 200: paged(ZMarketplaceRegistration) } } },
    (req) => registrations.listOrders(forRequest(deps, req), requireAccess(req), req.query),
  );

  app.get('/gb-registrations/:id', { config: { permission: 'authenticated', publicApi: ordersDocs.detail }, schema: { params: ZIdParams, response: { 200: ZRegistrationRead } } }, (req) => {
    const auth = requireAuth(req);
    return registrations.getOrder(forRequest(deps, req), { id: auth.userId, isBbAdmin: auth.isBbAdmin }, req.params.id);
  });

  app.get('/admin/fulfilment', { config: { permission: 'staff' }, schema: { querystring: ZFulfilmentQuery, response: { 200: paged(ZFulfilmentItem) } } }, (req) =>
    listFulfilment(forRequest(deps, req), req.query),
  );

  app.put(
    '/admin/fulfilment/:id',
    { config: { permission: 'staff' }, schema: { params: ZIdParams, body: ZFulfilmentAction, response: { 200: ZFulfilmentItem } } },
    (req) => fulfilmentAction(forRequest(deps, req), requireAuth(req).userId, req.params.id, req.body),
  );
};
