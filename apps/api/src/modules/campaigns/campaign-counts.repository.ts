import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
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
