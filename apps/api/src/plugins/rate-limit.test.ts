import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_RATE_LIMIT, apiKeyTexts, type TApiKeyCreated } from '@gifthub/shared/api-keys';
import { buildApp } from '../app';
import { BACKGROUND_JOBS } from '../background-jobs';
import { MINUTE, movingClock } from '../test/moving-clock';
import { teamIdOf } from '../test/seed-users';
import { createTestApp, type TTestApp } from '../test/test-app';

/**
 * Limits hold across processes: two apps on one database (two API processes behind a load balancer) count into the
 * same rows, so together they let through what one would. On PostgreSQL the parallel requests really run at once on
 * several connections of the pool; the upsert's row lock is what keeps each count exact.
 */
const clock = movingClock();
let t: TTestApp;
let second: FastifyInstance;
let apps: FastifyInstance[];

beforeAll(async () => {
  t = await createTestApp({ clock });
  // Same database, configuration and clock; its own memory, hooks and routes, as another process would have.
  second = (await buildApp({ db: t.deps.db, config: t.deps.config, clock })).app;
  await second.ready();
  apps = [t.app, second];
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode);
const count = (list: number[], status: number) => list.filter((s) => s === status).length;

describe('per-route limits', () => {
  const forgot = (i: number, ip: string) =>
    apps[i % 2]!.inject({ method: 'POST', url: '/api/v1/forgot-password', remoteAddress: ip, payload: { email: `nobody-${i}@limits.test` } });

  it('lets one address through 10 times a minute on /forgot-password, whichever process answers', async () => {
    const answers = await Promise.all(Array.from({ length: 16 }, (_, i) => forgot(i, '198.51.100.7')));
    const list = statuses(answers);
    expect(count(list, 200), list.join(',')).toBe(10);
    expect(count(list, 429), list.join(',')).toBe(6);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json()).toEqual({ message: 'Too many requests. Please try again in a minute.', code: 'too_many_requests' });
    expect(refused.headers['retry-after']).toBe('60');
    // Another address has its own count; another route too.
    expect((await forgot(0, '198.51.100.8')).statusCode).toBe(200);
    expect((await apps[1]!.inject({ method: 'POST', url: '/api/v1/team-sign-up', remoteAddress: '198.51.100.7', payload: {} })).statusCode).toBe(422);
  });

  it('starts a new window a minute after the first request, by the injected clock', async () => {
    expect((await forgot(1, '198.51.100.9')).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) await forgot(i, '198.51.100.9');
    clock.advance(MINUTE - 1000);
    expect((await forgot(0, '198.51.100.9')).statusCode).toBe(429);
    clock.advance(1000);
    expect((await forgot(1, '198.51.100.9')).statusCode).toBe(200);
  });
});

describe('the per-key limit of the public API', () => {
  let key: string;
  let productId: number;

  beforeAll(async () => {
    const manager = await t.login('manager@acme.test');
    const acme = await teamIdOf(t, manager, 'acme');
    const made = await t.app.inject({ method: 'POST', url: `/api/v1/teams/${acme}/api_keys`, headers: t.as(manager), payload: { name: 'Busy', role: 'read-only' } });
    expect(made.statusCode, made.body).toBe(200);
    key = made.json<TApiKeyCreated>().key;
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/marketplace/products/physical', headers: t.as(manager) });
    productId = list.json<{ data: { id: number }[] }>().data[0]!.id;
  });

  const call = (i: number) => apps[i % 2]!.inject({ method: 'GET', url: `/api/v1/products/${productId}`, headers: { authorization: `Bearer ${key}` } });

  it('of 150 requests at once over two processes, exactly 120 pass, each with its own remaining count', async () => {
    clock.advance(2 * MINUTE);
    const answers = await Promise.all(Array.from({ length: 150 }, (_, i) => call(i)));
    const list = statuses(answers);
    expect(count(list, 200), list.join(',')).toBe(API_KEY_RATE_LIMIT.max);
    expect(count(list, 429), list.join(',')).toBe(150 - API_KEY_RATE_LIMIT.max);
    // Every pass saw a count of its own: 119 … 0 remaining, each once.
    const remaining = answers.filter((a) => a.statusCode === 200).map((a) => Number(a.headers['ratelimit-remaining']));
    expect(remaining.sort((a, b) => a - b)).toEqual(Array.from({ length: API_KEY_RATE_LIMIT.max }, (_, i) => i));
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json()).toEqual({ message: apiKeyTexts.tooManyRequests, code: 'too_many_requests' });
    expect(refused.headers).toMatchObject({ 'ratelimit-limit': '120', 'ratelimit-remaining': '0', 'ratelimit-reset': '60', 'retry-after': '60' });
  });

  it('counts refused requests too, and opens again when the window of the first request ends', async () => {
    clock.advance(30_000);
    const over = await call(1);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBe('30');
    clock.advance(30_000);
    const again = await call(0);
    expect(again.statusCode).toBe(200);
    expect(again.headers['ratelimit-remaining']).toBe(String(API_KEY_RATE_LIMIT.max - 1));
  });
});

describe('pruning', () => {
  const keys = async () => ((await t.deps.db.execute('select key from rate_limits order by key')) as unknown as { rows: { key: string }[] }).rows.map((r) => r.key);

  it('the recurring job deletes the counters whose window has ended, and only those', async () => {
    clock.advance(2 * MINUTE);
    await t.app.inject({ method: 'POST', url: '/api/v1/forgot-password', remoteAddress: '203.0.113.50', payload: { email: 'fresh@limits.test' } });
    expect((await keys()).length).toBeGreaterThan(1);
    const job = BACKGROUND_JOBS.find((j) => j.kind === 'prune-rate-limits')!;
    await job.handler(t.deps, { id: 0, kind: job.kind, key: job.kind, payload: {}, attempts: 1, maxAttempts: 1 });
    expect(await keys()).toEqual(['route:POST /api/v1/forgot-password|203.0.113.50']);
  });
});
