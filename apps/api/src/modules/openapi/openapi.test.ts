import { isDeepStrictEqual } from 'node:util';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { isPublicRoute, openApiPath, successOf, type TPublicRoute } from './openapi-document';

let t: TTestApp;
let doc: { paths: Record<string, Record<string, { operationId: string; summary: string; responses: Record<string, { content?: Record<string, { example?: unknown }> }> }>> };
let documented: TPublicRoute[];

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
  documented = t.routes.filter(isPublicRoute);
});
afterAll(() => t.close());

const asZod = (s: unknown) => s as z.ZodType;
const strings = (o: Record<string, string | number> = {}) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, String(v)]));

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc).toMatchObject({ openapi: '3.1.0', info: { title: 'Gifthub API' }, servers: [{ url: '/api/v1' }] });
  });

  it('lists every documented route, with an example answer, and nothing else', () => {
    expect(documented.length).toBeGreaterThanOrEqual(15);
    const operations = Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`));
    expect(operations.sort()).toEqual(documented.map((r) => `${r.method} ${openApiPath(r.url)}`).sort());
    for (const route of documented) {
      const op = doc.paths[openApiPath(route.url)]![route.method.toLowerCase()]!;
      expect(op.summary, route.url).toBe(route.config.publicApi.summary);
      expect(op.responses[successOf(route).status]?.content?.['application/json']?.example, route.url).toBeDefined();
    }
    const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('leaves out the routes without publicApi', () => {
    expect(doc.paths['/teams/{teamId}/gb-campaigns/menu']).toBeUndefined();
    expect(doc.paths['/admin/fulfilment']).toBeUndefined();
    expect(Object.keys(doc.paths['/teams/{teamId}/gb-registrations'] ?? {}).sort()).toEqual(['get', 'post']);
  });

  it("has examples that the routes' own schemas accept", () => {
    for (const route of documented) {
      const { example } = route.config.publicApi;
      const s = route.schema ?? {};
      const where = `${route.method} ${route.url}`;
      if (s.params) expect(asZod(s.params).safeParse(strings(example.params)).error, `${where} params`).toBeUndefined();
      else expect(example.params, where).toBeUndefined();
      if (s.querystring) expect(asZod(s.querystring).safeParse(example.query ?? {}).error, `${where} query`).toBeUndefined();
      else expect(example.query, where).toBeUndefined();
      if (s.body) expect(asZod(s.body).safeParse(example.body).error, `${where} body`).toBeUndefined();
      else expect(example.body, where).toBeUndefined();
      const response = successOf(route).schema;
      if (!response) continue;
      const parsed = asZod(response).safeParse(example.response);
      expect(parsed.error, `${where} response`).toBeUndefined();
      // Nothing in the example that the answer would not have (zod drops unknown keys silently).
      expect(isDeepStrictEqual(JSON.parse(JSON.stringify(parsed.data)), example.response), `${where} response has fields its schema lacks`).toBe(true);
    }
  });
});

describe('the reference page', () => {
  it('answers HTML with every operation, escaped, under a CSP without inline scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain('unsafe-inline');
    expect(res.body).not.toContain('<script');
    for (const item of Object.values(doc.paths))
      for (const op of Object.values(item)) {
        expect(res.body).toContain(`id="${op.operationId}"`);
        expect(res.body).toContain(op.summary);
      }
    expect(res.body).toContain('Gifthub-Signature');
    // An example's text is escaped: a quote inside JSON never opens an attribute or a tag.
    expect(res.body).toContain('&quot;type&quot;: &quot;physical&quot;');
  });

  it('is public, as is the document', async () => {
    for (const url of ['/api/docs', '/api/v1/openapi.json']) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });
});
