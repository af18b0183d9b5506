import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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

/** Marketplace catalogue products (curated physical gifts and eGift brands). Money in pence. */
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_slug_uq').on(t.slug),
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
