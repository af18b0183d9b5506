import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCorporateProduct,
  ZCorporateProductList,
  ZCorporateProductParams,
  ZCorporateProductsQuery,
  ZCorporateProductUpdate,
  ZProductOrders,
  ZProductOrdersQuery,
} from '@gifthub/shared/corporate-products';
import { ZTeamParams } from '@gifthub/shared/fields';
import type { TDeps } from '../../deps';
import { requireAccess, requireAuth } from '../../plugins/auth';
import * as products from './corporate-products.service';

const member = { permission: 'member' } as const;

/** Your Corporate Products (spec 3 §7 Products): reads for every member (a preview without Pro), writes Pro only. */
export const corporateProductsRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  app.get('/teams/:teamId/products', { config: member, schema: { params: ZTeamParams, querystring: ZCorporateProductsQuery, response: { 200: ZCorporateProductList } } }, (req) =>
    products.listProducts(deps.db, requireAccess(req), req.query),
  );

  app.get('/teams/:teamId/product/:id', { config: member, schema: { params: ZCorporateProductParams, response: { 200: ZCorporateProduct } } }, (req) =>
    products.getProduct(deps.db, requireAccess(req), req.params.id),
  );

  app.put(
    '/teams/:teamId/product/:id',
    { config: { ...member, pro: 'corporateProducts' }, schema: { params: ZCorporateProductParams, body: ZCorporateProductUpdate, response: { 200: ZCorporateProduct } } },
    (req) => products.updateProduct(deps.db, requireAccess(req), requireAuth(req), req.params.id, req.body),
  );

  app.get(
    '/teams/:teamId/product/:id/orders',
    { config: member, schema: { params: ZCorporateProductParams, querystring: ZProductOrdersQuery, response: { 200: ZProductOrders } } },
    (req) => products.productOrders(deps.db, requireAccess(req), req.params.id, req.query),
  );
};
