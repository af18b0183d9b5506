import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { STOCK_THRESHOLDS, type TProductType, type TTeamStatus } from '@gifthub/shared/corporate-products';
import { teams } from '../teams/teams.table';
import type { TFaceValueLimits, TShippingCost, TTaxonomy, TVoucherCategory } from '@gifthub/shared/catalogue';

export const terms = pgTable(
  'terms',
  {
    id: serial('id').primaryKey(),
    taxonomy: text('taxonomy').$type<TTaxonomy>().notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    icon: text('icon'),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('terms_taxonomy_slug_uq').on(t.taxonomy, t.slug)],
);

/**
 * Products: the marketplace catalogue (curated physical gifts and eGift brands, team_id null) and the teams' own
 * corporate products (team_id set; spec 3 §2.3). Money in pence. A corporate product's free units are
 * stock - allocated - multi_allocated: a gift reserves units (allocated, or multi_allocated for Multi Send and
 * Multi Invite) in the registration's transaction, and its dispatch consumes them (stock and allocation down,
 * count_sent up). A catalogue product's stock is taken at once.
 */
/**
 * The allocation level a team's active corporate product is at, in SQL ('low': 1 to 19 free units, 'none': 0; null
 * while it has 20 or more, or is paused or hidden): the level its team was last e-mailed about is kept in
 * stock_alert, and a product whose level moved sits in products_stock_alert_due_idx until the stock-alerts job
 * looks at it (stock-alerts.service.ts).
 */
const freeUnitsSql = sql.raw('(coalesce(stock, 0) - allocated - multi_allocated)');
export const allocationLevelSql = sql`(case when status <> 'active' or team_status <> 'active' then null when ${freeUnitsSql} < ${sql.raw(String(STOCK_THRESHOLDS.low))} then 'none' when ${freeUnitsSql} < ${sql.raw(String(STOCK_THRESHOLDS.high))} then 'low' end)`;

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    imagePath: text('image_path'),
    type: text('type').$type<'physical' | 'voucher'>().notNull(),
    status: text('status').$type<'active' | 'hidden'>().notNull().default('active'),
    /** Null: unlimited (vouchers). */
    stock: integer('stock'),
    priceExVat: integer('price_ex_vat').notNull().default(0),
    price: integer('price').notNull().default(0),
    ppEvCost: integer('pp_ev_cost').notNull().default(0),
    ppIvCost: integer('pp_iv_cost').notNull().default(0),
    shippingCosts: jsonb('shipping_costs').$type<TShippingCost[]>().notNull().default([]),
    brandName: text('brand_name'),
    category: text('category').$type<TVoucherCategory>(),
    faceValueLimits: jsonb('face_value_limits').$type<TFaceValueLimits>(),
    denominations: jsonb('denominations').$type<number[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    /** Corporate products only (null: the marketplace catalogue). */
    teamId: integer('team_id').references(() => teams.id),
    productType: text('product_type').$type<TProductType>(),
    teamStatus: text('team_status').$type<TTeamStatus>(),
    allocated: integer('allocated').notNull().default(0),
    multiAllocated: integer('multi_allocated').notNull().default(0),
    reorderMoq: integer('reorder_moq').notNull().default(1),
    countSent: integer('count_sent').notNull().default(0),
    boxContent: text('box_content').notNull().default(''),
    kittingDate: timestamp('kitting_date', { withTimezone: true }),
    /** The allocation level ('low', 'none') the team was last told of by e-mail; null: none pending (see allocationLevelSql). */
    stockAlert: text('stock_alert').$type<'low' | 'none'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_slug_uq').on(t.slug),
    // A team's corporate products, kitted boxes and the rest (spec 3 §2.3), newest first.
    index('products_team_idx').on(t.teamId, t.productType, t.id).where(sql`${t.teamId} is not null`),
    // Team products whose allocation level moved since the team was last told (few; the stock-alerts job's read).
    index('products_stock_alert_due_idx').on(t.id).where(sql`team_id is not null and stock_alert is distinct from ${allocationLevelSql}`),
    index('products_listing_idx').on(t.type, t.status, t.position, t.id),
    index('products_price_idx').on(t.type, t.status, t.price),
    index('products_category_idx').on(t.category, t.status),
  ],
);
export type TProductRow = typeof products.$inferSelect;

export const productTerms = pgTable(
  'product_terms',
  {
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    termId: integer('term_id').notNull().references(() => terms.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.termId] }), index('product_terms_term_idx').on(t.termId, t.productId)],
);
