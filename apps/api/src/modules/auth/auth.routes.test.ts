import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signToken, type TTokenPayload } from '../../lib/secrets';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { loginThrottle } from './auth.table';
import { pruneAuthRecords } from './auth.service';

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
  it('signing out revokes the session behind both tokens', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 'associate@acme.test', password: 'gifthub-demo' } });
    const { apiToken } = res.json<{ apiToken: string; wpToken: string }>();
    expect((await teamsOf(apiToken)).statusCode).toBe(200);
    const other = await t.login('associate@acme.test');

    expect((await t.app.inject({ method: 'POST', url: '/api/v1/clear-auth-cookies', headers: t.as(apiToken) })).statusCode).toBe(200);
    const after = await teamsOf(apiToken);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'jwt_auth_invalid_token', message: 'Your session has ended. Please log in again.' });
    // Other sessions of the same person are not affected.
    expect((await teamsOf(other)).statusCode).toBe(200);
    // A revoked token cannot sign out again.
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/clear-auth-cookies', headers: t.as(apiToken) })).statusCode).toBe(401);
  });

  it('the wpToken is not an API token: refused on every /api/ route while its session is live', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 'associate@acme.test', password: 'gifthub-demo' } });
    const { apiToken, wpToken } = res.json<{ apiToken: string; wpToken: string }>();
    expect((await teamsOf(apiToken)).statusCode).toBe(200);
    const wp = await teamsOf(wpToken);
    expect(wp.statusCode).toBe(401);
    expect(wp.json().code).toBe('jwt_auth_invalid_token');
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/clear-auth-cookies', headers: t.as(wpToken) })).statusCode).toBe(401);
    // The refused wpToken did not sign the session out.
    expect((await teamsOf(apiToken)).statusCode).toBe(200);
  });

  it('a new password ends every other session but keeps the current one', async () => {
    const teamId = await signUpTeam(t, 'pw-change@example.com');
    const current = await t.login('pw-change@example.com', 'first-pass');
    const elsewhere = await t.login('pw-change@example.com', 'first-pass');
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/teams/${teamId}/current-user`,
      headers: t.as(current),
      payload: { name: 'Pat Person', password: 'second-pass', passwordConfirm: 'second-pass', currentPassword: 'first-pass' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await teamsOf(current)).statusCode).toBe(200);
    expect((await teamsOf(elsewhere)).statusCode).toBe(401);
    const old = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 'pw-change@example.com', password: 'first-pass' } });
    expect(old.statusCode).toBe(401);
    await t.login('pw-change@example.com', 'second-pass');
  });

  it('refuses a current password with NUL or a lone surrogate, even when only the name changes', async () => {
    const teamId = await signUpTeam(t, 'pw-nul@example.com');
    const token = await t.login('pw-nul@example.com', 'first-pass');
    for (const currentPassword of ['\u0000', 'ab\ud800']) {
      const put = await t.app.inject({ method: 'PUT', url: `/api/v1/teams/${teamId}/current-user`, headers: t.as(token), payload: { name: 'Some Body', currentPassword } });
      expect(put.statusCode, put.body).toBe(422);
      expect(Object.keys(put.json().errors)).toEqual(['currentPassword']);
    }
  });

  it('changing only the name keeps every session', async () => {
    const teamId = await signUpTeam(t, 'name-change@example.com');
    const current = await t.login('name-change@example.com', 'first-pass');
    const elsewhere = await t.login('name-change@example.com', 'first-pass');
    const put = await t.app.inject({ method: 'PUT', url: `/api/v1/teams/${teamId}/current-user`, headers: t.as(current), payload: { name: 'Pat Renamed' } });
    expect(put.statusCode, put.body).toBe(200);
    expect((await teamsOf(elsewhere)).statusCode).toBe(200);
  });

  it('a new password needs the current one: missing or wrong answers 422 on currentPassword and changes nothing', async () => {
    const teamId = await signUpTeam(t, 'pw-current@example.com');
    const current = await t.login('pw-current@example.com', 'first-pass');
    const elsewhere = await t.login('pw-current@example.com', 'first-pass');
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/v1/teams/${teamId}/current-user`, headers: t.as(current), payload: { name: 'Pat Person', ...payload } });

    const missing = await put({ password: 'second-pass', passwordConfirm: 'second-pass' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ currentPassword: ['Current password is required.'] });
    const wrong = await put({ password: 'second-pass', passwordConfirm: 'second-pass', currentPassword: 'not-my-pass' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ message: 'Current password is incorrect.', errors: { currentPassword: ['Current password is incorrect.'] } });

    // Nothing changed: the old password still logs in and the other session lives.
    expect((await teamsOf(elsewhere)).statusCode).toBe(200);
    await t.login('pw-current@example.com', 'first-pass');
    // A name-only change needs no password at all.
    expect((await put({ name: 'Pat Renamed' })).statusCode).toBe(200);
  });

  it('wrong current passwords count like failed logins: the sixth is refused with 429 without being checked', async () => {
    const teamId = await signUpTeam(t, 'pw-guess@example.com');
    const session = await t.login('pw-guess@example.com', 'first-pass');
    const put = (currentPassword: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/teams/${teamId}/current-user`,
        headers: t.as(session),
        remoteAddress: '10.7.0.1',
        payload: { name: 'Pat Person', password: 'taken-over', passwordConfirm: 'taken-over', currentPassword },
      });
    for (let i = 0; i < 5; i++) expect((await put(`guess-${i}`)).statusCode).toBe(422);
    const sixth = await put('first-pass');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('too_many_requests');
    const old = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 'pw-guess@example.com', password: 'first-pass' }, remoteAddress: '10.7.0.2' });
    expect(old.statusCode).toBe(429);
  });

  it('login and demo-login answers are not cached, failures included', async () => {
    const ok = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 'manager@acme.test', password: 'gifthub-demo' } });
    const bad = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 'nobody@example.com', password: 'x' }, remoteAddress: '10.8.0.1' });
    const invalid = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: '', password: '' } });
    const demo = await t.app.inject({ method: 'POST', url: '/api/v1/demo-login' });
    expect([ok.statusCode, bad.statusCode, invalid.statusCode, demo.statusCode]).toEqual([200, 401, 422, 200]);
    for (const res of [ok, bad, invalid, demo]) expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a signature is accepted in its one canonical spelling only', async () => {
    const real = await t.login('manager@acme.test');
    const [, body] = real.split('.') as [string, string, string];
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as TTokenPayload;
    // Re-sign the same session with slightly earlier expiries until the signature holds both '-' and '_'.
    let token = '';
    for (let exp = payload.exp; !token; exp--) {
      const candidate = signToken({ ...payload, exp }, t.deps.config.tokenKey);
      if (/-/.test(candidate.split('.')[2]!) && /_/.test(candidate.split('.')[2]!)) token = candidate;
    }
    expect((await teamsOf(token)).statusCode).toBe(200);
    const [v, b, sig] = token.split('.') as [string, string, string];
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // The last of 43 characters carries 2 spare bits that a lenient decoder ignores.
    const spare = alphabet[alphabet.indexOf(sig.at(-1)!) ^ 1]!;
    const variants = {
      padded: `${v}.${b}.${sig}=`,
      plus: `${v}.${b}.${sig.replace('-', '+')}`,
      slash: `${v}.${b}.${sig.replace('_', '/')}`,
      spareBits: `${v}.${b}.${sig.slice(0, -1)}${spare}`,
      extraSegment: `${token}.x`,
      paddedBody: `${v}.${b}=.${sig}`,
    };
    for (const [name, bad] of Object.entries(variants)) {
      expect(bad, name).not.toBe(token);
      const res = await teamsOf(bad);
      expect(res.statusCode, name).toBe(401);
      expect(res.json().code, name).toBe('jwt_auth_invalid_token');
    }
    expect((await teamsOf(token)).statusCode).toBe(200);
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

describe('login throttle under parallel guesses', () => {
  // Each guess is counted before its password is checked, so a burst cannot outrun the count.
  let p: TTestApp;
  beforeAll(async () => {
    p = await createTestApp();
  });
  afterAll(() => p.close());

  const login = (email: string, password: string, ip: string) =>
    p.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password }, remoteAddress: ip });
  const tally = (codes: number[]) => ({ checked: codes.filter((c) => c === 401 || c === 200).length, refused: codes.filter((c) => c === 429).length });

  it('39 wrong passwords from 19 addresses and the right one, all at once: at most 5 are checked', async () => {
    const guesses = Array.from({ length: 39 }, (_, i) => login('owner@trial.test', `wrong-${i}`, `10.20.0.${i % 19}`));
    const all = await Promise.all([...guesses, login('owner@trial.test', 'gifthub-demo', '10.20.1.1')]);
    const { checked, refused } = tally(all.map((r) => r.statusCode));
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(5);
    expect(refused).toBe(40 - checked);
    for (const r of all.filter((x) => x.statusCode === 429)) expect(r.json().message).toBe('Too many failed login attempts. Please wait a few minutes and try again.');
  });

  it('99 parallel guesses from one address: at most 20 are checked', async () => {
    const all = await Promise.all(Array.from({ length: 99 }, (_, i) => login(`nobody${i}@example.com`, 'x', '10.21.0.1')));
    const { checked, refused } = tally(all.map((r) => r.statusCode));
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(20);
    expect(refused).toBe(99 - checked);
    // Another address is unaffected.
    expect((await login('owner@corner.test', 'gifthub-demo', '10.21.0.2')).statusCode).toBe(200);
  });

  it('a success gives back its address attempt: only failures count towards the address limit', async () => {
    for (let i = 0; i < 19; i++) expect((await login(`stranger${i}@example.com`, 'x', '10.22.0.1')).statusCode).toBe(401);
    for (let i = 0; i < 3; i++) expect((await login('manager@acme.test', 'gifthub-demo', '10.22.0.1')).statusCode).toBe(200);
    expect((await login('stranger-last@example.com', 'x', '10.22.0.1')).statusCode).toBe(401);
    expect((await login('manager@acme.test', 'gifthub-demo', '10.22.0.1')).statusCode).toBe(429);
  });

  it('expired counters are pruned; live ones stay', async () => {
    const clock = { now: () => new Date('2031-05-01T09:00:00Z') };
    const c = await createTestApp({ clock, seed: false });
    try {
      const inject = (ip: string) => c.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 'x@example.com', password: 'x' }, remoteAddress: ip });
      expect((await inject('10.23.0.1')).statusCode).toBe(401);
      const keys = async () => (await c.deps.db.select().from(loginThrottle)).map((r) => r.key).sort();
      expect(await keys()).toEqual(['account:x@example.com', 'address:10.23.0.1']);
      await pruneAuthRecords(c.deps);
      expect(await keys()).toHaveLength(2);
      clock.now = () => new Date('2031-05-01T09:15:00Z');
      await pruneAuthRecords(c.deps);
      expect(await keys()).toEqual([]);
    } finally {
      await c.close();
    }
  });
});
