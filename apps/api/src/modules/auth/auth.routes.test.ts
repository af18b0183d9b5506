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
