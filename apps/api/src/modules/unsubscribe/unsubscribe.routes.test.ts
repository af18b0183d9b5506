import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_PREFERENCES } from '@gifthub/shared/users';
import { unsubscribeTexts } from '@gifthub/shared/unsubscribe-texts';
import { signInSeedUsers } from '../../test/seed-users';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { listOutbox } from '../mail/mail.service';
import { readUnsubscribeToken, signUnsubscribeToken } from '../mail/mail.unsubscribe-token';
import { findUserByEmail, updateUser } from '../users/users.service';

let t: TTestApp;
let s: Awaited<ReturnType<typeof signInSeedUsers>>;
beforeAll(async () => {
  t = await createTestApp();
  s = await signInSeedUsers(t);
});
afterAll(() => t.close());

const ALL = [...EMAIL_PREFERENCES];
const key = () => t.deps.config.tokenKey;
const prefsOf = async (email: string) => (await findUserByEmail(t.deps.db, email))!.emailPreferences;
const view = (token: string) => t.app.inject({ method: 'GET', url: `/api/v1/unsubscribe?token=${encodeURIComponent(token)}` });
const post = (token: string) => t.app.inject({ method: 'POST', url: '/api/v1/unsubscribe', payload: { token } });

describe('the unsubscribe token', () => {
  it('names the user and category it was made for, under this key only', () => {
    const token = signUnsubscribeToken(key(), 42, 'billing-credit');
    expect(token).toMatch(/^u1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(readUnsubscribeToken(key(), token)).toEqual({ userId: 42, category: 'billing-credit' });
    expect(readUnsubscribeToken('another-key', token)).toBeNull();
    // Another user or category with the same signature: refused.
    const [v, , sig] = token.split('.');
    for (const body of ['43:billing-credit', '42:billing', '42:billing-credit ']) expect(readUnsubscribeToken(key(), `${v}.${Buffer.from(body).toString('base64url')}.${sig}`)).toBeNull();
    for (const bad of ['', 'u1', 'u1..', `${token}x`, token.replace('u1.', 'u2.'), `${token}.x`]) expect(readUnsubscribeToken(key(), bad)).toBeNull();
  });
});

describe('GET and POST /unsubscribe', () => {
  it('are public, rate limited routes', () => {
    const routes = t.routes.filter((r) => r.url === '/api/v1/unsubscribe');
    expect(routes.map((r) => r.method)).toEqual(expect.arrayContaining(['GET', 'POST']));
    for (const r of routes) expect(r.config).toMatchObject({ public: true, rateLimit: expect.objectContaining({ max: expect.any(Number) }) });
  });

  it('shows what a link is for without changing anything, then removes only that category, twice alike', async () => {
    await updateUser(t.deps.db, s.associateId, { emailPreferences: ALL });
    const token = signUnsubscribeToken(key(), s.associateId, 'product');
    const shown = await view(token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toEqual({ category: 'product', label: 'Products' });
    expect(await prefsOf('associate@acme.test')).toEqual(ALL);

    for (let i = 0; i < 2; i++) {
      const res = await post(token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ category: 'product', label: 'Products', unsubscribed: true });
      expect(await prefsOf('associate@acme.test')).toEqual(ALL.filter((c) => c !== 'product'));
    }
    // The user's settings show it.
    const me = await t.app.inject({ method: 'GET', url: `/api/v1/teams/${s.acme}/current-user`, headers: t.as(s.associate) });
    expect(me.json().email_preferences).not.toContain('product');
  });

  it('refuses a forged or damaged link with 422 and its message, never a 5xx', async () => {
    const good = signUnsubscribeToken(key(), s.managerId, 'billing');
    const forged = signUnsubscribeToken('not-the-key', s.managerId, 'billing');
    const before = await prefsOf('manager@acme.test');
    for (const token of [forged, good.slice(0, -1), `${good}A`, 'u1.%%%.x', 'x'.repeat(300), signUnsubscribeToken(key(), 999_999, 'billing')]) {
      for (const res of [await view(token), await post(token)]) {
        expect(res.statusCode, token).toBe(422);
        expect(res.json()).toMatchObject({ errors: { token: [unsubscribeTexts.invalid] } });
      }
    }
    const empty = await t.app.inject({ method: 'POST', url: '/api/v1/unsubscribe' });
    expect(empty.statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/unsubscribe' })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/unsubscribe?token=${'x'.repeat(400)}` })).statusCode).toBe(422);
    expect(await prefsOf('manager@acme.test')).toEqual(before);
  });

  it("follows a real e-mail's List-Unsubscribe one-click POST (RFC 8058), after which that notification stops", async () => {
    await updateUser(t.deps.db, s.managerId, { emailPreferences: ALL });
    let res = await t.app.inject({ method: 'POST', url: `/api/v1/teams/${s.acme}/top-up`, headers: t.as(s.manager), payload: { amount: 150, payment_method: 'bank-transfer' } });
    expect(res.statusCode, res.body).toBe(200);
    const mail = (await listOutbox(t.deps.db, { to: 'manager@acme.test', page: 1, perPage: 20 })).rows.find((m) => m.kind === 'top-up-requested')!;
    const address = new URL(/^<(.+)>$/.exec(mail.headers!['List-Unsubscribe']!)![1]!);
    // What a mail client sends: the header's address, a form body.
    res = await t.app.inject({ method: 'POST', url: address.pathname + address.search, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await prefsOf('manager@acme.test')).toEqual(ALL.filter((c) => c !== 'billing'));

    const count = async () => (await listOutbox(t.deps.db, { to: 'manager@acme.test', page: 1, perPage: 100 })).rows.filter((m) => m.kind === 'top-up-requested').length;
    const before = await count();
    res = await t.app.inject({ method: 'POST', url: `/api/v1/teams/${s.acme}/top-up`, headers: t.as(s.manager), payload: { amount: 160, payment_method: 'bank-transfer' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await count()).toBe(before);
    await updateUser(t.deps.db, s.managerId, { emailPreferences: ALL });
  });
});
