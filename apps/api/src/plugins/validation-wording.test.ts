import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryObjectOf } from '../lib/validator-compiler';
import { signInSeedUsers } from '../test/seed-users';
import { createTestApp, type TTestApp } from '../test/test-app';
import { z } from 'zod';
import { ZOD_WORDING } from '../test/zod-wording';

/** Every 422 speaks our words: unknown body and query fields are named, and zod's own phrasings never reach a client. */


let t: TTestApp;
let u: Awaited<ReturnType<typeof signInSeedUsers>>;
beforeAll(async () => {
  t = await createTestApp();
  u = await signInSeedUsers(t);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { ...t.as(u.manager), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) }, payload: payload === undefined ? undefined : JSON.stringify(payload) });

describe('unknown fields', () => {
  it('a body field a route does not take is named: "Unknown field: x."', async () => {
    const res = await call('POST', `/teams/${u.acme}/members`, { email: 'someone@example.org', role: 'associate', x: 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ x: ['Unknown field: x.'] });
    expect(res.json().message).toBe('Unknown field: x.');
  });

  it('a query parameter a list does not take is refused the same way instead of being ignored', async () => {
    const res = await call('GET', `/teams/${u.acme}/gb-registrations?page=1&colour=red`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ colour: ['Unknown field: colour.'] });
    // The parameters the list does take still work.
    expect((await call('GET', `/teams/${u.acme}/gb-registrations?page=1&per_page=5&sort=created_at&direction=desc`)).statusCode).toBe(200);
  });

  it("every query schema of the route table is an object whose keys are checked, but the CRM's OAuth return", () => {
    const loose = t.routes.filter((r) => r.method !== 'HEAD' && (r.schema as { querystring?: z.ZodType } | undefined)?.querystring && !queryObjectOf((r.schema as { querystring: z.ZodType }).querystring));
    // The CRM sends the browser back with parameters of its own choosing.
    expect(loose.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/v1/crm/hubspot/oauth/return']);
  });

  it("the CRM's OAuth return still sends the browser back when the CRM adds a parameter of its own", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/crm/hubspot/oauth/return?error=access_denied&error_description=nope' });
    expect(res.statusCode).toBe(302);
  });
});

describe('wording', () => {
  it("no default zod phrasing: a null body, a wrong type, a wrong enum value, a number too big", async () => {
    const answers = [
      await call('POST', `/teams/${u.acme}/members`, null),
      await call('POST', `/teams/${u.acme}/members`, { email: 5, role: 'associate' }),
      await call('POST', `/teams/${u.acme}/members`, { email: 'someone@example.org', role: 'boss' }),
      await call('GET', `/teams/${u.acme}/gb-registrations?per_page=100000`),
      await call('PUT', `/teams/${u.acme}`, { name: ['x'] }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(422);
      const body = res.json() as { message: string; errors: Record<string, string[]> };
      for (const m of [body.message, ...Object.values(body.errors).flat()]) expect(m).not.toMatch(ZOD_WORDING);
    }
    expect(answers[0]!.json().errors).toEqual({ _: ['Input must be an object.'] });
    expect(answers[2]!.json().errors.role[0]).toMatch(/^Role must be one of: .*manager.*\.$/);
  });
});

describe('the global error map', () => {
  it("replaces each of zod's own messages, which the route fuzz's check recognises", () => {
    const schema = z.strictObject({
      name: z.string(),
      count: z.number().int().min(2).max(5),
      kind: z.enum(['a', 'b']),
      when: z.iso.date(),
      mail: z.email(),
      tags: z.array(z.string()).min(2),
      either: z.union([z.number(), z.boolean()]),
      step: z.number().multipleOf(5),
    });
    const bad = { name: 5, count: 1.5, kind: 'c', when: 'soon', mail: 'x', tags: ['a'], either: 'x', step: 7, extra: 1 };
    const english = z.locales.en().localeError;
    const issues = [
      ...schema.safeParse(bad).error!.issues,
      ...schema.safeParse({ ...bad, count: 9, name: undefined }).error!.issues,
      ...schema.safeParse(null).error!.issues,
    ];
    expect(new Set(issues.map((i) => i.code)).size).toBeGreaterThanOrEqual(8);
    for (const issue of issues) {
      const theirs = english(issue as never);
      const zodSays = typeof theirs === 'string' ? theirs : (theirs?.message ?? '');
      expect(zodSays, issue.code).toMatch(ZOD_WORDING);
      expect(issue.message, zodSays).not.toMatch(ZOD_WORDING);
    }
  });
});
