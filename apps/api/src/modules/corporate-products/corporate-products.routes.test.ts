import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allocationLabel, corporateProductTexts, stockLabel, type TCorporateProduct, type TCorporateProductCard, type TCorporateProductList, type TProductOrders } from '@gifthub/shared/corporate-products';
import { DEMO_TEAM_ID } from '@gifthub/shared/constants';
import { texts } from '@gifthub/shared/messages';
import type { TTestApp } from '../../test/test-app';
import { giftTestApp, type TApi } from '../registrations/registrations.test-helpers';
import { teamIdOf } from '../../test/seed-users';

/** Your Corporate Products (spec 3 §2.3, §3, §5, §6, §7) through the API on the seeded data set. */
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
let trial: string;
let trialId: number;
let list: TCorporateProductList;

const all = (l: TCorporateProductList) => [...l.kitted, ...l.other];
const byName = (name: string) => all(list).find((p) => p.name === name)!;
const product = (id: number, token = manager, team = acme) => api.get(`/teams/${team}/product/${id}`, token);
const put = (id: number, body: object, token = manager, team = acme) => api.put(`/teams/${team}/product/${id}`, token, body);

beforeAll(async () => {
  ({ t, api, staff, manager, associate, corner, demo, acme, europe, cornerId } = await giftTestApp());
  trial = await t.login('owner@trial.test');
  trialId = await teamIdOf(t, trial, 'trial-co');
  const res = await api.get(`/teams/${acme}/products`, manager);
  expect(res.statusCode, res.body).toBe(200);
  list = res.json();
});
afterAll(() => t.close());

describe('GET /teams/{teamId}/products', () => {
  it('lists the team’s kitted boxes and other products, in every stock and allocation state', () => {
    expect(list.meta).toMatchObject({ total: 9, current_page: 1, per_page: 200, preview: false });
    expect(list.kitted.map((p) => p.product_type).every((x) => x === 'kitted' || x === 'box')).toBe(true);
    expect(list.other.map((p) => p.product_type).every((x) => x === 'product' || x === 'giftbox')).toBe(true);
    expect(list.kitted).toHaveLength(4);
    expect(list.other).toHaveLength(5);
    const stock = new Set(all(list).map((p) => stockLabel(p)));
    const alloc = new Set(all(list).map((p) => allocationLabel(p)));
    expect([...stock].sort()).toEqual(['In Stock', 'Low Stock', 'Out of Stock']);
    expect([...alloc].sort()).toEqual(['Alloc', 'Low Alloc', 'No Alloc']);
    expect(byName('Acme Hoodie').team_status).toBe('paused');
  });

  it('every seeded figure of units held and sent is accounted for by the product’s orders', async () => {
    const counted: TCorporateProduct[] = [];
    for (const p of all(list)) {
      const orders = (await api.get(`/teams/${acme}/product/${p.id}/orders?per_page=50`, manager)).json() as { data: { quantity: number }[]; meta: { total: number } };
      expect(orders.meta.total, p.name).toBeLessThanOrEqual(50);
      const units = orders.data.reduce((n, o) => n + o.quantity, 0);
      const one: TCorporateProduct = (await product(p.id)).json();
      expect(one.allocated + one.multi_allocated + one.count_sent, p.name).toBe(units);
      if (units) counted.push(one);
    }
    expect(counted.filter((p) => p.count_sent > 0).length).toBeGreaterThanOrEqual(2);
  });

  it('a team without Pro reads the demo team’s products as a preview; Acme Europe (Pro, none of its own) reads none', async () => {
    for (const [token, team] of [
      [corner, cornerId],
      [trial, trialId],
    ] as const) {
      const preview: TCorporateProductList = (await api.get(`/teams/${team}/products`, token)).json();
      expect(preview.meta.preview).toBe(true);
      expect(all(preview).map((p) => p.name)).toEqual(expect.arrayContaining(['Demo Welcome Box', 'Demo Coffee Mug']));
    }
    const demoOwn: TCorporateProductList = (await api.get(`/teams/${DEMO_TEAM_ID}/products`, demo)).json();
    expect(demoOwn.meta).toMatchObject({ preview: false, total: 4 });
    const none: TCorporateProductList = (await api.get(`/teams/${europe}/products`, manager)).json();
    expect(none).toMatchObject({ kitted: [], other: [], meta: { total: 0, preview: false } });
  });

  it('pages at 200 (the per_page asked, up to the cap) and refuses bad paging with 422', async () => {
    const small: TCorporateProductList = (await api.get(`/teams/${acme}/products?per_page=2&page=2`, manager)).json();
    expect(small.meta).toMatchObject({ total: 9, current_page: 2, last_page: 5 });
    expect(all(small)).toHaveLength(2);
    expect((await api.get(`/teams/${acme}/products?page=0`, manager)).statusCode).toBe(422);
    expect((await api.get(`/teams/${acme}/products?per_page=201`, manager)).statusCode).toBe(422);
    expect((await api.get(`/teams/${cornerId}/products`, manager)).statusCode).toBe(404);
  });
});

