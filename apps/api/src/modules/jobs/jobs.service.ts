/**
 * The persistent job queue: background work (reminders, expiry, payment reconciling, pruning, the mail outbox,
 * each webhook delivery) runs from rows in the `jobs` table, so it survives restarts and runs once when several API
 * processes share one PostgreSQL. Each process starts one worker (server.ts) that runs up to `concurrency` jobs at
 * once: it claims due jobs for its free slots with a short lease (jobs.repository claimDue: FOR UPDATE SKIP LOCKED),
 * renews the lease while a handler runs (a heartbeat), then finishes the job, reschedules it (a recurring job's next
 * run, or a time the handler asked for) or retries it with backoff, keeping the redacted error. A process that dies
 * stops renewing, so another takes its jobs once the lease (30 s) runs out; one that stops gives them back at once.
 * Requests never run background work: they wake it (TJobQueue.wake), marking it due in the database for any
 * process and poking their own worker. Time comes from the injectable clock, so tests drive the queue with a fake
 * clock and call runDue() themselves.
 */
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { TClock } from '../../lib/clock';
import type { TDeps } from '../../deps';
import { serializeError } from '../../lib/log-redaction';
import { outsideRequest } from '../../lib/request-log';
import * as repo from './jobs.repository';
import type { TJobRow } from './jobs.table';

export type TJob = Pick<TJobRow, 'id' | 'kind' | 'key' | 'payload' | 'attempts' | 'maxAttempts'>;
/** A handler gets the deps with a logger naming its job ({ jobId, job: kind }). */
export type TJobHandler = (deps: TDeps, job: TJob) => Promise<unknown>;
/** A job that runs every everyMs for as long as the code declares it (its key is its kind). */
export type TRecurringJob = { kind: string; everyMs: number; handler: TJobHandler };

/** What a handler answers to run its job again at a given time without counting a failure (a delivery's next try). */
export class RunJobLater {
  constructor(readonly runAt: Date) {}
}

export type TJobWorkerOptions = {
  /** One-off jobs' handlers by kind (recurring jobs bring their own); a worker claims only kinds it has. */
  handlers?: Record<string, TJobHandler>;
  recurring?: TRecurringJob[];
  /** Names the worker in locked_by; random per process by default. */
  workerId?: string;
  /** How long a claimed job is held without a heartbeat before another worker may take it. */
  leaseMs?: number;
  /** How often a running job's lease is renewed (a third of the lease by default). */
  heartbeatMs?: number;
  /** Jobs run at once. */
  concurrency?: number;
  /** At most this many jobs claimed per statement (the free slots by default). */
  batch?: number;
  pollMs?: number;
  /** How long stop() waits for running jobs before giving their leases back. */
  stopTimeoutMs?: number;
};

export type TJobWorker = {
  id: string;
  /** Runs every job due now (until none is left), up to `concurrency` at once; the number it started. Never throws. */
  runDue: () => Promise<number>;
  /** Polls every pollMs on an unref'd timer and answers wake-ups (server.ts). */
  start: () => void;
  /** Stops claiming, waits for running jobs up to stopTimeoutMs, and gives back the leases of those still running. */
  stop: () => Promise<void>;
};

/** Wakes background work from a request: never runs it, never waits for it. */
export type TJobQueue = {
  /** Makes the recurring job of this kind due now (any process may take it) and pokes this process's worker. Never rejects. */
  wake: (kind: string) => Promise<void>;
  /** The worker of this process listens for pokes while it runs; answers the function that stops listening. */
  onWake: (listener: (kind: string) => void) => () => void;
};

const MINUTE = 60_000;
export const JOB_LEASE_MS = 30_000;
const JOB_CONCURRENCY = 8;
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

type TNewJobInput = { kind: string; key?: string; payload?: Record<string, unknown>; runAt?: Date; maxAttempts?: number };

/**
 * Adds a job to run at runAt (or now); a job with a key is added once: enqueuing "remind registration 42 #1"
 * again (any process, any time) changes nothing. True when it was added.
 */
export function enqueueJob(deps: { db: Db; clock: TClock }, job: TNewJobInput): Promise<boolean> {
  return repo.insertJob(deps.db, { ...job, runAt: job.runAt ?? deps.clock.now() });
}

/** Many jobs in one statement (in the caller's transaction when db is one). */
export function enqueueJobs(deps: { db: Db; clock: TClock }, list: TNewJobInput[]): Promise<void> {
  const now = deps.clock.now();
  return repo.insertJobs(deps.db, list.map((j) => ({ ...j, runAt: j.runAt ?? now })));
}

/** A keyed job due again now (added, brought forward or reopened with fresh attempts): a replay's. */
export async function reviveJob(deps: { db: Db; clock: TClock }, job: TNewJobInput & { key: string }): Promise<void> {
  await repo.reviveJob(deps.db, { ...job, runAt: job.runAt ?? deps.clock.now() });
}

