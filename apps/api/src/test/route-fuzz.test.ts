import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { TRouteInfo } from '../app';
import { addCard } from '../modules/payments/payments.test-helpers';
import { reconcilePayments } from '../modules/payments/payments.reconcile.service';
import { apiOf, physicalItem, physicalProduct } from '../modules/registrations/registrations.test-helpers';
import { SEED_PASSWORD } from '../db/seed';
import { signInSeedUsers, teamIdOf } from './seed-users';
import { createTestApp, type TTestApp } from './test-app';
import { mutatedBody, mutatedQuery, NASTY, toJson, UNSTORABLE } from './zod-arbitrary';
import { validationMessages, ZOD_WORDING } from './zod-wording';
import { SEED_CAMPAIGNS } from '../db/seed-campaigns';

/**
 * The sweep that keeps the hardening closed: every route of the table, with bodies, queries and path
 * params generated from its zod schema and then mutated, as every seeded role and as other teams'
 * members. It fails on any 5xx, on a 2xx that reads or changes another team's data (team routes
 * answered to a non-member, staff routes to non-staff, other teams' markers in an answer), on a demo
 * write, on any change in a team's ledger sum caused by a refused request, on a team balance in an answer
 * that is not the ledger's sum in pounds, and on any secret it sent or was given (tokens, passwords and
 * their hashes, gift-link and client secrets) found in the log it wrote at info level meanwhile.
 * Calls at once (throttles, rate limits, idempotency) are swept by route-fuzz-concurrency.test.ts.
 * FUZZ_SEED and FUZZ_RUNS (runs per route) vary the sweep; the default is fixed so CI is repeatable. npm test sweeps
 * 50 runs a route on PGlite and 30 more on PostgreSQL from another seed (vitest.config.ts): 80 different inputs a route
 * in all, where the PostgreSQL half used to repeat the first 30 of PGlite's 80.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Routes whose every call costs a scrypt hash (~60 ms): fewer runs keep the sweep under a minute or two.
const SLOW = new Set(['POST /api/v1/login', 'POST /api/v1/sign-up', 'POST /api/v1/team-sign-up', 'PUT /api/v1/teams/:teamId/current-user']);

/** `bogus`: a token that must open nothing (a wpToken, an apiToken spelt another way), said in the violation. */
type TCaller = { name: string; token: string | null; email: string | null; staff: boolean; demo: boolean; teams: Set<number>; card?: number; bogus?: string };
type TViolation = { rule: string; route: string; status: number; caller: string; request: string; answer: string; cause?: string };

let t: TTestApp;
let callers: TCaller[];
let teamIds: number[];
let markers: Map<number, string[]>;
let pools: Record<string, unknown[]>;
let examples: (route: string, caller: TCaller) => object[];
let proTeams: Set<number>;
let signUps = 0;

/**
 * What a write may not change unless it was granted: each team's ledger sum (by team id), and rows no request may ever
 * leave behind (money of 0 or below where only positive amounts make sense: a marketplace gift's price; a team's own
 * corporate product, made when staff complete its request, has none). One query, read before and after each
 * write (two queries each were a third of the sweep's time on PGlite).
 */
const moneyState = async () => {
  const res = (await t.deps.db.execute(
    `select (select coalesce(json_agg(json_build_array(team_id, s) order by team_id), '[]') from (select team_id, sum(amount)::text as s from team_transactions group by team_id) l) as sums,
      (select count(*) from team_transactions where amount = 0)::int as zero_ledger, (select count(*) from top_ups where amount <= 0 or total <= 0)::int as zero_top_ups,
      (select count(*) from products where price_ex_vat < 1 and type = 'physical' and status = 'active' and team_id is null)::int as free_products`,
  )) as unknown as { rows: ({ sums: [number, string][] | string } & Record<string, unknown>)[] };
  const { sums, ...counts } = res.rows[0]!;
  const pairs = (typeof sums === 'string' ? JSON.parse(sums) : sums) as [number, string][];
  return {
    sums: new Map(pairs.map(([team, sum]) => [Number(team), String(sum)])),
    broken: Object.entries(counts).filter(([, n]) => Number(n) > 0).map(([k]) => k),
  };
};
/** Each team's ledger sum, by team id. */
const ledgerSums = async () => (await moneyState()).sums;
const movedTeams = (a: Map<number, string>, b: Map<number, string>) => [...new Set([...a.keys(), ...b.keys()])].filter((k) => a.get(k) !== b.get(k));

