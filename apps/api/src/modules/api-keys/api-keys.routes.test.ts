import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_RATE_LIMIT, apiKeyTexts, type TApiKeyCreated } from '@gifthub/shared/api-keys';
import { DEMO_TEAM_ID } from '@gifthub/shared/constants';
import { sha256 } from '../../lib/secrets';
import { teamIdOf } from '../../test/seed-users';
import { findKeyByLookup, insertKey } from './api-keys.repository';
import { generateApiKey } from './api-keys.service';
import { createKeyTestApp, handClock } from './api-keys.test-app';

/** API keys (issue 17): made and shown once, stored as a hash, revoked at once; the public API's rules for a key. */
const clock = handClock();
let t: Awaited<ReturnType<typeof createKeyTestApp>>;
let manager: string;
let associate: string;
let corner: string;
let demo: string;
let staff: string;
let acme: number;
let europe: number;
let cornerTeam: number;
let managerId: number;

const call = (method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: token ? t.as(token) : {}, payload });
const create = async (team: number, body: object = { name: 'Zapier', role: 'full' }, token = manager) => {
  const res = await call('POST', `/teams/${team}/api_keys`, token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TApiKeyCreated>();
};

beforeAll(async () => {
  t = await createKeyTestApp(clock);
  [manager, associate, corner, demo, staff] = await Promise.all(
    ['manager@acme.test', 'associate@acme.test', 'owner@corner.test', 'demo@gifthub.test', 'staff@gifthub.test'].map((e) => t.login(e)),
  ) as [string, string, string, string, string];
  const teamOf = (token: string, slug: string) => teamIdOf({ app: t.app, as: t.as } as never, token, slug);
  [acme, europe, cornerTeam] = await Promise.all([teamOf(manager, 'acme'), teamOf(manager, 'acme-europe'), teamOf(corner, 'corner-shop')]);
  managerId = (await call('GET', `/teams/${acme}/current-user`, manager)).json().user_id;
});
afterAll(() => t.close());

describe('making keys', () => {
  it('answers the real key once; only its sha256 is stored; reads show the preview only', async () => {
    const res = await call('POST', `/teams/${acme}/api_keys`, manager, { name: '  CRM sync ', role: 'full' });
    expect(res.headers['cache-control']).toBe('no-store');
    const made = res.json<TApiKeyCreated>();
    expect(made.key).toMatch(/^ghk_[A-Za-z0-9]{12}_[A-Za-z0-9_-]{43}$/);
    expect(made).toMatchObject({ name: 'CRM sync', role: 'full', preview: `ghk_…${made.key.slice(-4)}`, last_used_at: null });
    const row = (await findKeyByLookup(t.deps.db, made.key.slice(4, 16)))!;
    expect(row.keyHash).toBe(sha256(made.key));
    expect(JSON.stringify(row)).not.toContain(made.key.slice(17));
    const list = await call('GET', `/teams/${acme}/api_keys`, manager);
    const one = await call('GET', `/teams/${acme}/api_keys/${made.id}`, manager);
    for (const read of [list, one]) expect(read.body).not.toContain(made.key.slice(17));
    expect(list.json()).toContainEqual({ id: made.id, name: 'CRM sync', preview: made.preview, role: 'full', created_at: made.created_at, last_used_at: null });
    expect(one.json()).toEqual(list.json().find((k: { id: number }) => k.id === made.id));
  });

  it('needs a name (the spec\'s message), is read-only unless asked, and refuses an unknown role', async () => {
    const bad = await call('POST', `/teams/${acme}/api_keys`, manager, { name: ' ' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ name: ['Name is required.'] });
    expect((await call('POST', `/teams/${acme}/api_keys`, manager, { name: 'x', role: 'admin' })).json().errors).toEqual({ role: ['Role must be one of: read-only, full.'] });
    expect((await create(acme, { name: 'Reader' })).role).toBe('read-only');
  });

  it('is for members who change team settings, on Pro, never in the demo, never another team', async () => {
    expect((await call('GET', `/teams/${acme}/api_keys`, associate)).statusCode).toBe(403);
    expect((await call('POST', `/teams/${acme}/api_keys`, associate, { name: 'x' })).statusCode).toBe(403);
    const free = await call('GET', `/teams/${cornerTeam}/api_keys`, corner);
    expect(free.json()).toMatchObject({ code: 'pro_plan_required', message: expect.stringContaining('Generating and using API keys is only available with') });
    expect((await call('GET', `/teams/${acme}/api_keys`, corner)).statusCode).toBe(404);
    expect((await call('POST', `/teams/${DEMO_TEAM_ID}/api_keys`, demo, { name: 'x' })).json().code).toBe('demo_read_only');
    expect((await call('GET', `/teams/${DEMO_TEAM_ID}/api_keys`, demo)).statusCode).toBe(200);
    const mine = await create(europe);
    expect((await call('GET', `/teams/${acme}/api_keys/${mine.id}`, manager)).statusCode).toBe(404);
    expect((await call('DELETE', `/teams/${acme}/api_keys/${mine.id}`, manager)).statusCode).toBe(404);
  });

  it('names the master key: the oldest live full key, never its secret; 404 when there is none', async () => {
    const none = await call('GET', `/teams/${DEMO_TEAM_ID}/api_keys/master`, demo);
    expect(none.json()).toMatchObject({ code: 'not_found', message: apiKeyTexts.noMasterKey });
    const keys = (await call('GET', `/teams/${acme}/api_keys`, manager)).json() as { id: number; role: string }[];
    const oldestFull = keys.filter((k) => k.role === 'full').at(-1)!;
    const master = await call('GET', `/teams/${acme}/api_keys/master`, manager);
    expect(master.json()).toMatchObject({ id: oldestFull.id, role: 'full' });
    expect(master.json()).not.toHaveProperty('key');
  });
});

describe('calling the public API with a key', () => {
  const probe = (url: string, key: string, method: 'GET' | 'POST' | 'PUT' = 'GET') => call(method, url, key);

  it('acts as its creator with a manager\'s rights on its own team, and records last used once a minute', async () => {
    const { key, id } = await create(acme);
    const res = await probe(`/teams/${acme}/key-probe`, key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ user_id: managerId, team_id: acme, role: 'manager', key_id: id });
    expect((await probe(`/teams/${acme}/key-probe`, key, 'POST')).statusCode).toBe(200);
    const usedAt = (await call('GET', `/teams/${acme}/api_keys/${id}`, manager)).json().last_used_at;
    expect(usedAt).toBe(clock.now().toISOString());
    clock.advance(30_000);
    await probe(`/teams/${acme}/key-probe`, key);
    expect((await call('GET', `/teams/${acme}/api_keys/${id}`, manager)).json().last_used_at).toBe(usedAt);
    clock.advance(31_000);
    await probe(`/teams/${acme}/key-probe`, key);
    expect((await call('GET', `/teams/${acme}/api_keys/${id}`, manager)).json().last_used_at).toBe(clock.now().toISOString());
  });

  it('refuses a revoked key from the very next request', async () => {
    const { key, id } = await create(acme);
    expect((await probe(`/teams/${acme}/key-probe`, key)).statusCode).toBe(200);
    expect((await call('DELETE', `/teams/${acme}/api_keys/${id}`, manager)).json()).toEqual({ ok: true });
    const after = await probe(`/teams/${acme}/key-probe`, key);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: apiKeyTexts.invalid, code: 'jwt_auth_invalid_token' });
    expect((await call('GET', `/teams/${acme}/api_keys`, manager)).json().map((k: { id: number }) => k.id)).not.toContain(id);
  });

  it('refuses a forged key, a near miss of a real one, and a session route', async () => {
    const { key } = await create(acme);
    const flipped = key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A');
    expect((await probe(`/teams/${acme}/key-probe`, flipped)).statusCode).toBe(401);
    expect((await probe(`/teams/${acme}/key-probe`, 'ghk_nope')).statusCode).toBe(401);
    const session = await call('GET', `/teams/${acme}/api_keys`, key);
    expect(session.statusCode).toBe(403);
    expect(session.json()).toEqual({ message: apiKeyTexts.publicApiOnly, code: 'forbidden' });
    expect((await call('GET', '/current-user/teams', key)).statusCode).toBe(403);
  });

  it('is for its own team only: another team is 404, by path or by query', async () => {
    const { key } = await create(acme);
    const other = await probe(`/teams/${europe}/key-probe`, key);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ message: 'Team not found.', code: 'ws_api_get_team_404' });
    expect((await probe(`/key-probe?teamId=${europe}`, key)).statusCode).toBe(404);
    expect((await probe(`/key-probe?teamId=${acme}`, key)).json()).toMatchObject({ team_id: acme });
    expect((await probe('/key-probe', key)).json()).toMatchObject({ team_id: acme, user_id: managerId });
    expect((await probe('/key-probe/staff', key)).statusCode).toBe(403);
  });

  it('confines services that find the team themselves to the key\'s team, as a manager, reads and writes', async () => {
    const { key } = await create(acme);
    expect((await probe(`/key-probe/resolve/${acme}`, key)).json()).toEqual({ team_id: acme, role: 'manager' });
    expect((await probe(`/key-probe/resolve/${europe}`, key)).statusCode).toBe(404);
    const write = (team: number) => t.app.inject({ method: 'POST', url: `/api/v1/key-probe/resolve/${team}`, headers: t.as(key), payload: { note: 'hi' } });
    expect((await write(acme)).json()).toEqual({ team_id: acme, role: 'manager', note: 'hi' });
    expect((await write(europe)).statusCode).toBe(404);
    // The same member's session still reaches both teams.
    expect((await probe(`/key-probe/resolve/${europe}`, manager)).json()).toEqual({ team_id: europe, role: 'manager' });
  });

  it('lets a read-only key make GET calls only', async () => {
    const { key } = await create(acme, { name: 'Dashboards', role: 'read-only' });
    expect((await probe(`/teams/${acme}/key-probe`, key)).statusCode).toBe(200);
    const write = await probe(`/teams/${acme}/key-probe`, key, 'POST');
    expect(write.statusCode).toBe(403);
    expect(write.json()).toEqual({ message: apiKeyTexts.readOnly, code: 'forbidden' });
  });

  it('stops with the Pro banner when the team leaves Pro, and works again when it is back', async () => {
    const { key } = await create(europe);
    const down = await call('PUT', `/admin/teams/${europe}`, staff, { plan: 'free' });
    expect(down.statusCode, down.body).toBe(200);
    const refused = await probe(`/teams/${europe}/key-probe`, key);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'pro_plan_required', message: expect.stringContaining('Generating and using API keys') });
    await call('PUT', `/admin/teams/${europe}`, staff, { plan: 'pro' });
    expect((await probe(`/teams/${europe}/key-probe/surveys`, key)).statusCode).toBe(200);
  });

  it('is refused once its creator has left the team; a demo team\'s key only reads', async () => {
    const made = generateApiKey();
    await t.deps.db.execute(`insert into users (email, name, password_hash) values ('leaver@acme.test', 'Leaver', '')`);
    const leaver = ((await t.deps.db.execute(`select id from users where email = 'leaver@acme.test'`)) as unknown as { rows: { id: number }[] }).rows[0]!.id;
    await insertKey(t.deps.db, { teamId: acme, createdBy: leaver, name: 'Old', lookup: made.lookup, keyHash: made.keyHash, preview: made.preview, role: 'full', createdAt: clock.now() });
    const gone = await probe(`/teams/${acme}/key-probe`, made.key);
    expect(gone.json()).toEqual({ message: apiKeyTexts.creatorGone, code: 'forbidden' });

    const demoKey = generateApiKey();
    const demoUser = (await call('GET', `/teams/${DEMO_TEAM_ID}/current-user`, demo)).json().user_id as number;
    await insertKey(t.deps.db, { teamId: DEMO_TEAM_ID, createdBy: demoUser, name: 'Demo', lookup: demoKey.lookup, keyHash: demoKey.keyHash, preview: demoKey.preview, role: 'full', createdAt: clock.now() });
    expect((await probe(`/teams/${DEMO_TEAM_ID}/key-probe`, demoKey.key)).statusCode).toBe(200);
    expect((await probe(`/teams/${DEMO_TEAM_ID}/key-probe`, demoKey.key, 'POST')).json().code).toBe('demo_read_only');
  });
});

