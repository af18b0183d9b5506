import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedResourceFiles } from '../../db/seed-resources';
import { SEED_RESOURCES } from '../../db/seed-resources-guides';
import { signInSeedUsers } from '../../test/seed-users';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { multipartBody, testPng } from '../../test/uploads';
import { contentBlocks, withHeadingIds } from './resources.content';
import { resourcePdf } from './resources.pdf';

let t: TTestApp;
let u: Awaited<ReturnType<typeof signInSeedUsers>>;
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: token ? t.as(token) : {} });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: t.as(token), ...(payload ? { payload } : {}) });
const upload = (url: string, token: string, file: Buffer, name: string, type: string) => {
  const body = multipartBody(file, name, type);
  return t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { ...t.as(token), ...body.headers }, payload: body.payload });
};
const draft = (over: Record<string, unknown> = {}) => ({ title: 'A draft', slug: 'a-draft', post_type: 'guide', excerpt: 'Short', content: '<p>Body</p>', tags: [], status: 'draft', ...over });

beforeAll(async () => {
  t = await createTestApp();
  u = await signInSeedUsers(t);
  await seedResourceFiles(t.deps);
});
afterAll(() => t.close());

describe('GET /resources', () => {
  it("lists a section's published posts newest first, with the section's tags and the sections", async () => {
    const res = await get('/resources?type=guide', u.associate);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const guides = SEED_RESOURCES.filter((r) => r.type === 'guide').sort((a, b) => a.daysAgo - b.daysAgo);
    expect(body.data.map((p: { post_name: string }) => p.post_name)).toEqual(guides.map((g) => g.slug));
    expect(body.data[0]).toMatchObject({ post_title: 'Sending your first gift', post_type: 'guide', thumbnail_url: expect.stringMatching(/^\/api\/v1\/resources\/files\/resource-/), pdf_url: expect.stringMatching(/\.pdf$/) });
    expect(body.data[0].tags.map((x: { slug: string }) => x.slug).sort()).toEqual(['getting-started', 'marketplace']);
    expect(body.data[0]).not.toHaveProperty('post_content');
    expect(body.tags.map((x: { slug: string }) => x.slug)).not.toContain('fulfilment');
    expect(body.sections.map((s: { name: string }) => s.name)).toEqual(['Guides & Downloads', 'Walkthroughs']);
    expect(body.meta).toMatchObject({ total: guides.length, per_page: 24, current_page: 1, last_page: 1 });
    const walk = (await get('/resources?type=walkthrough', u.demo)).json();
    expect(walk.data.every((p: { post_type: string }) => p.post_type === 'walkthrough')).toBe(true);
    expect(walk.data.length).toBe(SEED_RESOURCES.filter((r) => r.type === 'walkthrough').length);
  });

  it('filters by any of the given tags in SQL', async () => {
    const one = (await get('/resources?type=guide&tags=developers', u.manager)).json();
    expect(one.data.map((p: { post_name: string }) => p.post_name)).toEqual(['the-gifthub-api-and-webhooks']);
    expect(one.meta.total).toBe(1);
    const two = (await get('/resources?type=guide&tags=developers,surveys', u.manager)).json();
    expect(two.data.map((p: { post_name: string }) => p.post_name).sort()).toEqual(['building-a-survey', 'the-gifthub-api-and-webhooks']);
    expect((await get('/resources?type=guide&tags=no-such-tag', u.manager)).json().data).toEqual([]);
  });

  it('answers 422 with the first message per field, and 401 signed out', async () => {
    const bad = await get('/resources?type=video&page=0&tags=Bad%20Tag', u.manager);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ type: ['Type must be one of the listed values.'], page: ['Page must be at least 1'], tags: ['Tags must be tag slugs separated by commas.'] });
    expect((await get('/resources')).statusCode).toBe(401);
  });

  it('pages 24 at a time and never lists drafts', async () => {
    for (let i = 0; i < 24; i++) expect((await send('POST', '/admin/resources', u.staff, draft({ title: `Walk ${i}`, slug: `walk-${i}`, post_type: 'walkthrough', status: 'published', tags: ['Paging'] }))).statusCode).toBe(200);
    await send('POST', '/admin/resources', u.staff, draft({ slug: 'secret-draft', post_type: 'walkthrough', tags: ['Paging'] }));
    const total = 24 + SEED_RESOURCES.filter((r) => r.type === 'walkthrough').length;
    const p1 = (await get('/resources?type=walkthrough', u.manager)).json();
    expect(p1.data).toHaveLength(24);
    expect(p1.meta).toMatchObject({ total, last_page: 2 });
    expect(p1.data[0].post_name).toBe('walk-23');
    const p2 = (await get('/resources?type=walkthrough&page=2', u.manager)).json();
    expect(p2.data).toHaveLength(total - 24);
    const all = [...p1.data, ...p2.data].map((p: { post_name: string }) => p.post_name);
    expect(all).not.toContain('secret-draft');
    expect(new Set(all).size).toBe(total);
    const tagged = (await get('/resources?type=walkthrough&tags=paging', u.manager)).json();
    expect(tagged.meta.total).toBe(24);
  });
});