/**
 * The wake-ups of app.ts's deps: one per app, shared by the requests and the worker of this process. Wake-ups of a
 * kind are coalesced: while one is being written, later ones become a single follow-up written after it (which
 * starts after their callers' commits), so a burst of requests costs one or two updates of the job's row, not one each.
 */
export function createJobQueue(deps: { db: Db; clock: TClock; log: FastifyBaseLogger }): TJobQueue {
  const listeners = new Set<(kind: string) => void>();
  const inFlight = new Map<string, { done: Promise<void>; again: Promise<void> | null }>();
  const write = (kind: string) =>
    repo
      .wakeJob(deps.db, kind, deps.clock.now())
      .then(() => {
        // The worker a request wakes runs its jobs as itself: their log lines name the job, not that request.
        for (const listener of listeners) outsideRequest(() => listener(kind));
      })
      .catch((err) => deps.log.warn({ err, job: kind }, 'a background job could not be woken; it runs at its next time'));
  const wake = (kind: string): Promise<void> => {
    const current = inFlight.get(kind);
    if (current) {
      current.again ??= current.done.then(() => wake(kind));
      return current.again;
    }
    const entry = { done: write(kind).finally(() => inFlight.delete(kind)), again: null };
    inFlight.set(kind, entry);
    return entry.done;
  };
  return {
    wake,
    onWake: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The recurring 'prune-jobs' job: finished one-off jobs are kept 30 days (their errors can be read), then deleted. */
export const pruneFinishedJobs = (deps: { db: Db; clock: TClock }) => repo.deleteFinished(deps.db, new Date(deps.clock.now().getTime() - 30 * 24 * 60 * MINUTE));

/** A job as the tests and the back office read it, by its key. */
export const findJobByKey = (db: Db, key: string) => repo.findJob(db, key);
export const listJobsOfKind = (db: Db, kind: string) => repo.listJobs(db, kind);

/** The metrics' figures per kind: unfinished jobs, how many are due, and how long the oldest due one has waited. */
export const jobQueueStats = (db: Db, now: Date = new Date()) => repo.queueStats(db, now);

type TRunning = { job: TJobRow; log: FastifyBaseLogger; done: Promise<void>; beat: NodeJS.Timeout; released: boolean; lost: boolean };

export function createJobWorker(deps: TDeps, opts: TJobWorkerOptions = {}): TJobWorker {
  const id = opts.workerId ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const leaseMs = opts.leaseMs ?? JOB_LEASE_MS;
  const heartbeatMs = opts.heartbeatMs ?? Math.floor(leaseMs / 3);
  const slots = opts.concurrency ?? JOB_CONCURRENCY;
  const handlers = new Map(Object.entries(opts.handlers ?? {}));
  const recurring = new Map((opts.recurring ?? []).map((r) => [r.kind, r]));
  for (const r of recurring.values()) handlers.set(r.kind, r.handler);
  const kinds = [...handlers.keys()];
  const running = new Map<number, TRunning>();
  const workerLog = deps.log.child({ worker: id });
  let scheduled = false;
  let claiming: Promise<number> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = true;
  let unlisten: (() => void) | null = null;

  /** Recurring jobs exist once (their key is their kind), due at once on a new database. */
  async function scheduleRecurring() {
    for (const r of recurring.values()) {
      const added = await repo.insertJob(deps.db, { kind: r.kind, key: r.kind, runAt: deps.clock.now(), everyMs: r.everyMs });
      if (!added) await repo.updateRecurring(deps.db, r.kind, r.everyMs);
    }
    scheduled = true;
  }

  async function settle(job: TJobRow, log: FastifyBaseLogger, outcome: { error: unknown } | { result: unknown }) {
    const now = deps.clock.now();
    const every = recurring.get(job.kind)?.everyMs ?? job.everyMs;
    const wakes = job.wakes;
    if ('result' in outcome) {
      if (outcome.result instanceof RunJobLater) await repo.rescheduleJob(deps.db, job.id, id, { runAt: outcome.result.runAt, wakes, uncount: true });
      else if (every) await repo.rescheduleJob(deps.db, job.id, id, { runAt: new Date(now.getTime() + every), wakes, lastError: null, resetAttempts: true });
      else await repo.finishJob(deps.db, job.id, id, now, wakes);
      return;
    }
    const message = redactError(outcome.error);
    log.warn({ err: outcome.error, attempts: job.attempts }, 'a background job failed; will retry');
    if (!every && job.attempts >= job.maxAttempts) {
      log.error({ attempts: job.attempts }, 'a background job failed its last attempt');
      await repo.giveUpJob(deps.db, job.id, id, now, message);
      return;
    }
    const wait = every ? Math.min(jobBackoffMs(job.attempts), every) : jobBackoffMs(job.attempts);
    await repo.rescheduleJob(deps.db, job.id, id, { runAt: new Date(now.getTime() + wait), wakes: null, lastError: message });
  }

  async function runOne(job: TJobRow, log: FastifyBaseLogger) {
    const handler = handlers.get(job.kind);
    let outcome: { error: unknown } | { result: unknown };
    try {
      if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`);
      outcome = { result: await handler({ ...deps, log }, job) };
    } catch (err) {
      outcome = { error: err ?? new Error('failed') };
    }
    // A job given back (stop) or whose lease another worker took is settled by that worker, not this one.
    await settle(job, log, outcome).catch((err) => log.error({ err }, 'a background job could not be settled; its lease will run out'));
  }

  /** Renews the lease while the handler runs; a worker that no longer holds the job stops renewing it. */
  async function heartbeat(r: TRunning) {
    if (r.released || r.lost) return;
    const now = deps.clock.now();
    try {
      if (!(await repo.renewLease(deps.db, r.job.id, id, new Date(now.getTime() + leaseMs)))) {
        r.lost = true;
        r.log.warn('a running background job lost its lease; another worker may run it');
      }
    } catch (err) {
      r.log.warn({ err }, 'a running background job could not renew its lease');
    }
  }

  function begin(job: TJobRow) {
    const log = deps.log.child({ jobId: job.id, job: job.kind });
    const r: TRunning = { job, log, done: Promise.resolve(), beat: setInterval(() => void heartbeat(r), heartbeatMs), released: false, lost: false };
    r.beat.unref();
    running.set(job.id, r);
    r.done = runOne(job, log).finally(() => {
      clearInterval(r.beat);
      running.delete(job.id);
      // A free slot: take the next due job at once.
      if (!stopped) void pump();
    });
  }

  /** Claims due jobs for the free slots and starts them; one claim at a time. The number started. */
  async function fill(): Promise<number> {
    while (claiming) await claiming.catch(() => 0);
    claiming = (async () => {
      if (!scheduled) await scheduleRecurring();
      const free = Math.min(slots - running.size, opts.batch ?? slots);
      const now = deps.clock.now();
      const claimed = await repo.claimDue(deps.db, id, now, new Date(now.getTime() + leaseMs), free, kinds);
      for (const job of claimed) begin(job);
      return claimed.length;
    })().finally(() => (claiming = null));
    return claiming;
  }

  const runDue = async () => {
    let ran = 0;
    try {
      for (;;) {
        const started = await fill();
        ran += started;
        if (!started && !running.size) return ran;
        // A recurring job rescheduled meanwhile is due later, so this ends.
        if (!started || running.size >= slots) await Promise.race([...running.values()].map((r) => r.done));
      }
    } catch (err) {
      workerLog.error({ err }, 'the job worker could not run due jobs');
      return ran;
    }
  };

  let pumping = false;
  let again = false;
  /** The running worker's loop: fills free slots until nothing due is left for them. */
  async function pump() {
    if (stopped) return;
    if (pumping) {
      again = true;
      return;
    }
    pumping = true;
    try {
      do {
        again = false;
        while (!stopped && running.size < slots && (await fill()) > 0);
      } while (again && !stopped);
    } catch (err) {
      workerLog.error({ err }, 'the job worker could not claim due jobs');
    } finally {
      pumping = false;
    }
  }

  const poll = () => {
    if (stopped) return;
    timer = setTimeout(() => void pump().finally(poll), opts.pollMs ?? 1000);
    timer.unref();
  };

  return {
    id,
    runDue,
    start: () => {
      if (!stopped) return;
      stopped = false;
      unlisten = deps.jobs?.onWake(() => void pump()) ?? null;
      void pump().finally(poll);
    },
    stop: async () => {
      stopped = true;
      unlisten?.();
      unlisten = null;
      if (timer) clearTimeout(timer);
      timer = null;
      while (claiming) await claiming.catch(() => 0);
      const all = Promise.allSettled([...running.values()].map((r) => r.done));
      let bound: NodeJS.Timeout | undefined;
      await Promise.race([all, new Promise<void>((resolve) => (bound = setTimeout(resolve, opts.stopTimeoutMs ?? 10_000)))]);
      clearTimeout(bound);
      // Still running: given back, so another process takes them now instead of when the lease runs out.
      for (const r of [...running.values()]) {
        r.released = true;
        clearInterval(r.beat);
        await repo.releaseJob(deps.db, r.job.id, id, deps.clock.now()).catch((err) => r.log.warn({ err }, 'a running background job could not be given back'));
        r.log.info('a running background job was given back: the worker stopped');
      }
    },
  };
}
