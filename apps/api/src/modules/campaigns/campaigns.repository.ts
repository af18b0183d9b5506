import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TCampaignFilters, TCampaignSort, TCampaignStatus } from '@gifthub/shared/campaigns';
import type { TTeamStatus } from '@gifthub/shared/corporate-products';
import { foldCase } from '../../db/case-fold';
import type { Db } from '../../db/client';
import { products } from '../catalogue/catalogue.table';
import { teams } from '../teams/teams.table';
import { campaigns, giftOptions, type TCampaignRow, type TGiftOptionRow } from './campaigns.table';

export type TCampaignInsert = typeof campaigns.$inferInsert;
export type TGiftOptionInsert = typeof giftOptions.$inferInsert;

export const insertCampaign = async (db: Db, values: TCampaignInsert) => (await db.insert(campaigns).values(values).returning())[0] as TCampaignRow;

export const updateCampaign = async (db: Db, id: number, values: Partial<TCampaignInsert>) =>
  (await db.update(campaigns).set({ ...values, updatedAt: new Date() }).where(eq(campaigns.id, id)).returning())[0];

/** A status change only from the status the caller read, so two staff changes cannot cross. */
export const updateCampaignStatus = async (db: Db, id: number, from: TCampaignStatus, to: TCampaignStatus) =>
  (await db.update(campaigns).set({ status: to, updatedAt: new Date() }).where(and(eq(campaigns.id, id), eq(campaigns.status, from))).returning())[0];

export const findCampaign = async (db: Db, id: number) => (await db.select().from(campaigns).where(eq(campaigns.id, id)).limit(1))[0];

export const findCampaignBySlug = async (db: Db, teamId: number, slug: string) =>
  (await db.select({ id: campaigns.id }).from(campaigns).where(and(eq(campaigns.teamId, teamId), eq(campaigns.slug, slug))).limit(1))[0];

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export type TCampaignListFilter = {
  teamId?: number;
  q?: string;
  filters?: TCampaignFilters;
  sort: TCampaignSort;
  direction: 'asc' | 'desc';
  page: number;
  perPage: number;
  /** Staff's queue: requested campaigns first. */
  requestedFirst?: boolean;
};

const SORT_COLUMN = { id: campaigns.id, name: campaigns.name, status: campaigns.status, type: campaigns.type, created_at: campaigns.createdAt } as const;

function listWhere(f: TCampaignListFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [
    f.teamId === undefined ? undefined : eq(campaigns.teamId, f.teamId),
    f.q ? sql`${campaigns.searchName} like ${foldCase(sql`${`%${likeEscape(f.q)}%`}::text`)}` : undefined,
    f.filters?.status ? eq(campaigns.status, f.filters.status) : undefined,
    f.filters?.type ? eq(campaigns.type, f.filters.type) : undefined,
    f.filters?.reward_type ? eq(campaigns.rewardType, f.filters.reward_type) : undefined,
    f.filters?.privacy ? eq(campaigns.privacy, f.filters.privacy) : undefined,
  ];
  return and(...conds.filter((c): c is SQL => c !== undefined));
}

/** One page of campaigns in the asked order (id breaks ties) and the total that match. */
export async function listCampaigns(db: Db, f: TCampaignListFilter) {
  const where = listWhere(f);
  const dir = f.direction === 'asc' ? asc : desc;
  const order = [
    ...(f.requestedFirst ? [sql`(${campaigns.status} = 'requested') desc`] : []),
    dir(SORT_COLUMN[f.sort]),
    ...(f.sort === 'id' ? [] : [dir(campaigns.id)]),
  ];
  const [rows, totals] = await Promise.all([
    db
      .select({ campaign: campaigns, teamName: teams.name, teamSlug: teams.slug })
      .from(campaigns)
      .innerJoin(teams, eq(teams.id, campaigns.teamId))
      .where(where)
      .orderBy(...order)
      .limit(f.perPage)
      .offset((f.page - 1) * f.perPage),
    db.select({ n: count() }).from(campaigns).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export const listMenu = (db: Db, teamId: number) =>
  db
    .select({ id: campaigns.id, name: campaigns.name, status: campaigns.status, type: campaigns.type })
    .from(campaigns)
    .where(eq(campaigns.teamId, teamId))
    .orderBy(asc(campaigns.name), asc(campaigns.id));

// ---------------------------------------------------------------- options

export type TOptionWithProduct = {
  option: TGiftOptionRow;
  productName: string | null;
  productImage: string | null;
  productStatus: string | null;
  productTeamId: number | null;
  /** A corporate product's counts (the option's units left are its free units). */
  productUnits: { stock: number | null; allocated: number; multiAllocated: number; teamStatus: TTeamStatus | null } | null;
};

const optionSelect = {
  option: giftOptions,
  productName: products.name,
  productImage: products.imagePath,
  productStatus: products.status,
  productTeamId: products.teamId,
  productUnits: { stock: products.stock, allocated: products.allocated, multiAllocated: products.multiAllocated, teamStatus: products.teamStatus },
};

export const listOptions = (db: Db, campaignId: number): Promise<TOptionWithProduct[]> =>
  db
    .select(optionSelect)
    .from(giftOptions)
    .leftJoin(products, eq(products.id, giftOptions.productId))
    .where(eq(giftOptions.campaignId, campaignId))
    .orderBy(asc(giftOptions.position), asc(giftOptions.id));

export const findOption = async (db: Db, id: number): Promise<TOptionWithProduct | undefined> =>
  (await db.select(optionSelect).from(giftOptions).leftJoin(products, eq(products.id, giftOptions.productId)).where(eq(giftOptions.id, id)).limit(1))[0];

/** The image of each campaign's first option (by position), for the list: one statement for the page. */
export async function firstOptionImages(db: Db, campaignIds: number[]) {
  if (!campaignIds.length) return new Map<number, string | null>();
  const rows = await db
    .selectDistinctOn([giftOptions.campaignId], { campaignId: giftOptions.campaignId, image: products.imagePath })
    .from(giftOptions)
    .leftJoin(products, eq(products.id, giftOptions.productId))
    .where(inArray(giftOptions.campaignId, campaignIds))
    .orderBy(giftOptions.campaignId, asc(giftOptions.position), asc(giftOptions.id));
  return new Map(rows.map((r) => [r.campaignId, r.image]));
}

export const insertOption = async (db: Db, values: TGiftOptionInsert) => (await db.insert(giftOptions).values(values).returning())[0] as TGiftOptionRow;

export const updateOption = async (db: Db, id: number, values: Partial<TGiftOptionInsert>) =>
  (await db.update(giftOptions).set(values).where(eq(giftOptions.id, id)).returning())[0];

export const nextOptionPosition = async (db: Db, campaignId: number) =>
  (await db.select({ n: sql<number>`coalesce(max(${giftOptions.position}), -1) + 1`.mapWith(Number) }).from(giftOptions).where(eq(giftOptions.campaignId, campaignId)))[0]?.n ?? 0;
