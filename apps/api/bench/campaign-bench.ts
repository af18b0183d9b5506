/**
 * npm run bench:campaigns: a campaign's recipients at scale, in process (the services the routes call, no HTTP), on a
 * PostgreSQL server this script starts in a temp folder (as data-bench.ts does):
 *   1. the recipients list (GET /gb-campaigns/{id}/registrations: listCampaignRecipients) of one campaign with
 *      1,000,000 registrations inserted by one generate_series (every lifecycle state, method, option, names and
 *      e-mails, three members inviting): filters, search, sorts and deep pages, p99 under 50 ms per case;
 *   2. the CSV export (exportRecipients) of a campaign with 100,000 recipients streamed to a null sink, with the
 *      process's peak RSS and heap growth while it streams (memory must stay flat: batches, never all rows).
 * Exits non-zero when a target is missed. Figures in DATA-RESULTS.md.
 *
 * Env: BENCH_ROWS (default 1000000), BENCH_EXPORT_ROWS (default 100000), BENCH_CALLS (calls per case, default 200),
 * BENCH_DATABASE_URL (a database of your own, rows kept between runs), BENCH_EXPLAIN=1 (PostgreSQL's plans of each
 * case), BENCH_ONLY=list|export. Run with --expose-gc for a settled memory baseline.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
// Tooling, not a module: the bench inserts its rows with one SQL statement.
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { ZRecipientsExportQuery, ZRecipientsListQuery } from '@gifthub/shared/campaign-registrations';
import { cleanups, ms, printTable, runBench, startPostgres as startSupportPostgres, timeCalls, type TResult } from './bench-support';
import { testConfig } from '../src/config';
import { openDatabase, type Db, type TDatabase } from '../src/db/client';
import * as schema from '../src/db/schema';
import { seed } from '../src/db/seed';
import type { TDeps } from '../src/deps';
import type { TLinkDeps } from '../src/lib/public-url';
import { systemClock } from '../src/lib/clock';
import { exportRecipients } from '../src/modules/campaign-registrations/campaign-export.service';
import { listCampaignRecipients } from '../src/modules/campaign-registrations/campaign-recipients.service';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const EXPORT_ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 100_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const P99_TARGET_MS = 50;
/** Retained heap growth while streaming the export: a few batches of 1,000 rows, never the 100,000 (~40 MB as rows). */
const HEAP_TARGET_MB = 16;

const results: TResult[] = [];

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const firstRow = async <T>(q: Promise<unknown>) => ((await q) as { rows: T[] }).rows[0]!;
// Whole numbers inlined: untyped parameters would reach PostgreSQL as text.
const int = (n: number) => sql.raw(String(Math.trunc(n)));
const pgArray = (xs: string[]) => sql.raw(`array[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]`);


// ---------- the data ----------

const FIRST_NAMES = ['Oliver', 'Amelia', 'George', 'Isla', 'Harry', 'Ava', 'Jack', 'Mia', 'Noah', 'Emily', 'Leo', 'Grace', 'Arthur', 'Freya', 'Oscar', 'Lily', 'Charlie', 'Sophie', 'Henry', 'Ella'];
const LAST_NAMES = ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Robinson', 'Wright', 'Thompson', 'Evans', 'Walker', 'White', 'Roberts', 'Green', 'Hall', 'Wood', 'Jackson', 'Clarke', 'Patel', 'Khan', 'Lewis', 'Harris', 'Martin', 'Cooper', 'King', 'Lee', 'Baker', 'Harrison', 'Morgan', 'Allen', 'Hughes', 'Young', 'Scott', 'Edwards', 'Hill', 'Moore', 'Clark', 'Turner', 'Ward', 'Carter', 'Phillips', 'Mitchell', 'Parker', 'Bennett', 'Murray', 'Shaw', 'Fletcher', 'Okafor'];
const DOMAINS = ['northwind.example', 'bluebell.example', 'gmail.com', 'outlook.com', 'kestrel.example', 'oakridge.example', 'quayside.example', 'meridian.example'];
const COMPANIES = ['Northwind Traders', 'Bluebell Logistics', 'Harbour & Finch', 'Kestrel Analytics', 'Oakridge Partners', 'Quayside Media', 'Larkspur Health', 'Meridian Foods'];
/** The e-mail registration g is given (the same expression as the insert's): a search for one row. */
const benchEmail = (g: number) => `${FIRST_NAMES[g % FIRST_NAMES.length]}.${LAST_NAMES[Math.floor(g / 7) % LAST_NAMES.length]}`.toLowerCase() + `${g}@${DOMAINS[g % DOMAINS.length]}`;

