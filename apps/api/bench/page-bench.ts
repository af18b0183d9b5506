/**
 * npm run bench (its last part): how fast pages show on a slow phone. The built server (apps/api/dist/server.js,
 * after npm run build) runs on a temp data folder; a gift link is made through the API (Acme's manager, paid from
 * the team balance); Debian's Chromium opens the recipient's claim page and the portal's login page with DevTools'
 * "Fast 3G" profile (562.5 ms latency, 1.6 Mbps down, 750 kbps up, through CDP Network.emulateNetworkConditions)
 * and the CPU slowed 4x (Emulation.setCPUThrottlingRate), each run in a fresh browser context (cold cache).
 * It prints the median first contentful paint, the time until the page's content is visible (the gift's name on
 * the claim page, the password field on the login page, the first question on the survey page) and the JavaScript
 * the page downloaded. The public survey page (/survey/acme/…, Acme's published survey with the most questions) is
 * measured when the web build has it (a public entry that serves /survey); without a web build the bench says so.
 * See RESULTS.md.
 *
 * Env: PAGE_BENCH_RUNS (default 5), WEB_DIST to serve another web build (an older one, to compare),
 * CHROMIUM (default /usr/bin/chromium).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { firstPage } from '@gifthub/shared/survey-logic';
import type { TPublicSurvey } from '@gifthub/shared/surveys';
import { cleanupAll, cleanups, freePort, sleep, tempDir } from './bench-support';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const RUNS = Number(process.env.PAGE_BENCH_RUNS ?? 5);
const PASSWORD = 'gifthub-demo';

/** DevTools' "Fast 3G" preset, as its network panel sets it (bytes per second, with its 0.9 factor). */
export const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9, uploadThroughput: ((750 * 1000) / 8) * 0.9 };
export const CPU_SLOWDOWN = 4;

type TTarget = { name: string; url: string; selector: string; text: string };
type TRun = { fcp: number; visible: number; jsBytes: number };

async function startServer() {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: tempDir('gifthub-page-bench-'), LOG_LEVEL: 'warn', PUBLIC_URL: baseURL };
  const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  cleanups.push(() => void server.kill('SIGTERM'));
  // The first start seeds the demo team's order history through the services: slow on a busy machine.
  for (let waited = 0; waited < 300_000; waited += 500) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ok = await fetch(`${baseURL}/api/v1/health`).then((r) => r.ok, () => false);
    if (ok) return baseURL;
    await sleep(500);
  }
  throw new Error('the server did not start in 5 minutes');
}

