/**
 * The persistent job queue: background work (reminders, expiry, payment reconciling, auth pruning, mail retries)
 * runs from rows in the `jobs` table, so it survives restarts and runs once when several API processes share one
 * PostgreSQL. Each process starts one worker (server.ts); a worker polls, claims due jobs with a lease
 * (jobs.repository claimDue: FOR UPDATE SKIP LOCKED), runs the handler for the job's kind, then finishes it,
 * reschedules it (a recurring job's next run) or retries it with backoff, keeping the redacted error. Time comes
 * from the injectable clock, so tests drive the queue with a fake clock and call runDue() themselves.
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import type { TClock } from '../../lib/clock';
import type { TDeps } from '../../deps';
import { serializeError } from '../../lib/log-redaction';
import * as repo from './jobs.repository';
import type { TJobRow } from './jobs.table';

export type TJob = Pick<TJobRow, 'id' | 'kind' | 'key' | 'payload' | 'attempts' | 'maxAttempts'>;
export type TJobHandler = (deps: TDeps, job: TJob) => Promise<unknown>;
/** A job that runs every everyMs for as long as the code declares it (its key is its kind). */
export type TRecurringJob = { kind: string; everyMs: number; handler: TJobHandler };

export type TJobWorkerOptions = {
  /** One-off jobs' handlers by kind (recurring jobs bring their own). */
  handlers?: Record<string, TJobHandler>;
  recurring?: TRecurringJob[];
  /** Names the worker in locked_by; random per process by default. */
  workerId?: string;
  /** How long a claimed job is held before another worker may take it again (it must outlast a run). */
  leaseMs?: number;
  /** Jobs claimed per statement. */
  batch?: number;
  pollMs?: number;
};

export type TJobWorker = {
  id: string;
  /** Runs every job due now (until none is left); the number run. Never throws. */
  runDue: () => Promise<number>;
  /** Polls every pollMs on an unref'd timer (server.ts). */
  start: () => void;
  /** Stops polling and waits for the run under way. */
  stop: () => Promise<void>;
};

const MINUTE = 60_000;
export const JOB_LEASE_MS = 5 * MINUTE;
/** Retries wait 30 s, 1 min, 2 min… up to an hour. */
export const jobBackoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * MINUTE);

/** A failure as the jobs table keeps it: the logged form (no query parameters), without anything secret-looking. */
export function redactError(err: unknown): string {
  return serializeError(err)
    .message.replace(/[A-Za-z0-9_-]{24,}/g, '[secret]')
    .replace(/[^\s@"'<>]+@[^\s@"'<>]+\.[A-Za-z]{2,}/g, '[e-mail]')
    .replace(/(postgres(ql)?|smtps?|https?):\/\/\S+/gi, '$1://[url]')
    .slice(0, 500);
}

/**
 * Adds a job to run at runAt (or now); a job with a key is added once: enqueuing "remind registration 42 #1"
 * again (any process, any time) changes nothing. True when it was added.
 */
export function enqueueJob(
  deps: { db: Db; clock: TClock },
  job: { kind: string; key?: string; payload?: Record<string, unknown>; runAt?: Date; maxAttempts?: number },
): Promise<boolean> {
  return repo.insertJob(deps.db, { ...job, runAt: job.runAt ?? deps.clock.now() });
}

/** The recurring 'prune-jobs' job: finished one-off jobs are kept 30 days (their errors can be read), then deleted. */
export const pruneFinishedJobs = (deps: { db: Db; clock: TClock }) => repo.deleteFinished(deps.db, new Date(deps.clock.now().getTime() - 30 * 24 * 60 * MINUTE));

/** A job as the tests and the back office read it, by its key. */
export const findJobByKey = (db: Db, key: string) => repo.findJob(db, key);
export const listJobsOfKind = (db: Db, kind: string) => repo.listJobs(db, kind);

export function createJobWorker(deps: TDeps, opts: TJobWorkerOptions = {}): TJobWorker {
  const id = opts.workerId ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const leaseMs = opts.leaseMs ?? JOB_LEASE_MS;
  const handlers = new Map(Object.entries(opts.handlers ?? {}));
  const recurring = new Map((opts.recurring ?? []).map((r) => [r.kind, r]));
  for (const r of recurring.values()) handlers.set(r.kind, r.handler);
  let scheduled = false;
  let running: Promise<number> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = true;

  /** Recurring jobs exist once (their key is their kind), due at once on a new database. */
  async function scheduleRecurring() {
    for (const r of recurring.values()) {
      const added = await repo.insertJob(deps.db, { kind: r.kind, key: r.kind, runAt: deps.clock.now(), everyMs: r.everyMs });
      if (!added) await repo.updateRecurring(deps.db, r.kind, r.everyMs);
    }
    scheduled = true;
  }

  async function settle(job: TJobRow, error: unknown | null) {
    const now = deps.clock.now();
    const every = recurring.get(job.kind)?.everyMs ?? job.everyMs;
    if (error === null) {
      if (every) await repo.rescheduleJob(deps.db, job.id, id, { runAt: new Date(now.getTime() + every), lastError: null, resetAttempts: true });
      else await repo.finishJob(deps.db, job.id, id, now);
      return;
    }
    const message = redactError(error);
    deps.log.warn({ err: error, jobId: job.id, kind: job.kind, attempts: job.attempts }, 'a background job failed; will retry');
    if (!every && job.attempts >= job.maxAttempts) {
      deps.log.error({ jobId: job.id, kind: job.kind }, 'a background job failed its last attempt');
      await repo.giveUpJob(deps.db, job.id, id, now, message);
      return;
    }
    const wait = every ? Math.min(jobBackoffMs(job.attempts), every) : jobBackoffMs(job.attempts);
    await repo.rescheduleJob(deps.db, job.id, id, { runAt: new Date(now.getTime() + wait), lastError: message });
  }

  async function runOne(job: TJobRow) {
    const handler = handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`);
      await handler(deps, job);
    } catch (err) {
      return settle(job, err ?? new Error('failed'));
    }
    return settle(job, null);
  }

  async function drain(): Promise<number> {
    if (!scheduled) await scheduleRecurring();
    let ran = 0;
    // A run takes what is due now; a recurring job rescheduled meanwhile is due later, so this ends.
    for (;;) {
      const now = deps.clock.now();
      const claimed = await repo.claimDue(deps.db, id, now, new Date(now.getTime() + leaseMs), opts.batch ?? 10);
      if (!claimed.length) return ran;
      for (const job of claimed) await runOne(job);
      ran += claimed.length;
    }
  }

  const runDue = async () => {
    // One run at a time per worker; a call during a run waits for it and runs again.
    while (running) await running;
    running = drain()
      .catch((err) => {
        deps.log.error({ err }, 'the job worker could not run due jobs');
        return 0;
      })
      .finally(() => (running = null));
    return running;
  };

  const poll = () => {
    if (stopped) return;
    timer = setTimeout(() => void runDue().finally(poll), opts.pollMs ?? 5000);
    timer.unref();
  };

  return {
    id,
    runDue,
    start: () => {
      if (!stopped) return;
      stopped = false;
      void runDue().finally(poll);
    },
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      if (running) await running;
    },
  };
}
