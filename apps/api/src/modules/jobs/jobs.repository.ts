import { and, eq, inArray, lt, sql } from 'drizzle-orm';
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
 * Many jobs in one statement (a webhook event's deliveries, in the event's transaction); keyed ones that exist
 * are left as they are.
 */
export async function insertJobs(db: Db, list: TNewJob[]) {
  if (!list.length) return;
  await db
    .insert(jobs)
    .values(list.map((j) => ({ kind: j.kind, key: j.key ?? null, payload: j.payload ?? {}, runAt: j.runAt, maxAttempts: j.maxAttempts ?? 8 })))
    .onConflictDoNothing({ target: jobs.key });
}

/**
 * A keyed job due at runAt again: added if missing, brought forward if waiting, reopened with fresh attempts if
 * finished; a run under way when this happens does not finish or postpone it (wakes).
 */
export const reviveJob = (db: Db, job: TNewJob & { key: string }) =>
  db
    .insert(jobs)
    .values({ kind: job.kind, key: job.key, payload: job.payload ?? {}, runAt: job.runAt, maxAttempts: job.maxAttempts ?? 8 })
    .onConflictDoUpdate({
      target: jobs.key,
      set: {
        runAt: sql`case when ${jobs.doneAt} is null then least(${jobs.runAt}, excluded.run_at) else excluded.run_at end`,
        attempts: sql`case when ${jobs.doneAt} is null then ${jobs.attempts} else 0 end`,
        doneAt: null,
        wakes: sql`${jobs.wakes} + 1`,
      },
    });

/**
 * A recurring job (keyed by its kind) due now: brought forward if it waits, marked woken if a run holds it (that
 * run then leaves it due instead of postponing it). Touches nothing when it is already due and idle, so a burst of
 * requests asking for the same wake-up costs an index read each. True when the row changed.
 */
export async function wakeJob(db: Db, key: string, now: Date) {
  const rows = await db
    .update(jobs)
    .set({ runAt: sql`least(${jobs.runAt}, ${now}::timestamptz)`, wakes: sql`${jobs.wakes} + 1` })
    .where(and(eq(jobs.key, key), sql`${jobs.doneAt} is null`, sql`(${jobs.runAt} > ${now} or ${jobs.lockedUntil} > ${now})`))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Takes up to `limit` due jobs of the given kinds for one worker, in one statement (a short transaction of its
 * own): rows another worker holds are skipped (FOR UPDATE SKIP LOCKED), so two workers never take one job; each
 * taken row is leased until `leaseUntil` and counts an attempt. A lease that ran out (its worker died, its
 * heartbeat stopped) makes the job due again. A worker takes only kinds it can run.
 */
export async function claimDue(db: Db, worker: string, now: Date, leaseUntil: Date, limit: number, kinds: string[]): Promise<TJobRow[]> {
  if (limit <= 0 || !kinds.length) return [];
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        sql`${jobs.doneAt} is null`,
        sql`${jobs.runAt} <= ${now}`,
        sql`(${jobs.lockedUntil} is null or ${jobs.lockedUntil} <= ${now})`,
        inArray(jobs.kind, kinds),
      ),
    )
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

/** Whether a wake-up came after the claim (the run that claimed it saw `wakes` then). */
const wokenSince = (wakes: number) => sql`${jobs.wakes} <> ${wakes}`;

/** Renews a running job's lease, only while this worker still holds it. False when it no longer does. */
export const renewLease = async (db: Db, id: number, worker: string, until: Date) =>
  (await db.update(jobs).set({ lockedUntil: until }).where(held(id, worker)).returning({ id: jobs.id })).length > 0;

/** Gives a running job back (its worker is stopping): due at once for any worker, the attempt not counted. */
export const releaseJob = (db: Db, id: number, worker: string, at: Date) =>
  db
    .update(jobs)
    .set({ lockedUntil: at, lockedBy: null, attempts: sql`greatest(${jobs.attempts} - 1, 0)` })
    .where(held(id, worker));

/** Finished, unless a wake-up came during the run: then it stays due to run again. */
export const finishJob = async (db: Db, id: number, worker: string, at: Date, wakes: number) =>
  (
    await db
      .update(jobs)
      .set({ doneAt: sql`case when ${wokenSince(wakes)} then null else ${at}::timestamptz end`, lockedUntil: null, lockedBy: null })
      .where(held(id, worker))
      .returning({ id: jobs.id })
  ).length > 0;

/**
 * Runs the job again at runAt (a retry, a recurring job's next run, or a run the handler put off); resetAttempts
 * after a success, uncount for a run put off (it was not a failure). A wake-up during the run keeps it due sooner
 * (a retry after a failure, wakes null, keeps its backoff).
 */
export const rescheduleJob = (db: Db, id: number, worker: string, v: { runAt: Date; wakes: number | null; lastError?: string | null; resetAttempts?: boolean; uncount?: boolean }) =>
  db
    .update(jobs)
    .set({
      runAt: v.wakes === null ? v.runAt : sql`case when ${wokenSince(v.wakes)} then least(${jobs.runAt}, ${v.runAt}::timestamptz) else ${v.runAt}::timestamptz end`,
      lockedUntil: null,
      lockedBy: null,
      ...(v.lastError !== undefined ? { lastError: v.lastError } : {}),
      ...(v.resetAttempts ? { attempts: 0 } : v.uncount ? { attempts: sql`greatest(${jobs.attempts} - 1, 0)` } : {}),
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

/** The queue's figures by kind: unfinished jobs, how many are due and how long the oldest due one has waited. */
export async function queueStats(db: Db, now: Date) {
  return db
    .select({
      kind: jobs.kind,
      queued: sql<number>`count(*)::int`,
      due: sql<number>`(count(*) filter (where ${jobs.runAt} <= ${now}))::int`,
      oldestDueAgeMs: sql<number | null>`(extract(epoch from ${now}::timestamptz - min(${jobs.runAt}) filter (where ${jobs.runAt} <= ${now})) * 1000)::float8`,
    })
    .from(jobs)
    .where(sql`${jobs.doneAt} is null`)
    .groupBy(jobs.kind)
    .orderBy(jobs.kind);
}

/** Finished one-off jobs older than `before` (a recurring job never finishes, so it stays). */
export const deleteFinished = (db: Db, before: Date) => db.delete(jobs).where(and(sql`${jobs.everyMs} is null`, lt(jobs.doneAt, before)));
