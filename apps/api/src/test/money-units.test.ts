import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signInSeedUsers } from './seed-users';
import { createTestApp, type TTestApp } from './test-app';

/**
 * Money in answers has one unit: pounds. Every money field of every response schema is ZPounds (shared
 * pricing.ts); pence stay inside the API. A new money field declared as a plain number fails here.
 */

// Field names that carry money in this product; counts (meta.total, products.total) are not money.
const MONEY_NAME = /amount|balance|price|cost|fee|credit|total_available|spent|charge|refund|^total(_iv|_ev)?$|_iv$|_ev$|^ev$|^iv$|^value$|voucher_value|^topUp$|denominations|^lower$|^upper$|^minor_unit$/i;
// A Multi Send or Multi Invite list's total is its number of recipients (spec 1 §3, Batch).
// A print job's production_steps.total is its number of steps (spec 3 §3); a status link's total counts orders.
const NOT_MONEY = new Set(['meta.total', 'products.total', 'members_total', 'batch.total', 'batch/:sharedSecret 200.total', 'production_steps.total', 'statuses[].total']);

type TJson = { type?: string; unit?: string; properties?: Record<string, TJson>; items?: TJson; anyOf?: TJson[]; oneOf?: TJson[]; allOf?: TJson[] };

function moneyFields(s: TJson, path: string, out: { path: string; pounds: boolean }[]) {
  const numeric = (x: TJson): TJson | undefined => (x.type === 'number' || x.type === 'integer' ? x : [...(x.anyOf ?? []), ...(x.oneOf ?? [])].find((y) => y.type === 'number' || y.type === 'integer'));
  for (const [k, v] of Object.entries(s.properties ?? {})) {
    const p = `${path}.${k}`;
    const n = numeric(v) ?? (v.type === 'array' && v.items ? numeric(v.items) : undefined);
    if (n && MONEY_NAME.test(k) && ![...NOT_MONEY].some((x) => p.endsWith(x))) out.push({ path: p, pounds: n.unit === 'pounds' });
    moneyFields(v, p, out);
    if (v.items) moneyFields(v.items, `${p}[]`, out);
    for (const alt of [...(v.anyOf ?? []), ...(v.oneOf ?? []), ...(v.allOf ?? [])]) moneyFields(alt, p, out);
  }
  if (s.items) moneyFields(s.items, `${path}[]`, out);
}

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('money units in answers', () => {
  it('every money field of every response schema is pounds (ZPounds)', () => {
    const found: { path: string; pounds: boolean }[] = [];
    for (const r of t.routes) {
      const schemas = (r.schema as { response?: Record<string, z.ZodType> } | undefined)?.response ?? {};
      for (const [status, schema] of Object.entries(schemas)) moneyFields(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as TJson, `${r.method} ${r.url} ${status}`, found);
    }
    expect(found.length).toBeGreaterThan(50);
    expect(found.filter((f) => !f.pounds).map((f) => f.path)).toEqual([]);
  });

  it('the team, its balance and the staff view state the same money in the same unit', async () => {
    const { manager, staff, acme } = await signInSeedUsers(t);
    const team = (await t.app.inject({ method: 'GET', url: `/api/v1/teams/${acme}`, headers: t.as(manager) })).json();
    const balance = (await t.app.inject({ method: 'GET', url: `/api/v1/teams/${acme}/balance`, headers: t.as(manager) })).json();
    const admin = (await t.app.inject({ method: 'GET', url: `/api/v1/admin/teams/${acme}`, headers: t.as(staff) })).json();
    const adminBilling = (await t.app.inject({ method: 'GET', url: `/api/v1/admin/billing/teams/${acme}`, headers: t.as(staff) })).json();
    expect(balance.total_available).toBeGreaterThan(0);
    for (const k of ['balance', 'credit_limit', 'credit_available', 'total_available'] as const) expect(team[k], k).toBe(balance[k]);
    expect(admin.credit_limit).toBe(balance.credit_limit);
    expect(adminBilling.balance).toEqual(balance);
  });
});
