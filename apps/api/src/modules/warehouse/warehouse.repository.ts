import { and, asc, count, desc, eq, gte, inArray, lt, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { TWarehouseLineItem, TWarehouseOrderStatus, TWarehouseProductStatus, TWarehouseRequestType } from '@gifthub/shared/warehouse';
import type { Db } from '../../db/client';
import { foldCase } from '../../db/case-fold';
import { teams } from '../teams/teams.table';
import { warehouseOrderStatusCounts, warehouseOrders, warehouseOrderUpdates, warehouseProducts, warehouseRequestItems, warehouseRequests, type TWarehouseOrderRow } from './warehouse.table';

/** The built-in warehouse's SQL: every list reads one team's rows through the indexes of warehouse.table.ts. */

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const searchOf = (column: AnyColumn, q: string | undefined) => (q ? sql`${column} like ${foldCase(sql`${`%${likeEscape(q)}%`}::text`)}` : undefined);
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

export type TOrderFilter = {
  teamId: number;
  statuses?: TWarehouseOrderStatus[];
  /** Order dates from this instant, and before `before`. */
  from?: Date;
  before?: Date;
  search?: string;
};
export type TOrderPage = TOrderFilter & { sort: 'id' | 'order_date' | 'customer_name'; direction: 'asc' | 'desc'; offset: number; limit: number; cap: number };

const ORDER_SORT_COLUMNS = { id: warehouseOrders.id, order_date: warehouseOrders.orderDate, customer_name: warehouseOrders.customerName } as const;

/** A whole e-mail address: matched exactly (warehouse_orders_team_email_prefix_idx), not by its trigrams. */
const WHOLE_EMAIL = /^[^\s@%_\\]+@[^\s@%_\\]+\.[^\s@%_\\]+$/;
/**
 * What looks like the start of an id or an address: one word with letters and digits (an order's warehouse id, the
 * team's own id, an e-mail's local part) or an address up to part of its domain. Such a word is looked for first as
 * the start of the two ids and the e-mail, by the btree indexes of migration 0043 (their trigrams, wh-, 000, cus…,
 * are in most rows, so the trigram index reads long lists). Only when nothing starts with it is it looked for
 * anywhere, as every other search is: a word found inside an id (b00500007 of WH-B00500007) is still found.
 */
const PREFIX_WORD = /^(?=[^@]*\d)(?=[^@]*[a-z])[a-z0-9][a-z0-9._/#-]*$|^[^\s@]+@[^\s@]*$/i;
export const isPrefixSearch = (q: string | undefined) => Boolean(q && PREFIX_WORD.test(q) && !WHOLE_EMAIL.test(q));

type TSearchMode = 'anywhere' | 'prefix';
const startsWith = (column: string, q: string) => sql`${foldCase(sql.raw(column))} like ${foldCase(sql`${`${likeEscape(q)}%`}::text`)}`;
const searchCondition = (q: string | undefined, mode: TSearchMode): SQL | undefined => {
  if (!q) return undefined;
  if (WHOLE_EMAIL.test(q)) return sql`${foldCase(sql`customer_email`)} = ${foldCase(sql`${q}::text`)}`;
  if (mode === 'prefix') return sql`(${startsWith('warehouse_id', q)} or ${startsWith('original_id', q)} or ${startsWith('customer_email', q)})`;
  return searchOf(warehouseOrders.searchText, q);
};

const orderConditions = (f: TOrderFilter, mode: TSearchMode = 'anywhere'): SQL | undefined =>
  and(
    eq(warehouseOrders.teamId, f.teamId),
    f.statuses?.length === 1 ? eq(warehouseOrders.status, f.statuses[0]!) : f.statuses ? inArray(warehouseOrders.status, f.statuses) : undefined,
    f.from ? gte(warehouseOrders.orderDate, f.from) : undefined,
    f.before ? lt(warehouseOrders.orderDate, f.before) : undefined,
    searchCondition(f.search, mode),
  );

/** A sort key the planner cannot read from an index: it then finds the few matching rows by the filter's own index. */
const UNINDEXED_KEY = { id: sql`${warehouseOrders.id} + 0`, order_date: sql`${warehouseOrders.orderDate} + interval '0 s'`, customer_name: sql`${warehouseOrders.customerName} || ''` } as const;

/**
 * One page of a team's orders in the sort's order (id last, so equal keys keep one order) and the count: from the
 * counts table when only the status filters, else counted up to cap + 1 in the same round trip.
 */
export async function listOrders(db: Db, p: TOrderPage): Promise<{ rows: TWarehouseOrderRow[]; total: number | null; capped: boolean }> {
  const dir = p.direction === 'asc' ? asc : desc;
  const query = (mode: TSearchMode) => {
    const where = orderConditions(p, mode);
    const page = (keys: Record<TOrderPage['sort'], AnyColumn | SQL>) =>
      db
        .select()
        .from(warehouseOrders)
        .where(where)
        .orderBy(...(p.sort === 'id' ? [dir(keys.id)] : [dir(keys[p.sort]), dir(keys.id)]))
        .limit(p.limit)
        .offset(p.offset);
    const counted = db.select({ one: sql`1` }).from(warehouseOrders).where(where).limit(p.cap + 1).as('counted');
    const countRows = () => db.select({ n: count() }).from(counted).then((r) => r[0]?.n ?? 0);
    return { page, countRows };
  };
  const found = (rows: TWarehouseOrderRow[], n: number) => ({ rows, total: Math.min(n, p.cap), capped: n > p.cap });
  const { page, countRows } = query('anywhere');
  if (!p.from && !p.before && !p.search) return { rows: await page(ORDER_SORT_COLUMNS), total: null, capped: false };
  if (isPrefixSearch(p.search)) {
    // Counted first by the prefix indexes (a few rows, or cap + 1 at most), then the few sorted, or the many walked in order.
    const prefix = query('prefix');
    const n = await prefix.countRows();
    if (n > 0) return found(await prefix.page(n > p.cap ? ORDER_SORT_COLUMNS : UNINDEXED_KEY), n);
  }
  if (p.search) {
    const [rows, n] = await Promise.all([page(ORDER_SORT_COLUMNS), countRows()]);
    return found(rows, n);
  }
  // A date range is counted first (up to cap + 1): many orders are found soonest walking the sort's index; a few (a
  // week of a million) by the date index, then sorted, which the unindexed key asks for.
  const n = await countRows();
  return found(n > p.cap ? await page(ORDER_SORT_COLUMNS) : await page(UNINDEXED_KEY), n);
}

/** The status links' counts, kept by migration 0036's triggers. */
export const orderStatusCounts = (db: Db, teamId: number) =>
  db.select({ status: warehouseOrderStatusCounts.status, total: warehouseOrderStatusCounts.total }).from(warehouseOrderStatusCounts).where(eq(warehouseOrderStatusCounts.teamId, teamId));

/** Status updates of some orders, oldest first. */
export const orderUpdates = (db: Db, orderIds: number[]) =>
  orderIds.length
    ? db.select().from(warehouseOrderUpdates).where(inArray(warehouseOrderUpdates.orderId, orderIds)).orderBy(asc(warehouseOrderUpdates.orderId), asc(warehouseOrderUpdates.id))
    : Promise.resolve([]);

/** The team's requests about some orders (warehouse_request_items_item_idx). */
export const orderRequests = (db: Db, teamId: number, orderIds: number[]) =>
  orderIds.length
    ? db
        .select({ orderId: warehouseRequestItems.itemId, subject: warehouseRequests.subject, message: warehouseRequests.message, createdAt: warehouseRequests.createdAt })
        .from(warehouseRequestItems)
        .innerJoin(warehouseRequests, eq(warehouseRequests.id, warehouseRequestItems.requestId))
        .where(and(eq(warehouseRequestItems.type, 'orders'), inArray(warehouseRequestItems.itemId, orderIds), eq(warehouseRequests.teamId, teamId)))
        .orderBy(asc(warehouseRequests.id))
    : Promise.resolve([]);

/** Which of these ids are the team's orders or products. */
export async function ownedIds(db: Db, teamId: number, type: TWarehouseRequestType, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const t = type === 'orders' ? warehouseOrders : warehouseProducts;
  return (await db.select({ id: t.id }).from(t).where(and(eq(t.teamId, teamId), inArray(t.id, ids)))).map((r) => r.id);
}

/** Deletes the team's due orders among ids; answers how many. */
export async function deleteDueOrders(db: Db, teamId: number, ids: number[]) {
  const gone = await db
    .delete(warehouseOrders)
    .where(and(eq(warehouseOrders.teamId, teamId), inArray(warehouseOrders.id, ids), eq(warehouseOrders.status, 'due')))
    .returning({ id: warehouseOrders.id });
  return gone.length;
}

export type TNewWarehouseOrder = {
  original_id: string | null;
  status: TWarehouseOrderStatus;
  customer_name: string;
  customer_email: string;
  destination: object;
  line_items: TWarehouseLineItem[];
  total: number;
  order_date?: string;
};

/**
 * Many orders in one INSERT … SELECT FROM json_populate_recordset (db/json-insert.ts's way), skipping ids the team
 * already has (the partial unique index), with a first status update each. Answers the ids written.
 */
export async function insertOrders(db: Db, teamId: number, orders: TNewWarehouseOrder[], reason: string): Promise<number[]> {
  if (!orders.length) return [];
  const json = JSON.stringify(orders.map((o) => ({ ...o, team_id: teamId })));
  const ids = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into warehouse_orders (team_id, warehouse_id, original_id, status, customer_name, customer_email, destination, line_items, total, order_date)
      select r.team_id, 'WH-' || upper(substr(md5(random()::text || clock_timestamp()::text || r.customer_email), 1, 10)), r.original_id, r.status,
        r.customer_name, r.customer_email, r.destination, r.line_items, r.total, coalesce(r.order_date, now())
      from json_to_recordset(${json}::json) as r(team_id int, original_id text, status text, customer_name text, customer_email text, destination jsonb, line_items jsonb, total int, order_date timestamptz)
      on conflict (team_id, original_id) where original_id is not null do nothing
      returning id`),
  ).map((r) => Number(r.id));
  if (ids.length) await db.execute(sql`insert into warehouse_order_updates (order_id, status, reason) select id, status, ${reason} from warehouse_orders where id = any(${`{${ids.join(',')}}`}::int[])`);
  return ids;
}

/** The team's warehouse products with these warehouse ids (the import's item ids). */
export const productsByWarehouseIds = (db: Db, teamId: number, warehouseIds: string[]) =>
  warehouseIds.length
    ? db
        .select({ warehouseId: warehouseProducts.warehouseId, name: warehouseProducts.name, imageUrl: warehouseProducts.imageUrl })
        .from(warehouseProducts)
        .where(and(eq(warehouseProducts.teamId, teamId), inArray(warehouseProducts.warehouseId, warehouseIds)))
    : Promise.resolve([]);

export type TProductPage = { teamId: number; status?: TWarehouseProductStatus; search?: string; sort: 'warehouse_id' | 'name' | 'stock_level'; direction: 'asc' | 'desc'; offset: number; limit: number };
const PRODUCT_SORT_COLUMNS = { warehouse_id: warehouseProducts.warehouseId, name: warehouseProducts.name, stock_level: warehouseProducts.stockLevel } as const;

/** One page of a team's products, its total and the counts per status (a team holds hundreds, not millions). */
export async function listProducts(db: Db, p: TProductPage) {
  const where = and(eq(warehouseProducts.teamId, p.teamId), p.status ? eq(warehouseProducts.status, p.status) : undefined, searchOf(warehouseProducts.searchText, p.search));
  const dir = p.direction === 'asc' ? asc : desc;
  const [rows, [c], statuses] = await Promise.all([
    db.select().from(warehouseProducts).where(where).orderBy(dir(PRODUCT_SORT_COLUMNS[p.sort]), dir(warehouseProducts.id)).limit(p.limit).offset(p.offset),
    db.select({ n: count() }).from(warehouseProducts).where(where),
    db.select({ status: warehouseProducts.status, total: count() }).from(warehouseProducts).where(eq(warehouseProducts.teamId, p.teamId)).groupBy(warehouseProducts.status),
  ]);
  return { rows, total: c?.n ?? 0, statuses };
}

/** A request and the items it names, in one transaction of the caller's. */
export async function insertRequest(db: Db, r: { teamId: number; userId: number; type: TWarehouseRequestType; subject: string; message: string; urgent: boolean; items: number[] }) {
  const [row] = await db.insert(warehouseRequests).values({ teamId: r.teamId, userId: r.userId, type: r.type, subject: r.subject, message: r.message, urgent: r.urgent }).returning();
  await db.insert(warehouseRequestItems).values(r.items.map((itemId) => ({ requestId: row!.id, type: r.type, itemId })));
  return row!;
}

export type TExportRange = { from?: Date; before?: Date; idStart?: number; idEnd?: number };
/** A chunk of the export after an id, in id order (warehouse_orders_team_id_idx). */
export const exportChunk = (db: Db, teamId: number, r: TExportRange, afterId: number, limit: number) =>
  db
    .select()
    .from(warehouseOrders)
    .where(
      and(
        eq(warehouseOrders.teamId, teamId),
        sql`${warehouseOrders.id} > ${afterId}`,
        r.from ? gte(warehouseOrders.orderDate, r.from) : undefined,
        r.before ? lt(warehouseOrders.orderDate, r.before) : undefined,
        r.idStart ? gte(warehouseOrders.id, r.idStart) : undefined,
        r.idEnd ? lte(warehouseOrders.id, r.idEnd) : undefined,
      ),
    )
    .orderBy(asc(warehouseOrders.id))
    .limit(limit);

export const latestOrderId = async (db: Db, teamId: number) =>
  (await db.select({ id: warehouseOrders.id }).from(warehouseOrders).where(eq(warehouseOrders.teamId, teamId)).orderBy(desc(warehouseOrders.id)).limit(1))[0]?.id ?? 0;

export const findOrder = async (db: Db, id: number) => (await db.select().from(warehouseOrders).where(eq(warehouseOrders.id, id)).limit(1))[0];
export const findOrderOfRegistration = async (db: Db, registrationId: number) =>
  (await db.select().from(warehouseOrders).where(eq(warehouseOrders.registrationId, registrationId)).limit(1))[0];

export type TOrderChange = Partial<Pick<TWarehouseOrderRow, 'status' | 'carrier' | 'carrierMethod' | 'carrierUrl' | 'transactionId' | 'sendDate' | 'expectedDelivery'>>;
/** A status change and its update row, in the caller's transaction. */
export async function changeOrder(db: Db, id: number, change: TOrderChange, reason: string, at: Date) {
  const [row] = await db.update(warehouseOrders).set({ ...change, updatedAt: at }).where(eq(warehouseOrders.id, id)).returning();
  if (row && change.status) await db.insert(warehouseOrderUpdates).values({ orderId: id, status: change.status, reason, updatedAt: at });
  return row;
}

/** A gift registration's order, created once (found again by registration_id). */
export async function insertGiftOrder(db: Db, values: typeof warehouseOrders.$inferInsert, reason: string) {
  const [row] = await db.insert(warehouseOrders).values(values).returning();
  await db.insert(warehouseOrderUpdates).values({ orderId: row!.id, status: row!.status, reason, updatedAt: row!.createdAt });
  return row!;
}

/** The team's warehouse products stocking these corporate or catalogue products. */
export const productsOfCatalogue = (db: Db, teamId: number, productIds: number[]) =>
  db
    .select({ warehouseId: warehouseProducts.warehouseId, name: warehouseProducts.name, imageUrl: warehouseProducts.imageUrl })
    .from(warehouseProducts)
    .where(and(eq(warehouseProducts.teamId, teamId), inArray(warehouseProducts.productId, productIds)))
    .limit(1);

/** The teams listed for fulfilment (the staff page's team choice): read, never written, here. */
export const listedTeams = (db: Db) =>
  db.select({ id: teams.id, name: teams.name, slug: teams.slug }).from(teams).where(sql`(${teams.features}->>'fulfilment')::boolean`).orderBy(asc(teams.name)).limit(500);
