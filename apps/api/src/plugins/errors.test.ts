import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/test-app';
import { tableRows } from '../db/table-rows';
import type { TMailer } from '../modules/mail/mail.service';

// Bad input and faults: malformed, wrong-typed, unknown and oversized input gets a 4xx JSON answer
// with a message, never a 500; a write that fails part-way leaves the database as it was.

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
let t: TTestApp;
let staff: string;
let acme: number;
beforeAll(async () => {
  t = await createTestApp();
  staff = await t.login('staff@gifthub.test');
  const manager = await t.login('manager@acme.test');
  acme = (await t.app.inject({ method: 'GET', url: '/api/v1/current-user/teams', headers: t.as(manager) })).json().find((x: { slug: string }) => x.slug === 'acme').id;
});
afterAll(() => t.close());

const fill = (url: string) => url.replace(':teamId', String(acme)).replace(/:[A-Za-z]+/g, '1');
const writeRoutes = () => t.routes.filter((r) => r.url.startsWith('/api/v1/') && WRITES.has(r.method));
const expectErrorBody = (body: unknown) => expect(body).toEqual(expect.objectContaining({ message: expect.any(String), code: expect.any(String) }));

describe('malformed and unexpected bodies', () => {
  it('malformed JSON is 400 with a JSON error body on every write route', async () => {
    const before = await tableRows(t.deps.db);
    for (const r of writeRoutes()) {
      for (const payload of ['{"name": ', '{"a":1}}', 'nul', '{"name":"x","__proto__":{"admin":true}}']) {
        const res = await t.app.inject({ method: r.method as 'POST', url: fill(r.url), headers: { ...t.as(staff), 'content-type': 'application/json' }, payload, remoteAddress: '10.5.0.1' });
        expect(res.statusCode, `${r.method} ${r.url} ${payload}`).toBe(400);
        expect(res.json().code).toBe('bad_request');
        expectErrorBody(res.json());
      }
    }
    expect(await tableRows(t.deps.db)).toEqual(before);
  });

  it('an empty JSON body, a bare string, an array or text are 4xx, never 5xx', async () => {
    for (const r of writeRoutes().filter((x) => !x.config.demoAllowed)) {
      const variants: { payload: string; type: string }[] = [
        { payload: '', type: 'application/json' },
        { payload: '"text"', type: 'application/json' },
        { payload: '[1,2]', type: 'application/json' },
        { payload: 'name=x', type: 'text/plain' },
        { payload: 'name=x', type: 'application/x-www-form-urlencoded' },
      ];
      for (const v of variants) {
        const res = await t.app.inject({ method: r.method as 'POST', url: fill(r.url), headers: { ...t.as(staff), 'content-type': v.type }, payload: v.payload, remoteAddress: '10.5.0.2' });
        expect(res.statusCode, `${r.method} ${r.url} ${v.type} ${v.payload}`).toBeLessThan(500);
        if (res.statusCode >= 400) expectErrorBody(res.json());
      }
    }
  });

  it('wrong types are 422 with field messages', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 42, password: ['x'] } });
    expect(login.statusCode).toBe(422);
    expect(login.json()).toEqual({
      message: 'E-Mail must be text.',
      code: 'validation_failed',
      errors: { email: ['E-Mail must be text.'], password: ['Password must be text.'] },
    });
    const team = await t.app.inject({ method: 'PUT', url: `/api/v1/teams/${acme}`, headers: t.as(staff), payload: { name: { first: 'x' }, slug: 7 } });
    expect(team.statusCode).toBe(422);
    expect(Object.keys(team.json().errors).sort()).toEqual(['name', 'slug']);
    const query = await t.app.inject({ method: 'GET', url: `/api/v1/teams/${acme}/members?page=abc&per_page=100000`, headers: t.as(staff) });
    expect(query.statusCode).toBe(422);
    expect(Object.keys(query.json().errors).sort()).toEqual(['page', 'per_page']);
    const param = await t.app.inject({ method: 'GET', url: `/api/v1/teams/${acme}/members/not-a-number`, headers: t.as(staff) });
    expect(param.statusCode).toBe(422);
  });

  it('unknown fields are refused with 422', async () => {
    const before = await tableRows(t.deps.db);
    for (const [method, url, payload] of [
      ['POST', '/api/v1/login', { email: 'staff@gifthub.test', password: 'gifthub-demo', remember: true }],
      ['PUT', `/api/v1/teams/${acme}`, { name: 'Acme Ltd', plan: 'pro' }],
      ['POST', `/api/v1/teams/${acme}/members`, { email: 'new@example.com', role: 'associate', status: 'active' }],
      ['POST', '/api/v1/team-sign-up', { accountPlan: 'free', name: 'N', teamName: 'T', email: 'n@example.com', password: 'secret1', passwordConfirm: 'secret1', is_bb_admin: true }],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: t.as(staff), payload });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().code).toBe('validation_failed');
      // Named in our words: the unknown key, or the one status a new member may have.
      expect(res.json().message).toMatch(/^Unknown field: \w+\.$|^Status must be one of: invited\.$/);
    }
    expect(await tableRows(t.deps.db)).toEqual(before);
  });

  it('a body over 1 MB is 413 payload_too_large', async () => {
    const big = 'x'.repeat(1024 * 1024 + 1);
    for (const [url, payload] of [
      ['/api/v1/login', { email: 'a@b.co', password: big }],
      [`/api/v1/teams/${acme}`, { name: big }],
    ] as const) {
      const res = await t.app.inject({ method: url.includes('teams') ? 'PUT' : 'POST', url, headers: t.as(staff), payload });
      expect(res.statusCode, url).toBe(413);
      expect(res.json()).toEqual({ message: 'The request is too large.', code: 'payload_too_large' });
    }
  });

  it('unknown routes are 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing/here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No route GET /api/v1/nothing/here.', code: 'not_found' });
  });
});

