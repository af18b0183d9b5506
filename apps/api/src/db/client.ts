import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { isPostgresUrl, withMigrationLock } from './migrate-lock';
import * as schema from './schema';

export type TSchema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, TSchema>;
export type TDatabase = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** Applies the pending migrations; on PostgreSQL the caller holds the migration lock (migrate-lock.ts). */
  migrate: () => Promise<void>;
  /** PGlite only: the data folder as an uncompressed tarball, from which tests open their copies (test-databases.ts). */
  dumpDataDir?: () => Promise<Blob>;
};

const here = path.dirname(fileURLToPath(import.meta.url));
// In the bundle the migrations sit beside server.js; from source they sit beside this file.
export const MIGRATIONS_DIR = process.env.MIGRATIONS_DIR ?? path.join(here, 'migrations');

/**
 * `postgres://…` uses a PostgreSQL server; `memory://` an in-memory PGlite (tests);
 * anything else is a PGlite data folder. Migrations are applied before the database is handed out (on PostgreSQL
 * under the migration lock, so processes opening one database at once migrate it once), unless `migrate: false`.
 * A PGlite takes further options (`pglite`): tests start their copies from the files of a database migrated and seeded once.
 */
export async function openDatabase(url: string, opts: { pglite?: PGliteOptions; migrate?: boolean } = {}): Promise<TDatabase> {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DB_POOL_SIZE ?? 20) });
    // An idle client whose connection the server ended (restart, shutdown) emits 'error' on the pool; unhandled,
    // that kills the process. The pool drops that client and opens a new one when next needed.
    pool.on('error', (err) => console.error('PostgreSQL pool: idle client lost its connection:', err.message));
    const db = drizzlePg(pool, { schema });
    const migrate = () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
    if (opts.migrate !== false) await withMigrationLock(url, migrate).catch(async (err: unknown) => {
      await pool.end();
      throw err;
    });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end(), migrate };
  }
  const dataDir = url.startsWith('memory://') ? undefined : url;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm backs the order-history search index (a migration creates the extension). Options in one object:
  // new PGlite(undefined, options) ignores them.
  const client = new PGlite({ dataDir, extensions: { pg_trgm }, ...opts.pglite });
  const db = drizzlePglite(client, { schema });
  const migrate = () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  if (opts.migrate !== false) await migrate();
  const dumpDataDir = async () => {
    // A checkpoint first, so a copy starts without replaying the log.
    await client.exec('checkpoint');
    return client.dumpDataDir('none');
  };
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close(), migrate, dumpDataDir };
}

export const pingDatabase = (db: Db) => db.execute(sql`select 1`);
