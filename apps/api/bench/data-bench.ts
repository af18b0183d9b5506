/**
 * npm run bench:data: the data-layer benchmarks, in process (services and repositories, no HTTP), on a
 * PostgreSQL server this script starts in a temp folder (as bench.ts does):
 *   1. balance spends per second, 50 concurrent clients on one team, then the ledger checked to the penny;
 *   2. the marketplace's filtered physical catalogue query;
 *   3. the order-history list on 1,000,000 gift registrations (inserted here with one generate_series).
 * Exits non-zero when the ledger check fails or a target is missed. See DATA-RESULTS.md.
 *
 * Env: BENCH_SPEND_SECONDS (default 10), BENCH_SPEND_CLIENTS (default 50), BENCH_ROWS (default 1000000),
 * BENCH_CALLS (order-history calls per case, default 200), BENCH_DATABASE_URL (a PostgreSQL database of your own
 * instead of a throwaway server: seeded when empty, the million rows inserted once and kept between runs, so
 * the order-history cases can be timed again and again while indexes are tried).
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
// Tooling, not a module: the bench seeds a million rows with one SQL statement.
import { eq, sql } from 'drizzle-orm';
import { cleanups, ms, percentile, printTable, runBench, startPostgres as startSupportPostgres, timeCalls, type TResult } from './bench-support';
import pg from 'pg';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { openDatabase, type Db, type TDatabase } from '../src/db/client';
import * as schema from '../src/db/schema';
import { seed } from '../src/db/seed';
import { AppError } from '../src/lib/app-error';
import { credit, getBalance, spend } from '../src/modules/billing/billing.service';
import { benchPhysicalCatalogue } from '../src/modules/catalogue/catalogue.repository';
import { listOrders, type TOrdersFilter } from '../src/modules/registrations/registrations.repository';

const SPEND_SECONDS = Number(process.env.BENCH_SPEND_SECONDS ?? 10);
const SPEND_CLIENTS = Number(process.env.BENCH_SPEND_CLIENTS ?? 50);
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const P99_TARGET_MS = 50;

const results: TResult[] = [];

async function startPostgres(): Promise<string> {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  const pg = await startSupportPostgres('gifthub-data-bench-pg-');
  if (!pg) throw new Error('PostgreSQL is needed for the data benchmarks.');
  return pg.url;
}

// ---------- helpers ----------



const teamId = async (db: Db, slug: string) => (await db.select({ id: schema.teams.id }).from(schema.teams).where(eq(schema.teams.slug, slug)))[0]!.id;
/** The first row of a raw query (node-postgres answers { rows }). */
const firstRow = async <T>(q: Promise<unknown>) => ((await q) as { rows: T[] }).rows[0]!;
const userId = async (db: Db, email: string) => (await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email)))[0]!.id;

// ---------- 1. balance spends ----------

