import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaigns } from '../campaigns/campaigns.table';
import { registrations } from './registrations.table';

/**
 * A team's gift registrations per UTC day since a moment, one group per campaign (platform gifting) and one for the
 * marketplace (campaign null): the dashboard chart. The period is read through gb_registrations_team_created_idx
 * (team, created_at, platform); the campaign's name comes from its row (a left join: a gifting registration whose
 * campaign is gone still counts, under no name).
 */
export const countPerCampaignAndDay = (db: Db, teamId: number, since: Date) =>
  db
    .select({
      platform: registrations.platform,
      campaignId: registrations.campaignId,
      campaignName: campaigns.name,
      day: sql<string>`to_char(${registrations.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
      n: count(),
    })
    .from(registrations)
    .leftJoin(campaigns, and(eq(campaigns.id, registrations.campaignId), eq(campaigns.teamId, registrations.teamId)))
    .where(and(eq(registrations.teamId, teamId), gte(registrations.createdAt, since)))
    .groupBy(registrations.platform, registrations.campaignId, campaigns.name, sql`4`);
