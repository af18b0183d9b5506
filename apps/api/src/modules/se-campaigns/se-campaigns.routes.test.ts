import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TEAM_ID } from '@gifthub/shared/constants';
import { SE_FILE_MAX_BYTES, SE_FILES_MAX, seCampaignTexts, type TSeCampaign } from '@gifthub/shared/se-campaigns';
import { SEED_BRIEF_NAME, seedBriefPdf, seedSeCampaignFiles } from '../../db/seed-se-campaigns';
import { signInSeedUsers } from '../../test/seed-users';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { seCampaignFiles, seCampaigns } from './se-campaigns.table';

const dataDir = mkdtempSync(path.join(tmpdir(), 'gh-se-test-'));
let t: TTestApp;
let staff: string;
let manager: string;
let associate: string;
let corner: string;
let demo: string;
let acme: number;
let cornerId: number;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const PDF = seedBriefPdf();
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object | Buffer, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { ...t.as(token), ...headers }, payload });

const multipart = (file: { name: string; body: Buffer; type?: string }) => {
  const b = '----gifthub-se-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/pdf'}\r\n\r\n`),
    file.body,
    Buffer.from(`\r\n--${b}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
};
const upload = (id: number, file: { name: string; body: Buffer; type?: string }, token = manager) => {
  const m = multipart(file);
  return call('POST', `/se-campaigns/${id}/files`, token, m.payload, m.headers);
};

let n = 0;
const body = (over: object = {}) => ({ name: `Event ${++n}`, boxes_count: 100, req_content: 'Boxes with snacks and a card.', ...over });
async function created(over: object = {}, team = acme, token = manager): Promise<TSeCampaign> {
  const res = await call('POST', `/teams/${team}/se-campaigns`, token, body(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const staffPut = (id: number, payload: object) => call('PUT', `/admin/se-campaigns/${id}`, staff, payload);
const count = async () => (await t.deps.db.select().from(seCampaigns)).length;
const rowOf = async (id: number) => (await t.deps.db.select().from(seCampaigns)).find((r) => r.id === id)!;
const outbox = async () => ((await call('GET', '/admin/outbox?per_page=100', staff)).json().data as { kind: string; to: string; text: string }[]).filter((m) => m.kind === 'se-campaign-quoted');

beforeAll(async () => {
  t = await createTestApp({ config: { dataDir } });
  ({ staff, manager, associate, corner, demo, acme, cornerId } = await signInSeedUsers(t));
});
afterAll(() => t.close());

describe('POST /teams/{teamId}/se-campaigns', () => {
  it('creates a request (status requested, no price) that any member may make', async () => {
    const c = await created({ name: '  Spring Gala  ', boxes_count: '250' }, acme, associate);
    expect(c).toMatchObject({ name: 'Spring Gala', boxes_count: 250, status: 'requested', total_price: null, team_id: acme, files: [] });
  });

  it.each([
    [{ name: '' }, 'name', 'Name is required.'],
    [{ boxes_count: undefined }, 'boxes_count', 'Boxes Count is required.'],
    [{ boxes_count: 9 }, 'boxes_count', 'Boxes Count must be at least 10'],
    [{ boxes_count: 100_001 }, 'boxes_count', 'Boxes Count must be at most 100000'],
    [{ boxes_count: 12.5 }, 'boxes_count', 'Boxes Count must be a number'],
    [{ boxes_count: 'lots' }, 'boxes_count', 'Boxes Count must be a number'],
    [{ req_content: '   ' }, 'req_content', 'Requirements is required.'],
  ])('refuses %j with 422 and writes nothing', async (over, field, message) => {
    const before = await count();
    const res = await call('POST', `/teams/${acme}/se-campaigns`, manager, body(over));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await count()).toBe(before);
  });

  it('is idempotent: the same key twice makes one campaign', async () => {
    const before = await count();
    const headers = { 'idempotency-key': `se-${Date.now()}` };
    const payload = body();
    const [a, b] = [await call('POST', `/teams/${acme}/se-campaigns`, manager, payload, headers), await call('POST', `/teams/${acme}/se-campaigns`, manager, payload, headers)];
    expect(a.json().id).toBe(b.json().id);
    expect(await count()).toBe(before + 1);
  });

  it('refuses a team without Pro with the banner text, and the demo as read-only, before anything is written', async () => {
    const before = await count();
    const free = await call('POST', `/teams/${cornerId}/se-campaigns`, corner, body());
    expect(free.statusCode).toBe(403);
    expect(free.json().message).toBe('Requesting single-event campaigns is only available with Gift HUB Pro plan. Please upgrade your account to continue.');
    const demoRes = await call('POST', `/teams/${DEMO_TEAM_ID}/se-campaigns`, demo, body());
    expect(demoRes.statusCode).toBe(403);
    expect(demoRes.json().code).toBe('demo_read_only');
    expect(await count()).toBe(before);
  });
});

describe('the team list and the campaign', () => {
  it('lists a page newest first; another team sees 404s', async () => {
    const a = await created();
    const b = await created();
    const page = (await call('GET', `/teams/${acme}/se-campaigns?per_page=2`, manager)).json();
    expect(page.data.map((c: { id: number }) => c.id)).toEqual([b.id, a.id]);
    expect(page.meta.per_page).toBe(2);
    expect(page.meta.total).toBeGreaterThanOrEqual(7);
    expect((await call('GET', `/teams/${acme}/se-campaigns`, corner)).statusCode).toBe(404);
    expect((await call('GET', `/se-campaigns/${a.id}`, corner)).statusCode).toBe(404);
    expect((await call('PUT', `/se-campaigns/${a.id}`, corner, { status: 'cancelled' })).statusCode).toBe(404);
    expect((await call('GET', `/se-campaigns/999999`, manager)).statusCode).toBe(404);
    expect((await call('GET', `/se-campaigns/${a.id}`, staff)).statusCode).toBe(200);
  });

  it('the seed gives Acme campaigns in several statuses, the requested one with its PDF brief, and the demo team one', async () => {
    const list = (await call('GET', `/teams/${acme}/se-campaigns?per_page=50`, manager)).json().data as { id: number; status: string; files_count: number; total_price: number | null }[];
    expect(new Set(list.map((c) => c.status))).toEqual(new Set(['requested', 'quoted', 'confirmed', 'completed', 'cancelled']));
    expect(list.find((c) => c.status === 'quoted')!.total_price).toBe(11875);
    const brief = list.find((c) => c.status === 'requested' && c.files_count === 1)!;
    const detail = (await call('GET', `/se-campaigns/${brief.id}`, manager)).json() as TSeCampaign;
    expect(detail.files[0]!.name).toBe(SEED_BRIEF_NAME);
    await seedSeCampaignFiles(t.deps.storage);
    const file = await call('GET', `/se-campaigns/files/${detail.files[0]!.file_id}`, manager);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call('GET', `/teams/${DEMO_TEAM_ID}/se-campaigns`, demo)).json().data).toHaveLength(1);
  });
});

