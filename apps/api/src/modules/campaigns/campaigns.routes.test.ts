import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProduct } from '@gifthub/shared/catalogue';
import type { TTestApp } from '../../test/test-app';
import { giftTestApp, type TApi } from '../registrations/registrations.test-helpers';
import { registrations } from '../registrations/registrations.table';
import { campaigns, giftOptions } from './campaigns.table';
import sharp from 'sharp';
import { mediaTexts } from '@gifthub/shared/media';
import { multipartBody, testPng } from '../../test/uploads';

let t: TTestApp;
let api: TApi;
let staff: string;
let manager: string;
let associate: string;
let corner: string;
let demo: string;
let acme: number;
let europe: number;
let cornerId: number;
let hamper: TProduct;
let books: TProduct;

let n = 0;
const uniq = (name: string) => `${name} ${Date.now().toString(36)}${++n}`;
const base = { type: 'year-round', reward_type: 'physical', privacy: 'invite' };
const create = (team: number, token: string, body: object) => api.post(`/teams/${team}/gb-campaigns`, token, body);
const read = (id: number, token: string) => api.get(`/gb-campaigns/${id}`, token);
const save = (id: number, token: string, body: object) => api.post(`/put/gb-campaigns/${id}`, token, body);
const created = async (body: object, team = acme) => {
  const res = await create(team, manager, body);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { id: number }).id;
};
const setStatus = (id: number, status: string) => api.put(`/admin/gb-campaigns/${id}/status`, staff, { status });
const settingsOf = (c: Record<string, unknown>) => ({
  name: c.name,
  slug: c.slug,
  type: c.type,
  privacy: c.privacy,
  auto_approve: c.auto_approve,
  page_restricted: c.page_restricted,
});
const countCampaigns = async (team: number) => ((await api.get(`/admin/gb-campaigns?per_page=200&q=`, staff)).json().data as { team_id: number }[]).filter((c) => c.team_id === team).length;

beforeAll(async () => {
  ({ t, api, staff, manager, associate, corner, demo, acme, europe, cornerId, hamper, books } = await giftTestApp());
});
afterAll(() => t.close());

