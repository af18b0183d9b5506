import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../lib/secrets';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { listOutbox } from '../mail/mail.service';
import { passwordResets } from './auth.table';

// Password reset: POST /forgot-password e-mails /pro/reset-password?token=…; GET and POST /reset-password use it once.

const INVALID = { code: 'password_reset_invalid', message: 'This password reset link is invalid or has expired.' };

/** A clock tests can move: starts at `start` and advances only when told. */
const movableClock = (start: Date) => {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (ms: number) => void (now += ms) };
};

let ipSeq = 0;
// Each call its own address, so the per-address rate limit of the public routes stays out of the way.
const nextIp = () => `10.40.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

const forgot = (t: TTestApp, email: string, ip = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/v1/forgot-password', payload: { email }, remoteAddress: ip });
const check = (t: TTestApp, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/reset-password?token=${encodeURIComponent(token)}`, remoteAddress: nextIp() });
const reset = (t: TTestApp, token: string, password: string, passwordConfirm = password) =>
  t.app.inject({ method: 'POST', url: '/api/v1/reset-password', payload: { token, password, passwordConfirm }, remoteAddress: nextIp() });
const login = (t: TTestApp, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password }, remoteAddress: nextIp() });
const teamsOf = (t: TTestApp, token: string) => t.app.inject({ method: 'GET', url: '/api/v1/current-user/teams', headers: t.as(token) });

const mailsTo = async (t: TTestApp, email: string) => (await listOutbox(t.deps.db, { to: email, page: 1, perPage: 100 })).rows;

/** The token of the newest reset e-mail to `email`, read from the link as the owner would. */
const tokenFromMail = async (t: TTestApp, email: string) => {
  const mail = (await mailsTo(t, email)).find((m) => m.kind === 'password-reset');
  expect(mail, `reset mail to ${email}`).toBeDefined();
  const m = /\/pro\/reset-password\?token=([^\s"&<]+)/.exec(mail!.text);
  expect(m, mail!.text).not.toBeNull();
  return decodeURIComponent(m![1]!);
};

const signUpTeam = async (t: TTestApp, email: string, password = 'first-pass') => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/team-sign-up',
    payload: { accountPlan: 'free', name: 'Rita Reset', teamName: `Team ${email}`, email, password, passwordConfirm: password },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ team_id: number }>().team_id;
};

