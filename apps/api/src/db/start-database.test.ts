import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './client';
import { MIGRATION_LOCK_KEY } from './migrate-lock';
import { pendingMigrations, shippedMigrations } from './migration-status';
import { SEED_USERS } from './seed';
import { startDatabase } from './start-database';
import { users } from './schema';

const serverUrl = process.env.TEST_DATABASE_URL;

async function onServer(statement: string, params: unknown[] = []) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return (await admin.query(statement, params)).rows as Record<string, unknown>[];
  } finally {
    await admin.end();
  }
}

/** A new, empty database on the test server, dropped when the work ends. */
async function withEmptyDatabase(work: (url: string, name: string) => Promise<void>) {
  const name = `gifthub_start_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await onServer(`create database ${name}`);
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  try {
    await work(url.toString(), name);
  } finally {
    await onServer(`drop database if exists ${name} with (force)`);
  }
}

/** Sessions of that database waiting for the migration lock. */
const waitingForLock = async (name: string) =>
  (
    await onServer(
      `select count(*)::int as n from pg_locks l join pg_database d on d.oid = l.database
        where l.locktype = 'advisory' and not l.granted and d.datname = $1 and ((l.classid::bigint << 32) | l.objid::bigint) = $2::bigint`,
      [name, MIGRATION_LOCK_KEY],
    )
  )[0]!.n;

const userCount = async (db: Db) => (await db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;
const migrationRows = async (db: Db) =>
  ((await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

// Processes starting together need a server (PGlite is one process): the api-postgres project runs these.
describe.skipIf(!serverUrl)('several processes starting at once on one empty PostgreSQL database', () => {
  it('migrate it once and seed it once; the others wait until the seeding process has finished the whole seed', async () => {
    await withEmptyDatabase(async (url, name) => {
      const starts = [0, 1].map(() => startDatabase({ url, migrate: true, seed: true }));
      const first = await Promise.race(starts.map((p, i) => p.then((s) => ({ s, i }))));
      expect(first.s.seeded).toBe(true);
      let otherStarted = false;
      const other = starts[1 - first.i]!.then((s) => ((otherStarted = true), s));
      // The other waits on the lock while the seeding process does the seed's steps after building its app.
      await expect.poll(() => waitingForLock(name), { timeout: 10_000 }).toBe(1);
      expect(otherStarted).toBe(false);
      await first.s.release();
      const second = await other;
      expect(second.seeded).toBe(false);
      expect(await pendingMigrations(second.database.db)).toEqual([]);
      expect(await migrationRows(second.database.db)).toBe(shippedMigrations().length);
      expect(await userCount(second.database.db)).toBe(SEED_USERS.length);
      for (const s of [first.s, second]) await s.database.close();
    });
  }, 120_000);

  it('opening it from several places at once migrates it once (openDatabase takes the lock too)', async () => {
    await withEmptyDatabase(async (url) => {
      const databases = await Promise.all([0, 1, 2].map(() => openDatabase(url)));
      expect(await migrationRows(databases[0]!.db)).toBe(shippedMigrations().length);
      for (const d of databases) await d.close();
    });
  }, 120_000);

  it('with migrate off, writes nothing: the schema stays empty and no seed is written', async () => {
    await withEmptyDatabase(async (url) => {
      const started = await startDatabase({ url, migrate: false, seed: true });
      expect(started.seeded).toBe(false);
      expect(await pendingMigrations(started.database.db)).toEqual(shippedMigrations().map((m) => m.tag));
      await started.database.close();
    });
  });
});