async function benchSpends(db: Db) {
  // Acme Europe (pro, no balance in the seed): the top-up is the whole starting balance.
  const team = await teamId(db, 'acme-europe');
  const manager = await userId(db, 'manager@acme.test');
  const TOP_UP = 1_000_000; // £10,000: lasts most of the 10 s on 2 cores, so the tail exercises refusals at the floor
  await db.transaction((tx) => credit(tx, { teamId: team, userId: manager, type: 'top-up', description: 'Bench top-up', amount: TOP_UP, at: new Date() }));
  const start = await getBalance(db, team);
  const firstSpendId = Number((await firstRow<{ id: number }>(db.execute(sql`select coalesce(max(id), 0) as id from team_transactions`))).id);
  console.log(`spends: ledger starts at ${start.ledger} pence (credit limit ${start.credit_limit}); ${SPEND_CLIENTS} clients for ${SPEND_SECONDS} s`);

  let ok = 0;
  let refused = 0;
  let failed = 0;
  let spent = 0;
  const latencies: number[] = [];
  const until = performance.now() + SPEND_SECONDS * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const amount = 1 + Math.floor(Math.random() * 1000); // up to £10
      const t0 = performance.now();
      try {
        await db.transaction((tx) => spend(tx, { teamId: team, userId: manager, type: 'marketplace', description: 'Bench spend', amount, at: new Date() }));
        ok++;
        spent += amount;
      } catch (err) {
        if (err instanceof AppError && err.code === 'insufficient_balance') refused++;
        else {
          failed++;
          if (failed <= 3) console.error(err);
        }
      }
      latencies.push(performance.now() - t0);
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: SPEND_CLIENTS }, worker));
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);

  const end = await getBalance(db, team);
  const expected = start.ledger - spent;
  const lowest = Number(
    (await firstRow<{ low: number }>(db.execute(sql`select coalesce(min(balance_after), 0) as low from team_transactions where team_id = ${team} and id > ${firstSpendId}`))).low,
  );
  const rate = ok / seconds;
  console.log(
    `spends: ${ok} ok, ${refused} refused (insufficient balance), ${failed} errors in ${seconds.toFixed(1)} s → ${rate.toFixed(0)} spends/s, p50 ${ms(percentile(latencies, 50))} ms, p99 ${ms(percentile(latencies, 99))} ms`,
  );
  console.log(`spends: ledger ${end.ledger} pence, expected ${start.ledger} − ${spent} = ${expected}; lowest balance_after ${lowest} (floor −${start.credit_limit})`);
  results.push({ measure: `balance spends/s (${SPEND_CLIENTS} clients, one team; ${ok} ok, ${refused} refused)`, value: rate.toFixed(0), target: '-', pass: ok > 0 && failed === 0 });
  results.push({ measure: 'balance spend p99 ms', value: ms(percentile(latencies, 99)), target: '-', pass: true });
  results.push({ measure: 'final ledger = start − successful spends', value: `${end.ledger} / ${expected}`, target: 'equal', pass: end.ledger === expected });
  results.push({ measure: 'lowest balance ≥ −credit limit', value: `${lowest} ≥ −${start.credit_limit}`, target: 'never below', pass: lowest >= -start.credit_limit });
}

// ---------- 2. physical catalogue ----------

async function benchCatalogue(db: Db) {
  const types = [undefined, 'hampers', 'food-drink', 'sweet-treats', 'alcohol', 'coffee-tea', 'wellbeing'];
  const occasions = [undefined, 'birthday', 'thank-you', 'christmas', 'welcome', 'congratulations'];
  const diets = [undefined, undefined, 'vegan', 'vegetarian', 'gluten-free'];
  const bands: [number | undefined, number | null | undefined][] = [[undefined, undefined], [0, 3000], [3000, 5000], [5000, null]];
  const calls = 300;
  const r = await timeCalls(calls, (i) => {
    const [priceMin, priceMax] = bands[i % bands.length]!;
    return benchPhysicalCatalogue(db, {
      type: types[i % types.length],
      occasion: occasions[Math.floor(i / 3) % occasions.length],
      diet: diets[Math.floor(i / 5) % diets.length],
      priceMin,
      priceMax,
      page: 1 + (i % 3 === 0 ? 1 : 0) + (i % 11 === 0 ? 3 : 0),
    });
  });
  console.log(`catalogue: ${calls} calls, p50 ${ms(r.p50)} ms, p99 ${ms(r.p99)} ms`);
  results.push({ measure: `physical catalogue, filters (p50 ${ms(r.p50)} ms) p99 ms`, value: ms(r.p99), target: `< ${P99_TARGET_MS}`, pass: r.p99 < P99_TARGET_MS });
}

// ---------- 3. order history on a million registrations ----------

