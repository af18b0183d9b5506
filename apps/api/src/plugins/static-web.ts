import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { EARLY_SUBMIT_SCRIPT } from '@gifthub/shared/early-submit';
import { isActionPagePreviewPath } from '@gifthub/shared/action-pages';
import { PORTAL_BASE, PORTAL_PAGE_BASES, PUBLIC_BASES } from '@gifthub/shared/routes';

/** What the light public entry's server build (apps/web/dist/ssr/server.js, src/public/server.tsx) offers. */
type TPageData = { status: number; body: unknown };
type TPublicRenderer = {
  /** Each takes the request's URL with its query (the batch link's page reads invite={secret}). */
  pageDataPath: (url: string) => string | null;
  renderPage: (url: string, data: TPageData | undefined) => string;
  /** The page's document title with its data (older server builds have none). */
  pageTitle?: (url: string, data: TPageData | undefined) => string | null;
  /** Loads a page's lazily loaded part before it is rendered (older server builds have none). */
  preparePage?: (url: string, data: TPageData | undefined) => Promise<void>;
};

/** A file read again when it changes, so a rebuild is served without a restart. */
function watched<T>(file: string, read: (file: string) => T) {
  let cached: { mtimeMs: number; value: T } | null = null;
  return () => {
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: read(file) };
    return cached.value;
  };
}

/**
 * JSON inside a <script type="application/json">: nothing in it can close the script or open a comment, and
 * the two line separators JavaScript once refused are escaped too.
 */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value ?? null)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** gift.html with its stylesheets inlined (one small file): the page paints without waiting for a CSS request. */
const inlineStyles = (html: string, webDist: string) =>
  html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (tag, file: string) => {
    const css = path.join(webDist, file);
    return existsSync(css) ? `<style>${readFileSync(css, 'utf8').replace(/<\/style/gi, '<\\/style')}</style>` : tag;
  });

const ROOT = '<div id="root"></div>';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text for HTML (a survey's name in the page's title is its creator's words). */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/**
 * Serves the built web app: hashed assets under /assets, and an HTML page for every path under the bases of
 * shared/routes.ts so deep links work in history mode: the portal's index.html under PORTAL_PAGE_BASES (/pro,
 * /demo, /welcome) and the light public entry's gift.html under PUBLIC_BASES (/pick-a-gift). A public page is
 * rendered on the server with the API answer it needs inside it (asked through the API itself, so its rate
 * limit, first-visit record and schema apply), so it shows on the first round trip. `/` goes to the dashboard.
 */
export async function registerStaticWeb(app: FastifyInstance, webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDist }, 'portal build not found; serving the API only');
    return;
  }
  const indexHtml = watched(indexFile, (f) => readFileSync(f, 'utf8'));
  const giftFile = path.join(webDist, 'gift.html');
  // Its stylesheet inline, and the script that holds back a form sent before the page is interactive.
  const giftHtml = existsSync(giftFile)
    ? watched(giftFile, (f) => inlineStyles(readFileSync(f, 'utf8'), webDist).replace('</head>', () => `<script>${EARLY_SUBMIT_SCRIPT}</script></head>`))
    : null;
  const serverFile = path.join(webDist, 'ssr', 'server.js');
  const renderer = existsSync(serverFile) ? watched(serverFile, (f) => import(`${pathToFileURL(f).href}?v=${statSync(f).mtimeMs}`) as Promise<TPublicRenderer>) : null;

  await app.register(fastifyStatic, { root: path.join(webDist, 'assets'), prefix: '/assets/', wildcard: true, index: false, decorateReply: false, maxAge: '1y', immutable: true, preCompressed: true });
  app.get('/favicon.svg', { config: { public: true } }, (_req, reply) =>
    reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(readFileSync(path.join(webDist, 'favicon.svg'))),
  );
  const html = (reply: FastifyReply, body: string, cache = 'no-cache') => reply.header('cache-control', cache).type('text/html; charset=utf-8').send(body);

  /** The public page for this request: rendered with its data when the server build is there, else the bare page. */
  const publicPage = async (req: FastifyRequest): Promise<{ body: string; personal: boolean }> => {
    const template = giftHtml!();
    if (!renderer) return { body: template, personal: false };
    try {
      const { pageDataPath, renderPage, preparePage, pageTitle } = await renderer();
      const apiPath = pageDataPath(req.url);
      let data: TPageData | undefined;
      if (apiPath) {
        const res = await app.inject({ method: 'GET', url: `/api/v1${apiPath}`, remoteAddress: req.ip, headers: { accept: 'application/json' } });
        data = { status: res.statusCode, body: String(res.headers['content-type'] ?? '').includes('application/json') ? res.json() : null };
      }
      await preparePage?.(req.url, data);
      const markup = renderPage(req.url, data);
      const dataScript = data ? `<script id="page-data" type="application/json">${jsonForScript(data)}</script>` : '';
      const title = pageTitle?.(req.url, data);
      const page = title ? template.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`) : template;
      // Replaced by a function: a `$&` or `$'` in someone's text is not a replacement pattern.
      return { body: page.replace(ROOT, () => `<div id="root">${markup}</div>${dataScript}`), personal: Boolean(data) };
    } catch (err) {
      // The page still works without the server's rendering: the browser draws it and asks for its data.
      req.log.error({ err }, 'public page render failed');
      return { body: template, personal: false };
    }
  };

  const sendPortal = (_req: unknown, reply: FastifyReply) => html(reply, indexHtml());
  const sendPublic = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!giftHtml) return html(reply, indexHtml());
    const page = await publicPage(req);
    // The action pages' preview is framed by the portal (same origin only); every other page refuses any frame.
    if (isActionPagePreviewPath(req.url)) {
      const csp = String(reply.getHeader('content-security-policy') ?? '').replace("frame-ancestors 'none'", "frame-ancestors 'self'");
      reply.header('content-security-policy', csp).header('x-frame-options', 'SAMEORIGIN');
    }
    // A page with a gift's details in it is for this visitor only.
    return html(reply, page.body, page.personal ? 'no-store' : 'no-cache');
  };
  for (const [bases, send] of [
    [PORTAL_PAGE_BASES, sendPortal],
    [PUBLIC_BASES, sendPublic],
  ] as const) {
    for (const segment of bases) {
      app.get(`/${segment}`, { config: { public: true } }, send);
      app.get(`/${segment}/*`, { config: { public: true } }, send);
    }
  }
  app.get('/', { config: { public: true } }, (_req, reply) => reply.redirect(`/${PORTAL_BASE}/dashboard`));
}