describe('a write that fails part-way changes nothing', () => {
  // The outbox insert runs inside each write's transaction; making it fail shows the rollback.
  const brokenMailer: TMailer = {
    enqueue: async () => {
      throw new Error('outbox unavailable: postgres://user:hunter2@db/gifthub');
    },
    nudge: () => undefined,
    flush: async () => undefined,
  };
  let b: TTestApp;
  beforeAll(async () => {
    b = await createTestApp({ mailer: brokenMailer });
  });
  afterAll(() => b.close());

  const expectHidden500 = (res: { statusCode: number; body: string; json: () => unknown }) => {
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong on our side.', code: 'internal_error' });
    expect(res.body).not.toContain('hunter2');
  };

  it('team sign-up, invitation, upgrade request and contact form roll back', async () => {
    const manager = await b.login('manager@acme.test');
    const owner = await b.login('owner@corner.test');
    const teams = (await b.app.inject({ method: 'GET', url: '/api/v1/current-user/teams', headers: b.as(manager) })).json() as { id: number; slug: string }[];
    const acmeId = teams.find((x) => x.slug === 'acme')!.id;
    const corner = (await b.app.inject({ method: 'GET', url: '/api/v1/current-user/teams', headers: b.as(owner) })).json()[0].id as number;
    const before = await tableRows(b.deps.db);

    expectHidden500(
      await b.app.inject({
        method: 'POST',
        url: '/api/v1/team-sign-up',
        payload: { accountPlan: 'pro', name: 'Rolled Back', teamName: 'Ghost Team', email: 'ghost@example.com', password: 'secret1', passwordConfirm: 'secret1', phone: '1', size: '2' },
      }),
    );
    expectHidden500(await b.app.inject({ method: 'POST', url: `/api/v1/teams/${acmeId}/members`, headers: b.as(manager), payload: { email: 'ghost@example.com', role: 'associate' } }));
    expectHidden500(await b.app.inject({ method: 'POST', url: `/api/v1/teams/${corner}/request-plan-upgrade`, headers: b.as(owner), payload: { phone: '1', size: '2' } }));
    expectHidden500(await b.app.inject({ method: 'POST', url: '/api/v1/public/emails/contact-form/send', payload: { subject: 'general', email: 'ghost@example.com', message: 'Hello' } }));

    expect(await tableRows(b.deps.db)).toEqual(before);
    const ghost = await b.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 'ghost@example.com', password: 'secret1' } });
    expect(ghost.statusCode).toBe(401);
  });
});
