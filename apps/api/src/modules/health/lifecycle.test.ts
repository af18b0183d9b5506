import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig, testConfig } from '../../config';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { createLifecycle, createShutdown } from './lifecycle';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

/** A promise with its resolve, for steps the test ends itself. */
function gate<T = void>() {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (open = resolve));
  return { promise, open };
}

type TAnswer = { status: number; body: string; reusedSocket: boolean };
const request = (agent: http.Agent, port: number, path: string) =>
  new Promise<TAnswer>((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, reusedSocket: req.reusedSocket }));
    });
    req.on('error', reject);
  });

describe('graceful shutdown', () => {
  let app: FastifyInstance;
  let port: number;
  const slow = gate();
  const slowStarted = gate();
  const lifecycle = createLifecycle('running');
  const routed: string[] = [];

  beforeAll(async () => {
    ({ app } = await buildApp({ db: t.deps.db, config: testConfig(), lifecycle }));
    app.addHook('onRequest', async (req) => void routed.push(req.url));
    // A request that is still being answered when the server closes.
    app.get('/slow', async () => {
      slowStarted.open();
      await slow.promise;
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  it('drains (ready 503, the rest answered on kept-alive connections), then closes after in-flight requests, stops the worker, closes the pool and exits 0', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const steps: string[] = [];
    const drain = gate();
    const exited = gate<number>();
    const shutdown = createShutdown({
      lifecycle,
      drainMs: 10_000,
      app: { close: () => app.close().then(() => void steps.push('app closed')) },
      worker: { stop: async () => void steps.push('worker stopped') },
      database: { close: async () => void steps.push('database closed') },
      log: () => {},
      exit: (code) => exited.open(code),
      wait: (ms) => {
        steps.push(`drain ${ms} ms`);
        return drain.promise;
      },
    });

    expect((await request(agent, port, '/api/v1/ready')).status).toBe(200);
    const done = shutdown('SIGTERM');
    // Within the drain: readiness fails at once, every other request is answered on the same kept-alive connection.
    const ready = await request(agent, port, '/api/v1/ready');
    expect(ready).toMatchObject({ status: 503, reusedSocket: true });
    expect(JSON.parse(ready.body)).toEqual({ status: 'not ready', reason: 'draining' });
    for (const path of ['/api/v1/health', '/api/v1/current-user/teams', '/api/v1/health']) {
      const res = await request(agent, port, path);
      expect(res.reusedSocket).toBe(true);
      expect(res.status).toBe(path === '/api/v1/current-user/teams' ? 401 : 200);
    }
    expect(steps).toEqual(['drain 10000 ms']);

    // When the drain ends a request is in flight on a kept-alive connection: the server stops accepting connections,
    // and both that request and one sent after it on the same connection are answered (not 503) before it closes.
    const socket = net.connect(port, '127.0.0.1');
    let raw = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (raw += chunk));
    const ended = new Promise((resolve) => socket.on('end', resolve));
    socket.write('GET /slow HTTP/1.1\r\nHost: gifthub.test\r\n\r\n');
    await slowStarted.promise;
    drain.open();
    await expect.poll(() => app.server.listening).toBe(false);
    await expect(request(new http.Agent(), port, '/api/v1/health')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    const before = routed.length;
    socket.write('GET /api/v1/health HTTP/1.1\r\nHost: gifthub.test\r\n\r\n');
    await expect.poll(() => routed.slice(before)).toEqual(['/api/v1/health']);
    expect(steps).toEqual(['drain 10000 ms']);
    slow.open();
    await ended;
    expect(raw.match(/HTTP\/1\.1 \d+/g)).toEqual(['HTTP/1.1 200', 'HTTP/1.1 200']);
    expect(raw).toContain('{"done":true}');
    expect(raw).toContain('{"status":"ok"}');

    expect(await exited.promise).toBe(0);
    await done;
    expect(steps).toEqual(['drain 10000 ms', 'app closed', 'worker stopped', 'database closed']);
    agent.destroy();
  });

  it('a second signal exits at once', async () => {
    const codes: number[] = [];
    const shutdown = createShutdown({
      lifecycle: createLifecycle('running'),
      drainMs: 10_000,
      app: { close: async () => {} },
      worker: { stop: async () => {} },
      database: { close: async () => {} },
      log: () => {},
      exit: (code) => void codes.push(code),
      wait: () => new Promise(() => {}),
    });
    void shutdown('SIGTERM');
    await shutdown('SIGINT');
    expect(codes).toEqual([1]);
  });
});

describe('configuration', () => {
  const PG = 'postgres://gifthub@db.internal/gifthub';

  it('MIGRATE_ON_START is on unless false, 0 or no', () => {
    expect(loadConfig({}).migrateOnStart).toBe(true);
    expect(loadConfig({ MIGRATE_ON_START: 'true' }).migrateOnStart).toBe(true);
    for (const off of ['false', 'FALSE', '0', 'no']) expect(loadConfig({ MIGRATE_ON_START: off }).migrateOnStart).toBe(false);
  });

  it('SHUTDOWN_DRAIN_MS is 10 s with PostgreSQL and none with PGlite unless set, and refuses what is not a whole number', () => {
    expect(loadConfig({ DATABASE_URL: PG }).shutdownDrainMs).toBe(10_000);
    expect(loadConfig({}).shutdownDrainMs).toBe(0);
    expect(loadConfig({ DATABASE_URL: PG, SHUTDOWN_DRAIN_MS: '2500' }).shutdownDrainMs).toBe(2500);
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '0' }).shutdownDrainMs).toBe(0);
    expect(loadConfig({ DATABASE_URL: PG, SHUTDOWN_DRAIN_MS: ' ' }).shutdownDrainMs).toBe(10_000);
    for (const bad of ['-1', '1.5', '10s']) expect(() => loadConfig({ SHUTDOWN_DRAIN_MS: bad })).toThrow('SHUTDOWN_DRAIN_MS must be a whole number of milliseconds');
  });
});