// The cause a 5xx logged (by request id), so distinct defects behind one route are told apart.
const errorsByRequest = new Map<string, string>();
// Every line written (the access log included), searched for secrets at the end.
const logLines: string[] = [];
/** Requests the app itself answered (see send). */
let routed = 0;
const logStream = {
  write(line: string) {
    logLines.push(line);
    if (!/"level":[56]\d/.test(line)) return;
    const entry = JSON.parse(line) as { level: number; reqId?: string; err?: { type?: string; message?: string; cause?: { message?: string } } };
    if (entry.level < 50 || !entry.reqId) return;
    // A failed query logs its SQL as the message and the database's reason as the cause.
    const reason = entry.err?.cause?.message ?? entry.err?.message ?? '';
    errorsByRequest.set(entry.reqId, `${entry.err?.type ?? ''}: ${(entry.err?.message ?? '').slice(0, 40)} … ${reason.slice(-100)}`);
  },
};

beforeAll(async () => {
  t = await createTestApp({ config: { logLevel: 'info' }, logStream });
  const seedUsers = await signInSeedUsers(t);
  const trial = await t.login('owner@trial.test');
  const trialId = await teamIdOf(t, trial, 'trial-co');
  const demoId = await teamIdOf(t, seedUsers.demo, 'demo');
  const northwind = await teamIdOf(t, await t.login('manager@northwind.test'), 'northwind');
  const { acme, europe, cornerId } = seedUsers;
  teamIds = [acme, europe, cornerId, trialId, demoId, northwind];
  callers = [
    { name: 'anonymous', token: null, email: null, staff: false, demo: false, teams: new Set() },
    { name: 'staff', token: seedUsers.staff, email: 'staff@gifthub.test', staff: true, demo: false, teams: new Set([acme]) },
    { name: 'acme manager', token: seedUsers.manager, email: 'manager@acme.test', staff: false, demo: false, teams: new Set([acme, europe]) },
    { name: 'acme associate', token: seedUsers.associate, email: 'associate@acme.test', staff: false, demo: false, teams: new Set([acme]) },
    { name: 'free owner', token: seedUsers.corner, email: 'owner@corner.test', staff: false, demo: false, teams: new Set([cornerId]) },
    { name: 'trial owner', token: trial, email: 'owner@trial.test', staff: false, demo: false, teams: new Set([trialId]) },
    { name: 'demo', token: seedUsers.demo, email: 'demo@gifthub.test', staff: false, demo: true, teams: new Set([demoId]) },
  ];
  // The manager's other token, and an apiToken whose signature is spelt in base64 with padding: neither opens the API.
  const tokens = (await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 'manager@acme.test', password: SEED_PASSWORD } })).json<{ apiToken: string; wpToken: string }>();
  const [v, body, sig] = tokens.apiToken.split('.') as [string, string, string];
  const respelt = `${v}.${body}.${sig.replace(/-/g, '+').replace(/_/g, '/')}${'='.repeat((4 - (sig.length % 4)) % 4)}`;
  callers.push(
    { name: 'manager wpToken', token: tokens.wpToken, email: null, staff: false, demo: false, teams: new Set(), bogus: 'a wpToken' },
    { name: 'manager token respelt', token: respelt, email: null, staff: false, demo: false, teams: new Set(), bogus: 'an apiToken spelt another way' },
  );

  // Data of each team that must never show outside it: recipients, a card, gift links.
  const api = apiOf(t);
  const hamper = await physicalProduct(t);
  const acmeSend = await api.post(`/teams/${acme}/gb-registrations`, seedUsers.manager, physicalItem(hamper, { first_name: 'Quillon', last_name: 'Acmeowned', email: 'acme-recipient@fuzz.test' }));
  expect(acmeSend.statusCode, acmeSend.body).toBe(200);
  const cornerCard = await addCard(t, seedUsers.corner, cornerId, '4242424242424242');
  const acmeCard = await addCard(t, seedUsers.manager, acme, '4242424242424242');
  const cornerSend = await api.post(
    `/teams/${cornerId}/gb-registrations`,
    seedUsers.corner,
    physicalItem(hamper, { first_name: 'Quillon', last_name: 'Cornerowned', email: 'corner-recipient@fuzz.test', payment_method: 'stripe', payment_method_id: cornerCard.card!.id }),
  );
  expect(cornerSend.statusCode, cornerSend.body).toBe(200);
  const secrets: string[] = [];
  for (const [team, token] of [
    [acme, seedUsers.manager],
    [acme, seedUsers.manager],
  ] as const) {
    const res = await api.post(`/teams/${team}/gb-registrations/invite/link?platform=marketplace`, token, { type: 'physical', product_id: hamper.id, first_name: 'Linka', last_name: 'Acmeowned' });
    expect(res.statusCode, res.body).toBe(200);
    secrets.push(String(res.json().invite_link).split('/').pop()!);
  }
  callers[2]!.card = acmeCard.card!.id;
  callers[4]!.card = cornerCard.card!.id;
  proTeams = new Set([acme, europe, demoId, northwind]);
  // A seeded published survey, one of its questions and a response, so the public survey calls reach their checks.
  const survey = (await t.app.inject({ method: 'GET', url: '/api/v1/surveys/acme/client-satisfaction-2026' })).json() as { pages: { id: number; questions: { id: number }[] }[] };
  const surveyQuestion = survey.pages.flatMap((p) => p.questions)[0]!.id;
  const surveyResponse = (await t.app.inject({ method: 'POST', url: '/api/v1/surveys/acme/client-satisfaction-2026/responses', payload: {} })).json().id as string;
  // A response's id opens its answers: like a gift link's secret, it never shows in the log.
  keepSecret(surveyResponse);
  examples = (route, caller) => {
    const card = caller.card ?? 1;
    const gift = physicalItem(hamper, { first_name: 'Fuzz', last_name: 'Example' });
    const byRoute: Record<string, object[]> = {
      'POST /api/v1/teams/:teamId/gb-registrations': [gift, { ...gift, payment_method: 'stripe', payment_method_id: card }, { ...gift, payment_method: 'team-balance' }],
      'POST /api/v1/teams/:teamId/gb-registrations/invite/link': [{ type: 'physical', product_id: hamper.id, first_name: 'Fuzz', last_name: 'Link', payment_method: 'stripe', payment_method_id: card }],
      'POST /api/v1/teams/:teamId/stripe/payment-intent': [
        { payment_method_id: card, amount: 10.5, raw_amount: 10, suffix: 'top-up' },
        { payment_method_id: card, amount: 12.5, suffix: 'market', description: 'x' },
      ],
      'POST /api/v1/teams/:teamId/top-up': [
        { amount: 10, payment_method: 'stripe', payment_method_id: card },
        { amount: 25, payment_method: 'bank-transfer' },
      ],
      'PUT /api/v1/teams/:teamId': [{ name: 'Renamed Team' }],
      'POST /api/v1/teams/:teamId/domains': [{ domain: 'example.org' }],
      'POST /api/v1/teams/:teamId/members': [{ email: 'someone@example.org', role: 'associate' }, { email: 'owner@corner.test', role: 'manager' }],
      'PUT /api/v1/teams/:teamId/members/:userId': [{ name: 'Some Body' }],
      'PUT /api/v1/teams/:teamId/current-user': [{ name: 'Some Body' }],
      'POST /api/v1/team-sign-up': [{ accountPlan: 'free', name: 'Pat Person', teamName: 'Fuzz Team', email: `fuzz-${++signUps}@example.org`, password: 'secret1', passwordConfirm: 'secret1' }],
      'POST /api/v1/public/emails/contact-form/send': [{ subject: 'account', name: 'Pat', email: 'pat@example.org', message: 'Hello', location: 'login' }],
      'POST /api/v1/public/gifts/:secret/claim': [{ first_name: 'Cla', last_name: 'Imer', address_line_1: '1 High Street', city: 'Leeds', postcode: 'LS1 4AP', country: 'GB' }],
      'POST /api/v1/admin/billing/teams/:id/adjustments': [{ amount: 10, reason: 'Fuzz' }],
      'PUT /api/v1/admin/billing/teams/:id/credit-limit': [{ credit_limit: 100 }],
      'POST /api/v1/teams/:teamId/surveys': [{ name: 'Fuzz Survey', category: 'feedback' }],
      'POST /api/v1/teams/:teamId/surveys/:id/pages': [{ type: 'question', question_type: 'rating' }, { type: 'final', after_order: 1 }],
      'PUT /api/v1/teams/:teamId/surveys/:id/pages/:pageId': [{ page_logic_type: 'dynamic', logic_rules: [{ question: surveyQuestion, operation: 'gt', value: '3', page: survey.pages[1]!.id }] }],
      'POST /api/v1/teams/:teamId/surveys/:id/sources': [{ name: 'Fuzz', type: 'linkedin', slug: 'fuzz' }],
      'POST /api/v1/surveys/:team/:slug/responses': [{}, { source: 'newsletter' }],
      'PUT /api/v1/surveys/:team/:slug/responses/:responseId/answers': [{ question_id: surveyQuestion, value: 7 }],
      'POST /api/v1/surveys/:team/:slug/responses/:responseId/visits': [{ page_id: survey.pages[1]!.id }],
    };
    return byRoute[route] ?? [];
  };
  markers = new Map([
    [acme, ['Acme Ltd', 'acme-recipient@fuzz.test', 'associate@acme.test', ...SEED_CAMPAIGNS.acme!.map((c) => c.name)]],
    [europe, ['Acme Europe']],
    [cornerId, ['Corner Shop', 'corner-recipient@fuzz.test', 'owner@corner.test']],
    [trialId, ['Trial Co', 'owner@trial.test']],
    [demoId, ['Demo Team', 'demo@gifthub.test']],
  ]);
  const nastyIds = [0, -1, 2147483647, 2147483648, '9007199254740993', '1e3', '01', 'abc', '1.5', '%00', '%F0%9F%92%9D', 'x'.repeat(300)];
  const resourceIds = [1, 2, 3, 5, 8, acmeSend.json().id, cornerSend.json().id, cornerCard.card!.id, acmeCard.card!.id, hamper.id];
  pools = {
    teamId: [...teamIds, ...teamIds, 999999, ...nastyIds],
    userId: [seedUsers.managerId, seedUsers.associateId, 1, 2, 3, 4, 5, 6, ...nastyIds],
    id: [...resourceIds, ...teamIds, ...nastyIds],
    docId: [1, 2, 3, ...nastyIds],
    secret: [...secrets, 'A'.repeat(32), ...nastyIds],
    type: ['gift_registrations', 'allocation', 'balance', 'team_config', 'other', ...nastyIds],
    name: ['x.png', '..%2F..%2Fetc%2Fpasswd', ...nastyIds],
    file: ['1.svg', 'x.svg', '..%2Fx', ...nastyIds],
    team: ['acme', 'demo', 'corner-shop', ...nastyIds],
    slug: ['client-satisfaction-2026', 'product-research', 'new-starter-onboarding', ...nastyIds],
    responseId: [surveyResponse, ...nastyIds],
  };
});
afterAll(() => t.close());