const LAST_NAMES = ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Robinson', 'Wright', 'Thompson', 'Evans', 'Walker', 'White', 'Roberts', 'Green', 'Hall', 'Wood', 'Jackson', 'Clarke', 'Patel', 'Khan', 'Lewis', 'Harris', 'Martin', 'Cooper', 'King', 'Lee', 'Baker', 'Harrison', 'Morgan', 'Allen', 'Hughes', 'Young', 'Scott', 'Edwards', 'Hill', 'Moore', 'Clark', 'Turner', 'Ward', 'Carter', 'Phillips', 'Mitchell', 'Parker', 'Bennett', 'Murray', 'Shaw', 'Fletcher', 'Okafor'];
const FIRST_NAMES = ['Oliver', 'Amelia', 'George', 'Isla', 'Harry', 'Ava', 'Jack', 'Mia', 'Noah', 'Emily', 'Leo', 'Grace', 'Arthur', 'Freya', 'Oscar', 'Lily', 'Charlie', 'Sophie', 'Henry', 'Ella'];
const DOMAINS = ['gmail.com', 'outlook.com', 'yahoo.co.uk', 'hotmail.co.uk', 'icloud.com', 'btinternet.com', 'acme-corp.co.uk', 'sky.com'];
const PRODUCTS = ['Afternoon Tea Hamper', 'Artisan Cheese Board', 'Luxury Chocolate Truffles', 'Prosecco and Treats', 'Coffee Lovers Box', 'Vegan Snack Box', 'Wellbeing Pamper Kit', 'Gin Tasting Set', 'Scottish Shortbread Tin', 'Tea Selection Chest', 'Amazon eGift', 'Marks & Spencer eGift'];
/** The e-mail the seed gives registration g (the same expression as its insert): a search for one row. */
const benchEmail = (g: number) =>
  `${FIRST_NAMES[g % FIRST_NAMES.length]}.${LAST_NAMES[Math.floor(g / 7) % LAST_NAMES.length]}`.toLowerCase() + `${g}@${DOMAINS[g % DOMAINS.length]}`;
// Whole numbers inlined: untyped parameters would reach PostgreSQL as text.
const int = (n: number) => sql.raw(String(Math.trunc(n)));
const pgArray = (xs: string[]) => sql.raw(`array[${xs.map((x) => `'${x}'`).join(',')}]`);

