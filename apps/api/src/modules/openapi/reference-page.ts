import { escapeHtml as esc } from '../../plugins/static-web';
import { REFERENCE_CSS } from './reference-page.css';
import { INTRO_SECTIONS, introHtml } from './reference-intro';
import { fieldRows, typeLabel, detailsOf, variantsOf, type TFieldRow } from './schema-view';

/**
 * The public API's reference at /api/docs: rendered on the server from the OpenAPI document itself (so the page
 * and the document cannot disagree), one light HTML page with its stylesheet inline and no script. Every text
 * that comes from a schema, an example or a doc is escaped.
 */

type TJson = Record<string, unknown>;
type TOperation = { method: string; path: string; op: TJson };
/** The per-key limit the auth plugin applies (shared/api-keys.ts), told in the introduction. */
export type TReferenceOptions = { rateLimit: { max: number; windowMs: number } };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const json = (v: unknown) => JSON.stringify(v, null, 2);
const code = (text: string, lang = 'json') => `<pre tabindex="0"><code class="language-${lang}">${esc(text)}</code></pre>`;
const paragraphs = (text: unknown) =>
  typeof text === 'string'
    ? text
        .split(/\n\n+/)
        .map((p) => `<p>${esc(p)}</p>`)
        .join('')
    : '';
/** Fields and parameters as a definition list (name, type, required; then the rules): it reads at 375 px as at 1440. */
type TListRow = { name: string; type: string; required: boolean; where?: string; details: string };
const fieldList = (rows: TListRow[]) =>
  `<dl class="fields">${rows
    .map(
      (r) =>
        `<dt><code class="name">${esc(r.name)}</code> <span class="type">${esc(r.type)}</span>${r.where ? ` <span class="in">in ${esc(r.where)}</span>` : ''} ${requiredMark(r.required)}</dt><dd>${r.details || '&nbsp;'}</dd>`,
    )
    .join('')}</dl>`;
const requiredMark = (required: boolean) => (required ? '<span class="req">required</span>' : '<span class="opt">optional</span>');

/** The operations of the document, in its order, grouped by their first tag. */
function operationsByTag(doc: TJson): Map<string, TOperation[]> {
  const byTag = new Map<string, TOperation[]>(((doc.tags ?? []) as TJson[]).map((t) => [String(t.name), []]));
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, TJson>))
    for (const method of METHODS) {
      const op = item[method] as TJson | undefined;
      if (!op) continue;
      const tag = String(((op.tags ?? []) as string[])[0] ?? 'Other');
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)!.push({ method, path, op });
    }
  const rank = (m: string) => METHODS.indexOf(m);
  for (const ops of byTag.values()) ops.sort((a, b) => rank(a.method) - rank(b.method));
  return byTag;
}

/** A parameter's value as written in a URL: objects as JSON. */
const urlValue = (v: unknown) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));

/** A parameter's example: its own, or its JSON content's. */
const exampleOf = (p: TJson): unknown => p.example ?? ((p.content as TJson | undefined)?.['application/json'] as TJson | undefined)?.example;

/** A parameter's or a $ref'd component's object. */
const resolve = (doc: TJson, v: TJson): TJson => {
  const ref = v.$ref;
  if (typeof ref !== 'string') return v;
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<TJson>((o, k) => (o[k] ?? {}) as TJson, doc);
};

function parametersHtml(doc: TJson, op: TJson): string {
  const params = ((op.parameters ?? []) as TJson[]).map((p) => resolve(doc, p));
  if (!params.length) return '';
  const rows = params.map((p) => {
    const schema = (p.schema ?? ((p.content as TJson | undefined)?.['application/json'] as TJson | undefined)?.schema ?? {}) as TJson;
    const type = p.content ? `${typeLabel(schema)} (JSON)` : typeLabel(schema);
    const details = [typeof p.description === 'string' ? p.description : '', detailsOf(schema)].filter(Boolean).join(' ');
    const example = exampleOf(p) === undefined ? '' : ` Example: <code>${esc(urlValue(exampleOf(p)))}</code>`;
    return { name: String(p.name), where: String(p.in), type, required: Boolean(p.required), details: `${esc(details)}${example}` };
  });
  return `<h4>Parameters</h4>${fieldList(rows)}`;
}

const fieldsTable = (rows: TFieldRow[]) => (rows.length ? fieldList(rows.map((r) => ({ ...r, details: esc(r.details) }))) : '');

function bodyHtml(op: TJson): string {
  const media = ((op.requestBody as TJson | undefined)?.content as TJson | undefined)?.['application/json'] as TJson | undefined;
  if (!media) return '';
  const schema = (media.schema ?? {}) as TJson;
  const variants = variantsOf(schema);
  const fields = variants
    ? `<p>The body is one of these shapes:</p>${variants.map((v) => `<p><strong>${esc(v.label)}</strong></p>${fieldsTable(fieldRows(v.schema))}`).join('')}`
    : fieldsTable(fieldRows(schema));
  return `<h4>Request body</h4>${fields}<h4>Example request body</h4>${code(json(media.example))}`;
}

