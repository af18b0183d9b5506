import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TEAM_ID } from '@gifthub/shared/constants';
import { PERMISSIONS } from '@gifthub/shared/permissions';
import { PRO_FEATURES } from '@gifthub/shared/plans';
import { createTestApp, type TTestApp } from './test/test-app';
import { tableRows } from './db/table-rows';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const GUARDS = new Set<string>([...PERMISSIONS, 'authenticated', 'member', 'staff']);
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// HEAD routes mirror their GET route (same config) and answer without a body.
const apiRoutes = () => t.routes.filter((r) => r.url.startsWith('/api/v1/') && r.method !== 'HEAD');
const fill = (url: string, teamId: number | string = 1) => url.replace(':teamId', String(teamId)).replace(/:[A-Za-z]+/g, '1').replace('*', 'x');

describe('route table (deny by default)', () => {
  it('has the routes of every module', () => {
    const urls = apiRoutes().map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(expect.arrayContaining(['GET /api/v1/health', 'POST /api/v1/login', 'PUT /api/v1/teams/:teamId', 'GET /api/v1/teams/:teamId/members', 'GET /api/v1/admin/outbox']));
  });

  it('every /api/v1 route is public or names a known guard, never both', () => {
    const bad = apiRoutes()
      .filter((r) => (r.config.public === true) === Boolean(r.config.permission) || (r.config.permission && !GUARDS.has(r.config.permission)))
      .map((r) => `${r.method} ${r.url} ${JSON.stringify(r.config)}`);
    expect(bad).toEqual([]);
  });

  it('team guards and plan gates sit only on :teamId routes, where the auth plugin applies them', () => {
    const bad = apiRoutes()
      .filter((r) => {
        const teamGuard = r.config.permission !== undefined && !['authenticated', 'staff'].includes(r.config.permission);
        return (teamGuard || r.config.pro !== undefined) && !r.url.includes(':teamId');
      })
      .map((r) => `${r.method} ${r.url}`);
    expect(bad).toEqual([]);
  });

  it('plan gates name a listed pro feature', () => {
    for (const r of apiRoutes()) if (r.config.pro !== undefined) expect(Object.keys(PRO_FEATURES), `${r.method} ${r.url}`).toContain(r.config.pro);
  });

  it('without a token every non-public route answers 401 jwt_auth_invalid_token', async () => {
    const routes = apiRoutes().filter((r) => !r.config.public);
    expect(routes.length).toBeGreaterThan(5);
    for (const r of routes) {
      const res = await t.app.inject({ method: r.method as 'GET', url: fill(r.url), payload: WRITES.has(r.method) ? {} : undefined });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
      expect(res.json().code, `${r.method} ${r.url}`).toBe('jwt_auth_invalid_token');
    }
  });

  it('a forged token is refused on every non-public route', async () => {
    const real = await t.login('manager@acme.test');
    const [v, body, sig] = real.split('.');
    const forged = `${v}.${body}.${sig!.slice(0, -2)}${sig!.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const r of apiRoutes().filter((x) => !x.config.public)) {
      const res = await t.app.inject({ method: r.method as 'GET', url: fill(r.url), headers: t.as(forged), payload: WRITES.has(r.method) ? {} : undefined });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
    }
  });
});

describe('staff-only routes', () => {
  it('answer 403 to a team manager and are open to staff', async () => {
    const manager = await t.login('manager@acme.test');
    const staff = await t.login('staff@gifthub.test');
    const routes = apiRoutes().filter((r) => r.config.permission === 'staff');
    expect(routes.length).toBeGreaterThan(0);
    const before = await tableRows(t.deps.db);
    for (const r of routes) {
      const res = await t.app.inject({ method: r.method as 'GET', url: fill(r.url), headers: t.as(manager), payload: WRITES.has(r.method) ? { plan: 'pro' } : undefined });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
    expect(await tableRows(t.deps.db)).toEqual(before);
    for (const r of routes.filter((x) => x.method === 'GET' && !x.url.includes(':'))) {
      const res = await t.app.inject({ method: 'GET', url: r.url, headers: t.as(staff) });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(200);
    }
  });
});

describe('demo mode is read-only at the API', () => {
  it('every write is 403 demo_read_only and changes nothing', async () => {
    const demo = (await t.app.inject({ method: 'POST', url: '/api/v1/demo-login' })).json().apiToken as string;
    const writes = apiRoutes().filter((r) => WRITES.has(r.method) && !r.config.public && !r.config.demoAllowed && r.config.permission !== 'staff');
    expect(writes.length).toBeGreaterThan(3);
    const before = await tableRows(t.deps.db);
    for (const r of writes) {
      const payload = r.url.endsWith('/:teamId') ? { name: 'Hacked', slug: 'hacked' } : { name: 'Hacked Name', email: 'x@example.com', role: 'manager', domain: 'example.com', phone: '1', size: '2' };
      const res = await t.app.inject({ method: r.method as 'POST', url: fill(r.url, DEMO_TEAM_ID), headers: t.as(demo), payload });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
      expect(res.json(), `${r.method} ${r.url}`).toMatchObject({ code: 'demo_read_only', message: 'This is a preview. Sign up to make changes.' });
    }
    expect(await tableRows(t.deps.db)).toEqual(before);
  });

  it('reads work and signing out is allowed', async () => {
    const demo = (await t.app.inject({ method: 'POST', url: '/api/v1/demo-login' })).json().apiToken as string;
    for (const url of [`/api/v1/teams/${DEMO_TEAM_ID}`, `/api/v1/teams/${DEMO_TEAM_ID}/current-user`, `/api/v1/teams/${DEMO_TEAM_ID}/dashboard`, '/api/v1/current-user/teams']) {
      const res = await t.app.inject({ method: 'GET', url, headers: t.as(demo) });
      expect(res.statusCode, url).toBe(200);
    }
    const me = await t.app.inject({ method: 'GET', url: `/api/v1/teams/${DEMO_TEAM_ID}/current-user`, headers: t.as(demo) });
    expect(me.json()).toMatchObject({ is_demo: true, team_id: DEMO_TEAM_ID });
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/clear-auth-cookies', headers: t.as(demo) });
    expect(out.statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('are on successful, failed and not-found responses', async () => {
    const responses = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/v1/health' }),
      t.app.inject({ method: 'GET', url: '/api/v1/current-user/teams' }),
      t.app.inject({ method: 'GET', url: '/api/v1/no-such-route' }),
      t.app.inject({ method: 'POST', url: '/api/v1/login', payload: {} }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 401, 404, 422]);
    for (const res of responses) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-request-id']).toBeTruthy();
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});