/**
 * Stages of the lifecycle by g % 100 (spec 1 §4): invited 18%, visited 10%, waiting for approval 8%, opted out 4%,
 * rejected 3%, confirmed 7%, processed 6%, sent 16%, delivered 23%, return 2%, lost 1%, resolved 2%. Methods by
 * g % 20: link 55%, Multi Invite 15%, Select & Send 15% (confirmed at once), public page 10% (registered at once),
 * Multi Send 5%. The CHECKs hold: a rejected gift is never confirmed, only a confirmed one is sent.
 */
const STAGE_SQL = sql.raw(`case
  when g % 100 < 18 then 0 when g % 100 < 28 then 1 when g % 100 < 36 then 2 when g % 100 < 40 then 3
  when g % 100 < 43 then 4 when g % 100 < 50 then 5 when g % 100 < 56 then 6 when g % 100 < 72 then 7
  when g % 100 < 95 then 8 when g % 100 < 97 then 9 when g % 100 < 98 then 10 else 11 end`);
const METHOD_SQL = sql.raw(`case when g % 20 < 11 then 'link' when g % 20 < 14 then 'multiple-link' when g % 20 < 17 then 'direct' when g % 20 < 19 then 'public' else 'multiple' end`);

type TBenchCampaign = { id: number; options: { id: number; name: string; type: 'physical' | 'voucher' }[] };

/** A campaign of Acme Ltd's for the bench, with two physical options and a voucher one (made once, found again). */
async function benchCampaign(db: Db, teamId: number, slug: string, name: string): Promise<TBenchCampaign> {
  const { campaigns, giftOptions } = schema;
  let [c] = await db.select({ id: campaigns.id }).from(campaigns).where(and(eq(campaigns.teamId, teamId), eq(campaigns.slug, slug)));
  if (!c) {
    const [made] = await db
      .insert(campaigns)
      .values({ teamId, name, slug, type: 'year-round', rewardType: 'mixed', privacy: 'invite', status: 'active', autoApprove: true, pageRestricted: true })
      .returning({ id: campaigns.id });
    c = made!;
    const opts = [
      { name: 'Afternoon Tea Hamper', type: 'physical' as const, priceEv: 3500, priceIv: 4200 },
      { name: 'Artisan Cheese Board', type: 'physical' as const, priceEv: 4000, priceIv: 4800 },
      { name: 'Larder & Loaf eGift', type: 'voucher' as const, priceEv: 0, priceIv: 0, voucherLower: 500, voucherUpper: 25_000 },
    ];
    await db.insert(giftOptions).values(opts.map((o, position) => ({ campaignId: made!.id, position, ...o })));
  }
  const options = await db.select({ id: giftOptions.id, name: giftOptions.name, type: giftOptions.type }).from(giftOptions).where(eq(giftOptions.campaignId, c.id)).orderBy(giftOptions.position);
  return { id: c.id, options };
}

