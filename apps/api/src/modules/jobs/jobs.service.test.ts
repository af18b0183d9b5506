import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { claimDue } from './jobs.repository';
import { createJobWorker, enqueueJob, findJobByKey, jobBackoffMs, listJobsOfKind, pruneFinishedJobs, redactError } from './jobs.service';

// The queue on the suite's database: PGlite here, PostgreSQL in the api-postgres project (npm test), where the two
// workers below run on separate pooled connections at once.
let offset = 0;
const clock = { now: () => new Date(Date.UTC(2026, 10, 2, 9, 0, 0) + offset) };
const SECOND = 1000;

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
    expect((await claimDue(t.deps.db, 'crashed', now, new Date(now.getTime() + 60 * SECOND), 10)).map((j) => j.kind)).toContain('lease');
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

  it('redacts what a failure would leak', () => {
    expect(redactError(new Error('connect postgres://u:p@db:5432/x failed'))).toBe('connect postgres://[url] failed');
  });
});