describe('GET /teams/{teamId}/product/{id}', () => {
  it('answers every field of the product with its components, general ones marked', async () => {
    const res = await product(byName('Acme Welcome Box').id);
    expect(res.statusCode, res.body).toBe(200);
    const p: TCorporateProduct = res.json();
    expect(p).toMatchObject({ product_type: 'kitted', reorder_moq: 50, type: 'physical', preview: false, box_content: expect.stringContaining('mug') });
    expect(p.kitting_date).not.toBeNull();
    expect(p.description).toContain('<strong>welcome box</strong>');
    expect(p.components).toHaveLength(3);
    expect(p.components.map((c) => c.general)).toEqual([false, false, true]);
    expect(p.components[0]).toMatchObject({ name: 'Acme Branded Mug', expected_quantity: 150, actual_quantity: 150 });
    for (const c of p.components) expect(c.kitted_at).not.toBeNull();
    // Its orders are the linked option's gifts: held ones allocated, dispatched ones counted.
    expect(p.allocated + p.count_sent).toBeGreaterThan(0);
  });

  it('another team’s product, a catalogue product or a bad id is 404; a preview team reads the demo’s', async () => {
    const id = byName('Acme Branded Mug').id;
    expect((await product(id, manager, europe)).statusCode).toBe(404);
    expect((await product(id, corner, cornerId)).statusCode).toBe(404);
    const catalogue = (await api.get('/marketplace/products/physical?per_page=1', manager)).json().data[0].id as number;
    expect((await product(catalogue)).statusCode).toBe(404);
    expect((await product(2 ** 31)).statusCode).toBe(422);
    const demoBox = all((await api.get(`/teams/${cornerId}/products`, corner)).json()).find((p: TCorporateProductCard) => p.name === 'Demo Welcome Box')!;
    const seen = await product(demoBox.id, corner, cornerId);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().preview).toBe(true);
  });
});

describe('PUT /teams/{teamId}/product/{id}', () => {
  it('pauses and activates', async () => {
    const id = byName('Acme Water Bottle').id;
    expect((await put(id, { team_status: 'paused' })).json().team_status).toBe('paused');
    expect((await put(id, { team_status: 'active' }, associate)).json().team_status).toBe('active');
    expect((await put(id, { team_status: 'stopped' })).json().errors.team_status).toEqual(['Team status must be one of: active, paused.']);
  });

  it('edits name, status and description (stored sanitised), with the first message per field and nothing written on 422', async () => {
    const id = byName('Acme Notebook A5').id;
    const bad = await put(id, { name: ' ', status: 'gone' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ name: ['Name is required.'], status: ['Status must be one of: active, hidden.'], description: ['Description is required.'] });
    expect((await product(id)).json().name).toBe('Acme Notebook A5');
    const body = { name: 'Acme Notebook A5 (dotted)', status: 'active', description: '<p onclick="steal()">Dotted <b>pages</b></p><script>alert(1)</script><img src="x" onerror="y()"><a href="javascript:alert(1)">x</a>' };
    const ok = await put(id, body);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ name: 'Acme Notebook A5 (dotted)', status: 'active' });
    expect(ok.json().description).toBe('<p>Dotted <b>pages</b></p><a target="_blank" rel="noopener noreferrer">x</a>');
    const onlyScript = await put(id, { ...body, description: '<script>alert(1)</script>' });
    expect(onlyScript.json().errors.description).toEqual(['Description is required.']);
    await put(id, { ...body, name: 'Acme Notebook A5', description: '<p>A5 dotted notebook with an embossed cover.</p>' });
  });

  it('converts to a kitted box only for staff, once', async () => {
    const id = byName('Acme Gift Box Sleeve').id;
    const refused = await put(id, { action: 'convert_to_kitted' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(corporateProductTexts.adminOnly);
    const converted = await put(id, { action: 'convert_to_kitted' }, staff);
    expect(converted.statusCode, converted.body).toBe(200);
    expect(converted.json().product_type).toBe('kitted');
    expect((await put(id, { action: 'convert_to_kitted' }, staff)).json().message).toBe(corporateProductTexts.alreadyKitted);
    const after: TCorporateProductList = (await api.get(`/teams/${acme}/products`, manager)).json();
    expect(after.kitted.map((p) => p.id)).toContain(id);
  });

  it('is Pro only with the banner text, refused to the demo, and 404 for another team’s product', async () => {
    const demoBox = all((await api.get(`/teams/${cornerId}/products`, corner)).json()).find((p: TCorporateProductCard) => p.name === 'Demo Welcome Box')!;
    const gated = await put(demoBox.id, { team_status: 'paused' }, corner, cornerId);
    expect(gated.statusCode).toBe(403);
    expect(gated.json().message).toBe(texts.proGate('Managing corporate products', 'Gift'));
    const demoWrite = await put(demoBox.id, { team_status: 'paused' }, demo, DEMO_TEAM_ID);
    expect(demoWrite.statusCode).toBe(403);
    expect(demoWrite.json().message).toBe(texts.demoReadOnly);
    expect((await put(byName('Acme Branded Mug').id, { team_status: 'paused' }, manager, europe)).statusCode).toBe(404);
    expect((await put(demoBox.id, { team_status: 'paused' })).statusCode).toBe(404);
    expect((await product(demoBox.id, corner, cornerId)).json().team_status).toBe('active');
  });
});

