import { and, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { TProductRequestStatus } from '@gifthub/shared/corporate-products';
import type { Db } from '../../db/client';
import { products } from '../catalogue/catalogue.table';
import { teams } from '../teams/teams.table';
import { users } from '../users/users.table';
import { productRequests, type TProductRequestRow } from './corporate-products.table';

export type TProductRequestInsert = typeof productRequests.$inferInsert;

/** A request with what its views name: the linked product, who asked, the team. */
const joined = {
  request: productRequests,
  productName: products.name,
  reorderMoq: products.reorderMoq,
  requestedByName: users.name,
  requestedByEmail: users.email,
  teamName: teams.name,
  teamSlug: teams.slug,
};
export type TJoinedRequest = { request: TProductRequestRow; productName: string | null; reorderMoq: number | null; requestedByName: string | null; requestedByEmail: string | null; teamName: string; teamSlug: string };

const selectJoined = (db: Db) =>
  db
    .select(joined)
    .from(productRequests)
    .innerJoin(teams, eq(teams.id, productRequests.teamId))
    .leftJoin(products, eq(products.id, productRequests.productId))
    .leftJoin(users, eq(users.id, productRequests.requestedBy));

export const findRequest = async (db: Db, id: number): Promise<TJoinedRequest | undefined> => (await selectJoined(db).where(eq(productRequests.id, id)).limit(1))[0];

/** A team's requests, newest first, one page and the total (product_requests_team_idx, or _team_status_idx with a status). */
export async function listTeamRequests(db: Db, f: { teamId: number; status?: TProductRequestStatus; page: number; perPage: number }) {
  const where = and(eq(productRequests.teamId, f.teamId), f.status ? eq(productRequests.status, f.status) : undefined);
  const [rows, total] = await Promise.all([
    selectJoined(db)
      .where(where)
      .orderBy(desc(productRequests.id))
      .limit(f.perPage)
      .offset((f.page - 1) * f.perPage),
    db.select({ n: count() }).from(productRequests).where(where),
  ]);
  return { rows, total: Number(total[0]?.n ?? 0) };
}

/**
 * Staff's queue: every team's requests, pending first, then in progress, then the rest, newest first in each
 * (product_requests_queue_idx); with a status, that status newest first (product_requests_status_idx).
 */
export async function listAllRequests(db: Db, f: { status?: TProductRequestStatus; teamId?: number; page: number; perPage: number }) {
  const conds: SQL[] = [];
  if (f.status) conds.push(eq(productRequests.status, f.status));
  if (f.teamId) conds.push(eq(productRequests.teamId, f.teamId));
  const where = conds.length ? and(...conds) : undefined;
  const rank = sql`case ${productRequests.status} when 'pending' then 0 when 'in_progress' then 1 else 2 end`;
  const [rows, total] = await Promise.all([
    selectJoined(db)
      .where(where)
      // As product_requests_queue_idx (and product_requests_status_idx read backwards) keep them: the page is a walk.
      .orderBy(...(f.status ? [desc(productRequests.id)] : [rank, sql`${productRequests.id} desc nulls last`]))
      .limit(f.perPage)
      .offset((f.page - 1) * f.perPage),
    db.select({ n: count() }).from(productRequests).where(where),
  ]);
  return { rows, total: Number(total[0]?.n ?? 0) };
}

export const insertRequest = async (db: Db, values: TProductRequestInsert) => (await db.insert(productRequests).values(values).returning())[0] as TProductRequestRow;

/** Changes a request only while its status is one of `from` (the conditional update that settles races). */
export const updateRequestIf = async (db: Db, id: number, from: readonly TProductRequestStatus[], values: Partial<TProductRequestInsert>) =>
  (await db
    .update(productRequests)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(productRequests.id, id), inArray(productRequests.status, [...from])))
    .returning())[0];

/** A team's own corporate product (restock asks only for those): read only, the catalogue module writes products. */
export const findTeamProduct = async (db: Db, teamId: number, productId: number) =>
  (
    await db
      .select({ id: products.id, name: products.name, productType: products.productType, reorderMoq: products.reorderMoq })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.teamId, teamId), isNotNull(products.teamId)))
      .limit(1)
  )[0];
