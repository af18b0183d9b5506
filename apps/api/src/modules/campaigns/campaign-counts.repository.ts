import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaignAnalyticsDaily as daily } from '../campaign-analytics/campaign-analytics.table';
import { campaigns } from './campaigns.table';

/**
 * A team's campaigns counted by kind in one statement (the dashboard's tiles): gifting (physical or mixed rewards)
 * and voucher. Every status counts, as the campaign list the tiles lead to shows every status.
 */
export const countCampaignsByReward = async (db: Db, teamId: number) =>
  (
    await db
      .select({
        gifting: count(sql`case when ${campaigns.rewardType} in ('physical', 'mixed') then 1 end`),
        voucher: count(sql`case when ${campaigns.rewardType} = 'voucher' then 1 end`),
      })
      .from(campaigns)
      .where(eq(campaigns.teamId, teamId))
  )[0] ?? { gifting: 0, voucher: 0 };

/**
 * The one definition of campaigns' statistics, for the list, the campaign page and the analytics read alike: the
 * analytics' own sends, confirmed and spent (pence, ex and inc VAT) summed over every day and member of the rollup,
 * so the list never disagrees with the campaign's analytics. One statement for a page of campaigns (their primary keys).
 */
export const campaignTotals = (db: Db, campaignIds: number[]) =>
  campaignIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          campaignId: daily.campaignId,
          sends: sql<number>`coalesce(sum(${daily.sends}), 0)`.mapWith(Number),
          confirmed: sql<number>`coalesce(sum(${daily.confirmed}), 0)`.mapWith(Number),
          spentEv: sql<number>`coalesce(sum(${daily.spentEv}), 0)`.mapWith(Number),
          spentIv: sql<number>`coalesce(sum(${daily.spentIv}), 0)`.mapWith(Number),
        })
        .from(daily)
        .where(inArray(daily.campaignId, campaignIds))
        .groupBy(daily.campaignId);