async function seedRegistrations(db: Db) {
  const acme = await teamId(db, 'acme');
  const europe = await teamId(db, 'acme-europe');
  const corner = await teamId(db, 'corner-shop');
  const trial = await teamId(db, 'trial-co');
  const [manager, associate, staff, cornerOwner, trialOwner] = (await Promise.all(
    ['manager@acme.test', 'associate@acme.test', 'staff@gifthub.test', 'owner@corner.test', 'owner@trial.test'].map((e) => userId(db, e)),
  )) as [number, number, number, number, number];
  const t0 = performance.now();
  const present = Number((await firstRow<{ n: number }>(db.execute(sql`select count(*) as n from gb_registrations where secret like 'bench-%'`))).n);
  if (present >= ROWS) {
    console.log(`orders: ${present} bench registrations already there (BENCH_DATABASE_URL); not inserted again`);
    return { acme, associate };
  }
  // 85% Acme Ltd, then the others; members rotate within the team; each date set on a different share of rows
  // (a claimed gift was visited, a sent one confirmed), created_at spread over two years.
  await db.execute(sql`
    insert into gb_registrations (team_id, platform, type, registration_method, first_name, last_name, email, secret, product_name,
      registered_by, registered_by_name, invited_by, invited_at, registered_at, visited_at, confirmed_at, sent_at, rejected_at, total_iv, created_at)
    select x.team_id, 'marketplace', case when g % 4 = 0 then 'voucher' else 'physical' end,
      case when x.link then 'link' else 'direct' end,
      (${pgArray(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}],
      (${pgArray(LAST_NAMES)})[1 + (g / 7) % ${LAST_NAMES.length}],
      lower((${pgArray(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}] || '.' || (${pgArray(LAST_NAMES)})[1 + (g / 7) % ${LAST_NAMES.length}]) || g || '@' || (${pgArray(DOMAINS)})[1 + g % ${DOMAINS.length}],
      'bench-' || g || '-' || md5(g::text), (${pgArray(PRODUCTS)})[1 + g % ${PRODUCTS.length}],
      x.member, 'Member', case when x.link then x.member end,
      case when x.link then x.at end,
      case when not x.link or g % 3 <> 0 then x.at + interval '1 day' end,
      case when g % 5 <> 0 then x.at + interval '1 hour' end,
      case when g % 5 <> 0 and g % 13 <> 0 then x.at + interval '1 day' end,
      case when g % 5 <> 0 and g % 13 <> 0 and g % 2 = 0 then x.at + interval '3 days' end,
      case when g % 13 = 0 then x.at + interval '2 days' end,
      2500 + g % 5000,
      x.at
    from generate_series(1, ${int(ROWS)}) as g
    cross join lateral (
      select
        case when g % 100 < 85 then ${int(acme)} when g % 100 < 92 then ${int(europe)} when g % 100 < 97 then ${int(corner)} else ${int(trial)} end as team_id,
        case when g % 100 < 85 then (array[${int(manager)}, ${int(associate)}, ${int(staff)}])[1 + g % 3] when g % 100 < 92 then ${int(manager)} when g % 100 < 97 then ${int(cornerOwner)} else ${int(trialOwner)} end as member,
        g % 3 = 0 as link,
        timestamptz '2024-01-01' + (g * interval '63 seconds') as at
    ) as x
  `);
  const inserted = performance.now() - t0;
  // What autovacuum does to a live table soon after a bulk load: statistics, and the visibility map that lets
  // the order history's index-only scans skip the heap.
  await db.execute(sql`vacuum analyze gb_registrations`);
  console.log(`orders: inserted ${ROWS} registrations in ${(inserted / 1000).toFixed(1)} s, vacuumed and analysed in ${((performance.now() - t0 - inserted) / 1000).toFixed(1)} s`);
  return { acme, associate };
}

