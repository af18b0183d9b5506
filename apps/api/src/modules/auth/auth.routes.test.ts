import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /login', () => {
  it('answers both tokens for a seeded user', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 'manager@acme.test', password: 'gifthub-demo' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.apiToken).toMatch(/^v1\./);
    expect(body.wpToken).toMatch(/^v1\./);
  });

  it('reports the spec messages, first per field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: '', password: '' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['E-Mail is required.'], password: ['Password is required.'] });
    const bad = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 'nope', password: 'x' } });
    expect(bad.json().errors).toEqual({ email: ['E-Mail must be valid.'] });
  });

  it('rejects wrong passwords with 401', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 'owner@trial.test', password: 'wrong-password' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('invalid_credentials');
  });
});

describe('sessions', () => {
  it('GET /current-user/teams lists the teams and revocation ends the token', async () => {
    const token = await t.login('manager@acme.test');
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/current-user/teams', headers: t.as(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((x: { slug: string }) => x.slug).sort()).toEqual(['acme', 'acme-europe']);
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/clear-auth-cookies', headers: t.as(token) });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/current-user/teams', headers: t.as(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('jwt_auth_invalid_token');
  });
});

/** A clock tests can move: starts at `start` and advances only when told. */
const movableClock = (start: Date) => {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (ms: number) => void (now += ms) };
};

const signUpTeam = async (app: TTestApp, email: string, password = 'first-pass') => {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/v1/team-sign-up',
    payload: { accountPlan: 'free', name: 'Pat Person', teamName: `Team ${email}`, email, password, passwordConfirm: password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ team_id: number }>().team_id;
};

const teamsOf = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/current-user/teams', headers: t.as(token) });

