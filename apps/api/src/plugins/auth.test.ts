import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInSeedUsers } from '../test/seed-users';
import { createTestApp, type TTestApp } from '../test/test-app';

/** Every 401 carries WWW-Authenticate: Bearer, with error="invalid_token" when a token was sent and refused. */
let t: TTestApp;
let users: Awaited<ReturnType<typeof signInSeedUsers>>;

beforeAll(async () => {
  t = await createTestApp();
  users = await signInSeedUsers(t);
});
afterAll(() => t.close());

const get = (url: string, authorization?: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: authorization ? { authorization } : {} });

describe('401 answers', () => {
  it('without a token ask for a bearer token', async () => {
    for (const url of ['/current-user/teams', `/teams/${users.acme}`, `/teams/${users.acme}/members`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.headers['www-authenticate'], url).toBe('Bearer');
    }
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 'manager@acme.test', password: 'wrong-password' } });
    expect(login.statusCode).toBe(401);
    expect(login.headers['www-authenticate']).toBe('Bearer');
  });

  it('with a forged, unknown or ended token say the token is invalid', async () => {
    const forged = 'Bearer not.a.token';
    const key = 'Bearer ghk_abcdefgh_0123456789abcdef0123456789abcdef';
    for (const [url, authorization] of [
      ['/current-user/teams', forged],
      [`/teams/${users.acme}`, forged],
      [`/teams/${users.acme}/webhooks`, key],
    ] as const) {
      const res = await get(url, authorization);
      expect(res.statusCode, `${url} ${authorization}`).toBe(401);
      expect(res.headers['www-authenticate'], `${url} ${authorization}`).toBe('Bearer error="invalid_token"');
    }
    // A session ended by logout: the hook passes the token, the route's own query finds no session.
    const token = await t.login('associate@acme.test');
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/clear-auth-cookies', headers: t.as(token) })).statusCode).toBeLessThan(300);
    const ended = await get('/current-user/teams', `Bearer ${token}`);
    expect(ended.statusCode).toBe(401);
    expect(ended.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  });

  it('other answers do not carry the header', async () => {
    const ok = await get('/current-user/teams', `Bearer ${users.manager}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['www-authenticate']).toBeUndefined();
    const forbidden = await get('/admin/teams', `Bearer ${users.manager}`);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.headers['www-authenticate']).toBeUndefined();
  });
});
