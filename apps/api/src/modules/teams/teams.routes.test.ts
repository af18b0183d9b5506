import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { tableRows } from '../../db/table-rows';
import { insertTeam } from './teams.repository';
import { multipartBody, testPng } from '../../test/uploads';
import { unsafeSvgText } from '../../lib/images';
import sharp from 'sharp';

let t: TTestApp;
const dataDir = mkdtempSync(path.join(tmpdir(), 'gifthub-teams-'));
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ config: { dataDir } });
  for (const email of ['manager@acme.test', 'associate@acme.test', 'owner@corner.test', 'owner@trial.test', 'staff@gifthub.test']) tokens[email] = await t.login(email);
  const teams = (await t.app.inject({ method: 'GET', url: '/api/v1/current-user/teams', headers: t.as(tokens['manager@acme.test']!) })).json();
  for (const x of teams) ids[x.slug] = x.id;
  ids['corner-shop'] = (await t.app.inject({ method: 'GET', url: '/api/v1/current-user/teams', headers: t.as(tokens['owner@corner.test']!) })).json()[0].id;
  ids['trial-co'] = (await t.app.inject({ method: 'GET', url: '/api/v1/current-user/teams', headers: t.as(tokens['owner@trial.test']!) })).json()[0].id;
});
afterAll(() => t.close());

const as = (email: string) => t.as(tokens[email]!);
const req = (email: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: as(email), payload: payload as object });
const userId = async (email: string) => {
  const res = await req('manager@acme.test', 'GET', `/teams/${ids.acme}/members?q=${encodeURIComponent(email)}`);
  return res.json().data[0].user_id as number;
};