/** A curl call of the operation with its example's parameters and body. */
function curlOf(doc: TJson, { method, path, op }: TOperation): string {
  const params = ((op.parameters ?? []) as TJson[]).map((p) => resolve(doc, p));
  const url = path.replace(/\{([^}]+)\}/g, (_m, name: string) => String(exampleOf(params.find((p) => p.name === name && p.in === 'path') ?? {}) ?? `{${name}}`));
  const query = params.filter((p) => p.in === 'query' && exampleOf(p) !== undefined).map((p) => `${encodeURIComponent(String(p.name))}=${encodeURIComponent(urlValue(exampleOf(p)))}`);
  const full = `$GIFTHUB_URL${String((doc.servers as TJson[])[0]?.url ?? '')}${url}${query.length ? `?${query.join('&')}` : ''}`;
  const lines = [`curl -X ${method.toUpperCase()} "${full}"`, '  -H "Authorization: Bearer $GIFTHUB_API_KEY"'];
  if (params.some((p) => p.name === 'Idempotency-Key')) lines.push('  -H "Idempotency-Key: $(uuidgen)"');
  const media = ((op.requestBody as TJson | undefined)?.content as TJson | undefined)?.['application/json'] as TJson | undefined;
  if (media) lines.push('  -H "Content-Type: application/json"', `  -d '${JSON.stringify(media.example).replace(/'/g, "'\\''")}'`);
  return lines.join(' \\\n');
}

function responsesHtml(doc: TJson, op: TJson): string {
  const responses = (op.responses ?? {}) as Record<string, TJson>;
  const success = Object.entries(responses).find(([s]) => s.startsWith('2'));
  const media = (success?.[1].content as TJson | undefined)?.['application/json'] as TJson | undefined;
  const ok = success ? `<h4>Response <code>${esc(success[0])}</code></h4>${code(json(media?.example))}` : '';
  const errors = Object.entries(responses)
    .filter(([s]) => !s.startsWith('2'))
    .map(([status, r]) => `<li><code>${esc(status)}</code> ${esc(String(resolve(doc, r).description ?? ''))}</li>`);
  return `${ok}<h4>Errors</h4><ul class="errors">${errors.join('')}</ul><p>Errors answer the <a href="#errors">error shape</a>.</p>`;
}

function operationHtml(doc: TJson, o: TOperation): string {
  const { method, path, op } = o;
  const id = String(op.operationId);
  const keyRole = method === 'get' ? 'A read-only or full key.' : 'A full key.';
  return `<article class="op" id="${esc(id)}" aria-labelledby="${esc(id)}-title">
<h3 id="${esc(id)}-title"><span class="method ${esc(method)}">${esc(method.toUpperCase())}</span> ${esc(String(op.summary))}</h3>
<p class="path"><code>${esc(`${String((doc.servers as TJson[])[0]?.url ?? '')}${path}`)}</code></p>
${paragraphs(op.description)}<p class="key">${keyRole}</p>
${parametersHtml(doc, op)}${bodyHtml(op)}<h4>Example request</h4>${code(curlOf(doc, o), 'shell')}${responsesHtml(doc, op)}
</article>`;
}

function tocHtml(byTag: Map<string, TOperation[]>): string {
  const intro = INTRO_SECTIONS.map((s) => `<li><a href="#${s.id}">${esc(s.title)}</a></li>`).join('');
  const tags = [...byTag]
    .map(([tag, ops]) => `<li><a href="#tag-${esc(slug(tag))}">${esc(tag)}</a><ul>${ops.map(({ op }) => `<li><a href="#${esc(String(op.operationId))}">${esc(String(op.summary))}</a></li>`).join('')}</ul></li>`)
    .join('');
  return `<nav class="toc" aria-labelledby="toc-title"><h2 id="toc-title">Contents</h2><ul><li><a href="#authentication">Getting started</a><ul>${intro}</ul></li>${tags}</ul></nav>`;
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The whole page, and its stylesheet for the route's CSP hash. */
export function renderReferencePage(doc: TJson, opts: TReferenceOptions): { html: string; css: string } {
  const byTag = operationsByTag(doc);
  const info = (doc.info ?? {}) as TJson;
  const tagTexts = new Map(((doc.tags ?? []) as TJson[]).map((t) => [String(t.name), String(t.description ?? '')]));
  const errorExamples = Object.values(((doc.components as TJson).responses ?? {}) as Record<string, TJson>).map((r) => ((r.content as TJson)['application/json'] as TJson).example as TJson);
  const errorCodes = [...new Set(errorExamples.map((e) => String(e.code)))];
  const errorExample = errorExamples.find((e) => e.errors) ?? errorExamples[0];
  const tags = [...byTag]
    .map(
      ([tag, ops]) =>
        `<section aria-labelledby="tag-${esc(slug(tag))}"><h2 id="tag-${esc(slug(tag))}">${esc(tag)}</h2><p>${esc(tagTexts.get(tag) ?? '')}</p>${ops.map((o) => operationHtml(doc, o)).join('\n')}</section>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(String(info.title))} reference</title>
<meta name="description" content="${esc(String(info.summary ?? ''))}">
<style>${REFERENCE_CSS}</style>
</head>
<body>
<a class="skip" href="#content">Skip to the reference</a>
<header class="top"><h1>${esc(String(info.title))} reference</h1><p>${esc(String(info.summary ?? ''))} Version ${esc(String(info.version))} · <a href="/api/v1/openapi.json">OpenAPI 3.1 document</a></p></header>
<div class="layout">
${tocHtml(byTag)}
<main id="content" tabindex="-1">
${introHtml({ rateLimit: opts.rateLimit, errorCodes, errorExample })}
${tags}
</main>
</div>
</body>
</html>
`;
  return { html, css: REFERENCE_CSS };
}
