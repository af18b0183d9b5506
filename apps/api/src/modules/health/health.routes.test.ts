import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { shippedMigrations } from '../../db/migration-status';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { openFreshDatabase, openTemplateCopy } from '../../test/test-databases';
import type { TDatabase } from '../../db/client';
import { createLifecycle, type TLifecycle } from './lifecycle';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });

/** Another app on the file's database, with a lifecycle of the test's own. */
async function appWith(lifecycle: TLifecycle, db = t.deps.db) {
  const { app } = await buildApp({ db, config: testConfig(), lifecycle, checkResponses: true });
  await app.ready();
  return app;
}

describe('GET /health', () => {
  it('answers ok, never cached', async () => {
    const res = await get(t.app, '/api/v1/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /ready', () => {
  it('answers ready when the database answers, the schema is current and the process runs; never cached', async () => {
    const res = await get(t.app, '/api/v1/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 starting until the start sequence is done, while /health answers 200', async () => {
    const lifecycle = createLifecycle('starting');
    const app = await appWith(lifecycle);
    try {
      const res = await get(app, '/api/v1/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not ready', reason: 'starting' });
      expect(res.headers['cache-control']).toBe('no-store');
      expect((await get(app, '/api/v1/health')).statusCode).toBe(200);
      lifecycle.markRunning();
      expect((await get(app, '/api/v1/ready')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('answers 503 migrations pending while the database misses a migration of this build, and ready once it is applied', async () => {
    const templates = inject('testTemplates');
    const database: TDatabase = templates ? await openTemplateCopy(templates, false) : await openFreshDatabase(process.env.TEST_DATABASE_URL, false);
    const app = await appWith(createLifecycle('running'), database.db);
    try {
      const last = shippedMigrations().at(-1)!;
      // The row `npm run migrate` writes for the newest migration (drizzle's migrator keys on created_at).
      await database.db.execute(`delete from drizzle.__drizzle_migrations where created_at = ${last.when}`);
      const res = await get(app, '/api/v1/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not ready', reason: 'migrations pending' });
      expect((await get(app, '/api/v1/health')).statusCode).toBe(200);
      // What `npm run migrate` records; the schema itself already holds the migration, so the row alone goes back.
      await database.db.execute(`insert into drizzle.__drizzle_migrations (hash, created_at) values ('test', ${last.when})`);
      expect((await get(app, '/api/v1/ready')).json()).toEqual({ status: 'ready' });
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('answers 503 database unavailable when the database does not answer, while /health answers 200', async () => {
    const templates = inject('testTemplates');
    const database: TDatabase = templates ? await openTemplateCopy(templates, false) : await openFreshDatabase(process.env.TEST_DATABASE_URL, false);
    const app = await appWith(createLifecycle('running'), database.db);
    await database.close();
    try {
      const res = await get(app, '/api/v1/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not ready', reason: 'database unavailable' });
      expect((await get(app, '/api/v1/health')).json()).toEqual({ status: 'ok' });
    } finally {
      await app.close();
    }
  });

  it('answers 503 draining once shutdown begins, while every other request is answered as before', async () => {
    const lifecycle = createLifecycle('running');
    const app = await appWith(lifecycle);
    try {
      const login = { method: 'POST' as const, url: '/api/v1/login', payload: { email: 'manager@acme.test', password: 'gifthub-demo' } };
      expect((await app.inject(login)).statusCode).toBe(200);
      lifecycle.markDraining();
      const ready = await get(app, '/api/v1/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'not ready', reason: 'draining' });
      const res = await app.inject(login);
      expect(res.statusCode).toBe(200);
      const token = res.json<{ apiToken: string }>().apiToken;
      const teams = await app.inject({ method: 'GET', url: '/api/v1/current-user/teams', headers: { authorization: `Bearer ${token}` } });
      expect(teams.statusCode).toBe(200);
      expect((await get(app, '/api/v1/health')).statusCode).toBe(200);
      // Draining is for good.
      lifecycle.markRunning();
      expect((await get(app, '/api/v1/ready')).json()).toEqual({ status: 'not ready', reason: 'draining' });
    } finally {
      await app.close();
    }
  });
});
