import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { listOutbox } from '../mail/mail.service';
import { physicalProduct } from '../registrations/registrations.test-helpers';
import { isLocalHost, publicUrlOf } from '../../lib/public-url';

// PUBLIC_URL unset: links follow the address the portal was opened at, when that address is this machine.
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: undefined, port: 4321 } });
});
afterAll(() => t.close());

const site = (host: string) => t.app.inject({ method: 'GET', url: '/api/v1/site', headers: { host } });

describe('the public address (PUBLIC_URL unset)', () => {
  it('is the address the portal was opened at: localhost and 127.0.0.1 alike, with the port', async () => {
    expect((await site('127.0.0.1:4321')).json()).toEqual({ public_url: 'http://127.0.0.1:4321' });
    expect((await site('localhost:8080')).json()).toEqual({ public_url: 'http://localhost:8080' });
  });

  it('never follows a Host header that names another machine: the printed default instead', async () => {
    expect((await site('evil.example')).json()).toEqual({ public_url: 'http://localhost:4321' });
    expect((await site('evil.example:4321')).json()).toEqual({ public_url: 'http://localhost:4321' });
  });

  it('a password-reset e-mail asked for under a foreign Host links to this machine, never to that host', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/forgot-password', headers: { host: 'evil.example' }, payload: { email: 'manager@acme.test' } });
    expect(res.statusCode).toBe(200);
    const mail = (await listOutbox(t.deps.db, { to: 'manager@acme.test', page: 1, perPage: 5 })).rows.find((m) => m.kind === 'password-reset')!;
    expect(mail.text).toContain('http://localhost:4321/pro/reset-password?token=');
    expect(mail.text).not.toContain('evil.example');
  });

  it('a gift link made while the portal is open at 127.0.0.1 starts with that address, in the answer and in Order History', async () => {
    const token = await t.login('manager@acme.test');
    const headers = { ...t.as(token), host: '127.0.0.1:4321' };
    const teams = (await t.app.inject({ method: 'GET', url: '/api/v1/current-user/teams', headers })).json() as { id: number; slug: string }[];
    const acme = teams.find((x) => x.slug === 'acme')!;
    const hamper = await physicalProduct(t);
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/v1/teams/${acme.id}/gb-registrations/invite/link?platform=marketplace`,
      headers,
      payload: { type: 'physical', product_id: hamper.id, invitation_message: 'For you', notecard_type: 'default' },
    });
    expect(made.statusCode).toBe(200);
    expect(made.json().invite_link).toMatch(/^http:\/\/127\.0\.0\.1:4321\/pick-a-gift\/acme\/[A-Za-z0-9_-]{32}$/);
    const detail = await t.app.inject({ method: 'GET', url: `/api/v1/gb-registrations/${made.json().registration_id}`, headers: { ...headers, host: 'localhost:4321' } });
    expect(detail.json().invite_link).toMatch(/^http:\/\/localhost:4321\/pick-a-gift\/acme\//);
  });
});

describe('publicUrlOf', () => {
  it('PUBLIC_URL wins over any Host', () => {
    expect(publicUrlOf({ publicUrl: 'https://gifts.example.com', port: 3000 }, { protocol: 'http', host: '127.0.0.1:3000' })).toBe('https://gifts.example.com');
  });
  it('knows loopback names and refuses others', () => {
    expect(isLocalHost('127.0.0.2:3000')).toBe(true);
    expect(isLocalHost('app.localhost')).toBe(true);
    expect(isLocalHost('[::1]:3000')).toBe(true);
    expect(isLocalHost('example.com')).toBe(false);
    expect(publicUrlOf({ publicUrl: undefined, port: 3000 }, { protocol: 'http', host: 'a b<script>' })).toBe('http://localhost:3000');
  });
});
