import { openDatabase, type TDatabase } from './client';
import { acquireMigrationLock } from './migrate-lock';
import { isEmpty, seed } from './seed';

export type TStartedDatabase = {
  database: TDatabase;
  /** This process wrote the seed: it still holds the migration lock, and must finish the seed's file steps then call release(). */
  seeded: boolean;
  release: () => Promise<void>;
};

/**
 * A server process's database. With `migrate`, the migrations and the first-start seed run under the migration lock
 * (migrate-lock.ts), so any number of processes started at once on an empty PostgreSQL database migrate it once and
 * seed it once: the others wait for the lock, then find the schema current and the users there. The process that
 * seeds keeps the lock until release(), so the rest of the seed (the steps that need the built app) is done before
 * another process decides the database is seeded. Without `migrate` nothing is written: the process waits for the
 * schema (`npm run migrate`) and never seeds.
 */
export async function startDatabase(opts: { url: string; migrate: boolean; seed: boolean; onWait?: () => void }): Promise<TStartedDatabase> {
  const done = async () => {};
  if (!opts.migrate) return { database: await openDatabase(opts.url, { migrate: false }), seeded: false, release: done };
  const lock = await acquireMigrationLock(opts.url, { onWait: opts.onWait });
  let database: TDatabase | undefined;
  try {
    database = await openDatabase(opts.url, { migrate: false });
    await database.migrate();
    if (opts.seed && (await isEmpty(database.db))) {
      await seed(database.db);
      return { database, seeded: true, release: lock.release };
    }
  } catch (err) {
    await lock.release();
    await database?.close();
    throw err;
  }
  await lock.release();
  return { database, seeded: false, release: done };
}
