import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl, serializeError } from '../lib/log-redaction';
import { listOutbox } from '../modules/mail/mail.service';
import { addCard } from '../modules/payments/payments.test-helpers';
import { apiOf, physicalItem, physicalProduct } from '../modules/registrations/registrations.test-helpers';
import * as schema from '../db/schema';
import { findUserByEmail } from '../modules/users/users.service';
import { signInSeedUsers } from './seed-users';
import { createTestApp, type TTestApp } from './test-app';

/**
 * Secrets are never written to logs: a full journey runs with the access log on (info), then every
 * secret it created — passwords and their hashes, both tokens, invitation and reset tokens, gift-link
 * secrets, card client secrets — is looked for in every line written.
 */

const lines: string[] = [];
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { logLevel: 'debug' }, logStream: { write: (line) => void lines.push(line) } });
});
afterAll(() => t.close());

const tokenIn = (text: string, re: RegExp) => decodeURIComponent(re.exec(text)?.[1] ?? '');

describe('logs', () => {
  it('keep no secret a full journey created', async () => {
    const api = apiOf(t);
    const secrets: Record<string, string> = {};
    const { manager, acme, staff } = await signInSeedUsers(t);

    // Sign-up and login: password, tokens and the session id inside them.
    const password = 'sign-up-secret-pw-7731';
    const signUp = await t.app.inject({ method: 'POST', url: '/api/v1/team-sign-up', payload: { accountPlan: 'free', name: 'Logan Logs', teamName: 'Log Team', email: 'logan@example.org', password, passwordConfirm: password } });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 'logan@example.org', password } });
    const { apiToken, wpToken } = login.json<{ apiToken: string; wpToken: string }>();
    Object.assign(secrets, { password, apiToken, wpToken, sid: JSON.parse(Buffer.from(apiToken.split('.')[1]!, 'base64url').toString()).sid });
    secrets.passwordHash = (await findUserByEmail(t.deps.db, 'logan@example.org'))!.passwordHash!;
    await t.app.inject({ method: 'GET', url: '/api/v1/current-user/teams', headers: t.as(apiToken) });

    // A member invitation: the token travels in the sign-up URL's query string.
    const invite = await t.app.inject({ method: 'POST', url: `/api/v1/teams/${acme}/members`, headers: t.as(manager), payload: { email: 'invitee-logs@example.org', role: 'associate' } });
    expect(invite.statusCode, invite.body).toBe(200);
    const inviteMail = (await listOutbox(t.deps.db, { to: 'invitee-logs@example.org', page: 1, perPage: 1 })).rows[0]!;
    secrets.invitationToken = tokenIn(inviteMail.text, /[?&]t=([^\s"&<]+)/);
    const invitedPassword = 'invitee-secret-pw-2290';
    await t.app.inject({ method: 'GET', url: `/api/v1/sign-up?token=${encodeURIComponent(secrets.invitationToken)}` });
    const joined = await t.app.inject({ method: 'POST', url: '/api/v1/sign-up', payload: { token: secrets.invitationToken, name: 'Invited Person', password: invitedPassword, passwordConfirm: invitedPassword } });
    expect(joined.statusCode, joined.body).toBe(200);
    secrets.invitedPassword = invitedPassword;

    // A password reset: its token travels in the reset page's query string.
    await t.app.inject({ method: 'POST', url: '/api/v1/forgot-password', payload: { email: 'logan@example.org' } });
    const resetMail = (await listOutbox(t.deps.db, { to: 'logan@example.org', page: 1, perPage: 5 })).rows.find((m) => m.kind === 'password-reset')!;
    secrets.resetToken = tokenIn(resetMail.text, /[?&]token=([^\s"&<]+)/);
    const newPassword = 'reset-secret-pw-5512';
    await t.app.inject({ method: 'GET', url: `/api/v1/reset-password?token=${encodeURIComponent(secrets.resetToken)}` });
    const reset = await t.app.inject({ method: 'POST', url: '/api/v1/reset-password', payload: { token: secrets.resetToken, password: newPassword, passwordConfirm: newPassword } });
    expect(reset.statusCode, reset.body).toBe(200);
    secrets.newPassword = newPassword;

    // A card: the setup intent's client secret; a gift link: its secret, in the public page's path.
    const card = await addCard(t, manager, acme, '4242424242424242');
    secrets.clientSecret = card.clientSecret;
    const hamper = await physicalProduct(t);
    const link = await api.post(`/teams/${acme}/gb-registrations/invite/link?platform=marketplace`, manager, { type: 'physical', product_id: hamper.id, first_name: 'Lia', last_name: 'Link' });
    expect(link.statusCode, link.body).toBe(200);
    secrets.giftSecret = String(link.json().invite_link).split('/').pop()!;
    await t.app.inject({ method: 'GET', url: `/api/v1/public/gifts/${secrets.giftSecret}` });
    await t.app.inject({ method: 'GET', url: `/pick-a-gift/acme/${secrets.giftSecret}` });
    const send = await api.post(`/teams/${acme}/gb-registrations`, manager, physicalItem(hamper, { payment_method: 'stripe', payment_method_id: card.card!.id }));
    expect(send.statusCode, send.body).toBe(200);

    // A write that fails in the database: its parameters (here a scrypt hash) must not reach the log.
    const dup = await t.deps.db
      .insert(schema.users)
      .values({ email: 'logan@example.org', name: 'Dup', passwordHash: secrets.passwordHash })
      .catch((err: unknown) => err);
    t.deps.log.error({ err: dup }, 'a failed write');
    // And a request the server refuses: the staff outbox read by a query that carries a token.
    await t.app.inject({ method: 'GET', url: `/api/v1/admin/outbox?to=${encodeURIComponent(secrets.resetToken)}`, headers: t.as(staff) });

    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(20);
    // The access log: one line a request, when it is answered, with what the request was and how it went.
    const access = lines.map((l) => JSON.parse(l) as { msg?: string; req?: { method?: string; url?: string }; res?: { statusCode?: number }; responseTime?: number }).filter((e) => e.msg === 'request completed');
    expect(access.length).toBeGreaterThan(10);
    expect(access.every((e) => e.req?.method && e.req.url && e.res?.statusCode && typeof e.responseTime === 'number')).toBe(true);
    expect(log).not.toContain('incoming request');
    expect(log).toContain('a failed write');
    expect(log).toContain('users_email_uq');
    for (const [name, secret] of Object.entries(secrets)) {
      expect(secret.length, name).toBeGreaterThan(8);
      expect(log.includes(secret), `${name} is in the log`).toBe(false);
      expect(log.includes(encodeURIComponent(secret)), `${name} (URL-encoded) is in the log`).toBe(false);
    }
  });
});

describe('redaction rules', () => {
  it('URLs keep their path without the query string or secret-looking segments', () => {
    expect(redactUrl('/api/v1/teams/12/members?q=ann')).toBe('/api/v1/teams/12/members?[query]');
    expect(redactUrl('/pro/login?t=abc')).toBe('/pro/login?[query]');
    expect(redactUrl('/pick-a-gift/acme/Zk3mP9qLx0aB7cD2eF4gH6iJ8kL0mN2o')).toBe('/pick-a-gift/acme/[secret]');
    expect(redactUrl('/api/v1/files/3f9a1c2b7d4e8f6a0b1c2d3e4f5a6b7c.png')).toBe('/api/v1/files/[secret]');
    expect(redactUrl('/api/v1/marketplace/products/physical')).toBe('/api/v1/marketplace/products/physical');
  });
  it('errors keep the database reason and the SQL, never the values', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_uq"'), { code: '23505', constraint: 'users_email_uq', detail: 'Key (email)=(x@y.z) already exists.' });
    const err = Object.assign(new Error('Failed query: insert into "users" ("email") values ($1)\nparams: x@y.z,scrypt$secret'), { cause });
    const out = JSON.stringify(serializeError(err));
    expect(out).toContain('users_email_uq');
    expect(out).toContain('insert into');
    expect(out).not.toContain('x@y.z');
    expect(out).not.toContain('scrypt$secret');
    expect(JSON.stringify(serializeError(new Error('invalid input syntax for type integer: "s3cr3t-token-value"')))).not.toContain('s3cr3t-token-value');
  });
});