describe('the state machine through the API', () => {
  it('the team edits while requested, not once quoted; staff quote (e-mailing the team), the team accepts', async () => {
    const c = await created();
    const edit = await call('PUT', `/se-campaigns/${c.id}`, manager, { name: 'Renamed', boxes_count: 40 });
    expect(edit.json()).toMatchObject({ name: 'Renamed', boxes_count: 40, status: 'requested' });
    expect((await call('PUT', `/se-campaigns/${c.id}`, manager, { boxes_count: 5 })).json().errors.boxes_count).toEqual(['Boxes Count must be at least 10']);
    // The team cannot accept what has not been quoted, nor move production along.
    expect((await call('PUT', `/se-campaigns/${c.id}`, manager, { status: 'confirmed' })).statusCode).toBe(409);
    expect((await call('PUT', `/se-campaigns/${c.id}`, manager, { status: 'in_production' })).statusCode).toBe(422);
    // Quoting needs a price.
    const noPrice = await staffPut(c.id, { status: 'quoted' });
    expect(noPrice.statusCode).toBe(422);
    expect(noPrice.json().errors.total_price).toEqual([seCampaignTexts.priceNeeded]);
    const before = (await outbox()).length;
    const quoted = await staffPut(c.id, { total_price: '1234.50', status: 'quoted' });
    expect(quoted.json()).toMatchObject({ status: 'quoted', total_price: 1234.5, team_name: 'Acme Ltd' });
    const mails = (await outbox()).slice(0, (await outbox()).length - before);
    expect(mails.map((m) => m.to)).toContain('manager@acme.test');
    expect(mails[0]!.text).toContain('£1,234.50');
    expect((await rowOf(c.id)).totalPrice).toBe(123450);
    // Once quoted the request is no longer editable by the team.
    const late = await call('PUT', `/se-campaigns/${c.id}`, manager, { name: 'Too late' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(seCampaignTexts.notEditable);
    // A quote accepted at a price staff have since changed is refused.
    const stale = await call('PUT', `/se-campaigns/${c.id}`, associate, { status: 'confirmed', accepted_price: 1000 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(seCampaignTexts.quoteChanged);
    const accepted = await call('PUT', `/se-campaigns/${c.id}`, associate, { status: 'confirmed', accepted_price: 1234.5 });
    expect(accepted.json()).toMatchObject({ status: 'confirmed', total_price: 1234.5 });
    expect((await call('PUT', `/se-campaigns/${c.id}`, manager, { status: 'cancelled' })).statusCode).toBe(409);
    expect((await staffPut(c.id, { total_price: 10 })).json().message).toBe(seCampaignTexts.notPriceable);
    expect((await staffPut(c.id, { status: 'in_production' })).json().status).toBe('in_production');
    expect((await staffPut(c.id, { status: 'cancelled' })).statusCode).toBe(409);
    expect((await staffPut(c.id, { status: 'completed' })).json().status).toBe('completed');
  });

  it('the team cancels while requested or quoted', async () => {
    const a = await created();
    expect((await call('PUT', `/se-campaigns/${a.id}`, manager, { status: 'cancelled' })).json().status).toBe('cancelled');
    const b = await created();
    await staffPut(b.id, { total_price: 500, status: 'quoted' });
    expect((await call('PUT', `/se-campaigns/${b.id}`, manager, { status: 'cancelled' })).json().status).toBe('cancelled');
    expect((await staffPut(b.id, { status: 'quoted' })).statusCode).toBe(409);
  });

  it('staff routes are staff only, list requested first and refuse bad prices', async () => {
    expect((await call('GET', '/admin/se-campaigns', manager)).statusCode).toBe(403);
    const c = await created();
    // Only staff price and move a campaign: the team's own route takes no price, and the staff routes refuse members.
    expect((await call('GET', `/admin/se-campaigns/${c.id}`, manager)).statusCode).toBe(403);
    expect((await call('PUT', `/admin/se-campaigns/${c.id}`, manager, { total_price: 1, status: 'quoted' })).statusCode).toBe(403);
    expect((await call('PUT', `/admin/se-campaigns/${c.id}`, associate, { total_price: 1 })).statusCode).toBe(403);
    expect((await call('PUT', `/se-campaigns/${c.id}`, manager, { total_price: 1 })).json()).toMatchObject({ total_price: null, status: 'requested' });
    expect(await rowOf(c.id)).toMatchObject({ totalPrice: null, status: 'requested' });
    expect((await staffPut(c.id, { total_price: 0 })).json().errors.total_price).toEqual(['Total Price must be greater than 0']);
    expect((await staffPut(c.id, { total_price: 1.234 })).json().errors.total_price).toEqual(['Total Price must be a whole number of pence']);
    const list = (await call('GET', '/admin/se-campaigns?per_page=100', staff)).json().data as { status: string; team_name: string }[];
    const firstOther = list.findIndex((x) => x.status !== 'requested');
    expect(list.slice(firstOther).some((x) => x.status === 'requested')).toBe(false);
    const quoted = (await call('GET', '/admin/se-campaigns?status=quoted', staff)).json().data as { status: string }[];
    expect(quoted.length).toBeGreaterThan(0);
    expect(quoted.every((x) => x.status === 'quoted')).toBe(true);
  });

  it('refuses writes on a non-Pro team and on the demo team before anything changes', async () => {
    const [free] = await t.deps.db.insert(seCampaigns).values({ teamId: cornerId, name: 'Free event', boxesCount: 20, reqContent: 'x' }).returning();
    const res = await call('PUT', `/se-campaigns/${free!.id}`, corner, { status: 'cancelled' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('pro_plan_required');
    expect((await upload(free!.id, { name: 'a.pdf', body: PDF }, corner)).statusCode).toBe(403);
    const demoOwn = (await call('GET', `/teams/${DEMO_TEAM_ID}/se-campaigns`, demo)).json().data[0] as { id: number };
    expect((await call('PUT', `/se-campaigns/${demoOwn.id}`, demo, { status: 'confirmed' })).json().code).toBe('demo_read_only');
    expect((await call('GET', `/se-campaigns/${demoOwn.id}`, demo)).json().status).toBe('quoted');
    expect((await rowOf(free!.id)).status).toBe('requested');
  });
});

describe('files', () => {
  it('takes PDF, PNG, JPEG and WebP by their bytes, with a safe name, and serves them as attachments to the team and staff only', async () => {
    const c = await created();
    const pdf = await upload(c.id, { name: '../../secret: brief*.pdf', body: PDF });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const png = await upload(c.id, { name: 'artwork.jpg', body: PNG, type: 'image/jpeg' });
    const files = (png.json() as TSeCampaign).files;
    expect(files.map((f) => [f.name, f.content_type])).toEqual([
      ['secret brief.pdf', 'application/pdf'],
      ['artwork.png', 'image/png'],
    ]);
    const down = await call('GET', `/se-campaigns/files/${files[0]!.file_id}`, associate);
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-type']).toBe('application/pdf');
    expect(down.headers['content-disposition']).toBe(`attachment; filename="secret brief.pdf"; filename*=UTF-8''secret%20brief.pdf`);
    expect(down.rawPayload.equals(PDF)).toBe(true);
    expect((await call('GET', `/se-campaigns/files/${files[0]!.file_id}`, staff)).statusCode).toBe(200);
    expect((await call('GET', `/se-campaigns/files/${files[0]!.file_id}`, corner)).statusCode).toBe(404);
    expect((await call('DELETE', `/se-campaigns/files/${files[0]!.file_id}`, corner)).statusCode).toBe(404);
    expect((await upload(c.id, { name: 'x.pdf', body: PDF }, corner)).statusCode).toBe(404);
    const key = (await t.deps.db.select().from(seCampaignFiles)).find((f) => f.id === files[0]!.file_id)!.storageKey;
    expect(key).toMatch(/^se-\d+-[0-9a-f]{32}\.pdf$/);
    const after = await call('DELETE', `/se-campaigns/files/${files[0]!.file_id}`, manager);
    expect((after.json() as TSeCampaign).files.map((f) => f.name)).toEqual(['artwork.png']);
    expect(await t.deps.storage.exists(key)).toBe(false);
    expect((await call('GET', `/se-campaigns/files/${files[0]!.file_id}`, manager)).statusCode).toBe(404);
  });

  it.each([
    ['a text file named .pdf', { name: 'brief.pdf', body: Buffer.from('not really a pdf') }, seCampaignTexts.fileType],
    ['a GIF', { name: 'a.gif', body: GIF, type: 'image/gif' }, seCampaignTexts.fileType],
    ['an SVG', { name: 'a.svg', body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), type: 'image/svg+xml' }, seCampaignTexts.fileType],
    ['an empty file', { name: 'a.pdf', body: Buffer.alloc(0) }, seCampaignTexts.fileRequired],
    ['a file over the limit', { name: 'big.pdf', body: Buffer.concat([PDF, Buffer.alloc(SE_FILE_MAX_BYTES)]) }, seCampaignTexts.fileTooLarge],
  ])('refuses %s with 422 and stores nothing', async (_, file, message) => {
    const c = await created();
    const res = await upload(c.id, file);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual([message]);
    expect((await call('GET', `/se-campaigns/${c.id}`, manager)).json().files).toEqual([]);
  });

  it(`keeps at most ${SE_FILES_MAX} files per campaign, and none once it is completed or cancelled`, async () => {
    const c = await created();
    for (let i = 0; i < SE_FILES_MAX; i++) expect((await upload(c.id, { name: `p${i}.png`, body: PNG })).statusCode).toBe(200);
    const over = await upload(c.id, { name: 'one-more.png', body: PNG });
    expect(over.json().errors.file).toEqual([seCampaignTexts.tooManyFiles]);
    const d = await created();
    const fileId = ((await upload(d.id, { name: 'a.pdf', body: PDF })).json() as TSeCampaign).files[0]!.file_id;
    await call('PUT', `/se-campaigns/${d.id}`, manager, { status: 'cancelled' });
    expect((await upload(d.id, { name: 'b.pdf', body: PDF })).statusCode).toBe(409);
    expect((await call('DELETE', `/se-campaigns/files/${fileId}`, manager)).statusCode).toBe(409);
    expect((await call('GET', `/se-campaigns/files/${fileId}`, manager)).statusCode).toBe(200);
  });
});
