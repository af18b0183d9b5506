import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { claimDue } from './jobs.repository';
import { createJobWorker, enqueueJob, findJobByKey, JOB_LEASE_MS, jobBackoffMs, jobQueueStats, listJobsOfKind, pruneFinishedJobs, redactError, RunJobLater } from './jobs.service';

// The queue on the suite's database: PGlite here, PostgreSQL in the api-postgres project (npm test), where the two
// workers below run on separate pooled connections at once.
let offset = 0;
const clock = { now: () => new Date(Date.UTC(2026, 10, 2, 9, 0, 0) + offset) };
const SECOND = 1000;

/** A promise the test resolves when it lets a handler finish. */
function opened() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, seed: false });
});
afterAll(() => t.close());

describe('the job queue', () => {
  it('runs each of many jobs once with two workers on one database', async () => {
    const runs = new Map<number, number>();
    const handlers = {
      count: async (_d: unknown, job: { payload: Record<string, unknown> }) => {
        const n = job.payload.n as number;
        runs.set(n, (runs.get(n) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, Math.random() * 3));
      },
    };
    for (let n = 0; n < 120; n++) await enqueueJob(t.deps, { kind: 'count', key: `count ${n}`, payload: { n } });
    const a = createJobWorker(t.deps, { handlers, workerId: 'a', batch: 5 });
    const b = createJobWorker(t.deps, { handlers, workerId: 'b', batch: 5 });
    const [ranA, ranB] = await Promise.all([a.runDue(), b.runDue()]);
    expect(ranA + ranB).toBe(120);
    expect(runs.size).toBe(120);
    expect([...runs.values()].every((c) => c === 1)).toBe(true);
    const rows = await listJobsOfKind(t.deps.db, 'count');
    expect(rows.every((r) => r.doneAt && r.attempts === 1 && r.lockedBy === null)).toBe(true);
    // Done jobs are not run again.
    expect(await a.runDue()).toBe(0);
  });

  it('adds a keyed job once', async () => {
    expect(await enqueueJob(t.deps, { kind: 'noop', key: 'remind registration 42 #1' })).toBe(true);
    expect(await enqueueJob(t.deps, { kind: 'noop', key: 'remind registration 42 #1' })).toBe(false);
    expect((await listJobsOfKind(t.deps.db, 'noop')).length).toBe(1);
  });

  it("retries a crashed worker's job once its lease runs out", async () => {
    let ran = 0;
    await enqueueJob(t.deps, { kind: 'lease', key: 'lease 1' });
    const now = clock.now();
    // A worker claims it and dies before finishing.
    expect((await claimDue(t.deps.db, 'crashed', now, new Date(now.getTime() + 60 * SECOND), 10, ['lease'])).map((j) => j.kind)).toEqual(['lease']);
    const w = createJobWorker(t.deps, { handlers: { lease: async () => void ran++ }, workerId: 'survivor', leaseMs: 60 * SECOND });
    await w.runDue();
    expect(ran).toBe(0);
    offset += 61 * SECOND;
    await w.runDue();
    expect(ran).toBe(1);
    expect(await findJobByKey(t.deps.db, 'lease 1')).toMatchObject({ attempts: 2, lockedBy: null });
    expect((await findJobByKey(t.deps.db, 'lease 1'))!.doneAt).not.toBeNull();
  });

  it('backs off after a failure, keeps the error without secrets, and gives up after the last attempt', async () => {
    let calls = 0;
    const w = createJobWorker(t.deps, {
      workerId: 'w',
      handlers: {
        flaky: async () => {
          calls++;
          throw new Error('SMTP refused smtp://user:hunter2@mail.example.com for ana@example.com token AbCdEfGhIjKlMnOpQrStUvWxYz012345');
        },
      },
    });
    await enqueueJob(t.deps, { kind: 'flaky', key: 'flaky 1', maxAttempts: 3 });
    await w.runDue();
    let job = (await findJobByKey(t.deps.db, 'flaky 1'))!;
    expect(job).toMatchObject({ attempts: 1, doneAt: null });
    expect(job.runAt.getTime() - clock.now().getTime()).toBe(jobBackoffMs(1));
    expect(job.lastError).toContain('SMTP refused');
    for (const secret of ['hunter2', 'ana@example.com', 'AbCdEfGhIjKlMnOpQrStUvWxYz012345']) expect(job.lastError).not.toContain(secret);
    offset += jobBackoffMs(1) - SECOND;
    await w.runDue();
    expect(calls).toBe(1);
    offset += SECOND;
    await w.runDue();
    expect(calls).toBe(2);
    job = (await findJobByKey(t.deps.db, 'flaky 1'))!;
    expect(job.runAt.getTime() - clock.now().getTime()).toBe(jobBackoffMs(2));
    offset += jobBackoffMs(2);
    await w.runDue();
    job = (await findJobByKey(t.deps.db, 'flaky 1'))!;
    expect(calls).toBe(3);
    expect(job.doneAt).not.toBeNull();
    expect(job.lastError).toContain('SMTP refused');
    offset += 24 * 3600 * SECOND;
    await w.runDue();
    expect(calls).toBe(3);
  });

  it('runs a recurring job once per interval, across workers', async () => {
    let ticks = 0;
    const recurring = [{ kind: 'tick', everyMs: 60 * SECOND, handler: async () => void ticks++ }];
    const a = createJobWorker(t.deps, { recurring, workerId: 'a' });
    const b = createJobWorker(t.deps, { recurring, workerId: 'b' });
    await Promise.all([a.runDue(), b.runDue()]);
    expect(ticks).toBe(1);
    offset += 30 * SECOND;
    await Promise.all([a.runDue(), b.runDue()]);
    expect(ticks).toBe(1);
    offset += 30 * SECOND;
    await Promise.all([a.runDue(), b.runDue()]);
    expect(ticks).toBe(2);
    expect((await listJobsOfKind(t.deps.db, 'tick')).length).toBe(1);
  });

  it('prunes finished one-off jobs after 30 days, never a recurring one', async () => {
    const w = createJobWorker(t.deps, { workerId: 'p', handlers: { old: async () => undefined }, recurring: [{ kind: 'daily', everyMs: 86_400_000, handler: async () => undefined }] });
    await enqueueJob(t.deps, { kind: 'old', key: 'old 1' });
    await w.runDue();
    offset += 29 * 86_400_000;
    await pruneFinishedJobs(t.deps);
    expect(await findJobByKey(t.deps.db, 'old 1')).toBeDefined();
    offset += 2 * 86_400_000;
    await pruneFinishedJobs(t.deps);
    expect(await findJobByKey(t.deps.db, 'old 1')).toBeUndefined();
    expect(await findJobByKey(t.deps.db, 'daily')).toBeDefined();
  });

  it("renews a running job's lease (a heartbeat), so another worker never takes a long job", async () => {
    const gate = opened();
    let runs = 0;
    const handlers = { long: async () => void (runs++, await gate.promise) };
    await enqueueJob(t.deps, { kind: 'long', key: 'long 1' });
    const a = createJobWorker(t.deps, { handlers, workerId: 'long-a', heartbeatMs: 5 });
    const b = createJobWorker(t.deps, { handlers, workerId: 'long-b', heartbeatMs: 5 });
    const run = a.runDue();
    await vi.waitFor(() => expect(runs).toBe(1));
    // Three times the lease in 20 s steps: each step's heartbeat holds the job another lease from then.
    for (let step = 0; step < 3; step++) {
      offset += 20 * SECOND;
      const until = clock.now().getTime() + JOB_LEASE_MS;
      await vi.waitFor(async () => expect((await findJobByKey(t.deps.db, 'long 1'))!.lockedUntil?.getTime()).toBe(until));
      expect(await b.runDue()).toBe(0);
    }
    gate.resolve();
    expect(await run).toBe(1);
    expect(runs).toBe(1);
    expect(await findJobByKey(t.deps.db, 'long 1')).toMatchObject({ attempts: 1, lockedBy: null, doneAt: expect.any(Date) });
  });

  it("takes over a dead worker's job once its 30 s lease runs out", async () => {
    let ran = 0;
    await enqueueJob(t.deps, { kind: 'orphan', key: 'orphan 1' });
    const now = clock.now();
    // Claimed by a process that then died: no heartbeat renews it.
    expect(await claimDue(t.deps.db, 'dead', now, new Date(now.getTime() + JOB_LEASE_MS), 10, ['orphan'])).toHaveLength(1);
    const survivor = createJobWorker(t.deps, { handlers: { orphan: async () => void ran++ }, workerId: 'survivor' });
    offset += JOB_LEASE_MS - SECOND;
    expect(await survivor.runDue()).toBe(0);
    offset += SECOND;
    expect(await survivor.runDue()).toBe(1);
    expect(ran).toBe(1);
    expect(JOB_LEASE_MS).toBe(30 * SECOND);
  });

  it('runs several jobs at once, claiming only for its free slots, so a slow job stalls nothing else', async () => {
    const gate = opened();
    let slow = 0;
    let quick = 0;
    const handlers = { 'conc-slow': async () => void (slow++, await gate.promise), 'conc-quick': async () => void quick++ };
    for (const n of [1, 2]) await enqueueJob(t.deps, { kind: 'conc-slow', key: `conc-slow ${n}` });
    for (const n of [1, 2, 3, 4]) await enqueueJob(t.deps, { kind: 'conc-quick', key: `conc-quick ${n}` });
    await enqueueJob(t.deps, { kind: 'conc-slow', key: 'conc-slow 3' });
    await enqueueJob(t.deps, { kind: 'conc-slow', key: 'conc-slow 4' });
    const w = createJobWorker(t.deps, { handlers, workerId: 'conc', concurrency: 3 });
    const run = w.runDue();
    // Two slow jobs hold two slots; the quick ones pass through the third, then a third slow job takes it.
    await vi.waitFor(() => expect([quick, slow]).toEqual([4, 3]));
    const held = async () => (await listJobsOfKind(t.deps.db, 'conc-slow')).filter((j) => j.lockedBy === 'conc').map((j) => j.key);
    expect(await held()).toEqual(['conc-slow 1', 'conc-slow 2', 'conc-slow 3']);
    // The fourth is not claimed while every slot is busy.
    expect((await findJobByKey(t.deps.db, 'conc-slow 4'))!.lockedBy).toBeNull();
    gate.resolve();
    expect(await run).toBe(8);
    expect(slow).toBe(4);
  });

  it('gives back the leases of jobs still running when it stops, so another worker takes them at once', async () => {
    const gate = opened();
    let started = 0;
    let heir = 0;
    await enqueueJob(t.deps, { kind: 'stopping', key: 'stopping 1' });
    const w = createJobWorker(t.deps, { handlers: { stopping: async () => void (started++, await gate.promise) }, workerId: 'leaving', stopTimeoutMs: 20, pollMs: 60_000 });
    w.start();
    await vi.waitFor(() => expect(started).toBe(1));
    await w.stop();
    expect(await findJobByKey(t.deps.db, 'stopping 1')).toMatchObject({ lockedBy: null, lockedUntil: clock.now(), attempts: 0, doneAt: null });
    const next = createJobWorker(t.deps, { handlers: { stopping: async () => void heir++ }, workerId: 'heir' });
    expect(await next.runDue()).toBe(1);
    expect(heir).toBe(1);
    // The first run ends later and settles nothing: the job is the heir's.
    gate.resolve();
    await vi.waitFor(async () => expect(await findJobByKey(t.deps.db, 'stopping 1')).toMatchObject({ attempts: 1, doneAt: expect.any(Date) }));
  });

  it('names the job in every line its handler and the worker log', async () => {
    const lines: Record<string, unknown>[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const deps = { ...t.deps, log };
    await enqueueJob(t.deps, { kind: 'chatty', key: 'chatty 1', maxAttempts: 1 });
    const w = createJobWorker(deps, {
      workerId: 'chatty',
      handlers: {
        chatty: async (d) => {
          d.log.info('working on it');
          throw new Error('it broke');
        },
      },
    });
    await w.runDue();
    const id = (await findJobByKey(t.deps.db, 'chatty 1'))!.id;
    expect(lines.map((l) => l.msg)).toEqual(['working on it', 'a background job failed; will retry', 'a background job failed its last attempt']);
    expect(lines.every((l) => l.jobId === id && l.job === 'chatty')).toBe(true);
  });

  it('runs a woken recurring job now, and again when woken during its run', async () => {
    let runs = 0;
    const recurring = [
      {
        kind: 'woken',
        everyMs: 3_600_000,
        handler: async (d: typeof t.deps) => {
          // The first run is woken while it runs (a request queued more work): it runs again instead of in an hour.
          if (++runs === 1) await d.jobs.wake('woken');
        },
      },
    ];
    const w = createJobWorker(t.deps, { recurring, workerId: 'woken' });
    expect(await w.runDue()).toBe(2);
    expect(await w.runDue()).toBe(0);
    await t.deps.jobs.wake('woken');
    expect(await w.runDue()).toBe(1);
    expect(runs).toBe(3);
    expect(await w.runDue()).toBe(0);
    // A burst of wake-ups is one update of the row and one follow-up after it, not one each.
    const pokes: string[] = [];
    const stop = t.deps.jobs.onWake((kind) => pokes.push(kind));
    await Promise.all(Array.from({ length: 20 }, () => t.deps.jobs.wake('woken')));
    stop();
    expect(pokes).toEqual(['woken', 'woken']);
    expect(await w.runDue()).toBe(1);
  });

  it('puts a job off without counting a failure when its handler asks', async () => {
    let runs = 0;
    const later = () => new Date(clock.now().getTime() + 60 * SECOND);
    const w = createJobWorker(t.deps, { workerId: 'later', handlers: { later: async () => (++runs < 3 ? new RunJobLater(later()) : undefined) } });
    await enqueueJob(t.deps, { kind: 'later', key: 'later 1', maxAttempts: 1 });
    expect(await w.runDue()).toBe(1);
    expect(await findJobByKey(t.deps.db, 'later 1')).toMatchObject({ attempts: 0, doneAt: null, runAt: later() });
    offset += 60 * SECOND;
    await w.runDue();
    offset += 60 * SECOND;
    await w.runDue();
    expect(runs).toBe(3);
    expect((await findJobByKey(t.deps.db, 'later 1'))!.doneAt).not.toBeNull();
  });

  it('answers the queue figures per kind from one aggregate', async () => {
    await enqueueJob(t.deps, { kind: 'stats', key: 'stats 1', runAt: new Date(clock.now().getTime() - 90 * SECOND) });
    await enqueueJob(t.deps, { kind: 'stats', key: 'stats 2', runAt: new Date(clock.now().getTime() + 90 * SECOND) });
    const stats = (await jobQueueStats(t.deps.db, clock.now())).find((s) => s.kind === 'stats');
    expect(stats).toEqual({ kind: 'stats', queued: 2, due: 1, oldestDueAgeMs: 90 * SECOND });
  });

  it('redacts what a failure would leak', () => {
    expect(redactError(new Error('connect postgres://u:p@db:5432/x failed'))).toBe('connect postgres://[url] failed');
  });
});