/** Inserts n registrations into a campaign with one generate_series, unless they are there (BENCH_DATABASE_URL). */
async function fillCampaign(db: Db, campaign: TBenchCampaign, teamId: number, members: number[], n: number) {
  const present = Number((await firstRow<{ n: number }>(db.execute(sql`select count(*) as n from gb_registrations where campaign_id = ${campaign.id}`))).n);
  if (present >= n) return console.log(`campaign ${campaign.id}: ${present} registrations already there; not inserted again`);
  const t0 = performance.now();
  // A bulk load builds the secondary indexes once afterwards instead of row by row (the same definitions, read
  // from pg_indexes): minutes less on 2 cores. The primary key and unique indexes stay.
  const secondary = n > 200_000 ? await dropSecondaryIndexes(db) : [];
  const optionIds = sql.raw(`array[${campaign.options.map((o) => o.id).join(',')}]`);
  const optionNames = pgArray(campaign.options.map((o) => o.name));
  const optionTypes = pgArray(campaign.options.map((o) => o.type));
  try {
    await db.execute(sql`
      insert into gb_registrations (team_id, platform, campaign_id, option_id, option_name, type, registration_method, first_name, last_name,
        company, email, secret, invited_at, invited_by, invited_by_name, registered_at, registered_by, registered_by_name, visited_at,
        confirmed_at, rejected_at, processed_at, sent_at, delivery_status, delivery_status_date, delivery_resolution, tracking_url,
        total_ev, total_iv, created_at)
      select ${int(teamId)}, 'gifting', ${int(campaign.id)}, x.option_id, x.option_name, coalesce(x.option_type, 'physical'), x.method,
        (${pgArray(FIRST_NAMES)})[1 + g % ${int(FIRST_NAMES.length)}],
        (${pgArray(LAST_NAMES)})[1 + (g / 7) % ${int(LAST_NAMES.length)}],
        (${pgArray(COMPANIES)})[1 + g % ${int(COMPANIES.length)}],
        lower((${pgArray(FIRST_NAMES)})[1 + g % ${int(FIRST_NAMES.length)}] || '.' || (${pgArray(LAST_NAMES)})[1 + (g / 7) % ${int(LAST_NAMES.length)}]) || g || '@' || (${pgArray(DOMAINS)})[1 + g % ${int(DOMAINS.length)}],
        'cbench-' || ${int(campaign.id)} || '-' || g || '-' || md5(g::text),
        case when x.invited then x.at end, case when x.invited then x.member end, case when x.invited then 'Member' end,
        case when x.stage >= 2 then x.at + interval '3 hours' end,
        case when x.method = 'direct' then x.member end, case when x.method = 'direct' then 'Member' end,
        case when x.stage >= 1 and x.method <> 'direct' then x.at + interval '2 hours' end,
        case when x.stage >= 5 then x.at + interval '1 day' end,
        case when x.stage = 4 then x.at + interval '1 day' end,
        case when x.stage >= 6 then x.at + interval '2 days' end,
        case when x.stage >= 7 then x.at + interval '3 days' end,
        case x.stage when 8 then 'delivered' when 9 then 'return' when 10 then 'lost' when 11 then 'return' end,
        case when x.stage >= 8 then x.at + interval '5 days' end,
        case when x.stage = 11 then 'Sent again' end,
        case when x.stage >= 7 and x.option_type = 'physical' then 'https://www.royalmail.com/track-your-item#/tracking-results/DM' || g || 'GB' end,
        case when x.option_id is not null then 3500 + g % 3000 else 0 end,
        case when x.option_id is not null then 4200 + g % 3600 else 0 end,
        x.at
      from generate_series(1, ${int(n)}) as g
      cross join lateral (select ${METHOD_SQL} as method, ${STAGE_SQL} as raw_stage) as m
      cross join lateral (
        select m.method,
          -- Select & Send is confirmed at once; a public page's registration is registered at once.
          case when m.method = 'direct' then greatest(m.raw_stage, 5) when m.method = 'public' then greatest(m.raw_stage, 2) else m.raw_stage end as stage,
          m.method in ('link', 'multiple-link', 'multiple') as invited,
          (${sql.raw(`array[${members.join(',')}]`)})[1 + g % ${int(members.length)}] as member,
          now() - interval '125 days' + g * (interval '120 days' / ${int(n)}) as at
      ) as s
      cross join lateral (
        select s.*,
          case when s.stage >= 2 and s.stage <> 3 then (${optionIds})[1 + g % ${int(campaign.options.length)}] end as option_id,
          case when s.stage >= 2 and s.stage <> 3 then (${optionNames})[1 + g % ${int(campaign.options.length)}] end as option_name,
          case when s.stage >= 2 and s.stage <> 3 then (${optionTypes})[1 + g % ${int(campaign.options.length)}] end as option_type
      ) as x
    `);
  } catch (err) {
    for (const definition of secondary) await db.execute(sql.raw(definition));
    throw err;
  }
  const inserted = performance.now() - t0;
  for (const definition of secondary) await db.execute(sql.raw(definition));
  const indexed = performance.now() - t0 - inserted;
  await db.execute(sql`vacuum analyze gb_registrations`);
  console.log(
    `campaign ${campaign.id}: inserted ${n} registrations in ${(inserted / 1000).toFixed(1)} s, ${secondary.length} indexes built in ${(indexed / 1000).toFixed(1)} s, vacuumed and analysed in ${((performance.now() - t0 - inserted - indexed) / 1000).toFixed(1)} s`,
  );
}

/** Drops gb_registrations' non-unique indexes and answers their definitions, to build them again after a bulk load. */
async function dropSecondaryIndexes(db: Db): Promise<string[]> {
  const rows = ((await db.execute(sql`
    select i.indexname as name, i.indexdef as definition from pg_indexes i join pg_class c on c.relname = i.indexname join pg_index x on x.indexrelid = c.oid
    where i.tablename = 'gb_registrations' and not x.indisunique and not x.indisprimary`)) as unknown as { rows: { name: string; definition: string }[] }).rows;
  for (const r of rows) await db.execute(sql.raw(`drop index "${r.name}"`));
  return rows.map((r) => r.definition);
}

// ---------- 1. the recipients list ----------