async function benchOrders(db: Db, url: string) {
  const { acme, associate } = await seedRegistrations(db);
  const base: TOrdersFilter = { teamId: acme, platform: 'marketplace', set: {}, sort: 'id', direction: 'desc', page: 1, perPage: 10 };
  const confirmedNotRejected = { rejected_at: false, confirmed_at: true };
  const cases: [string, Partial<TOrdersFilter>][] = [
    ['no filters, page 1', {}],
    ['no filters, page 500', { page: 500 }],
    ['registered_by one member, page 1', { addedBy: associate }],
    ['registered_by one member, page 500', { addedBy: associate, page: 500 }],
    ['own orders only (associate), page 1', { ownUserId: associate }],
    ['sent_at set, page 1', { set: { sent_at: true } }],
    ['sent_at set, page 500', { set: { sent_at: true }, page: 500 }],
    ['rejected_at unset + confirmed_at set, page 1', { set: confirmedNotRejected }],
    ['rejected_at unset + confirmed_at set, page 500', { set: confirmedNotRejected, page: 500 }],
    ['rejected_at set (7.7%), page 1', { set: { rejected_at: true } }],
    ['visited_at unset (20%), page 200', { set: { visited_at: false }, page: 200 }],
    ['q last name (1.2%), page 1', { q: 'Okafor' }],
    ['q last name (1.2%), page 50', { q: 'Okafor', page: 50 }],
    ['q whole e-mail (one row), page 1', { q: benchEmail(123_457) }],
    ['q e-mail domain (1 in 8), page 20', { q: 'gmail.com', page: 20 }],
    ['q last name + confirmed, not rejected, page 10', { q: 'Okafor', set: confirmedNotRejected, page: 10 }],
    ['sort sent_at desc, page 1', { sort: 'sent_at' }],
    ['sort sent_at desc, page 500', { sort: 'sent_at', page: 500 }],
    ['sort confirmed_at asc, page 1', { sort: 'confirmed_at', direction: 'asc' }],
    ['sort last_name asc, page 500', { sort: 'last_name', direction: 'asc', page: 500 }],
    ['sort sent_at desc + confirmed, not rejected, page 50', { sort: 'sent_at', set: confirmedNotRejected, page: 50 }],
    ['sort last_name desc + registered_by, page 1', { sort: 'last_name', direction: 'desc', addedBy: associate }],
    ['sort last_name asc + q e-mail domain, page 1', { sort: 'last_name', direction: 'asc', q: 'gmail.com' }],
    ['sort last_name asc + q whole e-mail, page 1', { sort: 'last_name', direction: 'asc', q: benchEmail(123_457) }],
    // The hard ones: a word that sorts late (~10,000 Okafors gathered and sorted), and a filter that excludes
    // every row the sort index reaches first (no sent gift was rejected).
    ['sort last_name asc + q last name (1.2%), page 1', { sort: 'last_name', direction: 'asc', q: 'Okafor' }],
    ['sort sent_at desc + rejected_at set, page 1', { sort: 'sent_at', set: { rejected_at: true } }],
  ];
  const explain = process.env.BENCH_EXPLAIN ? await explainer(url) : undefined;
  for (const [name, f] of cases) {
    const sample = await listOrders(db, { ...base, ...f });
    const r = await timeCalls(CALLS, () => listOrders(db, { ...base, ...f }));
    console.log(`orders: ${name.padEnd(56)} p50 ${ms(r.p50).padStart(6)} ms  p99 ${ms(r.p99).padStart(6)} ms  (total ${sample.total}${sample.capped ? '+ (capped)' : ''}, ${sample.rows.length} rows)`);
    if (explain) await explain(() => listOrders(explain.db, { ...base, ...f }));
    results.push({ measure: `order history: ${name} (p50 ${ms(r.p50)} ms) p99 ms`, value: ms(r.p99), target: `< ${P99_TARGET_MS}`, pass: r.p99 < P99_TARGET_MS });
  }
  await explain?.close();
}

/**
 * BENCH_EXPLAIN=1: PostgreSQL's own plans (EXPLAIN ANALYZE, by auto_explain) of the statements listOrders sends,
 * printed after each case: a one-connection pool whose session loads auto_explain and reports as notices.
 */
async function explainer(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  pool.on('connect', (client) => client.on('notice', (n) => console.log(n.message)));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  for (const setting of [
    sql`load 'auto_explain'`,
    sql`set auto_explain.log_min_duration = 0`,
    sql`set auto_explain.log_analyze = on`,
    sql`set auto_explain.log_buffers = on`,
    sql`set auto_explain.log_level = notice`,
  ])
    await db.execute(setting);
  const run = async (fn: () => Promise<unknown>) => void (await fn());
  return Object.assign(run, { db, close: () => pool.end() });
}


async function main() {
  console.log(`Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}); load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  const url = await startPostgres();
  // One connection per spend client, plus a few for the checks.
  process.env.DB_POOL_SIZE = String(Math.max(Number(process.env.DB_POOL_SIZE ?? 0), SPEND_CLIENTS + 5));
  const database: TDatabase = await openDatabase(url);
  cleanups.push(() => database.close());
  const { db } = database;
  const seeded = Number((await firstRow<{ n: number }>(db.execute(sql`select count(*) as n from users`))).n) > 0;
  if (!seeded) await seed(db);
  const only = process.env.BENCH_ONLY; // spends | catalogue | orders
  if (!only || only === 'spends') await benchSpends(db);
  if (!only || only === 'catalogue') await benchCatalogue(db);
  if (!only || only === 'orders') await benchOrders(db, url);
  printTable(results);
  console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  if (results.some((r) => !r.pass)) process.exitCode = 1;
}

await runBench(main);
