import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProduct } from '@gifthub/shared/catalogue';
import { addCard, sandboxOf } from '../modules/payments/payments.test-helpers';
import { apiOf, physicalItem, physicalProduct, type TApi } from '../modules/registrations/registrations.test-helpers';
import { signInSeedUsers } from './seed-users';
import { tableRows } from '../db/table-rows';
import { createTestApp, type TTestApp } from './test-app';
import { validationMessages, ZOD_WORDING } from './zod-wording';

/**
 * The inputs behind every 5xx the hardening found, each answered with a clear 4xx that changes nothing
 * (the route fuzz finds their kind anywhere; these pin each one down where it was found).
 */

type TInjectAnswer = Awaited<ReturnType<TTestApp['app']['inject']>>;

let t: TTestApp;
let api: TApi;
let u: Awaited<ReturnType<typeof signInSeedUsers>>;
let hamper: TProduct;
let cornerCard: number;
beforeAll(async () => {
  t = await createTestApp();
  api = apiOf(t);
  u = await signInSeedUsers(t);
  hamper = await physicalProduct(t);
  cornerCard = (await addCard(t, u.corner, u.cornerId, '4000008260000000')).card!.id;
});
afterAll(() => t.close());

const unchanged = async (call: () => Promise<TInjectAnswer>, status: number) => {
  const before = await tableRows(t.deps.db);
  const res = await call();
  expect(res.statusCode, res.body).toBe(status);
  expect(await tableRows(t.deps.db)).toEqual(before);
  return res;
};

describe('ids', () => {
  it('an id of 2^31 or more, 0, negative or not a number is a 404 team or a 422 field, never a 5xx', async () => {
    for (const id of ['2147483648', '9007199254740993', '0', '-1', 'abc', '1e3']) {
      const team = await api.get(`/teams/${id}`, u.manager);
      expect(team.statusCode, id).toBe(404);
      expect(team.json().code).toBe('ws_api_get_team_404');
    }
    const member = await api.get(`/teams/${u.acme}/members/2147483648`, u.manager);
    expect(member.statusCode).toBe(422);
    expect(member.json().errors).toEqual({ userId: ['User must be at most 2147483647'] });
    expect((await api.get('/gb-registrations/2147483648', u.manager)).statusCode).toBe(422);
    expect((await api.get(`/teams/${u.acme}/stripe/methods/99999999999`, u.manager)).statusCode).toBe(422);
  });
});

describe('text', () => {
  it('a NUL or a lone surrogate in any text is a 422 on that field and writes nothing', async () => {
    const name = await unchanged(() => api.put(`/teams/${u.acme}`, u.manager, { name: 'a\u0000b' }), 422);
    expect(name.json().errors).toEqual({ name: ['Team Name contains characters that are not allowed.'] });
    const first = await unchanged(() => api.post(`/teams/${u.acme}/gb-registrations`, u.manager, physicalItem(hamper, { first_name: '\ud800' })), 422);
    expect(first.json().errors).toEqual({ first_name: ['First Name contains characters that are not allowed.'] });
    const search = await api.get(`/teams/${u.acme}/gb-registrations?q=a%00b`, u.manager);
    expect(search.statusCode).toBe(422);
  });

  it('a NUL in the address of a card-paid gift is refused before the card is charged', async () => {
    const charges = await sandboxOf(t).count('payment_intent');
    const res = await unchanged(
      () => api.post(`/teams/${u.cornerId}/gb-registrations`, u.corner, physicalItem(hamper, { address_line_1: '1 High\u0000 Street', payment_method: 'stripe', payment_method_id: cornerCard })),
      422,
    );
    expect(res.json().errors).toEqual({ address_line_1: ['Address line 1 contains characters that are not allowed.'] });
    expect(await sandboxOf(t).count('payment_intent')).toBe(charges);
  });
});

