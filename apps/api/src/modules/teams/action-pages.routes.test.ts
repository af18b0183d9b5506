import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_PAGE_DEFAULTS, resolveActionPage, type TActionPageSettings } from '@gifthub/shared/action-pages';
import { DEMO_TEAM_ID } from '@gifthub/shared/constants';
import { ERROR_CODES } from '@gifthub/shared/errors';
import { texts } from '@gifthub/shared/messages';
import { PRO_FEATURES } from '@gifthub/shared/plans';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { ACME_ACTION_PAGE } from '../../db/seed-action-pages';
import { tableRows } from '../../db/table-rows';
import { multipartBody, testPng } from '../../test/uploads';
import { unsafeSvgText } from '../../lib/images';

// Action-page branding (spec 3 §2.4, §3, §5): GET and PUT /teams/{teamId} action_page, the preview link, and the
// gift pages that wear the look.
let t: TTestApp;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ config: { dataDir: mkdtempSync(path.join(tmpdir(), 'gifthub-action-pages-')) } });
  for (const email of ['manager@acme.test', 'associate@acme.test', 'owner@corner.test', 'demo@gifthub.test']) tokens[email] = await t.login(email);
  for (const email of ['manager@acme.test', 'owner@corner.test']) {
    const teams = (await t.app.inject({ method: 'GET', url: '/api/v1/current-user/teams', headers: t.as(tokens[email]!) })).json();
    for (const x of teams) ids[x.slug] = x.id;
  }
});
afterAll(() => t.close());

const call = (email: string, method: 'GET' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: t.as(tokens[email]!), payload: payload as object });
const put = (email: string, teamId: number, action_page: unknown) => call(email, 'PUT', `/teams/${teamId}`, { action_page });
const acmeEurope = () => ids['acme-europe']!;
const full = (over: Partial<TActionPageSettings> = {}): TActionPageSettings => ({ ...ACTION_PAGE_DEFAULTS, ...over });

describe('GET /teams/{teamId} action_page and preview_url', () => {
  it('answers both views resolved: Acme its seeded brand over the defaults, the demo team the defaults', async () => {
    const acme = (await call('associate@acme.test', 'GET', `/teams/${ids.acme}`)).json();
    expect(acme.action_page).toEqual(resolveActionPage(ACME_ACTION_PAGE));
    expect(acme.action_page.desktop).toMatchObject({ buttonBackground: '#0b5d4b', buttonShadow: true, buttonTextSingle: 'Continue' });
    expect(acme.action_page.mobile.buttonRoundedCorners).toBe(false);
    expect(acme.preview_url).toMatch(/^\/pick-a-gift\/acme\/preview\?key=[0-9a-f]{32}$/);
    const demo = (await call('demo@gifthub.test', 'GET', `/teams/${DEMO_TEAM_ID}`)).json();
    expect(demo.action_page).toEqual({ mobile: ACTION_PAGE_DEFAULTS, desktop: ACTION_PAGE_DEFAULTS });
    // Each team has its own key.
    expect(demo.preview_url.split('key=')[1]).not.toBe(acme.preview_url.split('key=')[1]);
  });
});

