import { and, asc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../catalogue/catalogue.table';
import { teamDomains, teams } from '../teams/teams.table';
import { campaigns, giftOptions } from './campaigns.table';
import { equalsIgnoringCase } from '../../db/case-fold';

// The campaign claim page's reads and the one write it makes to an option: taking a unit of its availability.

/** A campaign by its team's slug and its own slug, with the team's name and logo. */
export const findByTeamSlug = async (db: Db, teamSlug: string, campaignSlug: string) =>
  (
    await db
      .select({
        campaign: campaigns,
        // What the page shows of its team: name, logos, hero and the action pages' look.
        team: { name: teams.name, slug: teams.slug, logoPath: teams.logoPath, heroPath: teams.heroPath, actionLogoPath: teams.actionLogoPath, actionPage: teams.actionPage },
      })
      .from(campaigns)
      .innerJoin(teams, eq(teams.id, campaigns.teamId))
      .where(and(equalsIgnoringCase(teams.slug, teamSlug), eq(campaigns.slug, campaignSlug)))
      .limit(1)
  )[0];

const pageOptionSelect = {
  option: giftOptions,
  productName: products.name,
  productImage: products.imagePath,
  productBrand: products.brandName,
  faceValueLimits: products.faceValueLimits,
  denominations: products.denominations,
  /** A corporate product's units free to allocate (0 while paused or hidden); null for catalogue products. */
  productUnits: sql<number | null>`case when ${products.teamId} is null then null when ${products.status} = 'active' and ${products.teamStatus} = 'active' then greatest(coalesce(${products.stock}, 0) - ${products.allocated} - ${products.multiAllocated}, 0) else 0 end`.mapWith((v) => (v === null ? null : Number(v))),
};

/** The enabled options of a campaign, in the team's order, with what the page shows of their product. */
export const listPageOptions = (db: Db, campaignId: number) =>
  db
    .select(pageOptionSelect)
    .from(giftOptions)
    .leftJoin(products, eq(products.id, giftOptions.productId))
    .where(and(eq(giftOptions.campaignId, campaignId), eq(giftOptions.enabled, true)))
    .orderBy(asc(giftOptions.position), asc(giftOptions.id));

/** One option of one campaign (an id of another campaign finds nothing). */
export const findPageOption = async (db: Db, campaignId: number, optionId: number) =>
  (
    await db
      .select(pageOptionSelect)
      .from(giftOptions)
      .leftJoin(products, eq(products.id, giftOptions.productId))
      .where(and(eq(giftOptions.id, optionId), eq(giftOptions.campaignId, campaignId)))
      .limit(1)
  )[0];

/**
 * Takes one unit of an enabled option in one statement: never below 0 (an option without a count is not
 * counted). Two claims of the last unit: the second waits for the first's row lock, re-reads 0 and gets nothing.
 * The row stays locked to the end of the caller's transaction, so its voucher limit can be counted after it.
 */
export const takeUnit = async (tx: Db, optionId: number) =>
  (
    await tx
      .update(giftOptions)
      .set({ available: sql`case when ${giftOptions.available} is null then null else ${giftOptions.available} - 1 end` })
      .where(and(eq(giftOptions.id, optionId), eq(giftOptions.enabled, true), or(isNull(giftOptions.available), gt(giftOptions.available, 0))))
      .returning({ id: giftOptions.id, available: giftOptions.available })
  )[0];

/** Gives units back to an option that counts its stock (a rejected claim, an option changed by an edit). */
export const giveUnits = async (tx: Db, optionId: number, units: number) => {
  await tx
    .update(giftOptions)
    .set({ available: sql`${giftOptions.available} + ${units}` })
    .where(and(eq(giftOptions.id, optionId), isNotNull(giftOptions.available)));
};

export const listTeamDomains = async (db: Db, teamId: number) =>
  (await db.select({ domain: teamDomains.domain }).from(teamDomains).where(eq(teamDomains.teamId, teamId))).map((d) => d.domain.toLowerCase());
