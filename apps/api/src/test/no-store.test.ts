import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { physicalProduct } from '../modules/registrations/registrations.test-helpers';
import { signInSeedUsers } from './seed-users';
import { createTestApp, type TTestApp } from './test-app';

/**
 * Answers that carry a secret (a gift's link or voucher code, a claim secret, a print pack's key, a token, a signing
 * secret) are never cached: every route whose answer schema names such a field answers Cache-Control: no-store,
 * its refusals included. A new route answering one of these fields without it fails here.
 */
const SECRET_FIELDS = new Set([
  'apiToken', 'wpToken', 'token', 'secret', 'clientSecret', 'client_secret', 'shared_secret', 'key', 'public_key',
  'invite_link', 'voucher_code', 'voucher_url', 'redeem_url', 'resume_url',
]);

type TJson = { properties?: Record<string, TJson>; items?: TJson; anyOf?: TJson[]; oneOf?: TJson[]; allOf?: TJson[]; additionalProperties?: TJson | boolean };
function fieldNames(s: TJson, out: Set<string>) {
  for (const [k, v] of Object.entries(s.properties ?? {})) {
    out.add(k);
    fieldNames(v, out);
  }
  if (s.items) fieldNames(s.items, out);
  for (const alt of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) fieldNames(alt, out);
  if (typeof s.additionalProperties === 'object') fieldNames(s.additionalProperties, out);
}

let t: TTestApp;
let users: Awaited<ReturnType<typeof signInSeedUsers>>;
beforeAll(async () => {
  t = await createTestApp();
  users = await signInSeedUsers(t);
});
afterAll(() => t.close());

const secretRoutes = () =>
  t.routes.filter((r) => {
    if (r.method === 'HEAD') return false;
    const names = new Set<string>();
    for (const schema of Object.values((r.schema as { response?: Record<string, z.ZodType> } | undefined)?.response ?? {}))
      fieldNames(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as TJson, names);
    return [...names].some((n) => SECRET_FIELDS.has(n));
  });

const noStore = (res: { headers: Record<string, unknown> }) => String(res.headers['cache-control'] ?? '');

describe('Cache-Control: no-store', () => {
  it('is on every answer of every route whose answer carries a secret, refusals included', async () => {
    const routes = secretRoutes();
    const urls = routes.map((r) => `${r.method} ${r.url}`);
    // The ones the walk must find (so a change to the schemas cannot empty it quietly).
    for (const expected of [
      'GET /api/v1/public/gifts/:secret',
      'POST /api/v1/public/gifts/:secret/claim',
      'GET /api/v1/gb-registrations/:id',
      'GET /api/v1/teams/:teamId/gb-registrations',
      'POST /api/v1/teams/:teamId/gb-registrations/invite/link',
      'GET /api/v1/gb-campaigns/:id/registrations',
      'POST /api/v1/public/campaigns/:teamSlug/:campaignSlug/claim',
      'GET /api/v1/oms-ws/pack/:key',
      'GET /api/v1/admin/fulfilment',
      'POST /api/v1/surveys/:team/:slug/responses',
    ])
      expect(urls).toContain(expected);

    const missing: string[] = [];
    for (const r of routes) {
      const url = r.url.replace(':teamId', String(users.acme)).replace(/:\w+/g, '1');
      const token = r.config.public ? undefined : r.url.includes('/admin/') ? users.staff : users.manager;
      const res = await t.app.inject({
        method: r.method as 'GET',
        url,
        headers: token ? t.as(token) : {},
        payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
      });
      if (!noStore(res).includes('no-store')) missing.push(`${r.method} ${r.url} (${res.statusCode})`);
    }
    expect(missing).toEqual([]);
  });

  it('is on a gift link as the team creates and reads it, and on the public gift it opens', async () => {
    const hamper = await physicalProduct(t);
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/v1/teams/${users.acme}/gb-registrations/invite/link?platform=marketplace`,
      headers: t.as(users.manager),
      payload: { type: 'physical', product_id: hamper.id, invitation_message: 'Thank you', notecard_type: 'none' },
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(noStore(made)).toBe('no-store');
    const read = await t.app.inject({ method: 'GET', url: `/api/v1/gb-registrations/${made.json().registration_id}`, headers: t.as(users.manager) });
    expect(read.statusCode, read.body).toBe(200);
    expect(noStore(read)).toBe('no-store');
    const gift = await t.app.inject({ method: 'GET', url: `/api/v1/public/gifts/${(made.json().invite_link as string).split('/').pop()}` });
    expect(gift.statusCode, gift.body).toBe(200);
    expect(noStore(gift)).toBe('no-store');
  });
});