describe('GET /resources/{slug}', () => {
  it('serves sanitised HTML with heading ids and the side navigation', async () => {
    const res = await get('/resources/the-gifthub-api-and-webhooks', u.associate);
    expect(res.statusCode, res.body).toBe(200);
    const post = res.json();
    expect(post.post_content).toContain('<h2 id="create-an-api-key">Create an API key</h2>');
    expect(post.post_content).toContain('<h3 id="verify-the-signature">');
    expect(post.post_content).toContain('Gifthub-Signature');
    expect(post.headings.slice(0, 3)).toEqual([
      { id: 'create-an-api-key', text: 'Create an API key', level: 2 },
      { id: 'call-the-api', text: 'Call the API', level: 2 },
      { id: 'the-reference', text: 'The reference', level: 3 },
    ]);
    for (const h of post.headings) expect(post.post_content).toContain(`id="${h.id}"`);
  });

  it('is 404 for an unknown slug and for a draft (staff preview drafts)', async () => {
    expect((await get('/resources/no-such-guide', u.manager)).statusCode).toBe(404);
    expect((await get('/resources/no-such-guide', u.manager)).json().message).toBe('Resource not found.');
    await send('POST', '/admin/resources', u.staff, draft({ slug: 'hidden-draft' }));
    expect((await get('/resources/hidden-draft', u.manager)).statusCode).toBe(404);
    expect((await get('/resources/hidden-draft', u.staff)).json().status).toBe('draft');
  });
});

describe('staff writes', () => {
  it('refuses members every write and the staff list', async () => {
    expect((await send('POST', '/admin/resources', u.manager, draft({ slug: 'by-manager' }))).statusCode).toBe(403);
    expect((await get('/admin/resources', u.manager)).statusCode).toBe(403);
    expect((await send('DELETE', '/admin/resources/1', u.associate)).statusCode).toBe(403);
    expect((await upload('/admin/resources/1/pdf', u.manager, Buffer.from('%PDF-1.4\n%%EOF'), 'a.pdf', 'application/pdf')).statusCode).toBe(403);
  });

  it('answers 422 with the spec-style messages and a taken slug', async () => {
    const res = await send('POST', '/admin/resources', u.staff, { title: '', slug: 'Not A Slug', post_type: 'video', tags: ['ok', '!!'] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      title: ['Title is required.'],
      slug: ['Slug must only contain lower-case letters, digits and single dashes.'],
      post_type: ['Type must be one of the listed values.'],
      'tags.1': ['Tag must contain a letter or a digit.'],
    });
    const taken = await send('POST', '/admin/resources', u.staff, draft({ slug: 'building-a-survey' }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ slug: ['Slug is already used by another resource.'] });
    const empty = await send('POST', '/admin/resources', u.staff, draft({ slug: 'empty-published', content: '<script>x</script>', status: 'published' }));
    expect(empty.json().errors).toEqual({ content: ['Content is required to publish a resource.'] });
  });

  it('stores sanitised HTML: scripts, handlers and javascript: links are gone', async () => {
    const html = '<h1>Top</h1><p onclick="steal()">Hi <script>alert(1)</script><a href="javascript:alert(1)">x</a> <a href="https://example.com">out</a> <a href="/marketplace">in</a></p><img src=x onerror=alert(1)><iframe src="https://evil"></iframe>';
    const res = await send('POST', '/admin/resources', u.staff, draft({ slug: 'sanitise-me', content: html, status: 'published', tags: ['Security', 'security ', 'Getting Started'] }));
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    expect(saved.content).toBe('<h2>Top</h2><p>Hi <a>x</a> <a href="https://example.com" target="_blank" rel="noopener noreferrer">out</a> <a href="/marketplace">in</a></p>');
    expect(saved.tags.map((x: { slug: string }) => x.slug)).toEqual(['getting-started', 'security']);
    const served = (await get('/resources/sanitise-me', u.manager)).json();
    expect(served.post_content).not.toMatch(/script|onerror|onclick|iframe|javascript:/);
    expect(served.headings).toEqual([{ id: 'top', text: 'Top', level: 2 }]);
  });

  it('creates, updates, publishes, unpublishes and deletes', async () => {
    const created = (await send('POST', '/admin/resources', u.staff, draft({ slug: 'life-cycle', tags: ['Lifecycle'] }))).json();
    expect(created).toMatchObject({ status: 'draft', published_at: null, author_name: 'Sam Staff' });
    const list = (await get('/admin/resources?status=draft&q=life', u.staff)).json();
    expect(list.data.map((r: { post_name: string }) => r.post_name)).toEqual(['life-cycle']);
    const updated = (await send('PUT', `/admin/resources/${created.ID}`, u.staff, draft({ title: 'Life cycle', slug: 'life-cycle-2', tags: [] }))).json();
    expect(updated).toMatchObject({ post_title: 'Life cycle', post_name: 'life-cycle-2', tags: [] });
    expect((await get('/admin/resources/tags', u.staff)).json().map((x: { slug: string }) => x.slug)).not.toContain('lifecycle');
    const published = (await send('POST', `/admin/resources/${created.ID}/status`, u.staff, { status: 'published' })).json();
    expect(published.status).toBe('published');
    expect(published.published_at).not.toBeNull();
    expect((await get('/resources/life-cycle-2', u.associate)).statusCode).toBe(200);
    await send('POST', `/admin/resources/${created.ID}/status`, u.staff, { status: 'draft' });
    expect((await get('/resources/life-cycle-2', u.associate)).statusCode).toBe(404);
    expect((await send('DELETE', `/admin/resources/${created.ID}`, u.staff)).json()).toEqual({ ok: true });
    expect((await get(`/admin/resources/${created.ID}`, u.staff)).statusCode).toBe(404);
  });
});