async function benchList(deps: TLinkDeps, url: string, campaign: TBenchCampaign, people: { manager: number; associate: number }) {
  const manager = { id: people.manager, isBbAdmin: false };
  const option = campaign.options[0]!.id;
  // [name, query, caller (the manager unless given), calls (CALLS unless given)]
  const cases: [string, Record<string, unknown>, { id: number; isBbAdmin: boolean }?, number?][] = [
    ['first page with the meta counts (the tab opening)', { with_reg_counts: true }],
    ['no filters, page 1', {}],
    // The deepest page the list goes to (RECIPIENTS_DEPTH_MAX: 10,000 rows), without and with a filter.
    ['no filters, page 1,001 (the last)', { page: 1001 }],
    ['option, page 1', { option_id: option }],
    ['option, page 1,001 (the last)', { option_id: option, page: 1001 }],
    ['confirmed, page 1', { confirmed_at: true }],
    ['not confirmed + not rejected, page 100', { confirmed_at: false, rejected_at: false, page: 100 }],
    ['rejected (3%), page 1', { rejected_at: true }],
    ['not visited (18%), page 500', { visited_at: false, page: 500 }],
    ['sent, page 1,000', { sent_at: true, page: 1000 }],
    ['method public page, page 1', { registration_method: 'public' }],
    ['delivery return, page 10', { delivery_status: 'return', page: 10 }],
    ['invited by one member, page 1', { invited_by: people.associate }],
    ['invited by one member, page 1,000', { invited_by: people.associate, page: 1000 }],
    ['search last name (2%), page 1', { search: 'Okafor' }],
    ['search last name (2%), page 50', { search: 'Okafor', page: 50 }],
    ['search whole e-mail (one row)', { search: benchEmail(654_321) }],
    ['search company domain (1 in 8), page 20', { search: 'kestrel.example', page: 20 }],
    ['search last name + confirmed, page 5', { search: 'Okafor', confirmed_at: true, page: 5 }],
    ['sort last_name asc, page 1', { sort: 'last_name', direction: 'asc' }],
    ['sort last_name asc, page 1,000', { sort: 'last_name', direction: 'asc', page: 1000 }],
    ['sort invited_at desc, page 1', { sort: 'invited_at', direction: 'desc' }],
    ['sort registered_at asc, page 500', { sort: 'registered_at', direction: 'asc', page: 500 }],
    ['sort confirmed_at desc, page 1', { sort: 'confirmed_at', direction: 'desc' }],
    ['sort sent_at desc, page 1,000', { sort: 'sent_at', direction: 'desc', page: 1000 }],
    ['sort sent_at desc + option + delivered, page 50', { sort: 'sent_at', direction: 'desc', option_id: option, delivery_status: 'delivered', page: 50 }],
    ['sort last_name asc + search last name, page 1', { sort: 'last_name', direction: 'asc', search: 'Okafor' }],
    ['sort confirmed_at desc + rejected (none match first)', { sort: 'confirmed_at', direction: 'desc', rejected_at: true }],
    ['an associate: own recipients only, page 1', {}, { id: people.associate, isBbAdmin: false }],
  ];
  const explain = process.env.BENCH_EXPLAIN ? await explainer(url) : undefined;
  for (const [name, raw, actor, calls] of cases) {
    const q = ZRecipientsListQuery.parse(Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, String(v)])));
    const call = (d: TLinkDeps) => listCampaignRecipients(d, actor ?? manager, campaign.id, q);
    const sample = await call(deps);
    const r = await timeCalls(Math.min(calls ?? CALLS, CALLS), () => call(deps));
    const total = `${sample.meta.total}${(sample.meta as { total_capped?: boolean }).total_capped ? '+' : ''}`;
    console.log(`recipients: ${name.padEnd(54)} p50 ${ms(r.p50).padStart(6)} ms  p99 ${ms(r.p99).padStart(6)} ms  (total ${total}, ${sample.data.length} rows)`);
    if (explain) await explain(() => call({ ...deps, db: explain.db }));
    results.push({ measure: `recipients: ${name} (p50 ${ms(r.p50)} ms) p99 ms`, value: ms(r.p99), target: `< ${P99_TARGET_MS}`, pass: r.p99 < P99_TARGET_MS });
  }
  await explain?.close();
}

/** BENCH_EXPLAIN=1: PostgreSQL's plans (EXPLAIN ANALYZE by auto_explain) of each statement a case sends. */
async function explainer(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  pool.on('connect', (client) => client.on('notice', (n) => console.log(n.message)));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  for (const setting of [sql`load 'auto_explain'`, sql`set auto_explain.log_min_duration = 0`, sql`set auto_explain.log_analyze = on`, sql`set auto_explain.log_buffers = on`, sql`set auto_explain.log_level = notice`])
    await db.execute(setting);
  const run = async (fn: () => Promise<unknown>) => void (await fn());
  return Object.assign(run, { db, close: () => pool.end() });
}

