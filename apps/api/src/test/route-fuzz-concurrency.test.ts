import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_TEMPLATE_HEADERS } from '@gifthub/shared/campaign-csv';
import { parseWarehouseCsv, WAREHOUSE_IMPORT_TEMPLATE_TEXT } from '@gifthub/shared/warehouse-import';
import type { TRouteInfo } from '../app';
import { MAX_ATTEMPTS_PER_ACCOUNT, MAX_ATTEMPTS_PER_ADDRESS } from '../modules/auth/auth.service';
import { createTeamProduct } from '../modules/catalogue/team-products-create.service';
import { multipart, MULTIPART_TYPE } from '../modules/campaign-registrations/campaign-registrations.test-helpers';
import { addCard } from '../modules/payments/payments.test-helpers';
import { physicalItem, physicalProduct } from '../modules/registrations/registrations.test-helpers';
import { signInSeedUsers } from './seed-users';
import { createTestApp, type TTestApp } from './test-app';
import { toJson } from './zod-arbitrary';

/**
 * The sweep's concurrency pass. route-fuzz.test.ts sends one request at a time; here what the route table declares
 * about repeated calls is checked with the calls arriving at once, for every route that declares it:
 * - a route with a rate limit lets at most `max` of max + 10 parallel calls from one address through;
 * - a password route (public, a body with email and password and no confirmation: the login) checks at most the
 *   account's failure limit of 40 parallel wrong passwords from 20 addresses, and at most the address's limit of
 *   parallel guesses at 30 accounts from one address;
 * - a route marked idempotent, sent 5 times at once and twice more with one Idempotency-Key, gives one answer and
 *   moves money and rows exactly as one call does.
 */

let t: TTestApp;
let routes: TRouteInfo[];
let seedUsers: Awaited<ReturnType<typeof signInSeedUsers>>;
/** A JSON body, or a raw body with its content type (the CSV uploads are multipart). */
let examples: Record<string, object | { raw: Buffer; type: string }>;
/** Routes whose :id must name a particular row (the sweep fills :id with 1 otherwise). */
const exampleUrls: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ config: { logLevel: 'silent' } });
  routes = t.routes.filter((r) => r.url.startsWith('/api/v1/') && r.method !== 'HEAD');
  seedUsers = await signInSeedUsers(t);
  const hamper = await physicalProduct(t);
  const card = (await addCard(t, seedUsers.manager, seedUsers.acme, '4242424242424242')).card!.id;
  const gift = physicalItem(hamper, { first_name: 'Ida', last_name: 'Empotent', email: 'ida@concurrency.test', payment_method: 'stripe', payment_method_id: card });
  examples = {
    'POST /api/v1/teams/:teamId/gb-registrations': gift,
    'POST /api/v1/teams/:teamId/gb-registrations/invite/link': { type: 'physical', product_id: hamper.id, first_name: 'Ida', last_name: 'Link', payment_method: 'stripe', payment_method_id: card },
    'POST /api/v1/teams/:teamId/top-up': { amount: 25, payment_method: 'stripe', payment_method_id: card },
    'POST /api/v1/teams/:teamId/stripe/payment-intent': { payment_method_id: card, amount: 10.5, raw_amount: 10, suffix: 'top-up' },
    'POST /api/v1/teams/:teamId/gb-campaigns': { name: 'Idempotent Campaign', type: 'year-round', reward_type: 'physical', privacy: 'invite' },
    'POST /api/v1/teams/:teamId/surveys': { name: 'Idempotent Survey', category: 'feedback' },
    'POST /api/v1/teams/:teamId/se-campaigns': { name: 'Idempotent Event', boxes_count: 50, req_content: 'Boxes for an idempotent event.' },
    'POST /api/v1/templates': { name: 'Idempotent Template', category: 'feedback' },
    'POST /api/v1/oms-ws/enquiry': { team_id: seedUsers.acme, name: 'Idempotent enquiry', quantity: 120, details: { message: 'Printed mugs' } },
    // Template 1: the seed's first active template, made a survey of Acme's.
    'POST /api/v1/templates/:id/activate': { team_id: seedUsers.acme },
  };
  // Campaign recipients' routes name campaign 1 (the sweep fills :id with 1): the seed's active Acme campaign.
  const seededCampaign = (await t.app.inject({ method: 'GET', url: '/api/v1/gb-campaigns/1', headers: t.as(seedUsers.manager) })).json() as { status: string; options: { id: number; type: string; enabled: boolean }[] };
  const seededOption = seededCampaign.options.find((o) => o.type === 'physical' && o.enabled)!.id;
  examples['POST /api/v1/gb-campaigns/:id/registrations'] = { ...gift, product_id: undefined, platform: 'gifting', option_id: seededOption };
  examples['POST /api/v1/gb-campaigns/:id/registrations/invite/link'] = { email: 'ida.link@concurrency.test', first_name: 'Ida', last_name: 'Link' };
  examples['POST /api/v1/gb-campaigns/:id/registrations/invite/multiple'] = { emails: ['ida.multi@concurrency.test', 'ivo.multi@concurrency.test'] };
  const csvBody = (header: readonly string[], row: string, extra: Record<string, string> = {}) => ({
    raw: multipart([header.join(','), row].join('\n'), { batch_label: 'Concurrency list', ...extra }),
    type: MULTIPART_TYPE,
  });
  examples['POST /api/v1/gb-campaigns/:id/registrations/bulk/csv-link'] = csvBody(CSV_TEMPLATE_HEADERS.invite, 'ida.csv@concurrency.test,Ida,Csv');
  examples['POST /api/v1/gb-campaigns/:id/registrations/bulk/csv'] = csvBody(CSV_TEMPLATE_HEADERS.send, 'ida.send@concurrency.test,Ida,Send,1 High Street,,York,,YO1 7HH,GB,', {
    option_id: String(seededOption),
  });
  examples['POST /api/v1/gb-campaigns/:id/registrations/invite/survey'] = { email: 'ida.survey@concurrency.test', first_name: 'Ida', survey_id: 7 };
  // Acme Ltd is listed and integrated for bulk import: one order from the seed's inventory.
  examples['POST /api/v1/teams/:teamId/warehouse/orders/import'] = { rows: [parseWarehouseCsv(WAREHOUSE_IMPORT_TEMPLATE_TEXT.replace('WH-ACME-002', 'WH-ACME-003')).rows[0]] };
  examples['POST /api/v1/teams/:teamId/products/requests'] = { name: 'Idempotent Request', product_type: 'product', description: 'Asked once', send_email: false };
  // A restock names one of Acme's own corporate products.
  const own = await createTeamProduct(t.deps.db, { teamId: seedUsers.acme, teamSlug: 'acme', name: 'Concurrency Restock', description: 'x', productType: 'product', stock: 1, reorderMoq: 1 });
  examples['POST /api/v1/products/:id/restock'] = { stock: 10, team_id: seedUsers.acme, send_email: false };
  exampleUrls['POST /api/v1/products/:id/restock'] = `/api/v1/products/${own.id}/restock`;
});
afterAll(() => t.close());

