import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { TProductRequestStatus, TRequestProductType, TRequestType } from '@gifthub/shared/corporate-products';
import { products } from '../catalogue/catalogue.table';
import { teams } from '../teams/teams.table';
import { users } from '../users/users.table';

/**
 * A kitted box's components (spec 3 §2.3): each is a product, the team's own or a general one (team_id null,
 * which the team cannot manage), with the quantities and dates of its way into the box.
 */
export const productComponents = pgTable(
  'product_components',
  {
    id: serial('id').primaryKey(),
    boxId: integer('box_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    componentId: integer('component_id')
      .notNull()
      .references(() => products.id),
    expectedQuantity: integer('expected_quantity').notNull().default(0),
    actualQuantity: integer('actual_quantity').notNull().default(0),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    kittedAt: timestamp('kitted_at', { withTimezone: true }),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_components_box_idx').on(t.boxId, t.position, t.id), index('product_components_component_idx').on(t.componentId)],
);
export type TProductComponentRow = typeof productComponents.$inferSelect;

/** What a team asks the provider to make (new) or restock (spec 3 §3 product request, §4, §5). */
export const productRequests = pgTable(
  'product_requests',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    requestedBy: integer('requested_by').references(() => users.id),
    name: text('name').notNull(),
    productType: text('product_type').$type<TRequestProductType>().notNull(),
    requestType: text('request_type').$type<TRequestType>().notNull(),
    status: text('status').$type<TProductRequestStatus>().notNull().default('pending'),
    stock: integer('stock').notNull(),
    description: text('description').notNull().default(''),
    baseProduct: text('base_product').notNull().default(''),
    customisation: text('customisation').notNull().default(''),
    boxContent: text('box_content').notNull().default(''),
    /** Restock: the product restocked; new: the product staff made from it. */
    productId: integer('product_id').references(() => products.id),
    /** Staff's word to the team when they move or reject the request. */
    staffNote: text('staff_note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_requests_team_idx').on(t.teamId, t.id),
    index('product_requests_team_status_idx').on(t.teamId, t.status, t.id),
    // Staff's queue with a status filter; without one, pending first, then in progress, newest first in each.
    index('product_requests_status_idx').on(t.status, t.id),
    index('product_requests_queue_idx').on(sql`(case ${t.status} when 'pending' then 0 when 'in_progress' then 1 else 2 end)`, t.id.desc()),
  ],
);
export type TProductRequestRow = typeof productRequests.$inferSelect;
