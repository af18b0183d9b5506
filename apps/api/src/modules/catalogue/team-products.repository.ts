import { and, asc, eq, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import { KITTED_PRODUCT_TYPES, type TTeamStatus } from '@gifthub/shared/corporate-products';
import type { Db } from '../../db/client';
import { allocationLevelSql, products } from './catalogue.table';

/**
 * Writes to the teams' corporate products (rows of products with a team_id). Every write names the team, so
 * another team's id changes nothing. Stock moves are single conditional UPDATEs: free units are
 * stock - allocated - multi_allocated, and a gift holds units in one of the two allocations until dispatch.
 */

export type TAllocationBucket = 'allocated' | 'multi_allocated';
const bucketColumn = (b: TAllocationBucket) => (b === 'allocated' ? products.allocated : products.multiAllocated);
const free = sql`coalesce(${products.stock}, 0) - ${products.allocated} - ${products.multiAllocated}`;

const ofTeam = (teamId: number, id: number) => and(eq(products.id, id), eq(products.teamId, teamId));

export const setTeamStatus = async (db: Db, teamId: number, id: number, teamStatus: TTeamStatus) =>
  (await db.update(products).set({ teamStatus, updatedAt: sql`now()` }).where(ofTeam(teamId, id)).returning({ id: products.id }))[0];

export const editTeamProduct = async (db: Db, teamId: number, id: number, values: { name: string; status: 'active' | 'hidden'; description: string }) =>
  (await db
    .update(products)
    .set({ ...values, updatedAt: sql`now()` })
    .where(ofTeam(teamId, id))
    .returning({ id: products.id }))[0];

/** Only a product that is not a kitted box yet becomes one (a second convert finds nothing). */
export const convertToKitted = async (db: Db, teamId: number, id: number) =>
  (await db
    .update(products)
    .set({ productType: 'kitted', updatedAt: sql`now()` })
    .where(and(ofTeam(teamId, id), notInArray(products.productType, [...KITTED_PRODUCT_TYPES])))
    .returning({ id: products.id }))[0];

/**
 * Holds `quantity` units of an active, unpaused corporate product for gifts, in one statement: never more than
 * its free units. Two sends of the last unit: the second waits for the first's row lock, re-reads the row and
 * finds nothing free. Nothing answered: paused, hidden or not enough left.
 */
export const allocate = async (tx: Db, id: number, quantity: number, bucket: TAllocationBucket) =>
  (await tx
    .update(products)
    .set({ [bucket === 'allocated' ? 'allocated' : 'multiAllocated']: sql`${bucketColumn(bucket)} + ${quantity}`, updatedAt: sql`now()` })
    .where(
      and(
        eq(products.id, id),
        isNotNull(products.teamId),
        eq(products.status, 'active'),
        eq(products.teamStatus, 'active'),
        sql`${free} >= ${quantity}`,
      ),
    )
    .returning({ id: products.id }))[0];

/** Gives held units back (a declined, rejected or expired gift); never below zero. */
export const release = async (tx: Db, id: number, quantity: number, bucket: TAllocationBucket) =>
  (await tx
    .update(products)
    .set({ [bucket === 'allocated' ? 'allocated' : 'multiAllocated']: sql`greatest(${bucketColumn(bucket)} - ${quantity}, 0)`, updatedAt: sql`now()` })
    .where(and(eq(products.id, id), isNotNull(products.teamId)))
    .returning({ id: products.id }))[0];

/** Dispatch: the units leave the stock and the allocation, and count as sent. */
export const consume = async (tx: Db, id: number, quantity: number, bucket: TAllocationBucket) =>
  (await tx
    .update(products)
    .set({
      stock: sql`greatest(coalesce(${products.stock}, 0) - ${quantity}, 0)`,
      [bucket === 'allocated' ? 'allocated' : 'multiAllocated']: sql`greatest(${bucketColumn(bucket)} - ${quantity}, 0)`,
      countSent: sql`${products.countSent} + ${quantity}`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(products.id, id), isNotNull(products.teamId)))
    .returning({ id: products.id, stock: products.stock, countSent: products.countSent }))[0];

/**
 * Team products whose allocation level moved since their team was last told (products_stock_alert_due_idx: the
 * WHERE is the index's predicate), with the level they are at now.
 */
export const listStockAlertsDue = (db: Db, limit: number) =>
  db
    .select({ id: products.id, teamId: products.teamId, name: products.name, told: products.stockAlert, level: sql<'low' | 'none' | null>`${allocationLevelSql}`, free: sql<number>`${free}`.mapWith(Number) })
    .from(products)
    .where(sql`${products.teamId} is not null and ${products.stockAlert} is distinct from ${allocationLevelSql}`)
    .orderBy(asc(products.id))
    .limit(limit);

/** Records the level the team is told of, only if no other run recorded one meanwhile. */
export const markStockAlert = async (db: Db, id: number, told: 'low' | 'none' | null, level: 'low' | 'none' | null) =>
  (
    await db
      .update(products)
      .set({ stockAlert: level })
      .where(and(eq(products.id, id), told === null ? isNull(products.stockAlert) : eq(products.stockAlert, told)))
      .returning({ id: products.id })
  ).length > 0;
