import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolStats } from '../../db/pool-stats';
import { MINUTE, movingClock } from '../../test/moving-clock';
import { teamIdOf } from '../../test/seed-users';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { enqueueJob } from '../jobs/jobs.service';

const TOKEN = 'metrics-token-for-tests-0123456789';
const clock = movingClock();
let t: TTestApp;
let off: TTestApp;

beforeAll(async () => {
  // Two apps with metrics in one process: each has its own registry, so neither collides with the other's names.
  [t, off] = await Promise.all([createTestApp({ clock, config: { metricsToken: TOKEN } }), createTestApp({ seed: false })]);
});
afterAll(() => Promise.all([t.close(), off.close()]));

const scrape = (app: TTestApp, authorization?: string) => app.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

describe('GET /metrics', () => {
  it('is not there while METRICS_TOKEN is unset', async () => {
    const res = await scrape(off, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });

  it('asks for the token: none, another scheme or a wrong one is 401; nothing is kept by caches', async () => {
    for (const authorization of [undefined, `Basic ${TOKEN}`, 'Bearer wrong', `Bearer ${TOKEN}x`, 'Bearer ']) {
      const res = await scrape(t, authorization);
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
    const ok = await scrape(t, `Bearer ${TOKEN}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(ok.headers['cache-control']).toBe('no-store');
  });

  it('times requests by route pattern, never the raw URL; unmatched ones share one label', async () => {
    const token = await t.login('manager@acme.test');
    const acme = await teamIdOf(t, token, 'acme');
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/teams/${acme}/members`, headers: t.as(token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/no/such/page-123' })).statusCode).toBe(404);
    const body = (await scrape(t, `Bearer ${TOKEN}`)).body;
    expect(body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(body).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/teams\/:teamId\/members",status_code="200"\} 1$/m);
    expect(body).toMatch(/^http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/v1\/teams\/:teamId\/members",status_code="200"\} 1$/m);
    expect(body).toMatch(/^http_request_duration_seconds_count\{method="GET",route="unmatched",status_code="404"\} 1$/m);
    expect(body).not.toContain(`/teams/${acme}/`);
    expect(body).not.toContain('page-123');
  });

  it('reports the queue, the outbox, webhook deliveries, and the process, read from the database at each scrape', async () => {
    await enqueueJob(t.deps, { kind: 'metrics-probe', key: 'metrics-probe-1' });
    await enqueueJob(t.deps, { kind: 'metrics-probe', key: 'metrics-probe-2', runAt: new Date(clock.now().getTime() + MINUTE) });
    clock.advance(90_000);
    await t.deps.mailer.enqueue({ kind: 'test', to: 'metrics@example.test', subject: 'Hello', text: 'Hi' });
    const body = (await scrape(t, `Bearer ${TOKEN}`)).body;
    expect(body).toMatch(/^gifthub_jobs_queued\{kind="metrics-probe"\} 2$/m);
    // The first job has been due for 90 s, the second for 30 s: the oldest's wait is reported.
    expect(body).toMatch(/^gifthub_job_oldest_age_seconds\{kind="metrics-probe"\} 90$/m);
    expect(body).toMatch(/^gifthub_mail_outbox\{status="queued"\} [1-9]\d*$/m);
    expect(body).toMatch(/^gifthub_mail_outbox\{status="failed"\} \d+$/m);
    expect(body).toMatch(/^gifthub_webhook_deliveries\{status="pending"\} \d+$/m);
    expect(body).toMatch(/^gifthub_webhook_deliveries_due \d+$/m);
    for (const name of ['process_resident_memory_bytes', 'nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes']) expect(body).toMatch(new RegExp(`^${name} `, 'm'));
    expect(body).toContain('# TYPE gifthub_webhook_delivery_attempts_total counter');
    // PGlite has no pool; on PostgreSQL the process's pool is reported.
    if (poolStats(t.deps.db)) expect(body).toMatch(/^gifthub_db_pool_clients\{state="total"\} \d+$/m);
  });

  it("counts this process's e-mail sends by result", async () => {
    const sentBefore = Number(/^gifthub_mail_sends_total\{result="sent"\} (\d+)$/m.exec((await scrape(t, `Bearer ${TOKEN}`)).body)?.[1] ?? 0);
    await t.deps.mailer.enqueue({ kind: 'test', to: 'metrics-count@example.test', subject: 'Hello', text: 'Hi' });
    await t.deps.mailer.flush();
    const body = (await scrape(t, `Bearer ${TOKEN}`)).body;
    expect(body).toContain('# TYPE gifthub_mail_sends_total counter');
    expect(Number(/^gifthub_mail_sends_total\{result="sent"\} (\d+)$/m.exec(body)?.[1])).toBeGreaterThan(sentBefore);
  });
});
