import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProduct } from '@gifthub/shared/catalogue';
import { crmAlerts, crmTexts } from '@gifthub/shared/crm';
import { msg } from '@gifthub/shared/messages';
import { openSecret } from '../../lib/secrets';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { findConnection } from './crm.repository';
import { signInSeedUsers } from '../../test/seed-users';
import { campaignWith, hamperOption, setAvailable, setStatus } from '../campaign-registrations/campaign-registrations.test-helpers';
import { campaignOf, gbAddress, physicalOption, publicCalls } from '../campaign-pages/campaign-pages.test-helpers';
import { apiOf, physicalProduct, type TApi } from '../registrations/registrations.test-helpers';

/** The CRM link: the team's connection and CRM secret, the campaign trigger webhook, the multi-use link, invite/survey. */
const lines: string[] = [];
let t: TTestApp;
let api: TApi;
let staff: string;
let manager: string;
let associate: string;
let corner: string;
let demo: string;
let acme: number;
let europe: number;
let cornerTeam: number;
let hamper: TProduct;
let campaign: { id: number; options: number[] };
let n = 0;

const trigger = (id: number, secret: string | null, body: object, ip = '10.7.0.1') =>
  t.app.inject({ method: 'POST', url: `/api/v1/campaigns/${id}/trigger`, headers: secret ? { authorization: `Bearer ${secret}` } : {}, payload: body, remoteAddress: ip });
