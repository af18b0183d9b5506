import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { texts } from '@gifthub/shared/messages';
import { signInSeedUsers, teamIdOf } from '../../test/seed-users';
import { createTestApp, type TTestApp } from '../../test/test-app';

/**
 * Reads are cheap because nothing about a session or a membership is kept between requests: each request reads
 * them. Two app instances on one database stand for two API processes; whatever one of them changes (a sign-out,
 * a password, a permission, a membership) the other obeys on its very next request, already warmed on that token.
 */

let t: TTestApp;
/** A second process on the same database and signing key. */
let other: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  other = (await buildApp({ db: t.deps.db, config: t.deps.config, clock: t.deps.clock, mailer: t.deps.mailer, checkResponses: true })).app;
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const get = (app: FastifyInstance, url: string, token: string) => app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` } });
/** A few reads in a row, as the shell makes them, so anything a process could keep would be kept. */
const warm = async (url: string, token: string) => {
  for (let i = 0; i < 3; i++) expect((await get(t.app, url, token)).statusCode, url).toBe(200);
};
const slugs = (body: string) => (JSON.parse(body) as { slug: string }[]).map((x) => x.slug).sort();

describe('what another process changes counts on the next request', () => {
  it('a session signed out there answers 401 here', async () => {
    const token = await t.login('manager@acme.test');
    await warm('/current-user/teams', token);
    expect((await other.inject({ method: 'POST', url: '/api/v1/clear-auth-cookies', headers: t.as(token) })).statusCode).toBe(200);
    const after = await get(t.app, '/current-user/teams', token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'jwt_auth_invalid_token', message: texts.sessionEnded });
  });

  it('a session revoked in the database by a process that shares nothing else with this one answers 401 here', async () => {
    const token = await t.login('manager@acme.test');
    await warm('/current-user/teams', token);
    // As another process would: straight in the database, nothing in this one told.
    await t.deps.db.execute(`update sessions set revoked_at = now() where revoked_at is null and user_id = (select id from users where email = 'manager@acme.test')`);
    expect((await get(t.app, '/current-user/teams', token)).statusCode).toBe(401);
  });

  it('a password changed there ends the other sessions here; the changing one stays', async () => {
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/v1/team-sign-up',
      payload: { accountPlan: 'free', name: 'Fresh Reads', teamName: 'Fresh Reads', email: 'fresh-reads@example.com', password: 'first-pass', passwordConfirm: 'first-pass' },
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const teamId = signUp.json<{ team_id: number }>().team_id;
    const [changing, elsewhere] = [await t.login('fresh-reads@example.com', 'first-pass'), await t.login('fresh-reads@example.com', 'first-pass')];
    await warm('/current-user/teams', elsewhere);
    await warm(`/teams/${teamId}`, elsewhere);
    const put = await other.inject({
      method: 'PUT',
      url: `/api/v1/teams/${teamId}/current-user`,
      headers: t.as(changing),
      payload: { name: 'Fresh Reads', password: 'second-pass', passwordConfirm: 'second-pass', currentPassword: 'first-pass' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await get(t.app, '/current-user/teams', elsewhere)).statusCode).toBe(401);
    expect((await get(t.app, `/teams/${teamId}`, elsewhere)).statusCode).toBe(401);
    expect((await get(t.app, '/current-user/teams', changing)).statusCode).toBe(200);
  });

  it('a permission taken away there is refused here, and given back, allowed again', async () => {
    const { manager, associate, acme, associateId } = await signInSeedUsers(t);
    await warm(`/teams/${acme}/balance`, associate);
    const setFinance = async (allowed: boolean) => {
      const res = await other.inject({
        method: 'PUT',
        url: `/api/v1/teams/${acme}/members/${associateId}`,
        headers: t.as(manager),
        payload: { name: 'Associate', permissions: { 'team-finance': allowed } },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await setFinance(false);
    const refused = await get(t.app, `/teams/${acme}/balance`, associate);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(texts.noCreditPermission);
    await setFinance(true);
    expect((await get(t.app, `/teams/${acme}/balance`, associate)).statusCode).toBe(200);
  });

  it('a member removed there loses the team here: gone from the team list, the team answers 404', async () => {
    const { manager, associate, acme, associateId } = await signInSeedUsers(t);
    await warm('/current-user/teams', associate);
    await warm(`/teams/${acme}`, associate);
    expect(slugs((await get(t.app, '/current-user/teams', associate)).body)).toContain('acme');
    const removed = await other.inject({ method: 'DELETE', url: `/api/v1/teams/${acme}/members/${associateId}`, headers: t.as(manager) });
    expect(removed.statusCode, removed.body).toBe(200);
    const teams = await get(t.app, '/current-user/teams', associate);
    expect(teams.statusCode).toBe(200);
    expect(slugs(teams.body)).not.toContain('acme');
    expect((await get(t.app, `/teams/${acme}`, associate)).statusCode).toBe(404);
  });
});

describe('GET /current-user/teams on the fast path', () => {
  it('is the only route whose own query checks the session', () => {
    expect(t.routes.filter((r) => r.config.checksSession && r.method === 'GET').map((r) => r.url)).toEqual(['/api/v1/current-user/teams']);
  });

  it('a live session without a team answers an empty list; the same token after sign-out answers 401', async () => {
    const token = await t.login('fresh-reads@example.com', 'second-pass');
    await t.deps.db.execute(`delete from team_members where user_id = (select id from users where email = 'fresh-reads@example.com')`);
    const none = await get(t.app, '/current-user/teams', token);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/clear-auth-cookies', headers: t.as(token) })).statusCode).toBe(200);
    expect((await get(t.app, '/current-user/teams', token)).statusCode).toBe(401);
  });

  it('answers exactly the team summaries, with the security headers, whether answers are checked or not', async () => {
    const unchecked = (await buildApp({ db: t.deps.db, config: t.deps.config, clock: t.deps.clock, mailer: t.deps.mailer, checkResponses: false })).app;
    try {
      const token = await t.login('manager@acme.test');
      const [checkedRes, uncheckedRes] = [await get(t.app, '/current-user/teams', token), await get(unchecked, '/current-user/teams', token)];
      expect(uncheckedRes.body).toBe(checkedRes.body);
      const teams = checkedRes.json<Record<string, unknown>[]>();
      expect(teams.map((x) => x.slug)).toEqual(['acme', 'acme-europe']);
      for (const team of teams) {
        expect(Object.keys(team)).toEqual(['id', 'name', 'slug', 'plan', 'logo_url', 'role']);
        expect(team).toMatchObject({ id: expect.any(Number), name: expect.any(String), plan: expect.stringMatching(/^(free|trial|pro)$/), role: 'manager' });
      }
      for (const res of [checkedRes, uncheckedRes]) {
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      }
    } finally {
      await unchecked.close();
    }
  });
});

describe('requests that arrive together share one read of their sessions', () => {
  it('each gets its own session’s answer: its teams, its 401, its identity', async () => {
    const [manager, corner, leaving] = [await t.login('manager@acme.test'), await t.login('owner@corner.test'), await t.login('associate@acme.test')];
    await t.app.inject({ method: 'POST', url: '/api/v1/clear-auth-cookies', headers: t.as(leaving) });
    const acme = await teamIdOf(t, manager, 'acme');
    const tokens = [manager, corner, leaving, manager, corner, 'not-a-token'];
    // Started in one turn: the app reads their sessions in one batch (db/batched-reads.ts).
    const [teams, me] = await Promise.all([
      Promise.all(tokens.map((token) => get(t.app, '/current-user/teams', token))),
      Promise.all(tokens.map((token) => get(t.app, `/teams/${acme}/current-user`, token))),
    ]);
    expect(teams.map((r) => r.statusCode)).toEqual([200, 200, 401, 200, 200, 401]);
    expect(slugs(teams[0]!.body)).toEqual(slugs(teams[3]!.body));
    expect(slugs(teams[1]!.body)).toEqual(['corner-shop']);
    expect(slugs(teams[0]!.body)).toContain('acme');
    expect(slugs(teams[0]!.body)).not.toContain('corner-shop');
    // Acme's manager reads himself there; Corner Shop's owner is no member of Acme.
    expect(me.map((r) => r.statusCode)).toEqual([200, 404, 401, 200, 404, 401]);
    expect((me[3]!.json() as { email: string }).email).toBe('manager@acme.test');
  });
});