describe('token revocation', () => {
  it('signing out revokes both the apiToken and the wpToken', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 'associate@acme.test', password: 'gifthub-demo' } });
    const { apiToken, wpToken } = res.json<{ apiToken: string; wpToken: string }>();
    expect((await teamsOf(apiToken)).statusCode).toBe(200);
    const other = await t.login('associate@acme.test');

    expect((await t.app.inject({ method: 'POST', url: '/api/v1/clear-auth-cookies', headers: t.as(apiToken) })).statusCode).toBe(200);
    for (const token of [apiToken, wpToken]) {
      const after = await teamsOf(token);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toMatchObject({ code: 'jwt_auth_invalid_token', message: 'Your session has ended. Please log in again.' });
    }
    // Other sessions of the same person are not affected.
    expect((await teamsOf(other)).statusCode).toBe(200);
    // A revoked token cannot sign out again.
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/clear-auth-cookies', headers: t.as(wpToken) })).statusCode).toBe(401);
  });

  it('a new password ends every other session but keeps the current one', async () => {
    const teamId = await signUpTeam(t, 'pw-change@example.com');
    const current = await t.login('pw-change@example.com', 'first-pass');
    const elsewhere = await t.login('pw-change@example.com', 'first-pass');
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/teams/${teamId}/current-user`,
      headers: t.as(current),
      payload: { name: 'Pat Person', password: 'second-pass', passwordConfirm: 'second-pass' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await teamsOf(current)).statusCode).toBe(200);
    expect((await teamsOf(elsewhere)).statusCode).toBe(401);
    const old = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 'pw-change@example.com', password: 'first-pass' } });
    expect(old.statusCode).toBe(401);
    await t.login('pw-change@example.com', 'second-pass');
  });

  it('changing only the name keeps every session', async () => {
    const teamId = await signUpTeam(t, 'name-change@example.com');
    const current = await t.login('name-change@example.com', 'first-pass');
    const elsewhere = await t.login('name-change@example.com', 'first-pass');
    const put = await t.app.inject({ method: 'PUT', url: `/api/v1/teams/${teamId}/current-user`, headers: t.as(current), payload: { name: 'Pat Renamed' } });
    expect(put.statusCode, put.body).toBe(200);
    expect((await teamsOf(elsewhere)).statusCode).toBe(200);
  });

  it('refuses forged, tampered and malformed tokens with 401 jwt_auth_invalid_token', async () => {
    const real = await t.login('manager@acme.test');
    const [, body, sig] = real.split('.');
    const payload = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const longer = Buffer.from(JSON.stringify({ ...payload, exp: payload.exp + 86_400 * 365 })).toString('base64url');
    const { createHmac } = await import('node:crypto');
    const otherKey = createHmac('sha256', 'not-the-server-key').update(body!).digest('base64url');
    for (const bad of [`v1.${longer}.${sig}`, `v1.${body}.${otherKey}`, `v2.${body}.${sig}`, 'garbage', 'v1..', `v1.${body}`, '']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/current-user/teams', headers: { authorization: `Bearer ${bad}` } });
      expect(res.statusCode, bad).toBe(401);
      expect(res.json().code, bad).toBe('jwt_auth_invalid_token');
    }
    const noScheme = await t.app.inject({ method: 'GET', url: '/api/v1/current-user/teams', headers: { authorization: real } });
    expect(noScheme.statusCode).toBe(401);
  });
});

describe('clock-dependent rules', () => {
  // A clock far from the database's own: the rules must use the app clock consistently.
  const clock = movableClock(new Date('2031-03-01T09:00:00Z'));
  let c: TTestApp;
  beforeAll(async () => {
    c = await createTestApp({ clock, config: { tokenTtlSeconds: 3600 } });
  });
  afterAll(() => c.close());

  const login = (email: string, password: string, ip = '10.0.0.1') =>
    c.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password }, remoteAddress: ip });

  it('tokens expire after their lifetime', async () => {
    const token = await c.login('manager@acme.test');
    clock.advance(3599_000);
    expect((await c.app.inject({ method: 'GET', url: '/api/v1/current-user/teams', headers: c.as(token) })).statusCode).toBe(200);
    clock.advance(2_000);
    const res = await c.app.inject({ method: 'GET', url: '/api/v1/current-user/teams', headers: c.as(token) });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('jwt_auth_invalid_token');
  });

  it('5 wrong passwords lock the account (429) even for the right password, per account across addresses', async () => {
    for (let i = 0; i < 5; i++) expect((await login('owner@trial.test', `wrong-${i}`, `10.1.0.${i}`)).statusCode).toBe(401);
    const right = await login('owner@trial.test', 'gifthub-demo', '10.1.0.99');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 'too_many_requests', message: 'Too many failed login attempts. Please wait a few minutes and try again.' });
    // E-mail case does not dodge the limit.
    expect((await login('OWNER@Trial.test', 'gifthub-demo', '10.1.0.98')).statusCode).toBe(429);
    // Other accounts are unaffected.
    expect((await login('owner@corner.test', 'gifthub-demo', '10.1.0.97')).statusCode).toBe(200);
    // The window passes.
    clock.advance(16 * 60 * 1000);
    expect((await login('owner@trial.test', 'gifthub-demo', '10.1.0.99')).statusCode).toBe(200);
  });

  it('a successful login before the limit clears the account count', async () => {
    for (let i = 0; i < 4; i++) expect((await login('associate@acme.test', 'nope', '10.3.0.1')).statusCode).toBe(401);
    expect((await login('associate@acme.test', 'gifthub-demo', '10.3.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login('associate@acme.test', 'nope', '10.3.0.1')).statusCode).toBe(401);
    expect((await login('associate@acme.test', 'gifthub-demo', '10.3.0.1')).statusCode).toBe(200);
  });

  it('20 failures from one address block that address, not others', async () => {
    for (let i = 0; i < 20; i++) expect((await login(`nobody${i}@example.com`, 'x', '10.2.0.1')).statusCode).toBe(401);
    expect((await login('owner@corner.test', 'gifthub-demo', '10.2.0.1')).statusCode).toBe(429);
    expect((await login('owner@corner.test', 'gifthub-demo', '10.2.0.2')).statusCode).toBe(200);
  });
});