const paramNames = (url: string) => [...url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);

const fillUrl = (url: string, params: Record<string, unknown>) =>
  url.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const v = params[name];
    const s = typeof v === 'string' ? v : String(v);
    // Values already percent-encoded in the pool stay as they are.
    return /%[0-9A-F]{2}/i.test(s) ? s : encodeURIComponent(s);
  });

/** Raw bodies a careless client sends: broken JSON, wrong content types, multipart without or with a cut boundary. */
const RAW_BODIES: { contentType: string; payload: string }[] = [
  { contentType: 'application/json', payload: '{"name":' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '"a\\u0000b"' },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'multipart/form-data', payload: 'no boundary here' },
  { contentType: 'multipart/form-data; boundary=XyZ', payload: '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG' },
  { contentType: 'multipart/form-data; boundary=XyZ', payload: '--XyZ\r\nContent-Disposition: form-data; name="type"\r\n\r\ninvoice\r\n--XyZ--\r\n' },
  { contentType: 'multipart/form-data; boundary=XyZ', payload: '--XyZ--\r\n' },
];

function requestArb(route: TRouteInfo, caller: TCaller) {
  const schema = route.schema as { body?: z.ZodType; querystring?: z.ZodType } | undefined;
  const own = [...caller.teams];
  const pick = (name: string) => {
    const pool = fc.constantFrom(...(pools[name] ?? pools.id!));
    // Mostly the caller's own team, so the checks behind the team guard are reached too.
    return name === 'teamId' && own.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...own) }, { weight: 2, arbitrary: pool }) : pool;
  };
  const params = fc.record(Object.fromEntries(paramNames(route.url).map((n) => [n, pick(n)])));
  const query = mutatedQuery(schema?.querystring ? toJson(schema.querystring) : null);
  const known = examples(`${route.method} ${route.url}`, caller);
  const body = WRITES.has(route.method)
    ? fc.oneof(
        { weight: 6, arbitrary: schema?.body ? mutatedBody(toJson(schema.body), known) : fc.constantFrom(...NASTY).map((value) => ({ kind: 'no schema', value })) },
        { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES).map((raw) => ({ kind: `raw ${raw.contentType}`, value: raw })) },
      )
    : fc.constant(null);
  return fc.record({ caller: fc.constant(callers.indexOf(caller)), params, query, body, ip: fc.integer({ min: 1, max: 250 }) });
}

