import type { TWarehouseOrderStatus, TWarehouseRequestType } from '@gifthub/shared/warehouse';
import type { Db } from '../../db/client';
import type * as repo from './warehouse.repository';
import type { TWarehouseOrderRow, TWarehouseProductRow } from './warehouse.table';

/**
 * The warehouse as the rest of the API sees it (spec 3 §2.6, §7 Warehouse; issue 16): a team's orders and stock there,
 * the orders it sends in, and what it asks. One adapter today, the built-in warehouse on our own tables
 * (builtin-warehouse.ts: staff move orders through the statuses in the back office), chosen in buildApp; an outside
 * warehouse would implement the same calls. Writes take the caller's db so they can join its transaction.
 */
export type TWarehouseProvider = {
  kind: 'built-in';
  listOrders(p: repo.TOrderPage): Promise<{ rows: TWarehouseOrderRow[]; total: number | null; capped: boolean }>;
  /** Orders per stored status. */
  orderStatusCounts(teamId: number): Promise<Partial<Record<TWarehouseOrderStatus, number>>>;
  /** The status updates and requests of some of the team's orders. */
  orderHistory(teamId: number, orderIds: number[]): Promise<{ updates: { orderId: number; status: TWarehouseOrderStatus; reason: string; updatedAt: Date }[]; requests: { orderId: number; subject: string; message: string; createdAt: Date }[] }>;
  latestOrderId(teamId: number): Promise<number>;
  exportChunk(teamId: number, range: repo.TExportRange, afterId: number, limit: number): Promise<TWarehouseOrderRow[]>;
  listProducts(p: repo.TProductPage): Promise<{ rows: TWarehouseProductRow[]; total: number; statuses: { status: TWarehouseProductRow['status']; total: number }[] }>;
  /** The item ids of the team's products by their warehouse ids. */
  productsByWarehouseIds(teamId: number, warehouseIds: string[]): Promise<{ warehouseId: string; name: string; imageUrl: string | null }[]>;
  ownedIds(teamId: number, type: TWarehouseRequestType, ids: number[]): Promise<number[]>;
  /** New orders; ids the team already sent are skipped. Answers the ids written. */
  createOrders(db: Db, teamId: number, orders: repo.TNewWarehouseOrder[], reason: string): Promise<number[]>;
  /** Deletes the team's due orders among ids; answers how many. */
  deleteDueOrders(db: Db, teamId: number, ids: number[]): Promise<number>;
  sendRequest(db: Db, r: Parameters<typeof repo.insertRequest>[1]): Promise<{ id: number }>;
};
