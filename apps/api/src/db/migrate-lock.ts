import pg from 'pg';

/**
 * The PostgreSQL advisory lock key of the start sequence (migrations, then the first-start seed): the bytes of
 * "ghmigrat" read as one signed 64-bit number. Advisory locks are per database, so databases on one server never
 * wait for each other. Kept as a string: the number does not fit a JavaScript number.
 */
export const MIGRATION_LOCK_KEY = '7451325882959028596';

export type TMigrationLock = { release: () => Promise<void> };

export const isPostgresUrl = (url: string) => url.startsWith('postgres://') || url.startsWith('postgresql://');

/**
 * Takes the start sequence's lock on a connection of its own (a session lock lives as long as its connection, so
 * none of the pool's connections may hold it) and waits as long as another process holds it. The lock goes when
 * release() ends the connection, or with the connection if the process dies. PGlite is one process: nothing to lock.
 */
export async function acquireMigrationLock(url: string, opts: { onWait?: () => void } = {}): Promise<TMigrationLock> {
  if (!isPostgresUrl(url)) return { release: async () => {} };
  const client = new pg.Client({ connectionString: url });
  // A lost connection drops the lock; the 'error' event must not kill the process while the work under it ends.
  client.on('error', (err) => console.error('PostgreSQL: the migration lock connection was lost:', err.message));
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1::bigint) as locked', [MIGRATION_LOCK_KEY]);
    if (!rows[0]?.locked) {
      opts.onWait?.();
      await client.query('select pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    }
  } catch (err) {
    await client.end().catch(() => {});
    throw err;
  }
  let released = false;
  return {
    release: async () => {
      if (released) return;
      released = true;
      // Ending the session releases its advisory locks; unlocking first says so at once even if the end is slow.
      await client.query('select pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]).catch(() => {});
      await client.end().catch(() => {});
    },
  };
}

/** Runs work while holding the start sequence's lock. */
export async function withMigrationLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const lock = await acquireMigrationLock(url);
  try {
    return await work();
  } finally {
    await lock.release();
  }
}
