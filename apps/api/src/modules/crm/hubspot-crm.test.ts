import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { createCrmProvider } from './create-crm';
import { CrmUnavailableError } from './crm-provider';
import { createHubspotCrm } from './hubspot-crm';

/**
 * The HubSpot adapter through HubSpot's own client, against a fake HubSpot on the loopback (its HTTP layer is the
 * only thing faked; nothing reaches the network): what it sends, and how it reads HubSpot's answers and errors.
 */
type TSeen = { method: string; path: string; body: string; auth: string | undefined };
const seen: TSeen[] = [];
let answers: Record<string, { status: number; body: unknown }> = {};
let server: Server;
let basePath = '';

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => resolve(body));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const path = (req.url ?? '').split('?')[0]!;
    seen.push({ method: req.method ?? '', path: req.url ?? '', body: await read(req), auth: req.headers.authorization });
    const key = `${req.method} ${path}`;
    const a = answers[key] ?? { status: 404, body: { status: 'error', message: 'not found' } };
    res.writeHead(a.status, { 'content-type': 'application/json' });
    res.end(a.status === 204 ? undefined : JSON.stringify(a.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  basePath = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
  answers = {};
});

const hubspot = () => createHubspotCrm({ clientId: 'client-123', clientSecret: 'shh-secret', basePath });

describe('HubSpot adapter', () => {
  it("sends Connect to HubSpot's authorisation page with our client id, return address, scopes and state", () => {
    const url = new URL(hubspot().installUrl({ state: 'st.ate', redirectUri: 'https://gifthub.test/api/v1/crm/hubspot/oauth/return' }));
    expect(url.origin).toBe('https://app.hubspot.com');
    expect(url.pathname).toBe('/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ client_id: 'client-123', redirect_uri: 'https://gifthub.test/api/v1/crm/hubspot/oauth/return', scope: 'crm.objects.contacts.read oauth', state: 'st.ate' });
  });

  it('exchanges the code for tokens and reads the portal they open', async () => {
    answers['POST /oauth/v1/token'] = { status: 200, body: { access_token: 'at-1', refresh_token: 'rt-1', expires_in: 1800, token_type: 'bearer' } };
    answers['GET /oauth/v1/access-tokens/at-1'] = { status: 200, body: { token: 'at-1', user: 'u@example.com', hub_domain: 'acme.hubspot.com', hub_id: 4242, app_id: 1, expires_in: 1800, user_id: 7, token_type: 'access', scopes: ['oauth'], signed_access_token: {} } };
    const before = Date.now();
    const tokens = await hubspot().exchangeCode({ code: 'the-code', redirectUri: 'https://gifthub.test/return' });
    expect(tokens).toMatchObject({ accessToken: 'at-1', refreshToken: 'rt-1', account: 'acme.hubspot.com (4242)' });
    expect(tokens.expiresAt!.getTime()).toBeGreaterThanOrEqual(before + 1_799_000);
    const form = new URLSearchParams(seen[0]!.body);
    expect(Object.fromEntries(form)).toMatchObject({ grant_type: 'authorization_code', code: 'the-code', redirect_uri: 'https://gifthub.test/return', client_id: 'client-123', client_secret: 'shh-secret' });
  });

  it('turns a refused exchange into CrmUnavailableError without HubSpot\'s body', async () => {
    answers['POST /oauth/v1/token'] = { status: 400, body: { status: 'BAD_AUTH_CODE', message: 'code at-secret-echo expired' } };
    const err = await hubspot().exchangeCode({ code: 'old', redirectUri: 'https://gifthub.test/return' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CrmUnavailableError);
    expect((err as Error).message).toBe('HubSpot token exchange failed (400).');
  });

  it('revokes the refresh token on disconnect', async () => {
    answers['DELETE /oauth/v1/refresh-tokens/rt-9'] = { status: 204, body: null };
    await hubspot().revoke({ accessToken: 'at-9', refreshToken: 'rt-9' });
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual(['DELETE /oauth/v1/refresh-tokens/rt-9']);
  });

  it('looks a contact up by e-mail with the access token; unknown is null', async () => {
    answers['GET /crm/v3/objects/contacts/hattie%40example.com'] = {
      status: 200,
      body: { id: '501', properties: { email: 'hattie@example.com', firstname: 'Hattie', lastname: 'Hub' }, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z', archived: false },
    };
    const found = await hubspot().findContact({ accessToken: 'at-2' }, 'hattie@example.com');
    expect(found).toEqual({ id: '501', email: 'hattie@example.com', firstName: 'Hattie', lastName: 'Hub' });
    expect(seen[0]!.auth).toBe('Bearer at-2');
    expect(new URL(seen[0]!.path, basePath).searchParams.get('idProperty')).toBe('email');
    expect(await hubspot().findContact({ accessToken: 'at-2' }, 'nobody@example.com')).toBeNull();
  });
});

describe('provider choice', () => {
  it('is the sandbox by default and HubSpot with CRM_PROVIDER=hubspot and its keys', () => {
    expect(createCrmProvider(testConfig()).kind).toBe('sandbox');
    expect(createCrmProvider(testConfig({ crmProvider: 'hubspot', hubspotClientId: 'id', hubspotClientSecret: 'secret' })).kind).toBe('hubspot');
    expect(() => createCrmProvider(testConfig({ crmProvider: 'hubspot' }))).toThrow('CRM_PROVIDER=hubspot needs HUBSPOT_CLIENT_ID and HUBSPOT_CLIENT_SECRET.');
  });
});