describe('races and uploads', () => {
  it('five sign-ups with one e-mail at once: one team, the others are told the e-mail is taken', async () => {
    const body = { accountPlan: 'free', name: 'Pat Person', teamName: 'Race Team', email: 'race@example.org', password: 'secret1', passwordConfirm: 'secret1' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.app.inject({ method: 'POST', url: '/api/v1/team-sign-up', payload: body })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422, 422, 422, 422]);
    for (const a of answers.filter((x) => x.statusCode === 422)) expect(a.json().errors).toEqual({ email: ['Email is already registered. Please log in.'] });
  });

  it('multipart with no boundary, or cut off, is a 400', async () => {
    for (const [contentType, payload] of [
      ['multipart/form-data', 'no boundary here'],
      ['multipart/form-data; boundary=XyZ', '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG'],
    ] as const) {
      const res = await unchanged(() => t.app.inject({ method: 'POST', url: `/api/v1/teams/${u.acme}/upload`, headers: { ...t.as(u.manager), 'content-type': contentType }, payload }), 400);
      expect(res.json().code).toBe('bad_request');
    }
  });
});

describe('money', () => {
  it('an amount that rounds to 0 is refused (no £0 top-up, no invoice)', async () => {
    for (const amount of [1e-9, 0.004, 0]) {
      const res = await unchanged(() => api.post(`/teams/${u.acme}/top-up`, u.manager, { amount, payment_method: 'bank-transfer' }), 422);
      expect(res.json().errors.amount, String(amount)).toBeDefined();
    }
  });

  it('a product price below 1p, and a credit limit that is not a number, are refused', async () => {
    const base = { type: 'physical', name: 'Penny Sweets', description: 'Tiny.', slug: 'penny-sweets', status: 'active', position: 1, stock: 1 };
    for (const price of [0.001, 1e-9]) {
      const res = await unchanged(() => api.call('POST', '/admin/catalogue/products', u.staff, { ...base, price_ex_vat: price }) as never, 422);
      expect(res.json().errors.price_ex_vat, String(price)).toBeDefined();
    }
    for (const credit of [null, true, '', 'abc', [], {}]) {
      const res = await unchanged(() => api.put(`/admin/billing/teams/${u.acme}/credit-limit`, u.staff, { credit_limit: credit as never }), 422);
      expect(res.json().errors.credit_limit, JSON.stringify(credit)).toBeDefined();
    }
  });

  it('a GB address needs a UK postcode', async () => {
    const res = await unchanged(() => api.post(`/teams/${u.acme}/gb-registrations`, u.manager, physicalItem(hamper, { postcode: '75008' })), 422);
    expect(res.json().errors).toEqual({ postcode: ['Postcode must be valid.'] });
    expect((await api.post(`/teams/${u.acme}/gb-registrations`, u.manager, physicalItem(hamper, { postcode: 'sw1a 1aa' }))).statusCode).toBe(200);
  });
});

describe('wording', () => {
  it("answers every kind of bad input in our words, never zod's ('Invalid input: expected object, received null', a bare 'Invalid input')", async () => {
    const answers = await Promise.all([
      api.post(`/teams/${u.acme}/gb-registrations`, u.manager, null as never),
      api.post(`/teams/${u.acme}/gb-registrations`, u.manager, [] as never),
      api.post(`/teams/${u.acme}/gb-registrations`, u.manager, physicalItem(hamper, { type: 'drone' })),
      api.post(`/teams/${u.acme}/gb-registrations`, u.manager, physicalItem(hamper, { first_name: 7, quantity: 'many', send_email: 'yes' })),
      api.put(`/teams/${u.acme}`, u.manager, { name: null as never }),
      api.put(`/admin/teams/${u.acme}`, u.staff, { plan: 'gold' }),
      api.get(`/teams/${u.acme}/gb-registrations?per_page=0&sort=nope`, u.manager),
    ]);
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(422);
      for (const m of validationMessages(res.body)) expect(m, res.body).not.toMatch(ZOD_WORDING);
    }
    // An enum says what it must be, not that it is required; a text field given a number says it must be text.
    expect(answers[2]!.json().errors.type).toEqual(['Type must be one of: physical, voucher.']);
    expect(answers[3]!.json().errors.first_name).toEqual(['First Name must be text.']);
    expect(answers[5]!.json().errors.plan[0]).toMatch(/^Plan must be one of: /);
  });
});