type TRequest = { caller: number; params: Record<string, unknown>; query: Record<string, string>; body: { kind: string; value: unknown } | null; ip: number };

async function send(route: TRouteInfo, r: TRequest) {
  const caller = callers[r.caller]!;
  const qs = new URLSearchParams(r.query).toString();
  const url = fillUrl(route.url, r.params) + (qs ? `?${qs}` : '');
  const headers: Record<string, string> = caller.token ? t.as(caller.token) : {};
  let payload: string | object | undefined;
  if (r.body?.kind.startsWith('raw ')) {
    const raw = r.body.value as { contentType: string; payload: string };
    headers['content-type'] = raw.contentType;
    payload = raw.payload;
  } else if (r.body) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(r.body.value);
  }
  const res = await t.app.inject({ method: route.method as 'GET', url, headers, payload, remoteAddress: `127.0.${r.ip}.${(r.caller * 31) % 250}` });
  // Answered by the app (every such answer carries its request id), not by Fastify refusing an undecodable URL.
  if (res.headers['x-request-id']) routed++;
  if (typeof r.params.secret === 'string' && secretLike(decoded(r.params.secret))) secrets.add(decoded(r.params.secret));
  for (const [k, v] of Object.entries(r.query)) if (SECRET_KEY.test(k) && secretLike(v)) secrets.add(v);
  if (r.body && !r.body.kind.startsWith('raw ')) collectSecrets(r.body.value);
  if (res.statusCode < 300) {
    try {
      collectSecrets(res.json());
    } catch {
      // not JSON
    }
  }
  return { url, caller, res };
}

