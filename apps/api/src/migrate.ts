/**
 * npm run migrate (a release step): applies the pending migrations to DATABASE_URL (or the PGlite folder under
 * DATA_DIR) under the migration lock the servers' start takes, writes no seed, says what it did and exits 0;
 * on failure it says why and exits 1. Built beside server.js as dist/migrate.js too.
 */
import { loadConfig } from './config';
import { openDatabase, type TDatabase } from './db/client';
import { acquireMigrationLock, isPostgresUrl } from './db/migrate-lock';
import { pendingMigrations, shippedMigrations } from './db/migration-status';

/** The database named without its credentials. */
function describe(url: string) {
  if (!isPostgresUrl(url)) return `PGlite at ${url}`;
  const u = new URL(url);
  return `PostgreSQL ${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`;
}

async function main() {
  const { databaseUrl } = loadConfig();
  const lock = await acquireMigrationLock(databaseUrl, { onWait: () => console.log('Another process holds the migration lock: waiting for it.') });
  let database: TDatabase | undefined;
  try {
    database = await openDatabase(databaseUrl, { migrate: false });
    const pending = await pendingMigrations(database.db);
    const shipped = shippedMigrations();
    if (!pending.length) {
      console.log(`${describe(databaseUrl)}: schema current, nothing to apply (${shipped.length} migrations, the last ${shipped.at(-1)?.tag}).`);
      return;
    }
    console.log(`${describe(databaseUrl)}: applying ${pending.length} of ${shipped.length} migrations:`);
    for (const tag of pending) console.log(`  ${tag}`);
    await database.migrate();
    const left = await pendingMigrations(database.db);
    if (left.length) throw new Error(`still pending after migrating: ${left.join(', ')}`);
    console.log('Done: schema current.');
  } finally {
    await lock.release();
    await database?.close();
  }
}

try {
  await main();
  process.exit(0);
} catch (err) {
  console.error(`Migration failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
