import type { Db } from '../db/client';
import * as schema from '../db/schema';

// Login attempts are counted on purpose (throttling); everything else must stay as it was.
const SKIP = new Set(['loginThrottle']);
// Delivery state changes in the background after a request has answered (mailer.flush), so it is
// not part of what a request wrote.
const VOLATILE: Record<string, string[]> = { mailOutbox: ['status', 'attempts', 'lastError', 'emlPath', 'sentAt', 'lockedUntil'] };

/**
 * Every row of every table, sorted, so a test can show that a refused or failed write changed
 * nothing: compare the snapshot before and after with toEqual.
 */
export async function tableRows(db: Db): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const name of Object.keys(db._.schema ?? {}).sort()) {
    if (SKIP.has(name)) continue;
    const table = schema[name as keyof typeof schema] as typeof schema.users;
    const rows = await db.select().from(table);
    const drop = VOLATILE[name] ?? [];
    out[name] = rows.map((r) => JSON.stringify(Object.fromEntries(Object.entries(r).filter(([k]) => !drop.includes(k))))).sort();
  }
  return out;
}

/** Row counts per table, for asserting that a write added exactly what it should. */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const rows = await tableRows(db);
  return Object.fromEntries(Object.entries(rows).map(([k, v]) => [k, v.length]));
}
