import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminProductRequest,
  ZAdminProductRequestComplete,
  ZAdminProductRequestListQuery,
  ZAdminProductRequestStatus,
  ZProductRequest,
  ZProductRequestCreate,
  ZProductRequestListQuery,
  ZProductRequestTeamQuery,
  ZProductRequestUpdate,
  ZRestockRequest,
} from '@gifthub/shared/corporate-products';
import { ZIdParams, ZTeamParams } from '@gifthub/shared/fields';
import { paged } from '@gifthub/shared/paging';
import type { TDeps } from '../../deps';
import { forRequest } from '../../lib/public-url';
import { requireAccess, requireAuth } from '../../plugins/auth';
import { adminCompleteRequest, adminGetRequest, adminListRequests, adminSetRequestStatus } from './product-requests.admin.service';
import * as requests from './product-requests.service';

const actor = (req: Parameters<typeof requireAuth>[0]) => {
  const auth = requireAuth(req);
  return { id: auth.userId, isBbAdmin: auth.isBbAdmin };
};

/**
 * Product requests and restock (spec 3 §7 products). Any member of the team reads and, on the Pro plan, asks: no
 * permission beyond membership (the spec names none). Creates are idempotent, so a retry after a lost answer asks once.
 */
export const productRequestsRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  app.get(
    '/teams/:teamId/products/requests',
    { config: { permission: 'member' }, schema: { params: ZTeamParams, querystring: ZProductRequestListQuery, response: { 200: paged(ZProductRequest) } } },
    (req) => requests.listRequests(deps.db, requireAccess(req), req.query),
  );

  app.post(
    '/teams/:teamId/products/requests',
    { config: { permission: 'member', pro: 'requestingProducts', idempotent: true }, schema: { params: ZTeamParams, body: ZProductRequestCreate, response: { 200: ZProductRequest } } },
    (req) => requests.createRequest(forRequest(deps, req), requireAccess(req), actor(req), req.body),
  );

  app.get(
    '/products/requests/:id',
    { config: { permission: 'authenticated' }, schema: { params: ZIdParams, querystring: ZProductRequestTeamQuery, response: { 200: ZProductRequest } } },
    (req) => requests.getRequest(deps.db, actor(req), req.params.id, req.query.team_id),
  );

  // The Pro gate and demo read-only are the service's: the team is the request's.
  app.put(
    '/products/requests/:id',
    { config: { permission: 'authenticated' }, schema: { params: ZIdParams, body: ZProductRequestUpdate, response: { 200: ZProductRequest } } },
    (req) => requests.updateRequest(forRequest(deps, req), actor(req), req.params.id, req.body),
  );

  app.post(
    '/products/:id/restock',
    { config: { permission: 'authenticated', idempotent: true }, schema: { params: ZIdParams, body: ZRestockRequest, response: { 200: ZProductRequest } } },
    (req) => requests.restockProduct(forRequest(deps, req), actor(req), req.params.id, req.body),
  );

  // ---- Staff back office
  app.get(
    '/admin/product-requests',
    { config: { permission: 'staff' }, schema: { querystring: ZAdminProductRequestListQuery, response: { 200: paged(ZAdminProductRequest) } } },
    (req) => adminListRequests(deps.db, req.query),
  );

  app.get('/admin/product-requests/:id', { config: { permission: 'staff' }, schema: { params: ZIdParams, response: { 200: ZAdminProductRequest } } }, (req) =>
    adminGetRequest(deps.db, req.params.id),
  );

  app.put(
    '/admin/product-requests/:id/status',
    { config: { permission: 'staff' }, schema: { params: ZIdParams, body: ZAdminProductRequestStatus, response: { 200: ZAdminProductRequest } } },
    (req) => adminSetRequestStatus(forRequest(deps, req), req.params.id, req.body),
  );

  app.post(
    '/admin/product-requests/:id/complete',
    { config: { permission: 'staff' }, schema: { params: ZIdParams, body: ZAdminProductRequestComplete, response: { 200: ZAdminProductRequest } } },
    (req) => adminCompleteRequest(forRequest(deps, req), req.params.id, req.body),
  );
};