const contact = () => ({ email: `hubspot.contact${++n}@example.com`, first_name: 'Harriet', last_name: `Hub${n}` });
const newSecret = async (team = europe, token = manager) => {
  const res = await api.post(`/teams/${team}/crm/secret`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().secret as string;
};
const setIntegrations = async (id: number, integrations: { crm_webhook: boolean; multilink: boolean }) => {
  const res = await api.post(`/put/gb-campaigns/${id}`, manager, { integrations });
  expect(res.statusCode, res.body).toBe(200);
};

beforeAll(async () => {
  t = await createTestApp({ config: { logLevel: 'debug' }, logStream: { write: (line) => void lines.push(line) } });
  api = apiOf(t);
  const users = await signInSeedUsers(t);
  ({ staff, manager, associate, corner, demo, acme, europe } = users);
  cornerTeam = users.cornerId;
  hamper = await physicalProduct(t);
  await setAvailable(t, api, staff, manager, europe, 1_000_000);
  campaign = await campaignWith(api, { token: manager, staff, team: europe, options: [hamperOption(hamper)] });
  await setIntegrations(campaign.id, { crm_webhook: true, multilink: false });
});
afterAll(() => t.close());

describe('the CRM secret', () => {
  it('is shown once when made; reads say only that it exists; a new one revokes the old', async () => {
    expect((await api.get(`/teams/${acme}/crm/secret`, manager)).json()).toEqual({ exists: false, preview: null, created_at: null, created_by_name: null });
    const made = await api.post(`/teams/${acme}/crm/secret`, manager);
    expect(made.headers['cache-control']).toBe('no-store');
    const { secret, preview } = made.json();
    expect(secret).toMatch(/^ghcrm_[A-Za-z0-9_-]{43}$/);
    expect(preview).toBe(`ghcrm_…${secret.slice(-4)}`);
    const read = (await api.get(`/teams/${acme}/crm/secret`, manager)).json();
    expect(read).toMatchObject({ exists: true, preview, created_by_name: expect.any(String) });
    expect(JSON.stringify(read)).not.toContain(secret);
    const again = await newSecret(acme);
    expect(again).not.toBe(secret);
  });

  it('is for members who change team settings, on Pro, never in the demo', async () => {
    expect((await api.post(`/teams/${acme}/crm/secret`, associate)).statusCode).toBe(403);
    expect((await api.post(`/teams/${cornerTeam}/crm/secret`, corner)).json().code).toBe('pro_plan_required');
    expect((await api.post(`/teams/${acme}/crm/secret`, corner)).statusCode).toBe(404);
    const demoTeam = (await api.get('/current-user/teams', demo)).json()[0].id as number;
    expect((await api.post(`/teams/${demoTeam}/crm/secret`, demo)).json().code).toBe('demo_read_only');
  });
});

describe('POST /campaigns/{id}/trigger', () => {
  it('answers 401 without the secret, with a wrong or revoked one, or another team\'s', async () => {
    const old = await newSecret();
    const secret = await newSecret();
    const acmeSecret = await newSecret(acme);
    for (const bearer of [null, 'not-a-secret', `${secret}x`, old, acmeSecret]) {
      const res = await trigger(campaign.id, bearer, contact());
      expect(res.statusCode, String(bearer)).toBe(401);
      expect(res.json().message).toBe(crmTexts.secretMissing);
    }
    // An unknown campaign is the same 401: ids cannot be probed without the secret.
    expect((await trigger(999_999, secret, contact())).statusCode).toBe(401);
    // Before the body: a caller without the secret learns nothing from validation.
    expect((await trigger(campaign.id, null, { email: 'nope' })).statusCode).toBe(401);
  });

  it('creates an external invitation for the contact, e-mailed, and answers its invite link', async () => {
    const secret = await newSecret();
    const who = contact();
    const res = await trigger(campaign.id, secret, { ...who, email: who.email.toUpperCase() });
    expect(res.statusCode, res.body).toBe(200);
    const out = res.json();
    expect(out).toMatchObject({ created: true, invite_link: expect.stringMatching(/\/pick-a-gift\/acme-europe\/[A-Za-z0-9_-]{32}$/) });
    const row = (await api.get(`/gb-registrations/${out.registration_id}`, manager)).json();
    expect(row).toMatchObject({ registration_method: 'external', email: who.email, first_name: who.first_name, last_name: who.last_name, invite_link: out.invite_link, option_id: null });
    expect(row.events.map((e: { type: string }) => e.type)).toEqual(['invited', 'emailed']);
    // The link opens the claim page like any invitation.
    const secretOfLink = out.invite_link.split('/').pop();
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/public/gifts/${secretOfLink}`, remoteAddress: '10.7.1.1' });
    expect(page.statusCode, page.body).toBe(200);
    // The recipients list shows it under the CRM method.
    const list = (await api.get(`/gb-campaigns/${campaign.id}/registrations?registration_method=external`, manager)).json();
    expect(list.data.map((r: { id: number }) => r.id)).toContain(out.registration_id);
  });

  it('is idempotent per e-mail: a repeat (or a race) answers the same invitation', async () => {
    const secret = await newSecret();
    const who = contact();
    const [a, b] = await Promise.all([trigger(campaign.id, secret, who), trigger(campaign.id, secret, who, '10.7.0.2')]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(a.json().registration_id).toBe(b.json().registration_id);
    const again = await trigger(campaign.id, secret, { ...who, first_name: 'Other' });
    expect(again.json()).toEqual({ ...a.json(), created: false });
    const rows = await t.deps.db.query.registrations.findMany({ where: (r, { and, eq }) => and(eq(r.campaignId, campaign.id), eq(r.email, who.email)) });
    expect(rows).toHaveLength(1);
  });

  it('is refused while the campaign has the webhook off (403) or takes no invitations (409)', async () => {
    const secret = await newSecret();
    const off = await campaignWith(api, { token: manager, staff, team: europe, options: [hamperOption(hamper)] });
    const res = await trigger(off.id, secret, contact());
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(crmTexts.webhookOff);
    await setIntegrations(off.id, { crm_webhook: true, multilink: false });
    await setStatus(api, staff, off.id, 'paused');
    expect((await trigger(off.id, secret, contact())).statusCode).toBe(409);
  });

  it('answers 422 with the first message per field', async () => {
    const secret = await newSecret();
    const res = await trigger(campaign.id, secret, { email: 'not-an-email', first_name: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: [msg.email('E-mail')], first_name: [msg.required('First Name')], last_name: [msg.required('Last Name')] });
  });
});

describe('the CRM connection', () => {
  it('sets up, connects through the sandbox install URL back to the portal, and disconnects', async () => {
    expect((await api.post(`/teams/${acme}/crm/setup`, manager)).json()).toEqual({ ok: true });
    const before = (await api.get(`/teams/${acme}/crm/hubspot/oauth/status`, manager)).json();
    expect(before).toMatchObject({ provider: 'sandbox', isConnected: false, account: null });
    const install = new URL(before.installUrl);
    expect(install.pathname).toBe('/api/v1/crm/hubspot/oauth/return');
    const back = await t.app.inject({ method: 'GET', url: `${install.pathname}${install.search}`, remoteAddress: '10.7.2.1' });
    expect(back.statusCode).toBe(302);
    const landing = new URL(back.headers.location as string);
    expect(landing.pathname).toBe('/pro/settings/integrations');
    expect(Object.fromEntries(landing.searchParams)).toEqual({ connection: 'true', message: crmAlerts.connectedDefault });
    expect((await api.get(`/teams/${acme}/crm/hubspot/oauth/status`, manager)).json()).toMatchObject({ isConnected: true, account: 'Sandbox CRM', connected_at: expect.any(String) });
    // The CRM's tokens are kept sealed, and open with the server's key.
    const row = (await findConnection(t.deps.db, acme))!;
    expect(row.accessToken).toMatch(/^s1\./);
    expect(row.accessToken).not.toContain('sandbox-access');
    expect(openSecret(row.accessToken!, t.deps.config.tokenKey, 'crm-tokens')).toMatch(/^sandbox-access-/);
    expect(openSecret(row.accessToken!, 'another key', 'crm-tokens')).toBeNull();
    // The same state is used once.
    const replay = await t.app.inject({ method: 'GET', url: `${install.pathname}${install.search}`, remoteAddress: '10.7.2.1' });
    expect(new URL(replay.headers.location as string).searchParams.get('connection')).toBe('false');
    const off = await api.post(`/teams/${acme}/crm/hubspot/oauth/disconnect`, manager);
    expect(off.json()).toEqual({ ok: true, message: crmAlerts.disconnected });
    expect((await api.get(`/teams/${acme}/crm/hubspot/oauth/status`, manager)).json().isConnected).toBe(false);
  });

  it('refuses a forged or missing state, and a cancelled install, back on the portal with connection=false', async () => {
    const status = (await api.get(`/teams/${acme}/crm/hubspot/oauth/status`, manager)).json();
    const state = new URL(status.installUrl).searchParams.get('state')!;
    const go = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/crm/hubspot/oauth/return?${query}`, remoteAddress: '10.7.2.2' });
      return Object.fromEntries(new URL(res.headers.location as string).searchParams);
    };
    expect(await go('code=sandbox-abc')).toEqual({ connection: 'false', message: crmTexts.stateInvalid });
    expect(await go(`code=sandbox-abc&state=${state.slice(0, -2)}xx`)).toEqual({ connection: 'false', message: crmTexts.stateInvalid });
    expect(await go(`error=access_denied&state=${state}`)).toEqual({ connection: 'false', message: crmTexts.denied });
    expect(await go(`code=sandbox-fail&state=${state}`)).toEqual({ connection: 'false', message: crmAlerts.connectFailedDefault });
    expect((await api.get(`/teams/${acme}/crm/hubspot/oauth/status`, manager)).json().isConnected).toBe(false);
  });

  it('is for members who change team settings of that team', async () => {
    expect((await api.get(`/teams/${acme}/crm/hubspot/oauth/status`, associate)).statusCode).toBe(403);
    expect((await api.get(`/teams/${acme}/crm/hubspot/oauth/status`, corner)).statusCode).toBe(404);
    expect((await api.post(`/teams/${acme}/crm/hubspot/oauth/disconnect`, associate)).statusCode).toBe(403);
    expect((await api.post(`/teams/${cornerTeam}/crm/setup`, corner)).json().code).toBe('pro_plan_required');
  });

  it("connects and disconnects through the spec's paths too: POST and DELETE …/integrations, GET …/oauth/disconnect", async () => {
    const del = (team: number, token: string, payload?: object) => t.app.inject({ method: 'DELETE', url: `/api/v1/teams/${team}/integrations`, headers: t.as(token), ...(payload ? { payload } : {}) });
    const connectVia = async (installUrl: string) => {
      const install = new URL(installUrl);
      const back = await t.app.inject({ method: 'GET', url: `${install.pathname}${install.search}`, remoteAddress: '10.7.2.3' });
      expect(new URL(back.headers.location as string).searchParams.get('connection')).toBe('true');
    };
    const connect = await api.post(`/teams/${acme}/integrations`, manager, { type: 'hubspot', apiKey: 'portal-key' });
    expect(connect.statusCode, connect.body).toBe(200);
    expect(connect.json()).toMatchObject({ provider: 'sandbox', isConnected: false, installUrl: expect.any(String) });
    await connectVia(connect.json().installUrl);
    expect((await api.get(`/teams/${acme}/crm/hubspot/oauth/status`, manager)).json().isConnected).toBe(true);
    const off = await del(acme, manager, { type: 'hubspot' });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ ok: true, message: crmAlerts.disconnected });
    expect((await api.get(`/teams/${acme}/crm/hubspot/oauth/status`, manager)).json().isConnected).toBe(false);

    await connectVia((await api.post(`/teams/${acme}/integrations`, manager, { type: 'hubspot' })).json().installUrl);
    const byGet = await api.get(`/teams/${acme}/crm/hubspot/oauth/disconnect`, manager);
    expect(byGet.json()).toEqual({ ok: true, message: crmAlerts.disconnected });
    expect((await api.get(`/teams/${acme}/crm/hubspot/oauth/status`, manager)).json().isConnected).toBe(false);

    // The same checks as the CRM's own paths: edit-team-settings, membership, Pro, and the demo reads only.
    expect((await api.post(`/teams/${acme}/integrations`, manager, { type: 'salesforce' })).json().errors).toEqual({ type: ['Type must be one of: hubspot.'] });
    expect((await api.post(`/teams/${acme}/integrations`, associate, { type: 'hubspot' })).statusCode).toBe(403);
    expect((await del(acme, associate)).statusCode).toBe(403);
    expect((await api.get(`/teams/${acme}/crm/hubspot/oauth/disconnect`, associate)).statusCode).toBe(403);
    expect((await api.get(`/teams/${acme}/crm/hubspot/oauth/disconnect`, corner)).statusCode).toBe(404);
    expect((await api.post(`/teams/${cornerTeam}/integrations`, corner, { type: 'hubspot' })).json().code).toBe('pro_plan_required');
    const demoTeam = (await api.get('/current-user/teams', demo)).json()[0].id as number;
    expect((await api.get(`/teams/${demoTeam}/crm/hubspot/oauth/disconnect`, demo)).json().code).toBe('demo_read_only');
    expect((await del(demoTeam, demo)).json().code).toBe('demo_read_only');
    expect((await api.get(`/teams/${demoTeam}/crm/hubspot/oauth/status`, demo)).json().isConnected).toBe(true);
  });

  it('shows the demo its seeded connection and secret, and changes neither', async () => {
    const demoTeam = (await api.get('/current-user/teams', demo)).json()[0].id as number;
    expect((await api.get(`/teams/${demoTeam}/crm/hubspot/oauth/status`, demo)).json()).toMatchObject({ isConnected: true, account: 'Sandbox CRM' });
    expect((await api.get(`/teams/${demoTeam}/crm/secret`, demo)).json()).toMatchObject({ exists: true, preview: expect.stringMatching(/^ghcrm_…/) });
    expect((await api.post(`/teams/${demoTeam}/crm/hubspot/oauth/disconnect`, demo)).json().code).toBe('demo_read_only');
  });
});