const fill = (url: string) => url.replace(/:teamId/g, String(seedUsers.acme)).replace(/:[A-Za-z]+/g, '1');
const inject = (route: TRouteInfo, opts: { payload?: object | Buffer; ip: string; headers?: Record<string, string>; url?: string }) =>
  t.app.inject({ method: route.method as 'POST', url: opts.url ?? fill(route.url), payload: opts.payload, headers: opts.headers, remoteAddress: opts.ip });
const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode);
const count = (list: number[], status: number) => list.filter((s) => s === status).length;

/** Row counts and the ledger sum: what one paid create (or a campaign or survey request) changes. */
async function footprint() {
  const res = (await t.deps.db.execute(
    `select (select coalesce(sum(amount), 0) from team_transactions)::text as ledger, (select count(*) from team_transactions)::int as ledger_rows,
      (select count(*) from gb_registrations)::int as registrations, (select count(*) from top_ups)::int as top_ups, (select count(*) from direct_transactions)::int as direct,
      (select count(*) from gb_campaigns)::int as campaigns, (select count(*) from se_campaigns)::int as se_campaigns, (select count(*) from surveys)::int as surveys, (select count(*) from survey_pages)::int as survey_pages,
      (select count(*) from survey_templates)::int as templates, (select count(*) from product_requests)::int as product_requests`,
  )) as unknown as { rows: Record<string, unknown>[] };
  return res.rows[0]!;
}
const diff = (a: Record<string, unknown>, b: Record<string, unknown>) => Object.fromEntries(Object.keys(a).map((k) => [k, Number(b[k]) - Number(a[k])]));

