/**
 * npm run bench:analytics: the analytics answer (GET /gb-campaigns/{id}?mode=analytics, campaignDetail) of a sales
 * campaign with 1,000,000 registrations and its ledger, in process (the service the route calls, no HTTP), on a
 * PostgreSQL server this script starts in a temp folder (as the other benches do). p99 under 100 ms per case.
 *
 * The registrations go in with one generate_series (a year of sends by three members, opens, claims, approvals,
 * rejections, sent gifts, demos and deals, batches) and the approvals' ledger spends with another, so the triggers
 * of migrations 0013/0020 keep gb_campaign_analytics_daily as they do for the flows; the load time includes them.
 * For comparison the bench also times one plain aggregate over the registrations (what the answer would cost
 * without the rollup).
 *
 * Env: BENCH_ROWS (default 1000000), BENCH_CALLS (calls per case, default 200), BENCH_DATABASE_URL (a database of
 * your own, rows kept between runs).
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
// Tooling, not a module: the bench inserts its rows with SQL statements.
import { and, eq, sql } from 'drizzle-orm';
import { ZCampaignDetailQuery } from '@gifthub/shared/campaign-analytics';
import { cleanups, ms, printTable, runBench, startPostgres, timeCalls, type TResult } from './bench-support';
import { testConfig } from '../src/config';
import { openDatabase, type Db, type TDatabase } from '../src/db/client';
import * as schema from '../src/db/schema';
import { seed } from '../src/db/seed';
import type { TLinkDeps } from '../src/lib/public-url';
import { systemClock } from '../src/lib/clock';
import { campaignDetail } from '../src/modules/campaign-analytics/campaign-analytics.service';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const P99_TARGET_MS = 100;
const results: TResult[] = [];
const firstRow = async <T>(q: Promise<unknown>) => ((await q) as { rows: T[] }).rows[0]!;
const int = (n: number) => sql.raw(String(Math.trunc(n)));

/** Acme's bench sales campaign with two options (made once, found again). */
async function benchCampaign(db: Db, teamId: number): Promise<{ id: number; options: number[] }> {
  const { campaigns, giftOptions } = schema;
  let [c] = await db.select({ id: campaigns.id }).from(campaigns).where(and(eq(campaigns.teamId, teamId), eq(campaigns.slug, 'bench-analytics')));
  if (!c) {
    [c] = await db
      .insert(campaigns)
      .values({ teamId, name: 'Bench: a million prospects', slug: 'bench-analytics', type: 'sales', rewardType: 'physical', privacy: 'invite', status: 'active', opportunityValue: 25_000, demoValue: 150_000, dealValue: 1_200_000, createdAt: new Date(Date.now() - 400 * 86_400_000) })
      .returning({ id: campaigns.id });
    await db.insert(giftOptions).values([
      { campaignId: c!.id, name: 'Afternoon Tea Hamper', type: 'physical', priceEv: 3500, priceIv: 4200, position: 0 },
      { campaignId: c!.id, name: 'Artisan Cheese Board', type: 'physical', priceEv: 4000, priceIv: 4800, position: 1 },
    ]);
  }
  const options = await db.select({ id: giftOptions.id }).from(giftOptions).where(eq(giftOptions.campaignId, c!.id)).orderBy(giftOptions.position);
  return { id: c!.id, options: options.map((o) => o.id) };
}

/**
 * n registrations over the last 365 days: stage by g % 100 — invited 25%, opened 20%, waiting 5%, rejected 5%,
 * confirmed 15%, sent 30%; demos on 1 in 6 claims, deals on 1 in 20; a batch label on every fifth; eGift-sized totals
 * (£9 to £12), so the year's spending fits the ledger's integer pence. Then one prepaid-gift spend per approval, each balance_after the running sum after a top-up that pays for them all.
 */