async function api<T>(baseURL: string, method: string, url: string, token?: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseURL}/api/v1${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A gift link from Acme (Pro, paid from its balance) for the first physical gift in stock. */
async function makeGiftLink(baseURL: string) {
  const { apiToken } = await api<{ apiToken: string }>(baseURL, 'POST', '/login', undefined, { email: 'manager@acme.test', password: PASSWORD });
  const teams = await api<{ id: number; slug: string }[] | { data: { id: number; slug: string }[] }>(baseURL, 'GET', '/current-user/teams', apiToken);
  const acme = (Array.isArray(teams) ? teams : teams.data).find((t) => t.slug === 'acme')!;
  const products = await api<{ data: { id: number; name: string; stock: number | null }[] }>(baseURL, 'GET', '/marketplace/products/physical', apiToken);
  const product = products.data.find((p) => p.stock === null || p.stock >= 10)!;
  const link = await api<{ invite_link: string }>(baseURL, 'POST', `/teams/${acme.id}/gb-registrations/invite/link?platform=marketplace`, apiToken, {
    type: 'physical',
    product_id: product.id,
    invitation_message: 'Thank you for a brilliant year!',
  });
  return { url: link.invite_link, productName: product.name };
}

/** The public page of Acme's published survey with the most questions, and its first page's heading. */
async function findSurveyPage(baseURL: string): Promise<TTarget | null> {
  const { apiToken } = await api<{ apiToken: string }>(baseURL, 'POST', '/login', undefined, { email: 'manager@acme.test', password: PASSWORD });
  const teams = await api<{ id: number; slug: string }[]>(baseURL, 'GET', '/current-user/teams', apiToken);
  const acme = teams.find((t) => t.slug === 'acme')!;
  const list = await api<{ data: { slug: string; active: boolean; questions_count: number }[] }>(baseURL, 'GET', `/teams/${acme.id}/surveys?per_page=50`, apiToken);
  const chosen = list.data.filter((s) => s.active).sort((a, b) => b.questions_count - a.questions_count)[0];
  if (!chosen) return null;
  const survey = await api<TPublicSurvey>(baseURL, 'GET', `/surveys/acme/${chosen.slug}`);
  const page = firstPage(survey.pages);
  if (!page) return null;
  const question = page.questions[0];
  // The heading survey-page.tsx draws: the question's name, else the page's title or name.
  const text = question ? question.name : page.title || page.name;
  return { name: 'survey page /survey/…', url: `${baseURL}/survey/acme/${chosen.slug}`, selector: '.sv-question, .sv-title', text };
}

/** Whether the web build serves the public survey page (its light entry knows /survey). */
function buildHasSurveyPage() {
  const dist = process.env.WEB_DIST ?? path.join(root, 'apps/web/dist');
  const gift = path.join(dist, 'gift.html');
  if (!existsSync(gift)) return false;
  const entry = /src="\/(assets\/[^"]+\.js)"/.exec(readFileSync(gift, 'utf8'))?.[1];
  return Boolean(entry && existsSync(path.join(dist, entry)) && /base:\s*[`"']survey[`"']/.test(readFileSync(path.join(dist, entry), 'utf8')));
}

/** One cold visit: a new context, Fast 3G and a 4x slower CPU from the first byte. */
async function visit(browser: Browser, target: TTarget): Promise<TRun> {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    let jsBytes = 0;
    const scripts = new Set<string>();
    cdp.on('Network.responseReceived', (e: { requestId: string; type: string }) => void (e.type === 'Script' && scripts.add(e.requestId)));
    cdp.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number }) => void (scripts.has(e.requestId) && (jsBytes += e.encodedDataLength)));
    // Marks the first animation frame in which the content is in the page and laid out (the paint follows it).
    // Browser code as text: this project compiles for Node, without the DOM's types.
    await page.addInitScript({
      content: `(() => {
        const check = () => {
          const el = [...document.querySelectorAll(${JSON.stringify(target.selector)})].find((e) => e.textContent.includes(${JSON.stringify(target.text)}) && e.getBoundingClientRect().height > 0);
          if (el) window.__visibleAt = performance.now();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      })();`,
    });
    await page.goto(target.url, { waitUntil: 'load', timeout: 60_000 });
    // Functions rather than text: the page's CSP refuses eval, and Playwright runs these through CDP instead.
    const probe = () => {
      const g = globalThis as unknown as { __visibleAt?: number };
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      return g.__visibleAt !== undefined && fcp !== undefined ? { fcp, visible: g.__visibleAt } : null;
    };
    await page.waitForFunction(probe, undefined, { timeout: 60_000 });
    // Scripts still arriving after load (lazy chunks the page asked for) count too.
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
    const { fcp, visible } = (await page.evaluate(probe))!;
    return { fcp, visible, jsBytes };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  console.log(`Page bench: DevTools Fast 3G (562.5 ms, 1.6 Mbps down, 750 kbps up) and CPU ${CPU_SLOWDOWN}x slower, ${RUNS} cold runs each, medians.`);
  if (process.env.WEB_DIST) console.log(`Web build: ${process.env.WEB_DIST}`);
  if (!existsSync(path.join(process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'), 'index.html')) || !existsSync(path.join(root, 'apps/api/dist/server.js')))
    throw new Error('No build to measure: the page bench serves apps/web/dist with apps/api/dist/server.js. Run npm run build first.');
  const baseURL = await startServer();
  const gift = await makeGiftLink(baseURL);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
  cleanups.push(() => browser.close());
  const targets: TTarget[] = [
    { name: 'claim page /pick-a-gift/…', url: gift.url, selector: 'h1', text: gift.productName },
    { name: 'portal login /pro/login', url: `${baseURL}/pro/login`, selector: 'label', text: 'Password' },
  ];
  const survey = buildHasSurveyPage() ? await findSurveyPage(baseURL) : null;
  if (survey) targets.push(survey);
  else console.log('survey page: not measured (this web build has no public survey page, or the seed no published survey): run npm run build');
  console.log(`${'page'.padEnd(28)} ${'FCP'.padStart(9)} ${'visible'.padStart(9)} ${'JS (transferred)'.padStart(17)}`);
  for (const target of targets) {
    await visit(browser, target); // warms the server, not the browser (each run has its own context)
    const runs: TRun[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await visit(browser, target));
    const js = median(runs.map((r) => r.jsBytes));
    console.log(`${target.name.padEnd(28)} ${seconds(median(runs.map((r) => r.fcp))).padStart(9)} ${seconds(median(runs.map((r) => r.visible))).padStart(9)} ${`${(js / 1024).toFixed(1)} KiB`.padStart(17)}`);
  }
}

main()
  .catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => cleanupAll());