describe('route fuzz: calls at once', () => {
  it('a rate-limited route lets no more than its limit through from one address', async () => {
    const limited = routes.filter((r) => r.config.rateLimit);
    expect(limited.length).toBeGreaterThanOrEqual(4);
    for (const [i, route] of limited.entries()) {
      const max = (route.config.rateLimit as { max: number }).max;
      const answers = await Promise.all(Array.from({ length: max + 10 }, () => inject(route, { payload: {}, ip: `10.20.${i}.1` })));
      const through = answers.filter((a) => a.statusCode !== 429).length;
      expect(through, `${route.method} ${route.url}: ${statuses(answers).join(',')}`).toBeLessThanOrEqual(max);
      expect(answers.every((a) => a.statusCode < 500)).toBe(true);
    }
  });

  const passwordRoutes = () =>
    routes.filter((r) => {
      const body = (r.schema as { body?: never } | undefined)?.body;
      const keys = Object.keys((body && toJson(body).properties) || {});
      return r.config.public && r.method === 'POST' && keys.includes('email') && keys.includes('password') && !keys.some((k) => /confirm/i.test(k));
    });

  it('a password route checks no more than the account limit of parallel guesses from many addresses', async () => {
    const found = passwordRoutes();
    expect(found.map((r) => r.url)).toContain('/api/v1/login');
    for (const route of found) {
      const email = `guessed-${route.url.length}@concurrency.test`;
      const password = 'the-right-password-1';
      const signUp = await t.app.inject({ method: 'POST', url: '/api/v1/team-sign-up', remoteAddress: '10.30.0.1', payload: { accountPlan: 'free', name: 'Guessed Person', teamName: 'Guessed Co', email, password, passwordConfirm: password } });
      expect(signUp.statusCode, signUp.body).toBe(200);
      const guesses = Array.from({ length: 40 }, (_, i) => ({ email, password: `wrong-${i}` }));
      const answers = await Promise.all([...guesses, { email, password }].map((payload, i) => inject(route, { payload, ip: `10.31.${i % 20}.1` })));
      const list = statuses(answers);
      expect(count(list, 401), `${route.url}: ${list.join(',')}`).toBeLessThanOrEqual(MAX_ATTEMPTS_PER_ACCOUNT);
      expect(list.every((s) => [200, 401, 429].includes(s)), list.join(',')).toBe(true);
      // The right password came after the limit was reached: refused too.
      expect(answers.at(-1)!.statusCode).toBe(429);
    }
  });

  it('a password route checks no more than the address limit of parallel guesses at many accounts', async () => {
    for (const route of passwordRoutes()) {
      const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => inject(route, { payload: { email: `nobody-${i}@concurrency.test`, password: 'guess-123' }, ip: '10.40.0.1' })));
      const list = statuses(answers);
      expect(count(list, 401), `${route.url}: ${list.join(',')}`).toBeLessThanOrEqual(MAX_ATTEMPTS_PER_ADDRESS);
      expect(list.every((s) => [401, 429].includes(s)), list.join(',')).toBe(true);
    }
  });

  it('an idempotent route repeated with one key at once answers once and charges once', async () => {
    const idempotent = routes.filter((r) => r.config.idempotent);
    expect(idempotent.length).toBeGreaterThanOrEqual(4);
    for (const [i, route] of idempotent.entries()) {
      const name = `${route.method} ${route.url}`;
      const payload = examples[name];
      expect(payload, `an example body for ${name}`).toBeDefined();
      const raw = payload && 'raw' in payload ? payload : null;
      const call = (key: string) =>
        inject(route, {
          payload: raw ? raw.raw : payload,
          url: exampleUrls[name],
          ip: `10.50.${i}.1`,
          // Templates are the product admins' (staff); every other create is the team manager's.
          headers: { ...t.as(route.url === '/api/v1/templates' ? seedUsers.staff : seedUsers.manager), 'idempotency-key': key, ...(raw ? { 'content-type': raw.type } : {}) },
        });
      // One call: what a single request changes.
      const start = await footprint();
      const once = await call(`once-${i}-${'k'.repeat(24)}`);
      expect(once.statusCode, `${name}: ${once.body}`).toBe(200);
      const single = diff(start, await footprint());
      // The same request with one key, five at once and twice more (the retries after a lost answer).
      const key = `again-${i}-${'k'.repeat(24)}`;
      const before = await footprint();
      const answers = [...(await Promise.all(Array.from({ length: 5 }, () => call(key)))), await call(key), await call(key)];
      const repeated = diff(before, await footprint());
      const ok = answers.filter((a) => a.statusCode === 200);
      expect(ok.length, `${name}: ${statuses(answers).join(',')}`).toBeGreaterThanOrEqual(1);
      // A call still running when its twin arrives is refused (409), never run twice.
      expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 409), `${name}: ${statuses(answers).join(',')}`).toBe(true);
      expect(new Set(ok.map((a) => a.body)).size, name).toBe(1);
      expect(repeated, name).toEqual(single);
    }
  });
});
