import { lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { rateLimits } from './rate-limits.table';

const now = sql.placeholder('now');
const ended = sql`${rateLimits.resetAt} <= ${now}::timestamptz`;

// Every limited request runs this, so it is prepared once per database. One statement: the row lock the upsert takes
// orders parallel requests for one key, whichever process sends them, so each sees its own count.
const hitQuery = preparedPerDb((db) =>
  db
    .insert(rateLimits)
    .values({ key: sql.placeholder('key'), count: 1, resetAt: sql.placeholder('resetAt') })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${ended} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${ended} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt })
    .prepare('rate_limit_hit'),
);

/** Counts one request for key: its count in the current window, and when that window ends. */
export async function hit(db: Db, key: string, at: Date, windowMs: number) {
  const [row] = await hitQuery(db).execute({ key, now: at.toISOString(), resetAt: new Date(at.getTime() + windowMs) });
  return { count: row!.count, resetAt: new Date(row!.resetAt) };
}

export const pruneEnded = (db: Db, at: Date) => db.delete(rateLimits).where(lte(rateLimits.resetAt, at));
