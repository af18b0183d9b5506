import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The persistent job queue (jobs.service): background work that must run once even when several API processes
 * share one database. A worker claims due rows (FOR UPDATE SKIP LOCKED) with a lease: a worker that dies leaves
 * its job locked until locked_until, then another takes it again. key de-duplicates ("reconcile-payments",
 * "remind registration 42 #1"); every_ms makes a job recurring (it reschedules itself instead of finishing).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    key: text('key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    everyMs: integer('every_ms'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    /**
     * Counts wake-ups (a request that made the job due now, a replay that revived it): a run that claimed the job
     * before a wake-up does not push it back to later or finish it, so the work that woke it is not missed.
     */
    wakes: integer('wakes').notNull().default(0),
    /** The last failure, redacted (jobs.service redactError): never a secret or a query's parameters. */
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_key_uq').on(t.key),
    // The workers' scan: unfinished jobs in the order they fall due (finished ones leave the index).
    index('jobs_due_idx').on(t.runAt, t.id).where(sql`${t.doneAt} is null`),
    // The queue's figures (jobQueueStats): unfinished jobs by kind.
    index('jobs_kind_due_idx').on(t.kind, t.runAt).where(sql`${t.doneAt} is null`),
  ],
);
export type TJobRow = typeof jobs.$inferSelect;