describe('PUT /teams/{teamId} action_page', () => {
  it('saves a view given and keeps the other; the gift pages and the preview read it back', async () => {
    const desktop = full({ buttonBackground: '#7B2CBF', buttonTextMultiple: 'Pick this one', displayTeamName: false });
    const res = await put('manager@acme.test', acmeEurope(), { desktop });
    expect(res.statusCode, res.body).toBe(200);
    // Colours are kept in lower case; the mobile view is still the defaults.
    expect(res.json().action_page).toEqual({ mobile: ACTION_PAGE_DEFAULTS, desktop: { ...desktop, buttonBackground: '#7b2cbf' } });
    const mobile = { buttonColour: '#000000', buttonBackground: '#ffd43b' };
    const again = (await put('manager@acme.test', acmeEurope(), { mobile })).json();
    expect(again.action_page.mobile).toEqual(full(mobile));
    expect(again.action_page.desktop.buttonTextMultiple).toBe('Pick this one');
    // The name is left as it was when only the look is saved.
    expect(again.name).toBe('Acme Europe');

    const preview = await t.app.inject({ method: 'GET', url: `/api/v1/public/action-pages/acme-europe/preview?${again.preview_url.split('?')[1]}` });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ name: 'Acme Europe', slug: 'acme-europe', action_page: again.action_page });
  });

  it('an empty object resets both views, and {} for one view resets that view', async () => {
    await put('manager@acme.test', acmeEurope(), { mobile: full({ textColour: '#101010' }), desktop: full({ textColour: '#202020' }) });
    const one = (await put('manager@acme.test', acmeEurope(), { mobile: {} })).json();
    expect(one.action_page.mobile).toEqual(ACTION_PAGE_DEFAULTS);
    expect(one.action_page.desktop.textColour).toBe('#202020');
    const both = (await put('manager@acme.test', acmeEurope(), {})).json();
    expect(both.action_page).toEqual({ mobile: ACTION_PAGE_DEFAULTS, desktop: ACTION_PAGE_DEFAULTS });
  });

  it('refuses bad settings with 422 and the first message per field, and writes nothing', async () => {
    const before = (await call('manager@acme.test', 'GET', `/teams/${acmeEurope()}`)).json().action_page;
    const res = await put('manager@acme.test', acmeEurope(), {
      desktop: { buttonTextSingle: 'x'.repeat(26), buttonTextMultiple: '', buttonBackground: 'red', displayHero: 'yes', marketplaceTitle: 'y'.repeat(101) },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'action_page.desktop.buttonTextSingle': ['Single Gift Button Text maximal length is 25'],
      'action_page.desktop.buttonTextMultiple': ['Multiple Gifts Button Text is required.'],
      'action_page.desktop.buttonBackground': ['Button Background must be a colour such as #1864ab.'],
      'action_page.desktop.displayHero': ['Display hero image must be one of the listed values.'],
      'action_page.desktop.marketplaceTitle': ['Marketplace Title maximal length is 100'],
    });
    expect((await call('manager@acme.test', 'GET', `/teams/${acmeEurope()}`)).json().action_page).toEqual(before);
    // 25 characters are fine; unknown settings and views are refused.
    expect((await put('manager@acme.test', acmeEurope(), { desktop: { buttonTextSingle: 'x'.repeat(25) } })).statusCode).toBe(200);
    expect((await put('manager@acme.test', acmeEurope(), { desktop: { fontFamily: 'Comic Sans' } })).statusCode).toBe(422);
    expect((await put('manager@acme.test', acmeEurope(), { tablet: {} })).statusCode).toBe(422);
    expect((await put('manager@acme.test', acmeEurope(), { desktop: { buttonColour: '#fff;}body{x' } })).statusCode).toBe(422);
  });

  it('needs edit-team-settings; the demo team is read-only; a free team meets the pro banner; another team is 404', async () => {
    const associate = await put('associate@acme.test', ids.acme!, { desktop: { buttonShadow: false } });
    expect(associate.statusCode).toBe(403);
    const demo = await put('demo@gifthub.test', DEMO_TEAM_ID, { desktop: { buttonShadow: true } });
    expect(demo.statusCode).toBe(403);
    expect(demo.json()).toMatchObject({ code: ERROR_CODES.demoReadOnly, message: texts.demoReadOnly });
    const free = await put('owner@corner.test', ids['corner-shop']!, { desktop: { buttonShadow: true } });
    expect(free.statusCode).toBe(403);
    expect(free.json()).toMatchObject({ code: ERROR_CODES.proOnly, message: texts.proGate(PRO_FEATURES.actionPages, t.deps.config.productName) });
    // The free team can still rename itself: only the look is Pro.
    expect((await call('owner@corner.test', 'PUT', `/teams/${ids['corner-shop']}`, { name: 'Corner Shop' })).statusCode).toBe(200);
    expect((await put('owner@corner.test', ids.acme!, {})).statusCode).toBe(404);
    const acme = (await call('manager@acme.test', 'GET', `/teams/${ids.acme}`)).json();
    expect(acme.action_page).toEqual(resolveActionPage(ACME_ACTION_PAGE));
  });
});