describe('the per-key rate limit', () => {
  it('answers the RateLimit headers, then 429 with Retry-After over the limit, per key, until the window ends', async () => {
    clock.advance(120_000);
    const { key } = await create(acme, { name: 'Busy', role: 'read-only' });
    const { key: other } = await create(acme, { name: 'Quiet', role: 'read-only' });
    const first = await call('GET', `/teams/${acme}/key-probe`, key);
    expect(first.headers).toMatchObject({ 'ratelimit-limit': String(API_KEY_RATE_LIMIT.max), 'ratelimit-remaining': String(API_KEY_RATE_LIMIT.max - 1), 'ratelimit-reset': '60' });
    for (let i = 1; i < API_KEY_RATE_LIMIT.max; i++) await call('GET', `/teams/${acme}/key-probe`, key);
    clock.advance(20_000);
    const over = await call('GET', `/teams/${acme}/key-probe`, key);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ message: apiKeyTexts.tooManyRequests, code: 'too_many_requests' });
    expect(over.headers).toMatchObject({ 'retry-after': '40', 'ratelimit-remaining': '0', 'ratelimit-reset': '40' });
    expect((await call('GET', `/teams/${acme}/key-probe`, other)).statusCode).toBe(200);
    // A session is not counted and gets no headers.
    expect((await call('GET', `/teams/${acme}/api_keys`, manager)).headers['ratelimit-limit']).toBeUndefined();
    clock.advance(40_000);
    expect((await call('GET', `/teams/${acme}/key-probe`, key)).statusCode).toBe(200);
  });
});