// ---------- 2. the export ----------

async function benchExport(deps: TDeps, campaign: TBenchCampaign, manager: number) {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeap = base.heapUsed;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 10);
  let bytes = 0;
  let lines = 0;
  // What stays referenced while streaming (garbage collected first, every ~2 MB written; needs --expose-gc): flat
  // when the export holds a batch at a time, growing with the rows when it gathers them.
  let retainedPeak = base.heapUsed;
  let nextGc = 0;
  // The null sink: takes every chunk as a response would (backpressure honoured), keeps nothing.
  const sink = new Writable({
    highWaterMark: 64 * 1024,
    write(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) lines++;
      if (gc && bytes >= nextGc) {
        nextGc = bytes + 2 * 1024 * 1024;
        gc();
        retainedPeak = Math.max(retainedPeak, process.memoryUsage().heapUsed);
      }
      setImmediate(done);
    },
  });
  const t0 = performance.now();
  const out = await exportRecipients(deps, { id: manager, isBbAdmin: false }, campaign.id, ZRecipientsExportQuery.parse({}));
  await pipeline(Readable.from(out.lines), sink);
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  const rows = lines - 1;
  const retainedGrowth = retainedPeak - base.heapUsed;
  console.log(
    `export: ${out.filename}: ${rows} rows, ${mb(bytes)} MB in ${seconds.toFixed(1)} s (${(rows / seconds).toFixed(0)} rows/s); RSS ${mb(base.rss)} → peak ${mb(peakRss)} MB, heap ${mb(base.heapUsed)} → peak ${mb(peakHeap)} MB (garbage included), retained peak ${gc ? `${mb(retainedPeak)} MB` : 'not measured (run with --expose-gc)'}`,
  );
  results.push({ measure: `export ${rows} recipients: rows written`, value: String(rows), target: `= ${EXPORT_ROWS}`, pass: rows === EXPORT_ROWS });
  results.push({ measure: `export: time s (${mb(bytes)} MB of CSV)`, value: seconds.toFixed(1), target: '-', pass: true });
  results.push({ measure: 'export: peak RSS MB (growth while streaming)', value: `${mb(peakRss)} (+${mb(peakRss - base.rss)})`, target: '-', pass: true });
  results.push({ measure: 'export: peak heap MB, garbage included (growth)', value: `${mb(peakHeap)} (+${mb(peakHeap - base.heapUsed)})`, target: '-', pass: true });
  if (gc)
    results.push({ measure: 'export: retained heap growth MB while streaming', value: mb(retainedGrowth), target: `< ${HEAP_TARGET_MB}`, pass: retainedGrowth < HEAP_TARGET_MB * 1024 * 1024 });
}


async function main() {
  console.log(`Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}); load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  let url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const server = await startSupportPostgres('gifthub-campaign-bench-pg-');
    if (!server) throw new Error('PostgreSQL is needed for the campaign benchmarks.');
    url = server.url;
  }
  const database: TDatabase = await openDatabase(url);
  cleanups.push(() => database.close());
  const { db } = database;
  const seeded = Number((await firstRow<{ n: number }>(db.execute(sql`select count(*) as n from users`))).n) > 0;
  if (!seeded) await seed(db);
  const deps = { db, config: { ...testConfig(), publicUrl: 'http://gifthub.test' }, clock: systemClock } as unknown as TDeps & TLinkDeps;
  const [acme] = await db.select({ id: schema.teams.id }).from(schema.teams).where(eq(schema.teams.slug, 'acme'));
  const userId = async (email: string) => (await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email)))[0]!.id;
  const people = { manager: await userId('manager@acme.test'), associate: await userId('associate@acme.test') };
  const members = [people.manager, people.associate, await userId('staff@gifthub.test')];
  const only = process.env.BENCH_ONLY; // list | export
  if (!only || only === 'list') {
    const big = await benchCampaign(db, acme!.id, 'bench-million', 'Bench: a million recipients');
    await fillCampaign(db, big, acme!.id, members, ROWS);
    await benchList(deps, url, big, people);
  }
  if (!only || only === 'export') {
    const exported = await benchCampaign(db, acme!.id, 'bench-export', 'Bench: the export');
    await fillCampaign(db, exported, acme!.id, members, EXPORT_ROWS);
    await benchExport(deps, exported, people.manager);
  }
  printTable(results);
  console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  if (results.some((r) => !r.pass)) process.exitCode = 1;
}

await runBench(main);
