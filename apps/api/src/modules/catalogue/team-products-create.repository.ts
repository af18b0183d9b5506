import { and, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, type TProductRow } from './catalogue.table';

/** Writes of a team's corporate products that staff make from product requests (the product_requests module calls the service). */

export type TTeamProductInsert = Pick<
  typeof products.$inferInsert,
  'teamId' | 'slug' | 'name' | 'description' | 'productType' | 'stock' | 'reorderMoq' | 'boxContent' | 'imagePath'
>;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The slugs already taken that start with base (one query on products_slug_uq), to pick the next free one. */
export const slugsLike = async (db: Db, base: string) =>
  (await db.select({ slug: products.slug }).from(products).where(like(products.slug, `${likeEscape(base)}%`))).map((r) => r.slug);

/** A corporate product: physical, active for the team, no price of its own (the team owns the stock). */
export const insertTeamProduct = async (db: Db, values: TTeamProductInsert) =>
  (await db
    .insert(products)
    .values({ ...values, type: 'physical', status: 'active', teamStatus: 'active' })
    .returning())[0] as TProductRow;

/** Adds restocked units in one UPDATE (safe beside concurrent allocations); undefined unless the product is the team's. */
export const addTeamProductStock = async (db: Db, teamId: number, productId: number, quantity: number) =>
  (await db
    .update(products)
    .set({ stock: sql`coalesce(${products.stock}, 0) + ${quantity}`, updatedAt: sql`now()` })
    .where(and(eq(products.id, productId), eq(products.teamId, teamId)))
    .returning())[0];
