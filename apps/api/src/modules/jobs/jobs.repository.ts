import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs, type TJobRow } from './jobs.table';

export type TNewJob = { kind: string; key?: string | null; payload?: Record<string, unknown>; runAt: Date; everyMs?: number | null; maxAttempts?: number };

/** Adds a job; a keyed job that already exists (finished or not) is left as it is. True when one was added. */
export async function insertJob(db: Db, job: TNewJob): Promise<boolean> {
  const rows = await db
    .insert(jobs)
    .values({ kind: job.kind, key: job.key ?? null, payload: job.payload ?? {}, runAt: job.runAt, everyMs: job.everyMs ?? null, maxAttempts: job.maxAttempts ?? 8 })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Takes up to `limit` due jobs for one worker, in one statement (a short transaction of its own): rows another
 * worker holds are skipped (FOR UPDATE SKIP LOCKED), so two workers never take one job; each taken row is leased
 * until `leaseUntil` and counts an attempt. A lease that ran out (its worker died) makes the job due again.
 */
export async function claimDue(db: Db, worker: string, now: Date, leaseUntil: Date, limit: number): Promise<TJobRow[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(sql`${jobs.doneAt} is null`, sql`${jobs.runAt} <= ${now}`, sql`(${jobs.lockedUntil} is null or ${jobs.lockedUntil} <= ${now})`))
    .orderBy(jobs.runAt, jobs.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({ lockedUntil: leaseUntil, lockedBy: worker, attempts: sql`${jobs.attempts} + 1` })
    .where(sql`${jobs.id} in (${due})`)
    .returning();
}

/** Only the worker that holds the lease may settle a job (a worker whose lease ran out changes nothing). */
const held = (id: number, worker: string) => and(eq(jobs.id, id), eq(jobs.lockedBy, worker));

export const finishJob = async (db: Db, id: number, worker: string, at: Date) =>
  (await db.update(jobs).set({ doneAt: at, lockedUntil: null, lockedBy: null }).where(held(id, worker)).returning({ id: jobs.id })).length > 0;

/** Runs the job again at runAt (a retry or a recurring job's next run); resetAttempts after a success. */
export const rescheduleJob = (db: Db, id: number, worker: string, v: { runAt: Date; lastError?: string | null; resetAttempts?: boolean }) =>
  db
    .update(jobs)
    .set({
      runAt: v.runAt,
      lockedUntil: null,
      lockedBy: null,
      ...(v.lastError !== undefined ? { lastError: v.lastError } : {}),
      ...(v.resetAttempts ? { attempts: 0 } : {}),
    })
    .where(held(id, worker));

/** A job that failed its last attempt: finished, its error kept. */
export const giveUpJob = (db: Db, id: number, worker: string, at: Date, lastError: string) =>
  db.update(jobs).set({ doneAt: at, lockedUntil: null, lockedBy: null, lastError }).where(held(id, worker));

/** A recurring job's interval and payload follow the code that declares it (a deploy may change them). */
export const updateRecurring = (db: Db, key: string, everyMs: number) => db.update(jobs).set({ everyMs, doneAt: null }).where(eq(jobs.key, key));

export const findJob = async (db: Db, key: string) => (await db.select().from(jobs).where(eq(jobs.key, key)))[0];

/** Tests and the back office: jobs of a kind, oldest first. */
export const listJobs = (db: Db, kind: string, limit = 1000) => db.select().from(jobs).where(eq(jobs.kind, kind)).orderBy(jobs.id).limit(limit);

/** Finished one-off jobs older than `before` (a recurring job never finishes, so it stays). */
export const deleteFinished = (db: Db, before: Date) => db.delete(jobs).where(and(sql`${jobs.everyMs} is null`, lt(jobs.doneAt, before)));