async function fill(db: Db, campaign: { id: number; options: number[] }, teamId: number, members: number[], n: number) {
  const present = Number((await firstRow<{ n: number }>(db.execute(sql`select count(*) as n from gb_registrations where campaign_id = ${campaign.id}`))).n);
  if (present >= n) return console.log(`campaign ${campaign.id}: ${present} registrations already there; not inserted again`);
  const t0 = performance.now();
  // As campaign-bench does: gb_registrations' many secondary indexes are built once after the bulk load.
  const secondary = n > 200_000 ? await dropSecondaryIndexes(db) : [];
  const options = sql.raw(`array[${campaign.options.join(',')}]`);
  await db.execute(sql`
    insert into gb_registrations (team_id, platform, campaign_id, option_id, option_name, type, registration_method, first_name, last_name, email, secret,
      invited_at, invited_by, invited_by_name, visited_at, registered_at, confirmed_at, rejected_at, processed_at, sent_at, total_ev, total_iv,
      payment_method, demo_booked, deal_closed, batch_label, created_at)
    select ${int(teamId)}, 'gifting', ${int(campaign.id)}, case when s.stage >= 2 then (${options})[1 + g % 2] end,
      case when s.stage >= 2 then 'Hamper' end, 'physical', 'link', 'Prospect', 'No ' || g, 'prospect' || g || '@bench.example', 'abench-' || g || '-' || md5(g::text),
      s.at, s.member, 'Member', case when s.stage >= 1 then s.at + interval '5 hours' end, case when s.stage >= 2 then s.at + interval '6 hours' end,
      case when s.stage >= 4 then s.at + interval '1 day' end, case when s.stage = 3 then s.at + interval '1 day' end,
      case when s.stage >= 5 then s.at + interval '2 days' end, case when s.stage >= 5 then s.at + interval '3 days' end,
      case when s.stage >= 2 then 750 + g % 250 else 0 end, case when s.stage >= 2 then 900 + g % 300 else 0 end,
      case when s.stage >= 4 then 'team-balance' end, s.stage >= 2 and g % 6 = 0, s.stage >= 4 and g % 20 = 0,
      case when g % 5 = 0 then 'Batch ' || (g % 40) end, s.at
    from generate_series(1, ${int(n)}) as g
    cross join lateral (select
      case when g % 100 < 25 then 0 when g % 100 < 45 then 1 when g % 100 < 50 then 2 when g % 100 < 55 then 3 when g % 100 < 70 then 4 else 5 end as stage,
      (${sql.raw(`array[${members.join(',')}]`)})[1 + g % ${int(members.length)}] as member,
      now() - interval '365 days' + g * (interval '364 days' / ${int(n)}) as at) as s`);
  for (const definition of secondary) await db.execute(sql.raw(definition));
  const inserted = performance.now() - t0;
  const [{ total }] = [await firstRow<{ total: string }>(db.execute(sql`select coalesce(sum(total_iv), 0) as total from gb_registrations where campaign_id = ${campaign.id} and confirmed_at is not null`))];
  const last = await firstRow<{ b: string | null }>(db.execute(sql`select balance_after as b from team_transactions where team_id = ${teamId} order by id desc limit 1`));
  const start = Number(last?.b ?? 0);
  await db.execute(sql`insert into team_transactions (team_id, type, amount, balance_after, description, created_at)
    values (${teamId}, 'top-up', ${Number(total)}, ${start + Number(total)}, 'Bench top-up', now() - interval '366 days')`);
  await db.execute(sql`
    insert into team_transactions (team_id, user_id, type, amount, balance_after, description, price_ex_vat, price, campaign_id, campaign_name, registration_id, created_at)
    select team_id, invited_by, 'prepaid-gift', -total_iv, ${int(start)} + ${int(Number(total))} - sum(total_iv) over (order by confirmed_at, id), 'Bench gift', total_ev, total_iv,
      campaign_id, 'Bench', id, confirmed_at
    from gb_registrations where campaign_id = ${campaign.id} and confirmed_at is not null order by confirmed_at, id`);
  const charged = performance.now() - t0 - inserted;
  await db.execute(sql`vacuum analyze gb_registrations`);
  await db.execute(sql`vacuum analyze team_transactions`);
  await db.execute(sql`vacuum analyze gb_campaign_analytics_daily`);
  console.log(`campaign ${campaign.id}: ${n} registrations in ${(inserted / 1000).toFixed(1)} s and their ledger spends in ${(charged / 1000).toFixed(1)} s (rollup triggers and index builds included)`);
  results.push({ measure: `load ${n.toLocaleString('en-GB')} registrations (rollup kept by the triggers)`, value: `${(inserted / 1000).toFixed(1)} s`, target: 'info', pass: true });
  const rollup = await firstRow<{ n: string }>(db.execute(sql`select count(*) as n from gb_campaign_analytics_daily where campaign_id = ${campaign.id}`));
  results.push({ measure: 'the campaign\'s rollup rows (what a read walks)', value: Number(rollup.n).toLocaleString('en-GB'), target: 'info', pass: true });
}

