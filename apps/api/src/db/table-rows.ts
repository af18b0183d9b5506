import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import * as schema from './schema';

// Login attempts and rate-limited requests are counted on purpose, refused ones too; everything else must stay as it was.
const SKIP = new Set(['loginThrottle', 'rateLimits']);
// Delivery state changes in the background after a request has answered (the outbox job), so it is
// not part of what a request wrote.
const VOLATILE: Record<string, string[]> = { mailOutbox: ['status', 'attempts', 'lastError', 'emlPath', 'sentAt', 'lockedUntil', 'nextAttemptAt', 'transportWait'] };

/** The first row a raw query answered (PGlite and node-postgres both give `rows`). */
const firstRow = async <T>(query: Promise<unknown>) => ((await query) as { rows: [T] }).rows[0];

/** The schema's tables by their export name, sorted, without the skipped ones. */
function tables(db: Db): [string, PgTable][] {
  return Object.keys(db._.schema ?? {})
    .sort()
    .filter((name) => !SKIP.has(name))
    .map((name) => [name, schema[name as keyof typeof schema] as unknown as PgTable]);
}

/** The database column names a snapshot leaves out of a table's rows. */
const volatileColumns = (name: string, table: PgTable) => {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  return (VOLATILE[name] ?? []).map((key) => columns[key]!.name);
};

/**
 * A fingerprint of every table — its row count and an md5 over its rows' md5s in order, computed in the database —
 * so a test can show that a refused or failed write changed nothing: compare the snapshot before and after with
 * toEqual, and a difference names the table. (Reading every row into the test took about a second a snapshot on
 * PGlite once the seed held a few thousand warehouse orders.)
 */
export async function tableRows(db: Db): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [name, table] of tables(db)) {
    const drop = volatileColumns(name, table);
    const row = drop.length ? sql`to_jsonb(t) - ${`{${drop.join(',')}}`}::text[]` : sql`to_jsonb(t)`;
    const { n, digest } = await firstRow<{ n: number; digest: string }>(
      db.execute(
        sql`select count(*)::int as n, md5(coalesce(string_agg(h, '' order by h), '')) as digest
            from (select md5((${row})::text) as h from ${sql.identifier(getTableName(table))} t) x`,
      ),
    );
    out[name] = `${n} rows, ${digest}`;
  }
  return out;
}

/** Every row of every table as JSON, for a test that searches the whole database for a value. */
export async function allRows(db: Db): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const [name, table] of tables(db)) out[name] = (await db.select().from(table)).map((r) => JSON.stringify(r));
  return out;
}

/** Row counts per table, for asserting that a write added exactly what it should. */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of tables(db)) {
    const { n } = await firstRow<{ n: number }>(db.execute(sql`select count(*)::int as n from ${sql.identifier(getTableName(table))}`));
    out[name] = n;
  }
  return out;
}
