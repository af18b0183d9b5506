import { and, asc, type Column, eq, gte, lte, or, type SQL, sql } from 'drizzle-orm';
import type { TDayRange } from '@gifthub/shared/campaign-analytics';
import type { Db } from '../../db/client';
import { giftOptions } from '../campaigns/campaigns.table';
import { users } from '../users/users.table';
import { campaignAnalyticsDaily as d } from './campaign-analytics.table';

/** What the analytics reads: one campaign, a range of days (either side open), and only one member's when asked. */
export type TAnalyticsScope = { campaignId: number; range: TDayRange; userId: number | null };

/** Every read walks the primary key (campaign_id, day, …): a campaign's days in the range, however many registrations. */
const where = (s: TAnalyticsScope, extra?: SQL) =>
  and(
    eq(d.campaignId, s.campaignId),
    s.range.start ? gte(d.day, s.range.start) : undefined,
    s.range.end ? lte(d.day, s.range.end) : undefined,
    // Your Sales Only: what the member invited or registered.
    s.userId === null ? undefined : or(eq(d.invitedBy, s.userId), eq(d.registeredBy, s.userId)),
    extra,
  );

const total = (c: Column) => sql<number>`coalesce(sum(${c}), 0)`.mapWith(Number);

export async function totals(db: Db, s: TAnalyticsScope) {
  const [row] = await db
    .select({
      sends: total(d.sends),
      opens: total(d.opens),
      confirmed: total(d.confirmed),
      forConfirmation: total(d.forConfirmation),
      delivered: total(d.delivered),
      rejected: total(d.rejected),
      reviewed: total(d.reviewed),
      review0: total(d.review0),
      review1: total(d.review1),
      review2: total(d.review2),
      review3: total(d.review3),
      demoBooked: total(d.demoBooked),
      dealClosed: total(d.dealClosed),
      stageClaim: total(d.stageClaim),
      stageDemo: total(d.stageDemo),
      stageDeal: total(d.stageDeal),
      spentEv: total(d.spentEv),
      spentIv: total(d.spentIv),
    })
    .from(d)
    .where(where(s));
  // An aggregate without GROUP BY always answers one row.
  return row!;
}
export type TAnalyticsTotals = Awaited<ReturnType<typeof totals>>;

/** Sends per batch label (Multi Send and Multi Invite lists), most first. */
export const batches = (db: Db, s: TAnalyticsScope) =>
  db
    .select({ label: d.batchLabel, sends: total(d.sends) })
    .from(d)
    .where(where(s, sql`${d.batchLabel} <> ''`))
    .groupBy(d.batchLabel)
    .having(sql`sum(${d.sends}) > 0`)
    .orderBy(sql`2 desc`, asc(d.batchLabel))
    .limit(100);

/** Sends per gift option, with the option's name, most first. */
export const options = (db: Db, s: TAnalyticsScope) =>
  db
    .select({ id: giftOptions.id, name: giftOptions.name, sends: total(d.sends) })
    .from(d)
    .innerJoin(giftOptions, and(eq(giftOptions.id, d.optionId), eq(giftOptions.campaignId, d.campaignId)))
    .where(where(s))
    .groupBy(giftOptions.id, giftOptions.name)
    .having(sql`sum(${d.sends}) > 0`)
    .orderBy(sql`3 desc`, asc(giftOptions.id))
    .limit(100);

/** Sends per team member (who invited, else who registered), most first. */
export function team(db: Db, s: TAnalyticsScope) {
  const member = sql<number>`coalesce(nullif(${d.invitedBy}, 0), ${d.registeredBy})`;
  return db
    .select({ userId: member.mapWith(Number), name: sql<string>`min(${users.name})`, email: sql<string>`min(${users.email})`, sends: total(d.sends) })
    .from(d)
    .innerJoin(users, eq(users.id, member))
    .where(where(s))
    .groupBy(member)
    .having(sql`sum(${d.sends}) > 0`)
    .orderBy(sql`4 desc`, sql`1`)
    .limit(100);
}

export type TChartMetric = 'sends' | 'opens' | 'spentIv';

/** One metric per month (YYYY-MM) or per day (YYYY-MM-DD) between two days. */
export function series(db: Db, s: Omit<TAnalyticsScope, 'range'>, metric: TChartMetric, from: string, to: string, by: 'month' | 'day') {
  const key = by === 'month' ? sql<string>`to_char(${d.day}, 'YYYY-MM')` : sql<string>`to_char(${d.day}, 'YYYY-MM-DD')`;
  return db
    .select({ key, value: total(d[metric]) })
    .from(d)
    .where(where({ ...s, range: { start: from, end: to } }))
    .groupBy(sql`1`);
}

/**
 * Counts a team's campaigns again from their registrations, ledger rows and card payments (the migration's
 * backfill, for one team): for a seed that rewrote the team's ledger in date order.
 */
export async function rebuildTeamAnalytics(db: Db, teamId: number) {
  await db.execute(sql`delete from gb_campaign_analytics_daily where campaign_id in (select id from gb_campaigns where team_id = ${teamId})`);
  await db.execute(sql`select gb_campaign_analytics_add(array(
    select e from gb_registrations r, gb_campaign_analytics_events(r, 1) e where r.team_id = ${teamId}
    union all select e from team_transactions t, gb_campaign_analytics_ledger_events(t) e where t.team_id = ${teamId} and (t.registration_id is not null or t.reverses_id is not null)
    union all select e from direct_transactions c, gb_campaign_analytics_card_events(c, 1) e where c.team_id = ${teamId} and c.registration_id is not null))`);
}

/** The campaign's statistics as the campaign list counts them (all time, everyone's), in pence. */
export async function statistics(db: Db, campaignId: number) {
  const [row] = await db
    .select({ invites: total(d.invites), claims: total(d.claims), spentEv: total(d.confirmedEv), spentIv: total(d.confirmedIv) })
    .from(d)
    .where(eq(d.campaignId, campaignId));
  return row!;
}