// Secrets the sweep sent or was given; none may show in the log. Short values are left out (they match anything).
const secrets = new Set<string>();
/** A secret made before the sweep (beforeAll's own `secrets` are the gift links it puts in the pools). */
const keepSecret = (secret: string) => secrets.add(secret);
const SECRET_KEY = /password|token|secret/i;
// Long, varied and not a number: a run of one letter or a huge id (generated fillers) may show in the log for other reasons.
const secretLike = (v: string) => v.length >= 10 && new Set(v).size >= 5 && /[A-Za-z]/.test(v);
function collectSecrets(v: unknown, key = '') {
  if (typeof v === 'string') {
    if (SECRET_KEY.test(key) && secretLike(v)) secrets.add(v);
  } else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) collectSecrets(x, Array.isArray(v) ? key : k);
}
const decoded = (v: unknown) => {
  try {
    return decodeURIComponent(String(v));
  } catch {
    return String(v);
  }
};

/** A money fact an answer states for the team of its path: the balance, which is the ledger's sum, in pounds. */
async function wrongBalance(route: TRouteInfo, r: TRequest, body: string) {
  if (route.method !== 'GET' || !route.url.includes(':teamId')) return null;
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch {
    return null;
  }
  const stated = [answer, (answer as { balance?: unknown } | null)?.balance].map((x) => (x as { balance?: unknown } | null)?.balance).filter((x) => typeof x === 'number');
  if (!stated.length) return null;
  const pounds = Number((await ledgerSums()).get(Number(r.params.teamId)) ?? 0) / 100;
  const wrong = stated.find((x) => Math.abs((x as number) - pounds) > 0.001);
  return wrong === undefined ? null : `balance ${String(wrong)} where the ledger says £${pounds}`;
}

const strings = (v: unknown): string[] =>
  typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v as Record<string, unknown>).flatMap(strings) : [];

