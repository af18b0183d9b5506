import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/test-app';
import { createHash } from 'node:crypto';
import { EARLY_SUBMIT_SCRIPT } from '@gifthub/shared/early-submit';
import { jsonForScript } from './static-web';

// A web build in miniature: the portal's index.html, the public entry's gift.html with its stylesheet, and a
// server build whose page shows the data it was given (the real one is apps/web/src/public/server.tsx).
const SECRET = 'Abcdefghijklmnopqrstuvwx12';
const put = (root: string, file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

describe('static web: the portal and the light public pages', () => {
  let t: TTestApp;
  let webDist = '';
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'gifthub-web-'));
    put(webDist, 'index.html', '<html><body><div id="root"></div><script src="/assets/main.js"></script>portal</body></html>');
    put(webDist, 'gift.html', '<html><head><title>Your gift</title><link rel="stylesheet" crossorigin href="/assets/gift.css"></head><body><div id="root"></div>public</body></html>');
    put(webDist, 'assets/gift.css', '.l-card{color:red}');
    put(webDist, 'favicon.svg', '<svg/>');
    put(
      webDist,
      'ssr/server.js',
      `export const pageDataPath = (p) => (p.split('/').length === 4 ? '/public/gifts/' + p.split('/')[3] : null);
       export const renderPage = (p, data) => '<main data-path="' + p + '">' + (data ? 'status ' + data.status : 'no data') + (p.includes('titled') ? ' Win $& $\\' 100' : '') + '</main>';
       export const pageTitle = (p) => (p.includes('titled') ? 'Win $\\' 100 & <more>' : null);`,
    );
    t = await createTestApp({ seed: false, config: { webDist } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('answers the portal bases with index.html', async () => {
    for (const url of ['/pro/dashboard', '/demo', '/welcome']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('portal');
    }
  });

  it('answers the public bases with gift.html, rendered with the API answer inside and its CSS inline', async () => {
    const res = await t.app.inject({ url: `/pick-a-gift/acme/${SECRET}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('public');
    expect(res.body).not.toContain('portal');
    expect(res.body).toContain(`<div id="root"><main data-path="/pick-a-gift/acme/${SECRET}">status 404</main></div>`);
    const data = JSON.parse(/<script id="page-data" type="application\/json">(.*?)<\/script>/.exec(res.body)![1]!);
    expect(data).toMatchObject({ status: 404, body: { code: 'gift_not_found' } });
    expect(res.body).toContain('<style>.l-card{color:red}</style>');
    expect(res.body).not.toContain('rel="stylesheet"');
  });

  it("puts the page's own title into the HTML, escaped, and takes `$&` in a page's text literally", async () => {
    const titled = await t.app.inject({ url: '/pick-a-gift/titled' });
    expect(titled.body).toContain('<title>Win $&#39; 100 &amp; &lt;more&gt;</title>');
    expect(titled.body).toContain("<main data-path=\"/pick-a-gift/titled\">no data Win $& $' 100</main>");
    const plain = await t.app.inject({ url: '/pick-a-gift/other' });
    expect(plain.body).toContain('<title>Your gift</title>');
  });

  it('puts the script that holds back an early submit into the public pages, allowed by its hash in the CSP', async () => {
    const res = await t.app.inject({ url: '/pick-a-gift/other' });
    const script = /<script>(.*?)<\/script><\/head>/.exec(res.body)?.[1];
    expect(script).toBe(EARLY_SUBMIT_SCRIPT);
    expect(String(res.headers['content-security-policy'])).toContain(`'sha256-${createHash('sha256').update(script!).digest('base64')}'`);
  });

  it('renders a public page without data when it needs none', async () => {
    const res = await t.app.inject({ url: '/pick-a-gift/redeem' });
    expect(res.body).toContain('no data</main></div>');
    expect(res.body).not.toContain('page-data');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('hands the renderer the URL with its query (the batch link reads invite={secret})', async () => {
    const res = await t.app.inject({ url: '/pick-a-gift/redeem?invite=Abc' });
    expect(res.body).toContain('<main data-path="/pick-a-gift/redeem?invite=Abc">');
  });

  it("counts the page's data request in the API's rate limit for the visitor's address", async () => {
    const remoteAddress = '203.0.113.9';
    for (let i = 0; i < 120; i++) await t.app.inject({ url: `/api/v1/public/gifts/${SECRET}`, remoteAddress });
    const res = await t.app.inject({ url: `/pick-a-gift/acme/${SECRET}`, remoteAddress });
    expect(res.body).toContain('status 429');
    const other = await t.app.inject({ url: `/pick-a-gift/acme/${SECRET}`, remoteAddress: '203.0.113.10' });
    expect(other.body).toContain('status 404');
  });

  it('escapes data so nothing in it can end the script', () => {
    const value = { message: '</script><script>alert(1)</script><!-- & \u2028\u2029' };
    const out = jsonForScript(value);
    expect(out).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(out)).toEqual(value);
  });
});
