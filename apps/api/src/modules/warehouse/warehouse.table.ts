import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TWarehouseDestination, TWarehouseLineItem, TWarehouseOrderStatus, TWarehouseProductStatus, TWarehouseRequestType } from '@gifthub/shared/warehouse';
import { foldCase } from '../../db/case-fold';
import { products } from '../catalogue/catalogue.table';
import { registrations } from '../registrations/registrations.table';
import { teams } from '../teams/teams.table';
import { users } from '../users/users.table';

/**
 * A listed team's orders in the warehouse (spec 3 §2.6, §3; issue 16), kept by the built-in warehouse provider on
 * these tables. Fees in pence. The list reads one team's page in one of its orders, filtered by status, order date
 * and a search over name, e-mail and ids; every sort has its index, with and without the status filter.
 */
export const warehouseOrders = pgTable(
  'warehouse_orders',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    /** The provider's own id for the order. */
    warehouseId: text('warehouse_id').notNull(),
    /** The team's id for it (the import's optional id column), unique per team. */
    originalId: text('original_id'),
    status: text('status').$type<TWarehouseOrderStatus>().notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    destination: jsonb('destination').$type<TWarehouseDestination>().notNull(),
    lineItems: jsonb('line_items').$type<TWarehouseLineItem[]>().notNull().default([]),
    /** The import's total, pence. */
    total: integer('total').notNull().default(0),
    orderDate: timestamp('order_date', { withTimezone: true }).notNull().defaultNow(),
    sendDate: timestamp('send_date', { withTimezone: true }),
    expectedDelivery: timestamp('expected_delivery', { withTimezone: true }),
    carrier: text('carrier'),
    carrierMethod: text('carrier_method'),
    carrierUrl: text('carrier_url'),
    transactionId: text('transaction_id'),
    handlingFee: integer('handling_fee').notNull().default(0),
    freightFee: integer('freight_fee').notNull().default(0),
    iossVatFee: integer('ioss_vat_fee').notNull().default(0),
    /** A gift registration staff fulfil through the warehouse. */
    registrationId: integer('registration_id').references(() => registrations.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The search box matches name, e-mail and both ids, lower-cased whatever the locale. Never written. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`left(${foldCase(sql`customer_name || ' ' || customer_email || ' ' || warehouse_id || ' ' || coalesce(original_id, '')`)}, 400)`,
    ),
  },
  (t) => [
    uniqueIndex('warehouse_orders_team_original_uq').on(t.teamId, t.originalId).where(sql`${t.originalId} is not null`),
    index('warehouse_orders_team_id_idx').on(t.teamId, t.id),
    index('warehouse_orders_team_status_id_idx').on(t.teamId, t.status, t.id),
    index('warehouse_orders_team_date_idx').on(t.teamId, t.orderDate, t.id),
    index('warehouse_orders_team_status_date_idx').on(t.teamId, t.status, t.orderDate, t.id),
    index('warehouse_orders_team_name_idx').on(t.teamId, t.customerName, t.id),
    index('warehouse_orders_team_status_name_idx').on(t.teamId, t.status, t.customerName, t.id),
    index('warehouse_orders_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // A search that is a whole e-mail address, or the start of one or of an id, is found here (text_pattern_ops: LIKE
    // 'x%' reads a range of it whatever the collation): its trigrams (example.com, wh-, 000…) are in most rows.
    index('warehouse_orders_team_email_prefix_idx').on(t.teamId, sql`${foldCase(sql`customer_email`)} text_pattern_ops`, t.id),
    index('warehouse_orders_team_wid_prefix_idx').on(t.teamId, sql`${foldCase(sql`warehouse_id`)} text_pattern_ops`),
    index('warehouse_orders_team_oid_prefix_idx').on(t.teamId, sql`${foldCase(sql`original_id`)} text_pattern_ops`),
    index('warehouse_orders_registration_idx').on(t.registrationId).where(sql`${t.registrationId} is not null`),
  ],
);
export type TWarehouseOrderRow = typeof warehouseOrders.$inferSelect;

/** An order's status history (status_updates: reason, updated_at). */
export const warehouseOrderUpdates = pgTable(
  'warehouse_order_updates',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => warehouseOrders.id, { onDelete: 'cascade' }),
    status: text('status').$type<TWarehouseOrderStatus>().notNull(),
    reason: text('reason').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('warehouse_order_updates_order_idx').on(t.orderId, t.id)],
);

/** Per team and status: how many orders (the status links' counts), kept by triggers in the write's transaction. */
export const warehouseOrderStatusCounts = pgTable(
  'warehouse_order_status_counts',
  {
    teamId: integer('team_id').notNull(),
    status: text('status').$type<TWarehouseOrderStatus>().notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.status] })],
);

/** A team's stock in the warehouse (spec 3 §3 warehouse product), optionally one of its corporate products. */
export const warehouseProducts = pgTable(
  'warehouse_products',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    warehouseId: text('warehouse_id').notNull(),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    imageUrl: text('image_url'),
    status: text('status').$type<TWarehouseProductStatus>().notNull(),
    stockLevel: integer('stock_level').notNull().default(0),
    productId: integer('product_id').references(() => products.id),
    searchText: text('search_text').generatedAlwaysAs(sql`left(${foldCase(sql`name || ' ' || sku || ' ' || warehouse_id`)}, 300)`),
  },
  (t) => [
    uniqueIndex('warehouse_products_team_wid_uq').on(t.teamId, t.warehouseId),
    index('warehouse_products_team_status_idx').on(t.teamId, t.status, t.warehouseId),
    index('warehouse_products_team_name_idx').on(t.teamId, t.name, t.id),
    index('warehouse_products_team_stock_idx').on(t.teamId, t.stockLevel, t.id),
    index('warehouse_products_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);
export type TWarehouseProductRow = typeof warehouseProducts.$inferSelect;

/** What a team asks the warehouse about some orders or products (spec 3 §3 warehouse request). */
export const warehouseRequests = pgTable(
  'warehouse_requests',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    userId: integer('user_id').references(() => users.id),
    type: text('type').$type<TWarehouseRequestType>().notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    urgent: boolean('urgent').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('warehouse_requests_team_idx').on(t.teamId, t.id)],
);

/** The orders or products a request names: an order's warehouse_requests are read through item_id. */
export const warehouseRequestItems = pgTable(
  'warehouse_request_items',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => warehouseRequests.id, { onDelete: 'cascade' }),
    type: text('type').$type<TWarehouseRequestType>().notNull(),
    itemId: integer('item_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.itemId] }), index('warehouse_request_items_item_idx').on(t.type, t.itemId, t.requestId)],
);