describe('the preview link and the gift pages', () => {
  it('the preview needs the team key: a wrong, missing or another team key is 404', async () => {
    const acme = (await call('manager@acme.test', 'GET', `/teams/${ids.acme}`)).json();
    const key = acme.preview_url.split('key=')[1] as string;
    const corner = (await call('owner@corner.test', 'GET', `/teams/${ids['corner-shop']}`)).json();
    const otherKey = corner.preview_url.split('key=')[1] as string;
    for (const url of [`/public/action-pages/acme/preview?key=${otherKey}`, `/public/action-pages/acme/preview?key=${key.slice(1)}`, '/public/action-pages/acme/preview', `/public/action-pages/nobody/preview?key=${key}`]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}` });
      expect([404, 422], url).toContain(res.statusCode);
    }
    const ok = await t.app.inject({ method: 'GET', url: `/api/v1/public/action-pages/acme/preview?key=${key}` });
    expect(ok.json()).toEqual({ name: 'Acme Ltd', slug: 'acme', logo_url: null, hero_url: null, action_page: acme.action_page });
  });

  it("a campaign's own page carries the team's look", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/public/campaigns/acme/open-day-giveaway' });
    expect(res.statusCode).toBe(200);
    expect(res.json().team).toEqual({ name: 'Acme Ltd', slug: 'acme', logo_url: null, hero_url: null, action_page: resolveActionPage(ACME_ACTION_PAGE) });
  });
});

describe('the action pages\' images: POST /teams/{teamId}/upload hero_url and action_logo_url', () => {
  const upload = (email: string, teamId: number, file: Buffer, type: string, name = 'image.png') => {
    const body = multipartBody(file, name, 'image/png', { type });
    return t.app.inject({ method: 'POST', url: `/api/v1/teams/${teamId}/upload`, headers: { ...t.as(tokens[email]!), ...body.headers }, payload: body.payload });
  };
  const previewOf = async (team: { slug: string; preview_url: string }) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/public/action-pages/${team.slug}/preview?${team.preview_url.split('?')[1]}` })).json();

  it('a Pro team sets its hero (1040x306) and action logo; the gift pages show them, the action logo before the team logo', async () => {
    const hero = await upload('manager@acme.test', acmeEurope(), await testPng(1040, 306), 'hero_url');
    expect(hero.statusCode, hero.body).toBe(200);
    expect(hero.json().hero_url).toMatch(/^\/api\/v1\/files\/team-\d+-[0-9a-f]{16}\.png$/);
    const logo = await upload('manager@acme.test', acmeEurope(), await testPng(300, 100), 'action_logo_url');
    expect(logo.statusCode, logo.body).toBe(200);
    const team = logo.json();
    expect(team.action_logo_url).toMatch(/^\/api\/v1\/files\/team-\d+-[0-9a-f]{16}\.png$/);
    expect(team.hero_url).toBe(hero.json().hero_url);
    expect(await previewOf(team)).toMatchObject({ hero_url: team.hero_url, logo_url: team.action_logo_url });
    expect((await t.app.inject({ method: 'GET', url: team.hero_url })).statusCode).toBe(200);
  });

  it('checks the hero by its content like any upload: text named .png and an SVG with a script are refused, storing nothing', async () => {
    const before = await tableRows(t.deps.db);
    const text = await upload('manager@acme.test', acmeEurope(), Buffer.from('just some text'), 'hero_url', 'hero.png');
    expect(text.statusCode).toBe(422);
    expect(text.json().errors).toEqual({ file: ['File must be a PNG, JPEG, GIF, WebP or SVG image.'] });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload('manager@acme.test', acmeEurope(), svg, 'action_logo_url', 'logo.svg')).json().errors).toEqual({ file: [unsafeSvgText] });
    expect(await tableRows(t.deps.db)).toEqual(before);
  });

  it('are Pro like the look: a free team meets the pro banner for the hero and action logo (uploaded or from its gallery), keeps its team logo, and may clear them', async () => {
    const corner = ids['corner-shop']!;
    const banner = { code: ERROR_CODES.proOnly, message: texts.proGate(PRO_FEATURES.actionPages, t.deps.config.productName) };
    const before = await tableRows(t.deps.db);
    for (const type of ['hero_url', 'action_logo_url']) {
      const res = await upload('owner@corner.test', corner, await testPng(), type);
      expect(res.statusCode, type).toBe(403);
      expect(res.json()).toMatchObject(banner);
    }
    expect(await tableRows(t.deps.db)).toEqual(before);
    const media = multipartBody(await testPng(), 'm.png', 'image/png');
    const image = (await t.app.inject({ method: 'POST', url: `/api/v1/teams/${corner}/media`, headers: { ...t.as(tokens['owner@corner.test']!), ...media.headers }, payload: media.payload })).json();
    const images = (payload: object) => t.app.inject({ method: 'PUT', url: `/api/v1/teams/${corner}/images`, headers: t.as(tokens['owner@corner.test']!), payload });
    expect((await images({ hero_url: image.filename })).json()).toMatchObject(banner);
    expect((await images({ logo_url: image.filename })).statusCode).toBe(200);
    expect((await images({ hero_url: null, action_logo_url: null })).statusCode).toBe(200);
    expect((await upload('owner@corner.test', corner, await testPng(), 'logo_url')).statusCode).toBe(200);
  });
});
