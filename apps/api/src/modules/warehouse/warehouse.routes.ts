import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams, ZTeamParams } from '@gifthub/shared/fields';
import {
  ZAdminWarehouseOrdersPage,
  ZAdminWarehouseOrdersQuery,
  ZAdminWarehouseStatusBody,
  ZAdminWarehouseTeams,
  ZWarehouseDeleteBody,
  ZWarehouseDeleteResult,
  ZWarehouseExportQuery,
  ZWarehouseOrder,
  ZWarehouseOrdersPage,
  ZWarehouseOrdersQuery,
  ZWarehouseProductsPage,
  ZWarehouseProductsQuery,
  ZWarehouseRequestBody,
  ZWarehouseRequestResult,
} from '@gifthub/shared/warehouse';
import { WAREHOUSE_IMPORT_FILE_MAX_BYTES, ZWarehouseImportBody, ZWarehouseImportRefusal, ZWarehouseImportResult } from '@gifthub/shared/warehouse-import';
import type { TDeps } from '../../deps';
import { sendCsv } from '../../lib/csv';
import { requireAccess, requireAuth } from '../../plugins/auth';
import { findUserById } from '../users/users.service';
import { adminListedTeams, adminListOrders, adminSetOrderStatus } from './warehouse.admin.service';
import { exportWarehouseOrders } from './warehouse-export.service';
import { ImportRefused, importWarehouseOrders } from './warehouse-import.service';
import { deleteWarehouseOrders, listWarehouseOrders, listWarehouseProducts, sendWarehouseRequest } from './warehouse.service';

// Fulfilment is a team area with no permission of its own (spec 3 §6): any member of a listed team; the demo is read-only.
const member = { permission: 'member' } as const;
const staff = { permission: 'staff' } as const;

/** Warehouse fulfilment (spec 3 §7 Warehouse) and the built-in warehouse's back office. */
export const warehouseRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  app.get('/teams/:teamId/warehouse/orders', { config: member, schema: { params: ZTeamParams, querystring: ZWarehouseOrdersQuery, response: { 200: ZWarehouseOrdersPage } } }, (req) =>
    listWarehouseOrders(deps, requireAccess(req), req.query),
  );
  app.get('/teams/:teamId/warehouse/products', { config: member, schema: { params: ZTeamParams, querystring: ZWarehouseProductsQuery, response: { 200: ZWarehouseProductsPage } } }, (req) =>
    listWarehouseProducts(deps, requireAccess(req), req.query),
  );
  app.post('/teams/:teamId/warehouse/requests', { config: member, schema: { params: ZTeamParams, body: ZWarehouseRequestBody, response: { 200: ZWarehouseRequestResult } } }, async (req) => {
    const user = await findUserById(deps.db, requireAuth(req).userId);
    return sendWarehouseRequest(deps, requireAccess(req), req.body, { name: user?.name ?? '', email: user?.email ?? '' });
  });
  app.post(
    '/teams/:teamId/warehouse/orders/import',
    { config: { ...member, idempotent: true }, bodyLimit: WAREHOUSE_IMPORT_FILE_MAX_BYTES * 2, schema: { params: ZTeamParams, body: ZWarehouseImportBody, response: { 200: ZWarehouseImportResult, 422: ZWarehouseImportRefusal } } },
    async (req, reply) => {
      try {
        return await importWarehouseOrders(deps, requireAccess(req), req.body);
      } catch (err) {
        // Every error by line and field beside the summary, as the campaign CSV report does.
        if (err instanceof ImportRefused) return reply.code(422).send({ message: err.message, code: err.code, errors: err.fields, report: err.report });
        throw err;
      }
    },
  );
  app.post('/teams/:teamId/warehouse/orders/delete', { config: member, schema: { params: ZTeamParams, body: ZWarehouseDeleteBody, response: { 200: ZWarehouseDeleteResult } } }, (req) =>
    deleteWarehouseOrders(deps, requireAccess(req), req.body.ids),
  );
  app.get('/teams/:teamId/warehouse/orders/export', { config: member, schema: { params: ZTeamParams, querystring: ZWarehouseExportQuery } }, async (req, reply) =>
    sendCsv(reply, await exportWarehouseOrders(deps, requireAccess(req), req.query)),
  );

  // ---- The built-in warehouse's back office ----
  app.get('/admin/warehouse/teams', { config: staff, schema: { response: { 200: ZAdminWarehouseTeams } } }, () => adminListedTeams(deps));
  app.get('/admin/warehouse/orders', { config: staff, schema: { querystring: ZAdminWarehouseOrdersQuery, response: { 200: ZAdminWarehouseOrdersPage } } }, (req) => adminListOrders(deps, req.query));
  app.put('/admin/warehouse/orders/:id/status', { config: staff, schema: { params: ZIdParams, body: ZAdminWarehouseStatusBody, response: { 200: ZWarehouseOrder } } }, (req) =>
    adminSetOrderStatus(deps, req.params.id, req.body),
  );
};
