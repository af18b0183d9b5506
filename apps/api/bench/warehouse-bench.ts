/**
 * npm run bench:warehouse: the fulfilment orders list of a team with 1,000,000 warehouse orders (issue 16), in process
 * (the service and the built-in warehouse, no HTTP), on a PostgreSQL server this script starts in a temp folder
 * (BENCH_DB=pglite: the embedded PGlite in memory). The orders are inserted with one generate_series statement into a
 * team of their own (the status counts follow through migration 0036's triggers); then each case (status filters,
 * search, sorts both ways, load more) is called BENCH_CALLS times as the portal calls it: the page of 30, the status
 * counts, the latest id and the page's status updates and requests. Exits non-zero when a p99 misses 50 ms.
 *
 * Env: BENCH_DB=postgres|pglite (default postgres), BENCH_DATABASE_URL (a database of your own, seeded when empty,
 * the orders inserted once and kept), BENCH_ROWS (default 1000000), BENCH_CALLS (default 200).
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
// Tooling, not a module: the bench seeds a million rows with one SQL statement.
import { sql } from 'drizzle-orm';
import { DEMO_TEAM_ID } from '@gifthub/shared/constants';
import { WAREHOUSE_ORDER_STATUSES, WAREHOUSE_ORDERS_PAGE_SIZE, ZWarehouseOrdersQuery } from '@gifthub/shared/warehouse';
import { cleanups, ms, printTable, runBench, startPostgres, timeCalls, type TResult } from './bench-support';
import { openDatabase, type Db } from '../src/db/client';
import { seed } from '../src/db/seed';
import type { TDeps } from '../src/deps';
import { createBuiltInWarehouse } from '../src/modules/warehouse/builtin-warehouse';
import { listWarehouseOrders } from '../src/modules/warehouse/warehouse.service';
import type { TTeamAccess } from '../src/modules/teams/team-access';
import type { TTeamRow } from '../src/modules/teams/teams.table';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const P99_TARGET_MS = 50;
const SLUG = 'warehouse-bench';
const results: TResult[] = [];
const rowsOf = async <T>(q: Promise<unknown>) => ((await q) as { rows: T[] }).rows;

async function databaseUrl(): Promise<string> {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  if (process.env.BENCH_DB === 'pglite') return 'memory://warehouse-bench';
  const pg = await startPostgres('gifthub-warehouse-bench-pg-');
  if (!pg) throw new Error('PostgreSQL is needed (or BENCH_DB=pglite).');
  return pg.url;
}

/** A listed team of its own holding ROWS orders in every status, spread over three years; inserted once. */
async function benchTeam(db: Db): Promise<TTeamRow> {
  const [found] = await rowsOf<{ id: number }>(db.execute(sql`select id from teams where slug = ${SLUG}`));
  const id =
    found?.id ??
    (
      await rowsOf<{ id: number }>(
        db.execute(sql`insert into teams (name, slug, plan, features) values ('Warehouse Bench Ltd', ${SLUG}, 'pro', '{"fulfilment":true,"surveys":false,"fulfilment_import":true,"fulfilment_fees":true}'::jsonb) returning id`),
      )
    )[0]!.id;
  const [{ n }] = (await rowsOf<{ n: number }>(db.execute(sql`select count(*)::int as n from warehouse_orders where team_id = ${id}`))) as [{ n: number }];
  if (n < ROWS) {
    const t0 = performance.now();
    const statuses = `{${WAREHOUSE_ORDER_STATUSES.join(',')}}`;
    await db.execute(sql`
      insert into warehouse_orders (team_id, warehouse_id, original_id, status, customer_name, customer_email, destination, line_items, total, order_date, handling_fee, freight_fee)
      select ${id}, 'WH-B' || lpad(g::text, 8, '0'), 'B-' || g,
        (${statuses}::text[])[1 + (g * 7 + g / 3) % ${WAREHOUSE_ORDER_STATUSES.length}],
        (array['Olivia','Liam','Amelia','Noah','Isla','Oliver','Ava','Leo','Mia','Arthur','Freya','Harry'])[1 + g % 12] || ' ' ||
          (array['Smith','Jones','Taylor','Brown','Williams','Wilson','Johnson','Davies','Patel','Okafor','Wright','Evans','Walker'])[1 + (g / 12) % 13],
        'customer' || g || '@' || (array['example.com','mail.test','gmail.com','acme.test'])[1 + g % 4],
        '{"address_1":"1 High Street","city":"Leeds","postcode":"LS1 1AA","country":"GB"}'::jsonb,
        jsonb_build_array(jsonb_build_object('item_id', 'WH-1', 'item_name', 'Mug', 'quantity', 1 + g % 3, 'item_image', null)),
        1000 + g % 9000, timestamptz '2023-06-01' + (g * interval '90 seconds'), 150, 300
      from generate_series(${n + 1}::int, ${ROWS}::int) as g`);
    await db.execute(sql`vacuum analyze warehouse_orders`);
    console.log(`warehouse: inserted ${ROWS - n} orders in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  }
  return (await rowsOf<TTeamRow>(db.execute(sql`select id, name, slug, features from teams where id = ${id}`)))[0]!;
}

async function main() {
  console.log(`Node ${process.version}, ${os.cpus().length} CPUs; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}; ${ROWS.toLocaleString('en-GB')} orders`);
  const database = await openDatabase(await databaseUrl());
  cleanups.push(() => database.close());
  const { db } = database;
  const [{ n }] = (await rowsOf<{ n: number }>(db.execute(sql`select count(*)::int as n from users`))) as [{ n: number }];
  if (n === 0) await seed(db);
  const team = await benchTeam(db);
  const access = { userId: 1, team: { ...team, id: Number(team.id) }, role: 'manager', storedPermissions: null, permissions: {}, isDemo: team.id === DEMO_TEAM_ID } as unknown as TTeamAccess;
  const deps = { db, warehouse: createBuiltInWarehouse(db) } as unknown as TDeps;
  const q = (raw: Record<string, string>) => ZWarehouseOrdersQuery.parse(raw);
  // Days in the middle of the orders' span (one every 90 s from 2023-06-01).
  const middle = Date.UTC(2023, 5, 1) + (ROWS * 90_000) / 2;
  const day = (plus: number) => new Date(middle + plus * 86_400_000).toISOString().slice(0, 10);
  const cases: [string, Record<string, string>][] = [
    ['all, page 1', {}],
    ['all, load more to page 10', { page: '10' }],
    ['status due, page 1', { status: 'due' }],
    ['status due, page 10', { status: 'due', page: '10' }],
    ['status cancelled (+ blocked), page 1', { status: 'cancelled' }],
    ['status cancelled (+ blocked), page 5', { status: 'cancelled', page: '5' }],
    ['sort order_date desc, page 1', { sort: 'order_date', direction: 'desc' }],
    ['sort order_date asc, page 10', { sort: 'order_date', direction: 'asc', page: '10' }],
    ['sort customer_name asc, page 1', { sort: 'customer_name', direction: 'asc' }],
    ['sort customer_name desc + status sent, page 3', { sort: 'customer_name', direction: 'desc', status: 'sent' }],
    ['sort order_date asc + status problem, page 1', { sort: 'order_date', direction: 'asc', status: 'problem' }],
    ['search whole warehouse id (one row)', { search: `WH-B${String(Math.floor(ROWS / 2) + 7).padStart(8, '0')}` }],
    ['search e-mail (one row)', { search: `customer${Math.floor(ROWS * 0.777)}@` }],
    ['search last name (1 in 13)', { search: 'okafor' }],
    ['search last name + status delivered', { search: 'okafor', status: 'delivered' }],
    ['date range (one week), page 1', { 'date-start': day(0), 'date-end': day(6) }],
    ['date range (a month) + status sent + sort name', { 'date-start': day(0), 'date-end': day(30), status: 'sent', sort: 'customer_name', direction: 'asc' }],
  ];
  for (const [name, raw] of cases) {
    const sample = await listWarehouseOrders(deps, access, q(raw));
    const r = await timeCalls(CALLS, () => listWarehouseOrders(deps, access, q(raw)));
    console.log(`warehouse: ${name.padEnd(48)} p50 ${ms(r.p50).padStart(6)} ms  p99 ${ms(r.p99).padStart(6)} ms  (total ${sample.meta.total}, ${sample.data.length} rows)`);
    if (sample.data.length === 0 || sample.data.length > WAREHOUSE_ORDERS_PAGE_SIZE) throw new Error(`${name}: ${sample.data.length} rows`);
    results.push({ measure: `fulfilment list: ${name} (p50 ${ms(r.p50)} ms) p99 ms`, value: ms(r.p99), target: `< ${P99_TARGET_MS}`, pass: r.p99 < P99_TARGET_MS });
  }
  printTable(results);
  console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  if (results.some((r) => !r.pass)) process.exitCode = 1;
}

await runBench(main);
