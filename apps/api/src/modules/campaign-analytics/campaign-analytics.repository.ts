import { eq, inArray, sql } from 'drizzle-orm';
import type { TDayRange } from '@gifthub/shared/campaign-analytics';
import type { Db } from '../../db/client';
import { giftOptions } from '../campaigns/campaigns.table';
import { users } from '../users/users.table';

/** What the analytics reads: one campaign, a range of days (either side open), and only one member's when asked. */
export type TAnalyticsScope = { campaignId: number; range: TDayRange; userId: number | null };

const METRICS = [
  'sends', 'opens', 'confirmed', 'for_confirmation', 'delivered', 'rejected', 'reviewed', 'review_0', 'review_1', 'review_2', 'review_3',
  'demo_booked', 'deal_closed', 'stage_claim', 'stage_demo', 'stage_deal', 'spent_ev', 'spent_iv',
] as const;
export type TMetric = (typeof METRICS)[number];
/** A chart's period: the metric, the days it covers and its bucket (YYYY-MM or YYYY-MM-DD). */
export type TChartRead = { metric: 'sends' | 'opens' | 'spent_iv'; from: string; to: string; by: 'month' | 'day' };
export type TAnalyticsRead = {
  totals: Record<TMetric, number>;
  batches: { label: string; sends: number }[];
  options: { id: number; sends: number }[];
  team: { userId: number; sends: number }[];
  charts: Map<string, number>[];
};

type TRow = Record<string, string | number | null> & { g: number };
const n = (v: unknown) => Number(v ?? 0);

/**
 * Everything the analytics answer counts, in two walks of the campaign's rollup rows (its primary key; a year of a
 * campaign is some thousands of rows however many registrations it has): the range's totals (the range and the
 * member as FILTERs); then sends by batch, option and member and
 * each chart's buckets as grouping sets that sum four figures, not all of them.
 */
export async function readAnalytics(db: Db, s: TAnalyticsScope, charts: TChartRead[]): Promise<TAnalyticsRead> {
  const mine = s.userId === null ? sql`true` : sql`(invited_by = ${s.userId} or registered_by = ${s.userId})`;
  const inRange = sql.join([mine, ...(s.range.start ? [sql`day >= ${s.range.start}::date`] : []), ...(s.range.end ? [sql`day <= ${s.range.end}::date`] : [])], sql` and `);
  const rows = (q: Promise<unknown>) => q.then((r) => (r as { rows: TRow[] }).rows);
  const totals = rows(
    db.execute(sql`
      select ${sql.join(METRICS.map((m) => sql`coalesce(sum(${sql.raw(m)}) filter (where ${inRange}), 0) as ${sql.raw(m)}`), sql`, `)}
      from gb_campaign_analytics_daily where campaign_id = ${s.campaignId}`),
  );
  const bucket = (c: TChartRead) => sql.raw(`to_char(day, '${c.by === 'month' ? 'YYYY-MM' : 'YYYY-MM-DD'}')`);
  const keys = ['batch_label', 'option_id', 'member', ...charts.map((_, i) => `b${i}`)];
  // Every grouping set sums these four; each set's rows are read for the one it is for.
  const chartValue = (c: TChartRead, i: number) => sql`sum(${sql.raw(c.metric)}) filter (where ${mine} and day between ${c.from}::date and ${c.to}::date) as ${sql.raw(`c${i}`)}`;
  const lists = rows(
    db.execute(sql`
      select grouping(${sql.raw(keys.join(', '))}) as g, ${sql.raw(keys.join(', '))},
        sum(sends) filter (where ${inRange}) as sends${charts.length ? sql`, ${sql.join(charts.map(chartValue), sql`, `)}` : sql``}
      from (select day, invited_by, registered_by, batch_label, option_id, sends, opens, spent_iv, coalesce(nullif(invited_by, 0), registered_by) as member,
          ${sql.join(charts.map((c, i) => sql`${bucket(c)} as ${sql.raw(`b${i}`)}`), sql`, `)}
        from gb_campaign_analytics_daily where campaign_id = ${s.campaignId}) d
      group by grouping sets (${sql.raw(keys.map((k) => `(${k})`).join(', '))})`),
  );
  // Two walks side by side on a server (two connections of the pool); PGlite takes them in turn.
  const [[top], grouped] = await Promise.all([totals, lists]);
  const all = (1 << keys.length) - 1;
  const only = (i: number) => grouped.filter((r) => n(r.g) === all - (1 << (keys.length - 1 - i)));
  const sends = (r: TRow) => n(r.sends);
  return {
    totals: Object.fromEntries(METRICS.map((m) => [m, n(top?.[m])])) as Record<TMetric, number>,
    batches: only(0).filter((r) => r.batch_label !== '' && sends(r) > 0).map((r) => ({ label: String(r.batch_label), sends: sends(r) })),
    options: only(1).filter((r) => n(r.option_id) > 0 && sends(r) > 0).map((r) => ({ id: n(r.option_id), sends: sends(r) })),
    team: only(2).filter((r) => n(r.member) > 0 && sends(r) > 0).map((r) => ({ userId: n(r.member), sends: sends(r) })),
    charts: charts.map((_, i) => new Map(only(3 + i).map((r) => [String(r[`b${i}`]), n(r[`c${i}`])]))),
  };
}

/** Names of a campaign's options and of team members, for the lists. */
export const optionNames = (db: Db, campaignId: number) => db.select({ id: giftOptions.id, name: giftOptions.name }).from(giftOptions).where(eq(giftOptions.campaignId, campaignId));
export const userNames = (db: Db, ids: number[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, ids));

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