/** The request carried NUL or a lone surrogate in a field the route reads (declared query keys, params, body). */
function sentUnstorable(route: TRouteInfo, r: TRequest) {
  const schema = route.schema as { querystring?: z.ZodType } | undefined;
  const declared = new Set(Object.keys((schema?.querystring && toJson(schema.querystring).properties) || {}));
  const query = Object.entries(r.query).filter(([k]) => declared.has(k)).map(([, v]) => v);
  const params = Object.values(r.params).map(decoded);
  const body = r.body && !r.body.kind.startsWith('raw ') && r.body.kind !== 'no schema' ? strings(r.body.value) : [];
  // A query string cannot carry a lone surrogate (URL encoding turns it into U+FFFD): only NUL counts there.
  return query.some((x) => x.includes('\u0000')) || [...params, ...body].some((x) => UNSTORABLE.test(x));
}

function judge(route: TRouteInfo, caller: TCaller, url: string, res: { statusCode: number; body: string; headers: Record<string, unknown> }, r: TRequest, moved: number[]): TViolation[] {
  const { statusCode: status, body, headers } = res;
  const found: TViolation[] = [];
  const add = (rule: string) =>
    found.push({ rule, route: `${route.method} ${route.url}`, status, caller: caller.name, request: `${url} ${r.body ? `${r.body.kind} ${JSON.stringify(r.body.value)?.slice(0, 200)}` : ''}`, answer: body.slice(0, 300) });
  if (status >= 500) add('5xx');
  if (status === 422) {
    const zodWording = validationMessages(body).find((m) => ZOD_WORDING.test(m));
    if (zodWording) add(`a 422 in zod's words: ${zodWording}`);
  }
  if (status >= 400 && moved.length) add('refused request moved the ledger');
  // Free and trial teams never hold team credit: nothing may put money on their ledger.
  if (moved.some((team) => !proTeams.has(team))) add('a free or trial team got team credit');
  if (status >= 300) return found;
  if (sentUnstorable(route, r)) add('accepted NUL or a lone surrogate');
  // An answer that hands out a secret is never kept by a cache.
  if (/"(apiToken|wpToken|client_secret|clientSecret)"/.test(body) && !/no-store/.test(String(headers['cache-control'] ?? ''))) add('a secret in an answer without Cache-Control: no-store');
  if (route.config.public) return found;
  if (!caller.token) add('2xx without a session');
  if (caller.bogus) add(`${caller.bogus} opened the API`);
  // A signed-in person's password changes only with the current one.
  const sent = r.body && !r.body.kind.startsWith('raw ') ? (r.body.value as Record<string, unknown> | null) : null;
  if (sent && typeof sent === 'object' && typeof sent.password === 'string' && sent.password && !sent.currentPassword && !sent.current_password) add('password changed without the current one');
  if (route.config.permission === 'staff' && !caller.staff) add('staff route answered a non-staff caller');
  if (caller.demo && WRITES.has(route.method) && !route.config.demoAllowed) add('demo write');
  // '01' and 1 name the same team: compare the number the route reads.
  const teamParam = Number(r.params.teamId);
  if (route.url.includes(':teamId') && !caller.staff && !caller.teams.has(teamParam)) add('team route answered a non-member');
  if (!caller.staff) {
    for (const [team, words] of markers) {
      if (caller.teams.has(team)) continue;
      const shared = new Set([...caller.teams].flatMap((id) => markers.get(id) ?? []));
      // What the caller sent itself (an invited person's e-mail) is not another team's data when it comes back.
      const echoed = JSON.stringify(sent ?? '');
      const leak = words.find((w) => !shared.has(w) && body.includes(w) && !echoed.includes(w));
      if (leak) add(`another team's data in the answer (${leak})`);
    }
  }
  return found;
}