describe('files', () => {
  it('serves the seeded thumbnails and PDFs without a token', async () => {
    const post = (await get('/resources/sending-your-first-gift', u.manager)).json();
    const pdf = await t.app.inject({ method: 'GET', url: post.pdf_url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const png = await t.app.inject({ method: 'GET', url: post.thumbnail_url });
    expect(png.headers['content-type']).toBe('image/png');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/resources/files/team-1-abc.png' })).statusCode).not.toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/resources/files/resource-0000.pdf' })).statusCode).toBe(404);
  });

  it('checks a PDF by its bytes and size; uploads a thumbnail; generates a PDF from the content', async () => {
    const r = (await send('POST', '/admin/resources', u.staff, draft({ slug: 'with-files', content: '<h2>One</h2><p>Two</p><ul><li>Three</li></ul>' }))).json();
    const fake = await upload(`/admin/resources/${r.ID}/pdf`, u.staff, Buffer.from('<html>not a pdf</html>'), 'guide.pdf', 'application/pdf');
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors).toEqual({ file: ['File must be a PDF document.'] });
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(21 * 1024 * 1024), Buffer.from('\n%%EOF')]);
    const tooBig = await upload(`/admin/resources/${r.ID}/pdf`, u.staff, big, 'guide.pdf', 'application/pdf');
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().errors).toEqual({ file: ['File must be at most 20 MB.'] });
    const real = await resourcePdf({ title: 'T', excerpt: '', html: '<p>x</p>' });
    const ok = await upload(`/admin/resources/${r.ID}/pdf`, u.staff, real, 'guide.pdf', 'application/pdf');
    expect(ok.statusCode, ok.body).toBe(200);
    const firstPdf = ok.json().pdf_url;
    const generated = (await send('POST', `/admin/resources/${r.ID}/pdf/generate`, u.staff)).json();
    expect(generated.pdf_url).not.toBe(firstPdf);
    expect((await t.app.inject({ method: 'GET', url: firstPdf })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: generated.pdf_url })).rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const thumb = await upload(`/admin/resources/${r.ID}/thumbnail`, u.staff, await testPng(40, 30), 'x.png', 'image/png');
    expect(thumb.statusCode, thumb.body).toBe(200);
    expect(thumb.json().thumbnail_url).toMatch(new RegExp(`/resource-${r.ID}-[0-9a-f]{16}\\.png$`));
    const notImage = await upload(`/admin/resources/${r.ID}/thumbnail`, u.staff, real, 'x.png', 'image/png');
    expect(notImage.json().errors).toEqual({ file: ['File must be a PNG, JPEG or WebP image.'] });
    expect((await send('DELETE', `/admin/resources/${r.ID}/pdf`, u.staff)).json().pdf_url).toBeNull();
  });
});

describe('content helpers', () => {
  it('makes unique, stable heading ids and lists the blocks for the PDF', () => {
    const { html, headings } = withHeadingIds('<h2>Set up</h2><h3>Set up</h3><h2>Set up</h2><h2>&amp; !</h2><h4>Not listed</h4>');
    expect(headings.map((h) => h.id)).toEqual(['set-up', 'set-up-2', 'set-up-3', 'section']);
    expect(html).toContain('<h3 id="set-up-2">Set up</h3>');
    expect(headings[3]!.text).toBe('& !');
    // A code block that scrolls sideways can be reached with the keyboard.
    expect(withHeadingIds('<pre><code>const a = 1;</code></pre>').html).toBe('<pre tabindex="0"><code>const a = 1;</code></pre>');
    expect(contentBlocks('<h2>A</h2><p>B &amp; C</p><ol><li><p>one</p></li><li>two</li></ol><pre><code>x &lt; y</code></pre>')).toEqual([
      { kind: 'h2', text: 'A' },
      { kind: 'p', text: 'B & C' },
      { kind: 'li', text: 'one', ordinal: 1 },
      { kind: 'li', text: 'two', ordinal: 2 },
      { kind: 'pre', text: 'x < y' },
    ]);
  });
});