describe('GET /teams/{teamId}/product/{id}/orders', () => {
  it('pages the product’s gifts, 10 by default, newest first, with their campaign', async () => {
    const id = byName('Acme Welcome Box').id;
    const first: TProductOrders = (await api.get(`/teams/${acme}/product/${id}/orders`, manager)).json();
    expect(first.meta.per_page).toBe(10);
    expect(first.meta.total).toBeGreaterThan(0);
    expect(first.data.length).toBe(Math.min(10, first.meta.total));
    expect(first.data[0]).toMatchObject({ campaign_name: 'Client Thank You 2026', quantity: expect.any(Number) });
    const ids = first.data.map((o) => o.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const one: TProductOrders = (await api.get(`/teams/${acme}/product/${id}/orders?per_page=1&page=2`, manager)).json();
    expect(one.data[0]?.id).toBe(first.data[1]?.id);
    expect(one.meta).toMatchObject({ total: first.meta.total, current_page: 2 });
    const beyond: TProductOrders = (await api.get(`/teams/${acme}/product/${id}/orders?page=999`, manager)).json();
    expect(beyond).toMatchObject({ data: [], meta: { total: first.meta.total } });
    expect((await api.get(`/teams/${europe}/product/${id}/orders`, manager)).statusCode).toBe(404);
    expect((await api.get(`/teams/${acme}/product/${id}/orders?per_page=51`, manager)).statusCode).toBe(422);
  });
});

describe('the marketplace never shows a team’s products', () => {
  it('listing, detail, the staff catalogue and a sale refuse them', async () => {
    const id = byName('Acme Branded Mug').id;
    const names = (await api.get('/marketplace/products/physical?per_page=200', manager)).json().data.map((p: { name: string }) => p.name);
    expect(names.some((n: string) => n.startsWith('Acme ') || n.startsWith('Demo '))).toBe(false);
    expect((await api.get(`/products/${id}`, manager)).statusCode).toBe(404);
    expect((await api.get(`/products/${id}`, staff)).statusCode).toBe(404);
    const admin = (await api.get('/admin/catalogue/products?q=Acme&per_page=200', staff)).json().data;
    expect(admin).toEqual([]);
    // Staff linking a campaign option see the campaign's team's own products beside the catalogue, no other team's.
    const picker = (await api.get(`/admin/catalogue/products?q=Acme&per_page=200&team_id=${acme}`, staff)).json().data.map((p: { name: string }) => p.name);
    expect(picker).toContain('Acme Branded Mug');
    expect((await api.get(`/admin/catalogue/products?q=Demo&per_page=200&team_id=${acme}`, staff)).json().data).toEqual([]);
    const sale = await api.post(`/teams/${acme}/gb-registrations`, manager, {
      type: 'physical',
      platform: 'marketplace',
      product_id: id,
      email: 'rita@example.com',
      first_name: 'Rita',
      last_name: 'R',
      address_line_1: '1 High Street',
      city: 'Leeds',
      postcode: 'LS1 4AP',
      country: 'GB',
    });
    expect(sale.statusCode).toBe(404);
  });
});

describe('dashboard and notifications', () => {
  it('counts the team’s products; the allocation notification names the low and empty ones with their link', async () => {
    const dash = (await api.get(`/teams/${acme}/dashboard`, manager)).json();
    expect(dash.products.total).toBe(9);
    expect(dash.products.requests).toBeGreaterThanOrEqual(0);
    const notes = (await api.get(`/teams/${acme}/notifications/allocation`, manager)).json().data as { title: string; link: string }[];
    expect(notes.length).toBeGreaterThan(0);
    expect(notes.some((n) => n.title === 'Acme Hoodie is out of stock' && n.link === `/campaigns/corporate-products/${byName('Acme Hoodie').id}`)).toBe(true);
    expect(notes.some((n) => n.title.startsWith('Acme Welcome Box'))).toBe(false);
    expect((await api.get(`/teams/${DEMO_TEAM_ID}/notifications/allocation`, demo)).json().data).toEqual([]);
    expect((await api.get(`/teams/${cornerId}/notifications/allocation`, corner)).json().data).toEqual([]);
  });
});