describe('GET /teams/{teamId}', () => {
  it('answers members; a team the user is not in, or that does not exist, is 404 ws_api_get_team_404', async () => {
    expect((await req('associate@acme.test', 'GET', `/teams/${ids.acme}`)).json()).toMatchObject({ slug: 'acme', plan: 'pro', is_demo: false });
    for (const url of [`/teams/${ids['corner-shop']}`, '/teams/999999', '/teams/0', '/teams/abc']) {
      const res = await req('manager@acme.test', 'GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 'ws_api_get_team_404' });
    }
  });

  it('staff (bb_admin) can open any team', async () => {
    const res = await req('staff@gifthub.test', 'GET', `/teams/${ids['corner-shop']}`);
    expect(res.statusCode).toBe(200);
    const me = await req('staff@gifthub.test', 'GET', `/teams/${ids['corner-shop']}/current-user`);
    expect(me.json()).toMatchObject({ role: 'bb_admin', is_bb_admin: true });
  });

  it('lists managers without staff, and flags the plan features', async () => {
    const team = (await req('manager@acme.test', 'GET', `/teams/${ids.acme}`)).json();
    expect(team.managers.map((m: { role: string }) => m.role).sort()).toEqual(['associate', 'manager']);
    expect(team.features).toEqual({ oms: true, fulfilment: true, surveys: true, fulfilment_import: true, fulfilment_fees: false });
    const corner = (await req('owner@corner.test', 'GET', `/teams/${ids['corner-shop']}`)).json();
    expect(corner.features).toMatchObject({ fulfilment: false, surveys: false });
  });

  it('names the integrations the team has connected, and its notecard', async () => {
    const team = () => req('manager@acme.test', 'GET', `/teams/${ids.acme}`).then((r) => r.json());
    expect(await team()).toMatchObject({ integrations: [], notecard_url: null });
    const install = new URL((await req('manager@acme.test', 'POST', `/teams/${ids.acme}/integrations`, { type: 'hubspot' })).json().installUrl);
    await t.app.inject({ method: 'GET', url: `${install.pathname}${install.search}` });
    expect((await team()).integrations).toEqual(['hubspot']);
    expect((await req('manager@acme.test', 'DELETE', `/teams/${ids.acme}/integrations`, { type: 'hubspot' })).statusCode).toBe(200);
    expect((await team()).integrations).toEqual([]);
  });
});

describe('PUT /teams/{teamId}', () => {
  it('an associate without edit-team-settings gets 403 and nothing changes', async () => {
    const before = await tableRows(t.deps.db);
    const res = await req('associate@acme.test', 'PUT', `/teams/${ids.acme}`, { name: 'Associate Was Here' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'forbidden' });
    expect(await tableRows(t.deps.db)).toEqual(before);
  });

  it('a manager changes the name and the slug', async () => {
    const res = await req('manager@acme.test', 'PUT', `/teams/${ids['acme-europe']}`, { name: 'Acme EU', slug: 'acme-eu' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Acme EU', slug: 'acme-eu' });
    expect((await req('manager@acme.test', 'GET', `/teams/${ids['acme-europe']}`)).json()).toMatchObject({ name: 'Acme EU', slug: 'acme-eu' });
  });

  it('validates the name and slug with the spec messages; a taken slug is refused', async () => {
    const before = await tableRows(t.deps.db);
    const bad = await req('manager@acme.test', 'PUT', `/teams/${ids['acme-europe']}`, { name: '', slug: 'has space' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ name: ['Team Name is required.'], slug: ['Team Slug must only contain (A-Z, a-z, 0-9 and -).'] });
    const taken = await req('manager@acme.test', 'PUT', `/teams/${ids['acme-europe']}`, { name: 'Acme EU', slug: 'corner-shop' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ slug: ['Team Slug is already taken.'] });
    const wrongType = await req('manager@acme.test', 'PUT', `/teams/${ids['acme-europe']}`, { name: 42 });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().errors).toEqual({ name: ['Team Name must be text.'] });
    expect(await tableRows(t.deps.db)).toEqual(before);
  });

  it('a slug is taken whatever its case, the database holding it too, and gift pages find a team by slug in any case', async () => {
    const before = await tableRows(t.deps.db);
    for (const slug of ['CORNER-SHOP', 'Acme']) {
      const taken = await req('manager@acme.test', 'PUT', `/teams/${ids['acme-europe']}`, { name: 'Acme EU', slug });
      expect(taken.statusCode, slug).toBe(422);
      expect(taken.json().errors, slug).toEqual({ slug: ['Team Slug is already taken.'] });
    }
    await expect(insertTeam(t.deps.db, { name: 'Shouting Acme', slug: 'ACME' })).rejects.toThrow();
    expect(await tableRows(t.deps.db)).toEqual(before);

    const team = (await req('manager@acme.test', 'GET', `/teams/${ids.acme}`)).json() as { preview_url: string };
    const pages = [`/public/action-pages/ACME/preview?${team.preview_url.split('?')[1]}`, '/public/campaigns/Acme/open-day-giveaway', '/surveys/ACME/client-satisfaction-2026'];
    for (const url of pages) expect((await t.app.inject({ method: 'GET', url: `/api/v1${url}` })).statusCode, url).toBe(200);
  });

  it('an associate granted edit-team-settings may rename but not change the slug', async () => {
    const associateId = await userId('associate@acme.test');
    const grant = await req('manager@acme.test', 'PUT', `/teams/${ids.acme}/members/${associateId}`, { name: 'Adam Associate', permissions: { 'edit-team-settings': true } });
    expect(grant.statusCode, grant.body).toBe(200);
    expect(grant.json().permissions).toMatchObject({ 'edit-team-settings': true, 'edit-team-members': false });

    const before = await tableRows(t.deps.db);
    const slug = await req('associate@acme.test', 'PUT', `/teams/${ids.acme}`, { name: 'Acme Renamed', slug: 'acme-new' });
    expect(slug.statusCode).toBe(403);
    expect(slug.json()).toMatchObject({ code: 'forbidden', message: 'Only Team Managers can change the team slug.' });
    expect(await tableRows(t.deps.db)).toEqual(before);

    const name = await req('associate@acme.test', 'PUT', `/teams/${ids.acme}`, { name: 'Acme Limited', slug: 'acme' });
    expect(name.statusCode, name.body).toBe(200);
    expect(name.json()).toMatchObject({ name: 'Acme Limited', slug: 'acme' });

    // Domains too are for managers and staff only.
    const domain = await req('associate@acme.test', 'POST', `/teams/${ids.acme}/domains`, { domain: 'acme.example' });
    expect(domain.statusCode).toBe(403);
    expect(domain.json().message).toBe('Only Team Managers can change the eligible domains.');
  });
});

describe('eligible domains', () => {
  it('a manager adds and removes domains with validation', async () => {
    const add = await req('manager@acme.test', 'POST', `/teams/${ids.acme}/domains`, { domain: 'Acme.CO.uk' });
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json()).toEqual({ domains: ['acme.co.uk'] });
    const bad = await req('manager@acme.test', 'POST', `/teams/${ids.acme}/domains`, { domain: 'not a domain' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ domain: ['Domain must be valid domain.'] });
    const del = await req('manager@acme.test', 'DELETE', `/teams/${ids.acme}/domains`, { domain: 'acme.co.uk' });
    expect(del.json()).toEqual({ domains: [] });
    expect((await req('manager@acme.test', 'DELETE', `/teams/${ids.acme}/domains`, { domain: 'acme.co.uk' })).statusCode).toBe(404);
  });

  it('are pro only: free and trial teams get 403 pro_plan_required', async () => {
    for (const [email, slug] of [['owner@corner.test', 'corner-shop'], ['owner@trial.test', 'trial-co']] as const) {
      const before = await tableRows(t.deps.db);
      const res = await req(email, 'POST', `/teams/${ids[slug]}/domains`, { domain: 'corner.example' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        code: 'pro_plan_required',
        message: 'Managing eligible domains is only available with Gift HUB Pro plan. Please upgrade your account to continue.',
      });
      expect(await tableRows(t.deps.db)).toEqual(before);
    }
  });
});

describe('POST /teams/{teamId}/upload', () => {
  let PNG: Buffer;
  beforeAll(async () => {
    PNG = await testPng();
  });
  const multipart = multipartBody;
  const upload = (email: string, teamId: number, body: ReturnType<typeof multipart>) =>
    t.app.inject({ method: 'POST', url: `/api/v1/teams/${teamId}/upload`, headers: { ...as(email), ...body.headers }, payload: body.payload });
  const uploads = () => (existsSync(path.join(dataDir, 'uploads')) ? readdirSync(path.join(dataDir, 'uploads')) : []);

  it('stores a real image and serves it back', async () => {
    const res = await upload('owner@corner.test', ids['corner-shop']!, multipart(PNG, 'logo.png', 'image/png', { type: 'logo_url' }));
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().logo_url as string;
    expect(url).toMatch(/^\/api\/v1\/files\/team-\d+-[0-9a-f]+\.png$/);
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    // Re-encoded (image-upload.ts): the same picture, not the same bytes.
    const served = await sharp(file.rawPayload).metadata();
    expect({ format: served.format, width: served.width, height: served.height, alpha: served.hasAlpha }).toEqual({ format: 'png', width: 8, height: 6, alpha: true });
  });

  it('refuses a non-image, a disguised script and a file over 2 MB with 422, storing nothing', async () => {
    const before = { rows: await tableRows(t.deps.db), files: uploads() };
    const cases = [
      [multipart(Buffer.from('just some text'), 'logo.png', 'image/png'), 'File must be a PNG, JPEG, GIF, WebP or SVG image.'],
      [multipart(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.svg', 'image/svg+xml'), unsafeSvgText],
      [multipart(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'big.png', 'image/png'), 'File must be at most 2 MB.'],
    ] as const;
    for (const [body, message] of cases) {
      const res = await upload('manager@acme.test', ids.acme!, body);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ code: 'validation_failed', errors: { file: [message] } });
    }
    const noFile = await t.app.inject({ method: 'POST', url: `/api/v1/teams/${ids.acme}/upload`, headers: as('manager@acme.test'), payload: {} });
    expect(noFile.statusCode).toBe(422);
    const badType = await upload('manager@acme.test', ids.acme!, multipart(PNG, 'logo.png', 'image/png', { type: 'avatar' }));
    expect(badType.statusCode).toBe(422);
    expect({ rows: await tableRows(t.deps.db), files: uploads() }).toEqual(before);
  });

  it('needs edit-team-settings and membership', async () => {
    const associateId = await userId('associate@acme.test');
    await req('manager@acme.test', 'PUT', `/teams/${ids.acme}/members/${associateId}`, { name: 'Adam Associate', permissions: { 'edit-team-settings': false } });
    const before = await tableRows(t.deps.db);
    const res = await upload('associate@acme.test', ids.acme!, multipart(PNG, 'logo.png', 'image/png'));
    expect(res.statusCode).toBe(403);
    const outsider = await upload('owner@corner.test', ids.acme!, multipart(PNG, 'logo.png', 'image/png'));
    expect(outsider.statusCode).toBe(404);
    expect(await tableRows(t.deps.db)).toEqual(before);
  });

  it('serves only well-formed file names', async () => {
    for (const name of ['..%2F..%2Fetc%2Fpasswd', 'team-1-abc.exe', 'missing-file.png']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/files/${name}` });
      expect([404, 422], name).toContain(res.statusCode);
    }
  });
});
