import { and, asc, count, desc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { KITTED_PRODUCT_TYPES, STOCK_THRESHOLDS } from '@gifthub/shared/corporate-products';
import type { Db } from '../../db/client';
import { products } from '../catalogue/catalogue.table';
import { campaigns } from '../campaigns/campaigns.table';
import { registrations } from '../registrations/registrations.table';
import { productComponents, productRequests } from './corporate-products.table';

// Reads of a team's corporate products (rows of products with its team_id): writes are modules/catalogue's.

const isKitted = sql<boolean>`${products.productType} in (${sql.join(
  KITTED_PRODUCT_TYPES.map((t) => sql`${t}`),
  sql`, `,
)})`;
const freeUnits = sql<number>`coalesce(${products.stock}, 0) - ${products.allocated} - ${products.multiAllocated}`;

const cardSelect = {
  id: products.id,
  name: products.name,
  imagePath: products.imagePath,
  productType: products.productType,
  status: products.status,
  teamStatus: products.teamStatus,
  stock: products.stock,
  allocated: products.allocated,
  multiAllocated: products.multiAllocated,
};

/**
 * A page of the team's products, kitted boxes first, newest first within each, with the total in the same statement
 * (products_team_idx finds the team's rows).
 */
export async function listTeamProducts(db: Db, teamId: number, page: number, perPage: number) {
  const rows = await db
    .select({ ...cardSelect, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .where(eq(products.teamId, teamId))
    .orderBy(desc(isKitted), desc(products.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const total = rows[0]?.total ?? (page > 1 ? await countTeamProducts(db, teamId) : 0);
  return { rows, total };
}

export const countTeamProducts = async (db: Db, teamId: number) =>
  Number((await db.select({ n: count() }).from(products).where(eq(products.teamId, teamId)))[0]?.n ?? 0);

/** One of the team's products (another team's id or a catalogue product finds nothing). */
export const findTeamProduct = async (db: Db, teamId: number, id: number) =>
  (await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.teamId, teamId)))
    .limit(1))[0];

/** A kitted box's components with their product's name, image and whether it is general (no team). */
export const listComponents = (db: Db, boxId: number) =>
  db
    .select({ component: productComponents, name: products.name, imagePath: products.imagePath, componentTeamId: products.teamId })
    .from(productComponents)
    .innerJoin(products, eq(products.id, productComponents.componentId))
    .where(eq(productComponents.boxId, boxId))
    .orderBy(asc(productComponents.position), asc(productComponents.id));

/**
 * A page of the product's orders: its registered gifts (not declined or rejected), newest first, with their
 * campaign's name, and the total in the same statement. gb_registrations_product_idx (product_id, id desc).
 */
export async function listProductOrders(db: Db, productId: number, page: number, perPage: number) {
  const rows = await db
    .select({
      id: registrations.id,
      firstName: registrations.firstName,
      lastName: registrations.lastName,
      email: registrations.email,
      quantity: registrations.quantity,
      campaignId: registrations.campaignId,
      campaignName: campaigns.name,
      registeredAt: registrations.registeredAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(registrations)
    .leftJoin(campaigns, eq(campaigns.id, registrations.campaignId))
    .where(and(eq(registrations.productId, productId), isNotNull(registrations.registeredAt), isNull(registrations.rejectedAt)))
    .orderBy(desc(registrations.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const total = rows[0]?.total ?? (page > 1 ? await countProductOrders(db, productId) : 0);
  return { rows, total };
}

const countProductOrders = async (db: Db, productId: number) =>
  Number(
    (await db
      .select({ n: count() })
      .from(registrations)
      .where(and(eq(registrations.productId, productId), isNotNull(registrations.registeredAt), isNull(registrations.rejectedAt))))[0]?.n ?? 0,
  );

/** The team's product requests waiting for staff (product_requests_team_status_idx). */
export const countPendingRequests = async (db: Db, teamId: number) =>
  Number((await db.select({ n: count() }).from(productRequests).where(and(eq(productRequests.teamId, teamId), eq(productRequests.status, 'pending'))))[0]?.n ?? 0);

/** The team's active products with fewer free units than the high threshold, fewest first (at most `limit`). */
export const lowAllocation = (db: Db, teamId: number, limit: number) =>
  db
    .select({ id: products.id, name: products.name, free: freeUnits.mapWith(Number) })
    .from(products)
    .where(and(eq(products.teamId, teamId), eq(products.status, 'active'), lt(freeUnits, STOCK_THRESHOLDS.high)))
    .orderBy(asc(freeUnits), asc(products.id))
    .limit(limit);
