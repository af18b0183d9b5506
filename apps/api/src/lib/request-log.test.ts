import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import type { TDatabase } from '../db/client';
import type { TDeps } from '../deps';
import { openFreshDatabase, openTemplateCopy } from '../test/test-databases';
import { createJobWorker } from '../modules/jobs/jobs.service';
import { outsideRequest } from './request-log';

/**
 * Every log line names its process, and a line written inside a request names the request, whether Fastify wrote
 * it (the access line) or a service through deps.log, after awaits and after the body was read.
 */
type TLine = { msg: string; pid?: number; hostname?: string; reqId?: string; probe?: string; jobId?: number; level: number };
const lines: TLine[] = [];
let database: TDatabase;
let app: FastifyInstance;
let deps: TDeps;

beforeAll(async () => {
  const templates = inject('testTemplates');
  database = templates ? await openTemplateCopy(templates, false) : await openFreshDatabase(process.env.TEST_DATABASE_URL, false);
  ({ app, deps } = await buildApp({ db: database.db, config: testConfig({ logLevel: 'info' }), logStream: { write: (l) => void lines.push(JSON.parse(l) as TLine) } }));
  // A route whose "service" logs through deps.log, as services do, after a database round trip.
  app.post('/log-probe', { config: { public: true } }, async (req) => {
    await deps.db.execute('select 1');
    deps.log.info({ probe: (req.body as { name: string }).name }, 'service line');
    deps.log.child({ step: 'two' }).warn({ probe: 'child' }, 'service child line');
    outsideRequest(() => deps.log.info({ probe: (req.body as { name: string }).name }, 'work the request only started'));
    return { ok: true };
  });
  // A request that only wakes background work, as a service's mail nudge does.
  app.post('/wake-probe', { config: { public: true } }, async () => {
    await deps.jobs.wake('log-probe-job');
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('log lines', () => {
  it('a service line inside a request carries the request id of its access line; every line names the process', async () => {
    const answers = await Promise.all(['a', 'b', 'c'].map((name) => app.inject({ method: 'POST', url: '/log-probe', payload: { name } })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    for (const [i, name] of ['a', 'b', 'c'].entries()) {
      const service = lines.find((l) => l.msg === 'service line' && l.probe === name)!;
      expect(service.reqId).toBeTruthy();
      // The request the line was written in: the same id the access line and the x-request-id header carry.
      expect(answers[i]!.headers['x-request-id']).toBe(service.reqId);
      const access = lines.filter((l) => l.msg === 'request completed' && l.reqId === service.reqId);
      expect(access).toHaveLength(1);
    }
    expect(new Set(lines.filter((l) => l.msg === 'service child line').map((l) => l.reqId)).size).toBe(3);
    expect(lines.filter((l) => l.msg === 'work the request only started').map((l) => l.reqId)).toEqual([undefined, undefined, undefined]);
    for (const line of lines) expect(line).toMatchObject({ pid: process.pid, hostname: os.hostname() });
  });

  it("a job a request wakes logs as its job, without that request's id", async () => {
    let ran: () => void = () => undefined;
    let runs = 0;
    const done = new Promise<void>((resolve) => (ran = resolve));
    const worker = createJobWorker(deps, {
      workerId: 'log-probe',
      pollMs: 60_000,
      recurring: [{ kind: 'log-probe-job', everyMs: 3_600_000, handler: async (d) => (d.log.info('job line'), ++runs === 2 && ran()) }],
    });
    // Its first run, then the one the request wakes.
    await worker.runDue();
    worker.start();
    const res = await app.inject({ method: 'POST', url: '/wake-probe' });
    expect(res.statusCode).toBe(200);
    await done;
    await worker.stop();
    const jobLines = lines.filter((l) => l.msg === 'job line');
    expect(jobLines).toHaveLength(2);
    for (const line of jobLines) {
      expect(line.jobId).toEqual(expect.any(Number));
      expect(line.reqId).toBeUndefined();
    }
  });

  it('outside a request a service line has no request id', () => {
    deps.log.info('outside any request');
    const line = lines.find((l) => l.msg === 'outside any request')!;
    expect(line.reqId).toBeUndefined();
    expect(line).toMatchObject({ pid: process.pid, hostname: os.hostname() });
  });
});
