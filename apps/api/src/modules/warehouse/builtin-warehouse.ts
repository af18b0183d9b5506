import type { Db } from '../../db/client';
import type { TWarehouseProvider } from './warehouse-provider';
import * as repo from './warehouse.repository';

/** The built-in warehouse: our own tables, moved on by staff in the back office (warehouse.admin.service). */
export function createBuiltInWarehouse(db: Db): TWarehouseProvider {
  return {
    kind: 'built-in',
    listOrders: (p) => repo.listOrders(db, p),
    orderStatusCounts: async (teamId) => Object.fromEntries((await repo.orderStatusCounts(db, teamId)).map((r) => [r.status, r.total])),
    orderHistory: async (teamId, orderIds) => {
      const [updates, requests] = await Promise.all([repo.orderUpdates(db, orderIds), repo.orderRequests(db, teamId, orderIds)]);
      return { updates, requests };
    },
    latestOrderId: (teamId) => repo.latestOrderId(db, teamId),
    exportChunk: (teamId, range, afterId, limit) => repo.exportChunk(db, teamId, range, afterId, limit),
    listProducts: (p) => repo.listProducts(db, p),
    productsByWarehouseIds: (teamId, ids) => repo.productsByWarehouseIds(db, teamId, ids),
    ownedIds: (teamId, type, ids) => repo.ownedIds(db, teamId, type, ids),
    createOrders: (tx, teamId, orders, reason) => repo.insertOrders(tx, teamId, orders, reason),
    deleteDueOrders: (tx, teamId, ids) => repo.deleteDueOrders(tx, teamId, ids),
    sendRequest: (tx, r) => repo.insertRequest(tx, r),
  };
}
