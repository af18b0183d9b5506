import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamIdOf } from '../../test/seed-users';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { tableRows } from '../../db/table-rows';
import { listOutbox } from '../mail/mail.service';

// Invitation sign-up: POST /teams/{id}/members e-mails /pro/login?t={token}; GET and POST /sign-up use it once.

/** Invites the address and reads the token from the e-mail in the outbox, as the invitee would. */
const invite = async (t: TTestApp, manager: string, teamId: number, email: string, role = 'associate') => {
  const res = await t.app.inject({ method: 'POST', url: `/api/v1/teams/${teamId}/members`, headers: t.as(manager), payload: { email, role } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ email, role, status: 'invited' });
  const { rows } = await listOutbox(t.deps.db, { to: email, page: 1, perPage: 1 });
  const mail = rows[0]!;
  expect(mail.kind).toBe('member-invitation');
  const m = /\/pro\/login\?t=([^\s"&<]+)/.exec(mail.text);
  expect(m, mail.text).not.toBeNull();
  return decodeURIComponent(m![1]!);
};

const signUp = (t: TTestApp, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/v1/sign-up', payload });
const verify = (t: TTestApp, token: string) => t.app.inject({ method: 'GET', url: `/api/v1/sign-up?token=${encodeURIComponent(token)}` });
const INVALID = { code: 'invitation_invalid', message: 'This invitation link is invalid or has expired.' };

describe('invitation sign-up', () => {
  let t: TTestApp;
  let manager: string;
  let acme: number;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.login('manager@acme.test');
    acme = await teamIdOf(t, manager, 'acme');
  });
  afterAll(() => t.close());

  it('GET /sign-up?token answers the e-mail and team name; the invitee cannot log in yet', async () => {
    const token = await invite(t, manager, acme, 'newbie@example.com');
    const res = await verify(t, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: 'newbie@example.com', team_name: 'Acme Ltd' });
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 'newbie@example.com', password: 'anything' } });
    expect(login.statusCode).toBe(401);
  });

  it('unknown tokens are 404 invitation_invalid', async () => {
    for (const token of ['nope', 'x'.repeat(43)]) {
      const res = await verify(t, token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject(INVALID);
    }
    const post = await signUp(t, { token: 'nope', name: 'Someone Here', password: 'secret1', passwordConfirm: 'secret1' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject(INVALID);
  });

  it('validates with the spec messages (422) and changes nothing', async () => {
    const token = await invite(t, manager, acme, 'validate@example.com');
    const before = await tableRows(t.deps.db);
    const short = await signUp(t, { token, name: 'Ann', password: '12345', passwordConfirm: '1234' });
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({
      code: 'validation_failed',
      errors: { name: ['Name minimal length is 6'], password: ['Password minimal length is 6'], passwordConfirm: ['Password confirmation minimal length is 6'] },
    });
    const mismatch = await signUp(t, { token, name: 'Annabel Lee', password: 'secret1', passwordConfirm: 'secret2' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ passwordConfirm: ['Password confirmation must match.'] });
    const empty = await signUp(t, { token, name: '', password: '' });
    expect(empty.json().errors).toEqual({ name: ['Name is required.'], password: ['Password is required.'] });
    expect(await tableRows(t.deps.db)).toEqual(before);
    // The token still works after failed attempts.
    expect((await verify(t, token)).statusCode).toBe(200);
  });

  it('joining activates the member, login works, and the token works only once', async () => {
    const token = await invite(t, manager, acme, 'joiner@example.com');
    const res = await signUp(t, { token, name: 'Joiner Person', password: 'joiner-pass', passwordConfirm: 'joiner-pass' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ email: 'joiner@example.com' });

    const joiner = await t.login('joiner@example.com', 'joiner-pass');
    const teams = await t.app.inject({ method: 'GET', url: '/api/v1/current-user/teams', headers: t.as(joiner) });
    expect(teams.json()).toEqual([expect.objectContaining({ id: acme, slug: 'acme', role: 'associate' })]);
    const me = await t.app.inject({ method: 'GET', url: `/api/v1/teams/${acme}/current-user`, headers: t.as(joiner) });
    expect(me.json()).toMatchObject({ name: 'Joiner Person', role: 'associate', permissions: { 'edit-team-members': false, 'use-balance': true } });
    const list = await t.app.inject({ method: 'GET', url: `/api/v1/teams/${acme}/members?q=joiner`, headers: t.as(manager) });
    expect(list.json().data).toEqual([expect.objectContaining({ email: 'joiner@example.com', status: 'active', name: 'Joiner Person' })]);

    const again = await signUp(t, { token, name: 'Someone Else', password: 'other-pass', passwordConfirm: 'other-pass' });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject(INVALID);
    expect((await verify(t, token)).statusCode).toBe(404);
    // The second attempt did not change the password.
    await t.login('joiner@example.com', 'joiner-pass');
  });

  it('two concurrent sign-ups with the same token: exactly one succeeds', async () => {
    const token = await invite(t, manager, acme, 'racer@example.com');
    const results = await Promise.all(
      ['racer-one', 'racer-two'].map((pw) => signUp(t, { token, name: `Racer ${pw}`, password: pw, passwordConfirm: pw })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    const winner = results.findIndex((r) => r.statusCode === 200);
    const pw = ['racer-one', 'racer-two'][winner]!;
    const loser = ['racer-one', 'racer-two'][1 - winner]!;
    await t.login('racer@example.com', pw);
    const wrong = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 'racer@example.com', password: loser } });
    expect(wrong.statusCode).toBe(401);
  });

  it('an existing account joins with its own password', async () => {
    const token = await invite(t, manager, acme, 'owner@corner.test', 'manager');
    expect((await verify(t, token)).json()).toEqual({ email: 'owner@corner.test', team_name: 'Acme Ltd' });
    const wrong = await signUp(t, { token, name: 'Olivia Corner', password: 'not-my-password', passwordConfirm: 'not-my-password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password).toHaveLength(1);
    const ok = await signUp(t, { token, name: 'Olivia Corner', password: 'gifthub-demo', passwordConfirm: 'gifthub-demo' });
    expect(ok.statusCode, ok.body).toBe(200);
    const owner = await t.login('owner@corner.test');
    const teams = await t.app.inject({ method: 'GET', url: '/api/v1/current-user/teams', headers: t.as(owner) });
    expect(teams.json().map((x: { slug: string; role: string }) => `${x.slug}:${x.role}`).sort()).toEqual(['acme:manager', 'corner-shop:manager']);
  });

  it("an existing account keeps its own name on joining; the team's name for them stays in that team", async () => {
    const token = await invite(t, manager, acme, 'owner@trial.test');
    const list = await t.app.inject({ method: 'GET', url: `/api/v1/teams/${acme}/members?q=owner@trial`, headers: t.as(manager) });
    const userId = list.json().data[0].user_id as number;
    const rename = await t.app.inject({ method: 'PUT', url: `/api/v1/teams/${acme}/members/${userId}`, headers: t.as(manager), payload: { name: 'Toby From Sales' } });
    expect(rename.statusCode, rename.body).toBe(200);
    const ok = await signUp(t, { token, name: 'Somebody Else', password: 'gifthub-demo', passwordConfirm: 'gifthub-demo' });
    expect(ok.statusCode, ok.body).toBe(200);
    const owner = await t.login('owner@trial.test');
    for (const slug of ['acme', 'trial-co']) {
      const me = await t.app.inject({ method: 'GET', url: `/api/v1/teams/${await teamIdOf(t, owner, slug)}/current-user`, headers: t.as(owner) });
      expect(me.json().name, slug).toBe('Toby Trial');
    }
    const after = await t.app.inject({ method: 'GET', url: `/api/v1/teams/${acme}/members/${userId}`, headers: t.as(manager) });
    expect(after.json()).toMatchObject({ name: 'Toby From Sales', status: 'active' });
  });

  it('removing an invited member voids the invitation', async () => {
    const token = await invite(t, manager, acme, 'removed@example.com');
    const list = await t.app.inject({ method: 'GET', url: `/api/v1/teams/${acme}/members?q=removed`, headers: t.as(manager) });
    const userId = list.json().data[0].user_id as number;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/teams/${acme}/members/${userId}`, headers: t.as(manager) })).statusCode).toBe(200);
    expect((await verify(t, token)).statusCode).toBe(404);
    expect((await signUp(t, { token, name: 'Removed Person', password: 'secret1', passwordConfirm: 'secret1' })).statusCode).toBe(404);
  });
});

describe('invitation expiry', () => {
  let now = Date.parse('2030-06-01T12:00:00Z');
  const clock = { now: () => new Date(now) };
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.close());

  it('works until 7 days have passed, then is refused', async () => {
    const manager = await t.login('manager@acme.test');
    const acme = await teamIdOf(t, manager, 'acme');
    const token = await invite(t, manager, acme, 'late@example.com');
    now += 7 * 24 * 3600_000 - 60_000;
    expect((await verify(t, token)).statusCode).toBe(200);
    now += 120_000;
    const res = await verify(t, token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject(INVALID);
    const post = await signUp(t, { token, name: 'Late Person', password: 'secret1', passwordConfirm: 'secret1' });
    expect(post.statusCode).toBe(404);
  });
});