describe('password reset', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the same whether or not the account exists, and mails only a real account with a password', async () => {
    const manager = await t.login('manager@acme.test');
    const acme = (await teamsOf(t, manager)).json<{ id: number; slug: string }[]>().find((x) => x.slug === 'acme')!.id;
    // An invited person has no password yet: the invitation, not a reset, is their way in.
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/teams/${acme}/members`, headers: t.as(manager), payload: { email: 'invited@example.com', role: 'associate' } })).statusCode).toBe(200);

    const answers = await Promise.all(['associate@acme.test', 'nobody@example.com', 'demo@gifthub.test', 'invited@example.com'].map((e) => forgot(t, e)));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(answers[0]!.body);
    }
    expect(answers[0]!.json()).toEqual({ ok: true });
    expect((await mailsTo(t, 'associate@acme.test')).map((m) => m.kind)).toEqual(['password-reset']);
    expect(await mailsTo(t, 'nobody@example.com')).toEqual([]);
    expect(await mailsTo(t, 'demo@gifthub.test')).toEqual([]);
    expect((await mailsTo(t, 'invited@example.com')).map((m) => m.kind)).toEqual(['member-invitation']);

    // The mail carries a 256-bit token; the database keeps only its hash.
    const token = await tokenFromMail(t, 'associate@acme.test');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.deps.db.select().from(passwordResets);
    expect(rows.map((r) => r.tokenHash)).toContain(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    // E-mail case makes no difference.
    expect((await forgot(t, 'Associate@ACME.test')).statusCode).toBe(200);
    expect((await mailsTo(t, 'associate@acme.test')).filter((m) => m.kind === 'password-reset')).toHaveLength(2);
  });

  it('validates the e-mail with the spec messages', async () => {
    const res = await forgot(t, 'not-an-email');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['E-Mail must be valid.'] });
  });

  it('GET /reset-password answers the e-mail for a live link and 404 password_reset_invalid otherwise, never cached', async () => {
    await signUpTeam(t, 'rita.check@example.com');
    await forgot(t, 'rita.check@example.com');
    const token = await tokenFromMail(t, 'rita.check@example.com');
    const ok = await check(t, token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ email: 'rita.check@example.com' });
    expect(ok.headers['cache-control']).toBe('no-store');
    // One letter changed (never the same letter), a made-up token, another case.
    const changed = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [changed, 'nope', token.toUpperCase()]) {
      const res = await check(t, bad);
      expect(res.statusCode, bad).toBe(404);
      expect(res.json(), bad).toMatchObject(INVALID);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('POST /reset-password reports the sign-up messages, first per field, and uses nothing', async () => {
    await signUpTeam(t, 'rita.rules@example.com');
    await forgot(t, 'rita.rules@example.com');
    const token = await tokenFromMail(t, 'rita.rules@example.com');
    const empty = await reset(t, token, '', '');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ password: ['Password is required.'] });
    expect((await reset(t, token, 'short', 'short')).json().errors).toEqual({ password: ['Password minimal length is 6'], passwordConfirm: ['Password confirmation minimal length is 6'] });
    expect((await reset(t, token, 'long-enough', 'different')).json().errors).toEqual({ passwordConfirm: ['Password confirmation must match.'] });
    expect((await reset(t, token, 'long-enough', 'abc')).json().errors).toEqual({ passwordConfirm: ['Password confirmation minimal length is 6'] });
    expect((await check(t, token)).statusCode).toBe(200);
  });

  it('sets the new password once, signs out every session, lifts the login lock and tells the owner', async () => {
    await signUpTeam(t, 'rita.locked@example.com');
    const session = await t.login('rita.locked@example.com', 'first-pass');
    // The owner forgot the password and locked the account with wrong guesses.
    for (let i = 0; i < 5; i++) expect((await login(t, 'rita.locked@example.com', `guess-${i}`)).statusCode).toBe(401);
    expect((await login(t, 'rita.locked@example.com', 'first-pass')).statusCode).toBe(429);

    await forgot(t, 'rita.locked@example.com');
    const token = await tokenFromMail(t, 'rita.locked@example.com');
    const res = await reset(t, token, 'brand-new-pass');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ email: 'rita.locked@example.com' });
    expect(res.headers['cache-control']).toBe('no-store');

    const ended = await teamsOf(t, session);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().code).toBe('jwt_auth_invalid_token');
    expect((await login(t, 'rita.locked@example.com', 'first-pass')).statusCode).toBe(401);
    expect((await login(t, 'rita.locked@example.com', 'brand-new-pass')).statusCode).toBe(200);
    expect((await mailsTo(t, 'rita.locked@example.com')).map((m) => m.kind)).toContain('password-changed');

    // Used once: the link is gone.
    expect((await check(t, token)).json()).toMatchObject(INVALID);
    const again = await reset(t, token, 'third-pass-1');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject(INVALID);
  });

  it('of concurrent posts with one link, exactly one sets the password', async () => {
    await signUpTeam(t, 'rita.race@example.com');
    await forgot(t, 'rita.race@example.com');
    const token = await tokenFromMail(t, 'rita.race@example.com');
    const passwords = Array.from({ length: 6 }, (_, i) => `racing-pass-${i}`);
    const answers = await Promise.all(passwords.map((p) => reset(t, token, p)));
    const winners = answers.flatMap((r, i) => (r.statusCode === 200 ? [passwords[i]!] : []));
    expect(winners).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 200)) expect(r.json()).toMatchObject(INVALID);
    expect((await login(t, 'rita.race@example.com', winners[0]!)).statusCode).toBe(200);
    expect((await mailsTo(t, 'rita.race@example.com')).filter((m) => m.kind === 'password-changed')).toHaveLength(1);
  });

  it('a newer request leaves older links valid; using one ends the others', async () => {
    await signUpTeam(t, 'rita.twice@example.com');
    await forgot(t, 'rita.twice@example.com');
    const first = await tokenFromMail(t, 'rita.twice@example.com');
    await forgot(t, 'rita.twice@example.com');
    const second = await tokenFromMail(t, 'rita.twice@example.com');
    expect(second).not.toBe(first);
    expect((await check(t, first)).statusCode).toBe(200);
    expect((await check(t, second)).statusCode).toBe(200);
    expect((await reset(t, first, 'from-the-first')).statusCode).toBe(200);
    expect((await check(t, second)).json()).toMatchObject(INVALID);
    expect((await reset(t, second, 'from-the-second')).statusCode).toBe(404);
    expect((await login(t, 'rita.twice@example.com', 'from-the-first')).statusCode).toBe(200);
  });

  it('changing the password on Your Account ends outstanding links', async () => {
    const teamId = await signUpTeam(t, 'rita.settings@example.com');
    await forgot(t, 'rita.settings@example.com');
    const token = await tokenFromMail(t, 'rita.settings@example.com');
    const session = await t.login('rita.settings@example.com', 'first-pass');
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/teams/${teamId}/current-user`,
      headers: t.as(session),
      payload: { name: 'Rita Reset', password: 'changed-here', passwordConfirm: 'changed-here', currentPassword: 'first-pass' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await check(t, token)).json()).toMatchObject(INVALID);
  });

  it('sends at most 5 links per account an hour, answering the same', async () => {
    await signUpTeam(t, 'rita.flood@example.com');
    for (let i = 0; i < 7; i++) {
      const res = await forgot(t, 'rita.flood@example.com');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
    }
    expect((await mailsTo(t, 'rita.flood@example.com')).filter((m) => m.kind === 'password-reset')).toHaveLength(5);
  });

  it('is rate limited per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await forgot(t, `nobody${i}@example.com`, '10.41.0.1')).statusCode);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(codes[10]).toBe(429);
  });
});

describe('password reset links expire', () => {
  const clock = movableClock(new Date('2031-06-01T12:00:00Z'));
  let c: TTestApp;
  beforeAll(async () => {
    c = await createTestApp({ clock });
  });
  afterAll(() => c.close());

  it('after 1 hour by the app clock, and are pruned a day later', async () => {
    await forgot(c, 'owner@corner.test');
    const token = await tokenFromMail(c, 'owner@corner.test');
    clock.advance(59 * 60 * 1000);
    expect((await check(c, token)).statusCode).toBe(200);
    clock.advance(2 * 60 * 1000);
    expect((await check(c, token)).json()).toMatchObject(INVALID);
    expect((await reset(c, token, 'too-late-now')).statusCode).toBe(404);
    expect((await login(c, 'owner@corner.test', 'gifthub-demo')).statusCode).toBe(200);

    const { pruneAuthRecords } = await import('./auth.service');
    await pruneAuthRecords(c.deps);
    expect(await c.deps.db.select().from(passwordResets)).toHaveLength(1);
    clock.advance(24 * 60 * 60 * 1000);
    await pruneAuthRecords(c.deps);
    expect(await c.deps.db.select().from(passwordResets)).toHaveLength(0);
  });
});