describe('the CRM multi-use link', () => {
  it('registers a visitor from i=hubspot as the CRM (external) while multilink is on, else as the public page', async () => {
    const pub = publicCalls(t);
    const c = await campaignOf(t, acme, { privacy: 'public', integrations: { crm_webhook: false, multilink: true } });
    const option = await physicalOption(t, c.id, hamper);
    const visitor = (email: string) => ({ option_id: option.id, ...gbAddress, email, integration: 'hubspot' });
    expect((await pub.pageClaim('acme', c.slug, visitor('lead.one@example.com'))).statusCode).toBe(200);
    const plain = await campaignOf(t, acme, { privacy: 'public' });
    const plainOption = await physicalOption(t, plain.id, hamper);
    expect((await pub.pageClaim('acme', plain.slug, { ...visitor('lead.two@example.com'), option_id: plainOption.id })).statusCode).toBe(200);
    const methodOf = async (campaignId: number) => (await t.deps.db.query.registrations.findFirst({ where: (r, { eq }) => eq(r.campaignId, campaignId) }))!.registrationMethod;
    expect(await methodOf(c.id)).toBe('external');
    expect(await methodOf(plain.id)).toBe('public');
  });
});

describe('POST /gb-campaigns/{id}/registrations/invite/survey', () => {
  it('answers a personal invite link for the respondent, sends no e-mail, and keeps the survey id', async () => {
    const res = await api.post(`/gb-campaigns/${campaign.id}/registrations/invite/survey`, manager, { email: 'Sam.Survey@example.com', first_name: 'Sam', survey_id: 42 });
    expect(res.statusCode, res.body).toBe(200);
    const out = res.json();
    expect(out).toMatchObject({ invite_link: expect.stringContaining('/pick-a-gift/acme-europe/'), email_sent: false });
    const row = (await api.get(`/gb-registrations/${out.registration_id}`, manager)).json();
    expect(row).toMatchObject({ registration_method: 'link', email: 'sam.survey@example.com', first_name: 'Sam', last_name: '' });
    expect(row.events[0]).toMatchObject({ type: 'invited', data: expect.objectContaining({ survey_id: 42 }) });
    expect((await api.post(`/gb-campaigns/${campaign.id}/registrations/invite/survey`, manager, {})).json().errors).toEqual({ email: [msg.required('E-mail')] });
    expect((await api.post(`/gb-campaigns/${campaign.id}/registrations/invite/survey`, corner, { email: 'x@example.com' })).statusCode).toBe(404);
  });
});

describe('logs', () => {
  it('never hold a CRM secret nor the OAuth state', async () => {
    const secret = await newSecret();
    await trigger(campaign.id, secret, contact());
    await trigger(campaign.id, `${secret}x`, contact());
    const state = new URL((await api.get(`/teams/${acme}/crm/hubspot/oauth/status`, manager)).json().installUrl).searchParams.get('state')!;
    await t.app.inject({ method: 'GET', url: `/api/v1/crm/hubspot/oauth/return?code=sandbox-zz&state=${encodeURIComponent(state)}`, remoteAddress: '10.7.3.1' });
    const all = lines.join('\n');
    expect(all).toContain('/trigger');
    for (const s of [secret, secret.slice(6), state]) expect(all).not.toContain(s);
  });
});