describe('requesting a campaign', () => {
  it('creates a requested campaign with its slug made from the name', async () => {
    const name = uniq('Summer Thank You!');
    const id = await created({ ...base, name });
    const c = (await read(id, manager)).json();
    expect(c).toMatchObject({ status: 'requested', name, type: 'year-round', reward_type: 'physical', privacy: 'invite' });
    expect(c.slug).toMatch(/^summer-thank-you-[a-z0-9]+$/);
    expect(c.registration_page).toContain(`/pick-a-gift/acme/c/${c.slug}`);
  });

  it('forces voucher and mixed campaigns private with auto-approve and a restricted page', async () => {
    for (const reward_type of ['voucher', 'mixed']) {
      const id = await created({ ...base, name: uniq('Vouchers'), reward_type, privacy: 'public', auto_approve: false, page_restricted: false });
      expect((await read(id, manager)).json()).toMatchObject({ privacy: 'invite', auto_approve: true, page_restricted: true });
    }
  });

  it('forces sales and reviews campaigns private, and public campaigns open', async () => {
    const sales = await created({ ...base, name: uniq('Sales'), type: 'sales', privacy: 'public' });
    expect((await read(sales, manager)).json()).toMatchObject({ privacy: 'invite' });
    const open = await created({ ...base, name: uniq('Open'), privacy: 'public', auto_approve: true, page_restricted: true });
    expect((await read(open, manager)).json()).toMatchObject({ privacy: 'public', auto_approve: false, page_restricted: false });
  });

  it('loads the default review texts for a reviews campaign and checks the submission URL host', async () => {
    const id = await created({ ...base, name: uniq('Reviews'), type: 'reviews' });
    const c = (await read(id, manager)).json();
    expect(c.reviews.buttons).toEqual(['Very Happy', 'Happy', 'OK', 'Unhappy']);
    expect(c.reviews.texts.rating).not.toBe('');
    const res = await create(acme, manager, { ...base, name: uniq('Reviews'), type: 'reviews', reviews: { submission_url: 'https://elsewhere.example/review' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['reviews.submission_url'][0]).toMatch(/^Review submission URL must start with http/);
  });

  it("answers the spec's messages, first per field", async () => {
    const cases: [object, string, string][] = [
      [{ ...base, name: '' }, 'name', 'Name is required.'],
      [{ ...base, name: 'A', slug: 'not a slug' }, 'slug', 'Slug must only contain (A-Z, a-z, 0-9 and -).'],
      [{ ...base, name: 'A', page_title: 'x'.repeat(101) }, 'page_title', 'Page Title maximal length is 100'],
      [{ ...base, name: 'A', disabled_domains: 'gmail.com bad_domain' }, 'disabled_domains', 'Disabled e-mail domains must be valid domain.'],
      [{ ...base, name: 'A', disabled_domains: Array.from({ length: 20 }, (_, i) => `d${i}.example.com`).join(' ') }, 'disabled_domains', 'Disabled e-mail domains maximal length is 180'],
      [{ name: 'A', type: 'year-round', privacy: 'invite' }, 'reward_type', 'Reward Type is required.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(acme, manager, body);
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
  });

  it('refuses a slug another campaign of the team uses', async () => {
    const slug = `dup-${Date.now().toString(36)}`;
    await created({ ...base, name: 'First', slug });
    const res = await create(acme, manager, { ...base, name: 'Second', slug });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.slug).toEqual(['Slug is already used by another campaign of your team.']);
  });

  it('refuses non-Pro and demo teams before anything is written', async () => {
    const before = [await countCampaigns(cornerId), await countCampaigns(132)];
    const free = await create(cornerId, corner, { ...base, name: uniq('Free') });
    expect(free.statusCode).toBe(403);
    expect(free.json().message).toBe('Requesting campaigns is only available with Gift HUB Pro plan. Please upgrade your account to continue.');
    const demoRes = await create(132, demo, { ...base, name: uniq('Demo') });
    expect(demoRes.statusCode).toBe(403);
    expect(demoRes.json().code).toBe('demo_read_only');
    expect([await countCampaigns(cornerId), await countCampaigns(132)]).toEqual(before);
  });

  it('makes one campaign for one Idempotency-Key', async () => {
    const name = uniq('Once');
    const headers = { 'idempotency-key': `k-${name.replace(/\W/g, '')}` };
    const a = await api.post(`/teams/${acme}/gb-campaigns`, manager, { ...base, name }, headers);
    const b = await api.post(`/teams/${acme}/gb-campaigns`, manager, { ...base, name }, headers);
    expect(a.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
  });
});

describe("another team's campaign", () => {
  it('is a 404 for reads and writes', async () => {
    const id = await created({ ...base, name: uniq('Private') });
    expect((await read(id, corner)).statusCode).toBe(404);
    expect((await save(id, corner, { notecard_enabled: true })).statusCode).toBe(404);
    expect((await read(999_999, manager)).statusCode).toBe(404);
    // Staff see every team's campaign; the associate reads their own team's.
    expect((await read(id, staff)).statusCode).toBe(200);
    expect((await read(id, associate)).statusCode).toBe(200);
  });
});

describe('saving settings', () => {
  it('applies the forced values on every save', async () => {
    const id = await created({ ...base, name: uniq('Save') });
    const c = (await read(id, manager)).json();
    const res = await save(id, manager, { ...settingsOf(c), privacy: 'public', auto_approve: true, page_restricted: true, page_title: 'Welcome' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ privacy: 'public', auto_approve: false, page_restricted: false, page_title: 'Welcome' });
    const sales = await save(id, manager, { ...settingsOf(c), type: 'sales', privacy: 'public' });
    expect(sales.json()).toMatchObject({ type: 'sales', privacy: 'invite' });
  });

  it('takes the notecard text, the notecard switch and integrations on their own', async () => {
    const id = await created({ ...base, name: uniq('Notecard') });
    expect((await save(id, manager, { notecard_text: 'Thank you!' })).json().notecard_text).toBe('Thank you!');
    expect((await save(id, manager, { notecard_enabled: true })).json().notecard_enabled).toBe(true);
    expect((await save(id, manager, { integrations: { crm_webhook: true, multilink: false } })).json().integrations).toEqual({ crm_webhook: true, multilink: false });
    const long = await save(id, manager, { notecard_text: 'x'.repeat(1016) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.notecard_text).toEqual(['Notecard text maximal length is 1015']);
  });

  it('limits the notecard to 240 characters when an option prints portrait cards', async () => {
    const id = await created({ ...base, name: uniq('Portrait') });
    const opt = await api.post(`/admin/gb-campaigns/${id}/options`, staff, { name: 'Hamper', type: 'physical', product_id: hamper.id, notecard_format: 'portrait' });
    expect(opt.statusCode, opt.body).toBe(200);
    const res = await save(id, manager, { notecard_text: 'x'.repeat(241) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.notecard_text).toEqual(['Notecard text maximal length is 240']);
  });

  it('keeps a completed campaign read-only', async () => {
    const id = await created({ ...base, name: uniq('Done') });
    expect((await setStatus(id, 'active')).statusCode).toBe(200);
    expect((await setStatus(id, 'completed')).statusCode).toBe(200);
    const res = await save(id, manager, { notecard_enabled: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A completed campaign cannot have its settings edited.');
    expect((await read(id, manager)).json().notecard_enabled).toBe(false);
  });

  it('accepts the settings as a multipart form', async () => {
    const id = await created({ ...base, name: uniq('Multipart') });
    const c = (await read(id, manager)).json();
    const boundary = 'XBOUNDARY';
    const parts = Object.entries({ ...settingsOf(c), page_text: 'Hello from the form', auto_approve: 'true' }).map(
      ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${String(v)}\r\n`,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/put/gb-campaigns/${id}`,
      headers: { ...t.as(manager), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${parts.join('')}--${boundary}--\r\n`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ page_text: 'Hello from the form', auto_approve: true });
  });

  it('stores a hero image sent with the settings, and refuses a file that is not an image', async () => {
    const id = await created({ ...base, name: uniq('Hero') });
    const c = (await read(id, manager)).json();
    const PNG = await testPng(16, 9);
    const form = (file: Buffer, filename: string) => {
      const b = 'HEROBOUNDARY';
      const fields = Object.entries(settingsOf(c)).map(([k, v]) => `--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${String(v)}\r\n`);
      const head = `--${b}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`;
      return {
        headers: { ...t.as(manager), 'content-type': `multipart/form-data; boundary=${b}` },
        payload: Buffer.concat([Buffer.from(fields.join('') + head), file, Buffer.from(`\r\n--${b}--\r\n`)]),
      };
    };
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/put/gb-campaigns/${id}`, ...form(PNG, 'hero.png') });
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().hero_url as string;
    expect(url).toMatch(new RegExp(`^/api/v1/files/campaign-${id}-[0-9a-f]+\\.png$`));
    // Re-encoded by storage/image-upload.ts: the same picture.
    const served = await sharp((await t.app.inject({ method: 'GET', url })).rawPayload).metadata();
    expect([served.format, served.width, served.height]).toEqual(['png', 16, 9]);
    const bad = await t.app.inject({ method: 'POST', url: `/api/v1/put/gb-campaigns/${id}`, ...form(Buffer.from('not an image'), 'x.png') });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.file).toEqual(['File must be a PNG, JPEG, GIF, WebP or SVG image.']);
    expect((await read(id, manager)).json().hero_url).toBe(url);

    // A hero chosen from the team's media gallery is copied; the replaced upload is removed; another team's image is refused.
    const mediaUpload = async (token: string, team: number) => {
      const body = multipartBody(await testPng(20, 6), 'm.png', 'image/png');
      return (await t.app.inject({ method: 'POST', url: `/api/v1/teams/${team}/media`, headers: { ...t.as(token), ...body.headers }, payload: body.payload })).json().filename as string;
    };
    const fromMedia = await save(id, manager, { ...settingsOf(c), hero_media: await mediaUpload(manager, acme) });
    expect(fromMedia.statusCode, fromMedia.body).toBe(200);
    const mediaHero = fromMedia.json().hero_url as string;
    expect(mediaHero).toMatch(new RegExp(`^/api/v1/files/campaign-${id}-[0-9a-f]+\\.png$`));
    expect(mediaHero).not.toBe(url);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const foreign = await save(id, manager, { ...settingsOf(c), hero_media: await mediaUpload(corner, cornerId) });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.hero_media).toEqual([mediaTexts.notYours]);
    expect((await read(id, manager)).json().hero_url).toBe(mediaHero);
  });
});

describe('staff back office', () => {
  it('lists requested campaigns first and activates one', async () => {
    const id = await created({ ...base, name: uniq('Queue') });
    const list = (await api.get('/admin/gb-campaigns?per_page=200', staff)).json().data as { id: number; status: string }[];
    const firstOther = list.findIndex((c) => c.status !== 'requested');
    expect(list.findIndex((c) => c.id === id)).toBeLessThan(firstOther === -1 ? Infinity : firstOther);
    const res = await setStatus(id, 'active');
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('active');
  });

  it('refuses changes that make no sense', async () => {
    const id = await created({ ...base, name: uniq('Wrong') });
    const res = await setStatus(id, 'completed');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A requested campaign cannot be made completed.');
  });

  it('creates, edits, disables gift options linked to a product or a voucher brand', async () => {
    const id = await created({ ...base, name: uniq('Options'), reward_type: 'mixed' });
    const phys = await api.post(`/admin/gb-campaigns/${id}/options`, staff, {
      name: 'Hamper',
      type: 'physical',
      product_id: hamper.id,
      available: 5,
      shipping_costs: [{ countries: ['GB'], shipping_ev_cost: 4.95, shipping_iv_cost: 5.94 }],
      pp_ev_cost: 3.5,
      pp_iv_cost: 4.2,
    });
    expect(phys.statusCode, phys.body).toBe(200);
    expect(phys.json()).toMatchObject({ type: 'physical', product_id: hamper.id, available: 5, price_ex_vat: 25, pp_ev_cost: 3.5, shipping_ex_vat: 4.95, voucher_limit: null, enabled: true });
    const vouch = await api.post(`/admin/gb-campaigns/${id}/options`, staff, { name: 'Books', type: 'voucher', product_id: books.id, voucher_lower: 10, voucher_upper: 50 });
    expect(vouch.statusCode, vouch.body).toBe(200);
    expect(vouch.json()).toMatchObject({ voucher_brand: 'Test Books', voucher_brand_info: { digital_face_value_limits: { lower: 10, upper: 50 } }, voucher_limit: null });
    const wrong = await api.post(`/admin/gb-campaigns/${id}/options`, staff, { name: 'Bad', type: 'voucher', product_id: hamper.id });
    expect(wrong.statusCode).toBe(422);
    const off = await api.put(`/admin/gb-options/${phys.json().id}/enabled`, staff, { enabled: false });
    expect(off.json().enabled).toBe(false);
    const edited = await api.put(`/admin/gb-options/${vouch.json().id}`, staff, { name: 'Books', type: 'voucher', product_id: books.id, voucher_limit: 20 });
    expect(edited.json().voucher_limit).toBe(20);
    const c = (await api.get(`/gb-campaigns/${id}?with_option_counts=true`, manager)).json();
    expect(c.options.map((o: { name: string; reg_count: number }) => [o.name, o.reg_count])).toEqual([
      ['Hamper', 0],
      ['Books', 0],
    ]);
  });

  it('is refused to everyone but staff', async () => {
    const id = await created({ ...base, name: uniq('Staff only') });
    for (const token of [manager, associate, corner]) {
      expect((await api.get('/admin/gb-campaigns', token)).statusCode).toBe(403);
      expect((await setStatus(id, 'active').then(() => api.put(`/admin/gb-campaigns/${id}/status`, token, { status: 'paused' }))).statusCode).toBe(403);
      expect((await api.post(`/admin/gb-campaigns/${id}/options`, token, { name: 'X', type: 'physical', product_id: hamper.id })).statusCode).toBe(403);
    }
  });
});

describe('gift options for the team', () => {
  it("reads and describes its own options, 404 for another team's", async () => {
    const id = await created({ ...base, name: uniq('Own options') });
    const opt = (await api.post(`/admin/gb-campaigns/${id}/options`, staff, { name: 'Hamper', type: 'physical', product_id: hamper.id })).json();
    expect((await api.get(`/gb-options/${opt.id}`, manager)).json()).toMatchObject({ id: opt.id, name: 'Hamper' });
    const res = await api.post(`/put/gb-options/${opt.id}`, manager, { description: 'A lovely hamper.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().description).toBe('A lovely hamper.');
    expect((await api.get(`/gb-options/${opt.id}`, corner)).statusCode).toBe(404);
    expect((await api.post(`/put/gb-options/${opt.id}`, corner, { description: 'x' })).statusCode).toBe(404);
    expect((await api.get(`/gb-options/999999`, manager)).statusCode).toBe(404);
  });
});

describe('the menu', () => {
  it("lists the team's campaigns by name, not another team's", async () => {
    const name = uniq('Menu entry');
    await created({ ...base, name }, europe);
    const acmeMenu = (await api.get(`/teams/${acme}/gb-campaigns/menu`, manager)).json().data as { name: string }[];
    const europeMenu = (await api.get(`/teams/${europe}/gb-campaigns/menu`, manager)).json().data as { name: string; status: string; type: string }[];
    expect(acmeMenu.some((c) => c.name === name)).toBe(false);
    expect(europeMenu.find((c) => c.name === name)).toMatchObject({ status: 'requested', type: 'year-round' });
  });
});

describe('the seed', () => {
  it('gives Acme campaigns of every status with the ones the screens need', async () => {
    const list = (await api.get(`/teams/${acme}/gb-campaigns?per_page=200&sort=id&direction=asc`, manager)).json().data as {
      id: number;
      status: string;
      type: string;
      reward_type: string;
      privacy: string;
      image_url: string | null;
    }[];
    expect(new Set(list.map((c) => c.status))).toEqual(new Set(['new', 'requested', 'active', 'paused', 'leaked', 'completed']));
    const active = list.filter((c) => c.status === 'active');
    const gifting = active.find((c) => c.privacy === 'invite' && c.reward_type === 'physical' && c.type !== 'reviews')!;
    const options = (await read(gifting.id, manager)).json().options as { type: string; enabled: boolean }[];
    expect(options.filter((o) => o.type === 'physical' && o.enabled).length).toBeGreaterThanOrEqual(2);
    expect(gifting.image_url).toMatch(/^\/api\/v1\/product-images\//);
    expect(active.some((c) => c.privacy === 'public')).toBe(true);
    expect(active.some((c) => c.reward_type === 'voucher')).toBe(true);
    expect(active.some((c) => c.type === 'reviews')).toBe(true);
    const demoList = (await api.get(`/teams/132/gb-campaigns`, demo)).json().data as { status: string }[];
    expect(new Set(demoList.map((c) => c.status))).toEqual(new Set(['new', 'requested', 'active', 'paused', 'leaked', 'completed']));
  });
});

describe('writes on a campaign of a non-Pro or demo team', () => {
  it('are refused before anything is written', async () => {
    const [free] = await t.deps.db
      .insert(campaigns)
      .values({ teamId: cornerId, name: 'Free team campaign', slug: `free-${Date.now().toString(36)}`, type: 'event', rewardType: 'physical', privacy: 'invite', status: 'active' })
      .returning();
    const [opt] = await t.deps.db.insert(giftOptions).values({ campaignId: free!.id, name: 'Hamper', type: 'physical', productId: hamper.id }).returning();
    const settings = await save(free!.id, corner, { name: 'Changed', slug: free!.slug, type: 'event', privacy: 'invite' });
    expect(settings.statusCode).toBe(403);
    expect(settings.json().message).toBe('Changing campaign settings is only available with Gift HUB Pro plan. Please upgrade your account to continue.');
    const notecard = await save(free!.id, corner, { notecard_text: 'Hi' });
    expect(notecard.json().message).toBe('Notecard editing is only available with Gift HUB Pro plan. Please upgrade your account to continue.');
    const option = await api.post(`/put/gb-options/${opt!.id}`, corner, { description: 'Changed' });
    expect(option.statusCode).toBe(403);
    expect(option.json().message).toBe('Managing options is only available with Gift HUB Pro plan. Please upgrade your account to continue.');
    const after = (await read(free!.id, corner)).json();
    expect([after.name, after.notecard_text, after.options[0].description]).toEqual(['Free team campaign', '', '']);

    const demoCampaign = ((await api.get('/teams/132/gb-campaigns', demo)).json().data as { id: number }[])[0]!;
    const demoSave = await save(demoCampaign.id, demo, { notecard_enabled: false });
    expect(demoSave.statusCode).toBe(403);
    expect(demoSave.json().code).toBe('demo_read_only');
  });
});

describe('slugs made from names', () => {
  it('are made unique within the team', async () => {
    const name = uniq('Same Name');
    const a = await created({ ...base, name });
    const b = await created({ ...base, name });
    const [sa, sb] = [(await read(a, manager)).json().slug, (await read(b, manager)).json().slug];
    expect(sb).toBe(`${sa}-2`);
  });
});

describe('the list', () => {
  it("counts each campaign's sends and confirmations as its analytics do", async () => {
    const name = uniq('Counted');
    const id = await created({ ...base, name, reward_type: 'voucher' });
    const at = new Date();
    const reg = (i: number, over: object) => ({
      teamId: acme,
      platform: 'gifting' as const,
      campaignId: id,
      type: 'voucher' as const,
      registrationMethod: 'link' as const,
      secret: `count-${id}-${i}`,
      invitedAt: at,
      ...over,
    });
    await t.deps.db.insert(registrations).values([
      reg(1, {}),
      reg(2, { registeredAt: at, optionId: 1 }),
      reg(3, { registeredAt: at, optionId: 1, confirmedAt: at, totalEv: 2500, totalIv: 3000 }),
      reg(4, { registeredAt: at, optionId: 1, confirmedAt: at, totalEv: 1000, totalIv: 1200 }),
      reg(5, { registeredAt: at, rejectedAt: at }),
      reg(6, { invitedAt: null, registrationMethod: 'direct', registeredAt: at, optionId: 1, confirmedAt: at, totalEv: 500, totalIv: 600 }),
    ]);
    const res = await api.get(`/teams/${acme}/gb-campaigns?q=${encodeURIComponent(name)}`, manager);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(1);
    // Spend is the ledger's (campaign-analytics.routes.test.ts): these rows were written without charges.
    expect(res.json().data[0].statistics).toEqual({ sends: 6, confirmed: 3, claims_label: 'Redeems', spent_ev: 0, spent_iv: 0 });
  });

  it('takes filters as JSON and refuses unknown ones', async () => {
    const res = await api.get(`/teams/${acme}/gb-campaigns?filters=${encodeURIComponent('{"status":"requested"}')}&per_page=200`, manager);
    expect(res.statusCode).toBe(200);
    expect(new Set(res.json().data.map((c: { status: string }) => c.status))).toEqual(new Set(['requested']));
    expect((await api.get(`/teams/${acme}/gb-campaigns?filters=${encodeURIComponent('{"team_id":1}')}`, manager)).statusCode).toBe(422);
    expect((await api.get(`/teams/${acme}/gb-campaigns`, corner)).statusCode).toBe(404);
  });
});
