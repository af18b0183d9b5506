import fc from 'fast-check';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TTestApp } from '../test/test-app';
import { arbitraryOf, toJson } from '../test/zod-arbitrary';
import { createResponseSerializerCompiler, jsonSchemaOf } from './response-serializer';

/**
 * In production every answer is written by fast-json-stringify compiled from its route's zod schema, without zod.
 * For every response schema of the route table, answers zod accepts are written alike by both (same fields, same
 * values); an answer zod refuses still fails when answers are checked (tests).
 */

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

type TCompileInput = Parameters<ReturnType<typeof createResponseSerializerCompiler>>[0];
const responseSchemas = () =>
  t.routes.flatMap((r) =>
    Object.entries((r.schema as { response?: Record<string, z.ZodType> } | undefined)?.response ?? {}).map(([status, schema]) => ({ route: `${r.method} ${r.url} ${status}`, method: r.method, url: r.url, schema })),
  );
const compile = (c: { schema: z.ZodType; method: string; url: string }, check: boolean) =>
  createResponseSerializerCompiler({ check })({ schema: c.schema, method: c.method, url: c.url, httpStatus: '200' } as TCompileInput);
const zodWrite = (c: { schema: z.ZodType; method: string; url: string }) =>
  zodSerializerCompiler({ schema: c.schema, method: c.method, url: c.url } as Parameters<typeof zodSerializerCompiler>[0]);

describe('compiled response serializers', () => {
  it('nearly every response schema compiles to fast-json-stringify', () => {
    const all = responseSchemas();
    expect(all.length).toBeGreaterThan(100);
    const fallback = all.filter((c) => !jsonSchemaOf(c.schema)).map((c) => c.route);
    // Those left fall back to the zod serializer (still correct, just slower); the hot reads must not be among them.
    expect(fallback.length).toBeLessThan(all.length / 10);
    expect(fallback.filter((r) => r.includes('/current-user/teams') || r.includes('/teams/:teamId '))).toEqual([]);
  });

  it('write what zod writes for answers zod accepts, on every response schema', () => {
    let compared = 0;
    for (const c of responseSchemas()) {
      if (!jsonSchemaOf(c.schema)) continue;
      const fast = compile(c, false);
      const zod = zodWrite(c);
      const samples = fc.sample(arbitraryOf(toJson(c.schema)), { seed: 20261124, numRuns: 25 });
      for (const value of samples) {
        // Only well-formed answers count: a handler's answer that breaks its schema fails in the tests (below).
        if (!z.safeEncode(c.schema, value as never).success) continue;
        expect(JSON.parse(fast(value)), `${c.route}: ${JSON.stringify(value)}`).toEqual(JSON.parse(zod(value)));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(500);
    // Thousands of samples over every schema: about 10 s on a quiet machine, several times that beside the journeys.
  }, 120_000);

  it('extra fields are dropped, and a wrong answer fails when answers are checked', () => {
    const schema = z.object({ id: z.number(), name: z.string(), logo_url: z.string().nullable() });
    const c = { schema, method: 'GET', url: '/x' };
    expect(compile(c, false)({ id: 1, name: 'A "quoted" name', logo_url: null, passwordHash: 'secret' })).toBe('{"id":1,"name":"A \\"quoted\\" name","logo_url":null}');
    expect(() => compile(c, true)({ id: 'one', name: 'A', logo_url: null })).toThrow(/doesn't match the schema/);
    expect(() => compile(c, true)({ id: 1, name: 'A' })).toThrow(/doesn't match the schema/);
  });
});