describe('route fuzz', () => {
  it('no route answers 5xx, leaks or writes across teams, or moves the ledger when it refuses', { timeout: 300_000 }, async () => {
    const violations = new Map<string, TViolation>();
    const routes = t.routes.filter((r) => r.url.startsWith('/api/v1/') && r.method !== 'HEAD');
    let requests = 0;
    const record = (route: TRouteInfo, caller: TCaller, url: string, res: { statusCode: number; body: string; headers: Record<string, unknown> }, r: TRequest, moved: number[], rule?: string) => {
      const found = rule
        ? [{ rule, route: `${route.method} ${route.url}`, status: res.statusCode, caller: caller.name, request: `${url} ${JSON.stringify(r.body?.value)?.slice(0, 200)}`, answer: res.body.slice(0, 300) }]
        : judge(route, caller, url, res, r, moved);
      for (const v of found as TViolation[]) {
        v.cause = errorsByRequest.get(String(res.headers['x-request-id'])) ?? '';
        const key = `${v.rule} | ${v.route} | ${v.status} | ${v.cause.replace(/\d+/g, '#')}`;
        if (!violations.has(key)) violations.set(key, v);
      }
    };
    for (const [i, route] of routes.entries()) {
      const runs = Math.ceil((SLOW.has(`${route.method} ${route.url}`) ? RUNS / 4 : RUNS) / callers.length);
      for (const [c, who] of callers.entries()) {
        const samples = fc.sample(requestArb(route, who), { seed: SEED + i * 16 + c, numRuns: runs }) as TRequest[];
        for (const r of samples) {
          const before = WRITES.has(route.method) ? await moneyState() : null;
          const { url, caller, res } = await send(route, r);
          requests++;
          // The reconciler applies payments whose answer was lost: run it as the server would, then compare.
          if (route.url.includes('stripe/payment-intent')) await reconcilePayments(t.deps, { olderThanMs: -60_000 });
          const after = before ? await moneyState() : null;
          const moved = before && after ? movedTeams(before.sums, after.sums) : [];
          record(route, caller, url, res, r, moved);
          if (res.statusCode < 300) {
            const wrong = await wrongBalance(route, r, res.body);
            if (wrong) record(route, caller, url, res, r, [], `money in another unit: ${wrong}`);
          }
          if (before && after) for (const broken of after.broken.filter((x) => !before.broken.includes(x))) record(route, caller, url, res, r, [], `left ${broken} behind`);
          // A sign-out ends the caller's session: sign in again so the sweep goes on as that caller.
          if (route.url === '/api/v1/clear-auth-cookies' && caller.email && res.statusCode === 200) caller.token = await t.login(caller.email).catch(() => caller.token);
        }
      }
    }
    // The same create sent five times at once (double clicks, retries): never a 5xx.
    for (const route of routes.filter((r) => r.method === 'POST')) {
      for (const who of callers) {
        const known = examples(`${route.method} ${route.url}`, who);
        const sample = fc.sample(requestArb(route, who), { seed: SEED, numRuns: 1 })[0] as TRequest;
        const r: TRequest = known.length ? { ...sample, body: { kind: 'parallel example', value: known[0] } } : sample;
        if (r.params.teamId !== undefined && who.teams.size) r.params = { ...r.params, teamId: [...who.teams][0] };
        const before = await ledgerSums();
        const answers = await Promise.all(Array.from({ length: 5 }, () => send(route, r)));
        requests += answers.length;
        const moved = movedTeams(before, await ledgerSums());
        for (const a of answers) record(route, a.caller, a.url, a.res, r, a.res.statusCode >= 400 && answers.every((x) => x.res.statusCode >= 400) ? moved : moved.filter((team) => !proTeams.has(team)));
      }
    }
    // Nothing secret was written to the log: what was sent or answered, the callers' tokens, every password hash.
    for (const c of callers) if (c.token) secrets.add(c.token);
    const hashes = (await t.deps.db.execute('select password_hash from users where password_hash is not null')) as unknown as { rows: { password_hash: string }[] };
    for (const h of hashes.rows) secrets.add(h.password_hash);
    const log = logLines.join('\n');
    // The access log has a line for every request the app answered (one each; the sign-ins add their own).
    expect(routed).toBeGreaterThan(requests * 0.9);
    expect(logLines.filter((l) => l.includes('"msg":"request completed"')).length).toBeGreaterThanOrEqual(routed);
    for (const secret of secrets)
      if (log.includes(secret)) {
        const line = logLines.find((l) => l.includes(secret))!;
        violations.set(`secret in the log | ${secret.slice(0, 12)}`, { rule: 'secret in the log', route: '', status: 0, caller: '', request: secret.slice(0, 80), answer: line.slice(0, 300) });
      }
    expect(secrets.size).toBeGreaterThan(20);
    // The money check read real ledgers (the seeded teams have some), or it could not have failed.
    expect((await ledgerSums()).size).toBeGreaterThan(2);
    const report = [...violations.values()];
    if (report.length) console.log(`route fuzz: ${requests} requests, ${report.length} distinct violations\n${report.map((v) => JSON.stringify(v)).join('\n')}`);
    expect(requests).toBeGreaterThan(routes.length * RUNS * 0.5);
    expect(report.map((v) => `${v.rule} | ${v.route} | ${v.status} | ${v.cause}`)).toEqual([]);
  });
});