/** Drops gb_registrations' non-unique indexes and answers their definitions, to build them again after the load. */
async function dropSecondaryIndexes(db: Db): Promise<string[]> {
  const rows = ((await db.execute(sql`
    select i.indexname as name, i.indexdef as definition from pg_indexes i join pg_class c on c.relname = i.indexname join pg_index x on x.indexrelid = c.oid
    where i.tablename = 'gb_registrations' and not x.indisunique and not x.indisprimary`)) as unknown as { rows: { name: string; definition: string }[] }).rows;
  for (const r of rows) await db.execute(sql.raw(`drop index "${r.name}"`));
  return rows.map((r) => r.definition);
}

async function main() {
  console.log(`Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}); load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  let url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const server = await startPostgres('gifthub-analytics-bench-pg-');
    if (!server) throw new Error('PostgreSQL is needed for the analytics benchmark.');
    url = server.url;
  }
  const database: TDatabase = await openDatabase(url);
  cleanups.push(() => database.close());
  const { db } = database;
  if (Number((await firstRow<{ n: number }>(db.execute(sql`select count(*) as n from users`))).n) === 0) await seed(db);
  const deps = { db, config: { ...testConfig(), publicUrl: 'http://gifthub.test' }, clock: systemClock } as unknown as TLinkDeps;
  const [acme] = await db.select({ id: schema.teams.id }).from(schema.teams).where(eq(schema.teams.slug, 'acme'));
  const userId = async (email: string) => (await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email)))[0]!.id;
  const manager = await userId('manager@acme.test');
  const associate = await userId('associate@acme.test');
  const campaign = await benchCampaign(db, acme!.id);
  await fill(db, campaign, acme!.id, [manager, associate, await userId('staff@gifthub.test')], ROWS);

  const year = new Date().getUTCFullYear();
  const cases: [string, Record<string, string>, number][] = [
    ['all time, all team members (the page opening)', {}, manager],
    ['all time, Your Sales Only', { userRange: 'own' }, associate],
    ['last 30 days', { dateRange: 'last-30-days' }, manager],
    ['last full month', { dateRange: 'last-month' }, manager],
    ['year to date, Your Sales Only', { dateRange: 'year-to-date', userRange: 'own' }, manager],
    ['since launch', { dateRange: 'since-launch' }, manager],
    ['custom range, charts of last year and one month', { dateRange: 'custom', dateStart: `${year - 1}-03-01`, dateEnd: `${year - 1}-09-30`, sendsChart: `{"year":${year - 1}}`, spentChart: `{"year":${year},"month":1}` }, manager],
  ];
  for (const [name, query, user] of cases) {
    const q = ZCampaignDetailQuery.parse({ mode: 'analytics', ...query });
    const actor = { id: user, isBbAdmin: false };
    const first = await campaignDetail(deps, actor, campaign.id, q);
    const { p50, p99 } = await timeCalls(CALLS, () => campaignDetail(deps, actor, campaign.id, q));
    console.log(`${name}: sends ${first.analytics!.sends}, spent £${first.analytics!.spent_iv}; p50 ${ms(p50)} ms, p99 ${ms(p99)} ms`);
    results.push({ measure: `analytics: ${name}`, value: `p50 ${ms(p50)} / p99 ${ms(p99)} ms`, target: `p99 < ${P99_TARGET_MS} ms`, pass: p99 < P99_TARGET_MS });
  }
  // What the same totals cost read from the registrations themselves (no rollup), for the record.
  const t0 = performance.now();
  await db.execute(sql`select count(*), count(*) filter (where visited_at is not null), count(*) filter (where confirmed_at is not null),
    count(*) filter (where rejected_at is not null), count(*) filter (where sent_at is not null), sum(total_iv) filter (where confirmed_at is not null)
    from gb_registrations where campaign_id = ${campaign.id}`);
  results.push({ measure: 'for comparison: one plain aggregate over the registrations', value: `${ms(performance.now() - t0)} ms`, target: 'info', pass: true });
  printTable(results);
  console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  if (results.some((r) => !r.pass)) process.exitCode = 1;
}

await runBench(main);
