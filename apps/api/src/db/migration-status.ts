import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR, type Db } from './client';

type TJournalEntry = { tag: string; when: number };

/** The first row a raw query answered (PGlite and node-postgres both give `rows`). */
const firstRow = async <T>(query: Promise<unknown>) => ((await query) as { rows: T[] }).rows[0];

let journal: TJournalEntry[] | undefined;

/** The migrations shipped with this build, in order (drizzle-kit's journal, read once). */
export function shippedMigrations(): TJournalEntry[] {
  journal ??= (JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: TJournalEntry[] }).entries.map(
    (e) => ({ tag: e.tag, when: e.when }),
  );
  return journal;
}

/**
 * The shipped migrations the database has not applied, judged as Drizzle's migrator judges them: every journal entry
 * newer than the newest applied one. A database a newer release migrated further counts as current.
 */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const present = await firstRow<{ present: boolean }>(db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`));
  let newest = -1;
  if (present?.present) {
    // created_at is a bigint: node-postgres answers it as a string.
    const last = await firstRow<{ newest: string | null }>(db.execute(sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`));
    newest = Number(last?.newest ?? -1);
  }
  return shippedMigrations()
    .filter((m) => m.when > newest)
    .map((m) => m.tag);
}
