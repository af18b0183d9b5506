import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_FILTER_BOUNDS, PRICE_FILTERS, VOUCHER_CATEGORIES, type TProduct, type TTerm } from '@gifthub/shared/catalogue';
import { incVat } from '@gifthub/shared/pricing';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { testJpegWithExif, testPng } from '../../test/uploads';
import sharp from 'sharp';

let t: TTestApp;
const tokens: Record<string, string> = {};
const dataDir = mkdtempSync(path.join(tmpdir(), 'gifthub-catalogue-'));
const STAFF = 'staff@gifthub.test';
const MANAGER = 'manager@acme.test';
const DEMO = 'demo@gifthub.test';

beforeAll(async () => {
  t = await createTestApp({ config: { dataDir } });
  for (const email of [STAFF, MANAGER, DEMO, 'associate@acme.test']) tokens[email] = await t.login(email);
});
afterAll(() => t.close());

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (email: string | null, method: TMethod, url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: email ? t.as(tokens[email]!) : {}, payload: payload as object });
const get = async <T>(email: string, url: string): Promise<T> => {
  const res = await call(email, 'GET', url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json<T>();
};
type TPage = { data: TProduct[]; meta: { total: number; last_page: number; current_page: number; per_page: number } };

/** Every active physical product, straight from the admin list (hidden excluded by hand). */
async function allPhysical(): Promise<TProduct[]> {
  const page = await get<TPage>(STAFF, '/admin/catalogue/products?type=physical&per_page=200');
  expect(page.meta.total).toBeLessThanOrEqual(200);
  return page.data;
}
const ids = (xs: TProduct[]) => xs.map((p) => p.id).sort((a, b) => a - b);
const physical = (query: string) => get<TPage>(MANAGER, `/marketplace/products/physical?per_page=200${query ? `&${query}` : ''}`);

describe('seeded catalogue', () => {
  it('has more than 100 physical gifts in every price band, with GB shipping, pick and pack, stock and terms', async () => {
    const all = (await allPhysical()).filter((p) => p.status === 'active');
    expect(all.length).toBeGreaterThan(100);
    for (const band of PRICE_FILTERS) {
      const [lo, hi] = PRICE_FILTER_BOUNDS[band];
      const n = all.filter((p) => p.price * 100 >= lo && (hi === null || p.price * 100 < hi)).length;
      expect(n, band).toBeGreaterThanOrEqual(20);
    }
    for (const p of all) {
      expect(Math.round(p.price * 100), p.name).toBe(incVat(Math.round(p.price_ex_vat * 100)));
      expect(p.shipping_costs, p.name).toEqual([{ countries: ['GB'], shipping_ev_cost: expect.any(Number), shipping_iv_cost: expect.any(Number) }]);
      expect(p.pp_iv_cost).toBeCloseTo(p.pp_ev_cost * 1.2, 2);
      expect(p.terms.type.length, p.name).toBeGreaterThan(0);
      expect(p.terms.occasion.length, p.name).toBeGreaterThan(0);
      expect(p.description).toMatch(/^<p>.+<\/p>$/);
      expect(p.image_url).toMatch(/^\/api\/v1\/product-images\/gen-[a-z]+-[a-z0-9-]+\.svg$/);
    }
    expect(new Set(all.map((p) => p.name)).size).toBe(all.length);
    expect(all.filter((p) => p.stock === 0).length).toBeGreaterThan(0);
    expect(all.filter((p) => p.stock !== null && p.stock > 0 && p.stock <= 2).length).toBeGreaterThan(0);
    expect(all.some((p) => p.price === 30) && all.some((p) => p.price === 50)).toBe(true);
  });

  it('has eGift brands in all eight voucher categories, each with denominations or face-value limits', async () => {
    const { data, meta } = await get<TPage>(MANAGER, '/marketplace/products/digital?per_page=1000');
    expect(meta.total).toBe(data.length);
    for (const c of VOUCHER_CATEGORIES) expect(data.filter((p) => p.category === c).length, c).toBeGreaterThanOrEqual(3);
    for (const p of data) {
      expect(p).toMatchObject({ type: 'voucher', stock: null, brand_name: expect.any(String) });
      expect(p.denominations.length > 0 || p.face_value_limits !== null, p.name).toBe(true);
      if (p.face_value_limits) expect(p.face_value_limits.lower).toBeLessThan(p.face_value_limits.upper);
    }
    // Money is pounds in the view: £10 is 10, a penny step is 0.01.
    expect(data.some((p) => p.denominations.includes(10))).toBe(true);
    expect(data.some((p) => p.face_value_limits?.minor_unit === 0.01)).toBe(true);
  });

  it('GET /terms lists the three taxonomies; diets have icons; one or more taxonomies can be asked for', async () => {
    const { data } = await get<{ data: TTerm[] }>(MANAGER, '/terms');
    expect(new Set(data.map((x) => x.taxonomy))).toEqual(new Set(['marketplace-product-type', 'marketplace-product-occasion', 'marketplace-product-diet']));
    const diet = (await get<{ data: TTerm[] }>(DEMO, '/terms?taxonomy=marketplace-product-diet')).data;
    expect(diet.map((x) => x.slug)).toEqual(['vegan', 'vegetarian', 'gluten-free', 'dairy-free', 'nut-free', 'halal']);
    expect(diet.every((x) => x.icon)).toBe(true);
    const two = (await get<{ data: TTerm[] }>(MANAGER, '/terms?taxonomy=marketplace-product-type,marketplace-product-occasion')).data;
    expect(two.length).toBe(data.length - diet.length);
    expect((await call(MANAGER, 'GET', '/terms?taxonomy=colours')).statusCode).toBe(422);
    expect((await call(null, 'GET', '/terms')).statusCode).toBe(401);
  });
});

describe('GET /marketplace/products/physical', () => {
  it('each type, occasion and diet filter answers exactly the active products with that term', async () => {
    const all = (await allPhysical()).filter((p) => p.status === 'active');
    const { data: terms } = await get<{ data: TTerm[] }>(MANAGER, '/terms');
    const key = { 'marketplace-product-type': 'type', 'marketplace-product-occasion': 'occasion', 'marketplace-product-diet': 'diet' } as const;
    for (const term of terms) {
      const k = key[term.taxonomy];
      const expected = all.filter((p) => p.terms[k].some((x) => x.slug === term.slug));
      expect(expected.length, term.slug).toBeGreaterThan(0);
      const res = await physical(`${k}=${term.slug}`);
      expect(ids(res.data), term.slug).toEqual(ids(expected));
      expect(res.meta.total).toBe(expected.length);
    }
  });

  it('price bands split on the inc-VAT price: exactly £30 is in 30-50, exactly £50 in 50-and-above', async () => {
    const all = (await allPhysical()).filter((p) => p.status === 'active');
    const seen = new Set<number>();
    for (const band of PRICE_FILTERS) {
      const [lo, hi] = PRICE_FILTER_BOUNDS[band];
      const expected = all.filter((p) => Math.round(p.price * 100) >= lo && (hi === null || Math.round(p.price * 100) < hi));
      const res = await physical(`price=${band}`);
      expect(ids(res.data), band).toEqual(ids(expected));
      for (const p of res.data) seen.add(p.id);
    }
    expect(seen.size).toBe(all.length);
    const at = async (band: string) => (await physical(`price=${band}`)).data.map((p) => p.price);
    expect(await at('below-30')).not.toContain(30);
    expect(await at('30-50')).toContain(30);
    expect(await at('30-50')).toContain(49.99);
    expect(await at('30-50')).not.toContain(50);
    expect(await at('50-and-above')).toContain(50);
    expect(await at('below-30')).toContain(29.99);
  });

  it('filters combine with AND; an unknown slug answers an empty page; empty values mean any', async () => {
    const all = (await allPhysical()).filter((p) => p.status === 'active');
    const expected = all.filter(
      (p) => p.terms.type.some((x) => x.slug === 'hampers') && p.terms.diet.some((x) => x.slug === 'vegetarian') && p.price >= 30 && p.price < 50,
    );
    expect(expected.length).toBeGreaterThan(0);
    const res = await physical('type=hampers&diet=vegetarian&price=30-50');
    expect(ids(res.data)).toEqual(ids(expected));
    const occ = all.filter((p) => p.terms.occasion.some((x) => x.slug === 'christmas') && p.terms.type.some((x) => x.slug === 'alcohol'));
    expect(ids((await physical('occasion=christmas&type=alcohol')).data)).toEqual(ids(occ));
    expect(await physical('type=no-such-type')).toMatchObject({ data: [], meta: { total: 0, last_page: 1, current_page: 1 } });
    expect((await physical('type=&occasion=&diet=&price=')).meta.total).toBe(all.length);
    expect((await call(MANAGER, 'GET', '/marketplace/products/physical?price=20-30')).statusCode).toBe(422);
    expect((await call(MANAGER, 'GET', '/marketplace/products/physical?type=Bad%20Slug')).statusCode).toBe(422);
  });

  it('pages 24 at a time by default in position order, with meta; per_page and teamId are accepted', async () => {
    const all = await physical('');
    const first = await get<TPage>(MANAGER, '/marketplace/products/physical?teamId=1');
    expect(first.data).toHaveLength(24);
    expect(first.meta).toEqual({ total: all.meta.total, per_page: 24, current_page: 1, last_page: Math.ceil(all.meta.total / 24), params: { teamId: '1' } });
    const pages: TProduct[] = [];
    for (let page = 1; page <= first.meta.last_page; page++) pages.push(...(await get<TPage>(MANAGER, `/marketplace/products/physical?page=${page}`)).data);
    expect(pages.map((p) => p.id)).toEqual(all.data.map((p) => p.id));
    const beyond = await get<TPage>(MANAGER, `/marketplace/products/physical?page=${first.meta.last_page + 1}`);
    expect(beyond.data).toEqual([]);
    const twelve = await get<TPage>(MANAGER, '/marketplace/products/physical?per_page=12&page=2');
    expect(twelve.data.map((p) => p.id)).toEqual(all.data.slice(12, 24).map((p) => p.id));
    expect((await call(MANAGER, 'GET', '/marketplace/products/physical?per_page=0')).statusCode).toBe(422);
    // The first page mixes categories (display positions are interleaved).
    expect(new Set(first.data.map((p) => p.terms.type[0]!.slug)).size).toBeGreaterThan(5);
  });

  it('searches by name', async () => {
    const res = await physical('q=gin');
    expect(res.data.length).toBeGreaterThan(0);
    for (const p of res.data) expect(p.name.toLowerCase()).toContain('gin');
    expect((await physical('q=%25')).meta.total).toBe(0);
  });

  it('the demo user can browse; no token is a 401', async () => {
    expect((await get<TPage>(DEMO, '/marketplace/products/physical')).data.length).toBe(24);
    expect((await call(null, 'GET', '/marketplace/products/physical')).statusCode).toBe(401);
  });
});

describe('digital products', () => {
  it('filters by category, pages up to 1000, and opens one brand by id or slug', async () => {
    const books = await get<TPage>(MANAGER, '/marketplace/products/digital?category=books');
    expect(books.data.length).toBeGreaterThanOrEqual(3);
    expect(books.data.every((p) => p.category === 'books')).toBe(true);
    expect((await call(MANAGER, 'GET', '/marketplace/products/digital?per_page=1001')).statusCode).toBe(422);
    expect((await call(MANAGER, 'GET', '/marketplace/products/digital?category=garden')).statusCode).toBe(422);
    const first = books.data[0]!;
    expect((await get<TProduct>(MANAGER, `/marketplace/products/digital/${first.id}`)).slug).toBe(first.slug);
    expect((await get<TProduct>(MANAGER, `/marketplace/products/digital/${first.slug}`)).id).toBe(first.id);
    const gift = (await physical('')).data[0]!;
    for (const id of [String(gift.id), gift.slug, 'no-such-brand', '99999999999']) {
      const res = await call(MANAGER, 'GET', `/marketplace/products/digital/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe('Gift not found.');
    }
  });
});

describe('GET /products/{id}', () => {
  it('answers an active product; 404 for unknown ids and for hidden products unless staff', async () => {
    const gift = (await physical('')).data[3]!;
    expect(await get<TProduct>(MANAGER, `/products/${gift.id}?platform=marketplace`)).toEqual(gift);
    expect((await call(MANAGER, 'GET', '/products/99999999')).statusCode).toBe(404);
    expect((await call(MANAGER, 'GET', `/products/${gift.id}?platform=gifting`)).statusCode).toBe(422);
    const hidden = (await allPhysical()).find((p) => p.status === 'hidden')!;
    expect(hidden).toBeDefined();
    expect((await call(MANAGER, 'GET', `/products/${hidden.id}`)).statusCode).toBe(404);
    expect((await get<TProduct>(STAFF, `/products/${hidden.id}`)).status).toBe('hidden');
  });
});

describe('staff back office', () => {
  const adminRoutes: [TMethod, string, unknown?][] = [
    ['GET', '/admin/catalogue/products'],
    ['POST', '/admin/catalogue/products', { type: 'physical', name: 'X', description: 'Y', price_ex_vat: 10, stock: 1 }],
    ['PUT', '/admin/catalogue/products/1', { name: 'X' }],
    ['POST', '/admin/catalogue/products/1/restock', { quantity: 1 }],
    ['PUT', '/admin/catalogue/products/1/status', { status: 'hidden' }],
    ['POST', '/admin/catalogue/products/1/image', {}],
  ];

  it('every admin route is 403 for a manager, an associate and the demo user, 401 without a token', async () => {
    for (const [method, url, payload] of adminRoutes) {
      for (const who of [MANAGER, 'associate@acme.test', DEMO]) expect((await call(who, method, url, payload)).statusCode, `${who} ${method} ${url}`).toBe(403);
      expect((await call(null, method, url, payload)).statusCode).toBe(401);
    }
    expect((await get<TProduct>(STAFF, '/products/1')).id).toBe(1);
  });

  it('lists every product with hidden ones, searches names, slugs and brands, filters by type and status', async () => {
    const all = await get<TPage>(STAFF, '/admin/catalogue/products?per_page=200');
    expect(all.meta.per_page).toBe(200);
    expect(all.data.some((p) => p.type === 'voucher') && all.data.some((p) => p.status === 'hidden')).toBe(true);
    expect((await get<TPage>(STAFF, '/admin/catalogue/products')).meta.per_page).toBe(20);
    const hidden = await get<TPage>(STAFF, '/admin/catalogue/products?status=hidden');
    expect(hidden.data.length).toBeGreaterThan(0);
    expect(hidden.data.every((p) => p.status === 'hidden')).toBe(true);
    const brand = await get<TPage>(STAFF, '/admin/catalogue/products?q=larder');
    expect(brand.data.map((p) => p.brand_name)).toContain('Larder & Loaf');
  });

  it('creates a physical gift with terms: prices derived at 20% VAT, GB shipping, found by its filters', async () => {
    const res = await call(STAFF, 'POST', '/admin/catalogue/products', {
      type: 'physical',
      name: 'Test Orchard Honey Hamper',
      description: 'Local honey and oatcakes.\n\nPacked by hand.',
      price_ex_vat: 27.5,
      pp_ev_cost: 3.5,
      shipping_ev_cost: 6.95,
      stock: 7,
      terms: { type: ['hampers'], occasion: ['retirement'], diet: ['vegetarian', 'nut-free'] },
    });
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json<TProduct>();
    expect(p).toMatchObject({
      slug: 'test-orchard-honey-hamper',
      price_ex_vat: 27.5,
      price: 33,
      pp_ev_cost: 3.5,
      pp_iv_cost: 4.2,
      shipping_costs: [{ countries: ['GB'], shipping_ev_cost: 6.95, shipping_iv_cost: 8.34 }],
      stock: 7,
      status: 'active',
      description: '<p>Local honey and oatcakes.</p><p>Packed by hand.</p>',
    });
    expect(p.image_url).toMatch(/\/gen-hamper-test-orchard-honey-hamper-/);
    expect(p.terms.diet.map((x) => x.slug)).toEqual(['vegetarian', 'nut-free']);
    expect((await physical('type=hampers&occasion=retirement&diet=nut-free&price=30-50')).data.map((x) => x.id)).toContain(p.id);
    // The same name again gets the next free slug.
    const again = await call(STAFF, 'POST', '/admin/catalogue/products', { type: 'physical', name: 'Test Orchard Honey Hamper', description: 'x', price_ex_vat: 1, stock: 0 });
    expect(again.json().slug).toBe('test-orchard-honey-hamper-2');
  });

  it('creates a voucher brand with denominations in pounds', async () => {
    const res = await call(STAFF, 'POST', '/admin/catalogue/products', {
      type: 'voucher',
      name: 'Test Brand eGift Card',
      slug: 'test-brand',
      description: '<p onclick="x()">Spend it <b style="color:red">anywhere</b>.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
      brand_name: 'Test Brand',
      category: 'music',
      denominations: [50, 10, 25, 10],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ type: 'voucher', stock: null, category: 'music', denominations: [10, 25, 50], face_value_limits: null, description: '<p>Spend it <b>anywhere</b>.</p>' });
    expect((await get<TProduct>(MANAGER, '/marketplace/products/digital/test-brand')).brand_name).toBe('Test Brand');
    const dup = await call(STAFF, 'POST', '/admin/catalogue/products', { type: 'voucher', name: 'Other', slug: 'test-brand', description: 'x', brand_name: 'B', category: 'music' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toEqual({ slug: ['Slug has already been taken.'] });
  });

  it('validation answers 422 with a message per field', async () => {
    const bad = async (payload: unknown, errors: Record<string, string[]>) => {
      const res = await call(STAFF, 'POST', '/admin/catalogue/products', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors, JSON.stringify(payload)).toMatchObject(errors);
    };
    await bad({ type: 'physical', name: '', description: 'x', price_ex_vat: 1, stock: 1 }, { name: ['Name is required.'] });
    await bad({ type: 'physical', name: 'A', description: 'x', stock: 1 }, { price_ex_vat: ['Price ex VAT is required.'] });
    await bad({ type: 'physical', name: 'A', description: 'x', price_ex_vat: -1, stock: 1 }, { price_ex_vat: ['Price ex VAT must be greater than 0'] });
    await bad({ type: 'physical', name: 'A', description: 'x', price_ex_vat: 1.234, stock: 1 }, { price_ex_vat: ['Price ex VAT must have at most 2 decimals'] });
    await bad({ type: 'physical', name: 'A', description: 'x', price_ex_vat: 1, stock: -2 }, { stock: ['Stock must be at least 0'] });
    await bad({ type: 'physical', name: 'A', description: 'x', price_ex_vat: 1, stock: 1, terms: { type: ['rockets'] } }, { 'terms.type': [expect.stringMatching(/^Type must be one of the listed values\. Unknown: rockets\.$/)] });
    await bad({ type: 'physical', name: 'A', description: 'x', price_ex_vat: 1, stock: 1, brand_name: 'B' }, { brand_name: ['Only eGift vouchers have this field.'] });
    await bad({ type: 'voucher', name: 'A', description: 'x' }, { brand_name: ['Brand Name is required.'], category: ['Category is required.'] });
    await bad({ type: 'voucher', name: 'A', description: 'x', brand_name: 'B', category: 'music', stock: 3 }, { stock: ['Only physical gifts have this field.'] });
    await bad(
      { type: 'voucher', name: 'A', description: 'x', brand_name: 'B', category: 'music', face_value_limits: { lower: 50, upper: 10, minor_unit: 0.01 } },
      { 'face_value_limits.upper': ['Upper limit must be at least 50'] },
    );
    await bad({ type: 'gadget', name: 'A', description: 'x' }, { type: ['Type must be one of the listed values.'] });
    await bad({ type: 'physical', name: 'A', description: 'x', price_ex_vat: 1, stock: 1, slug: 'Bad Slug!' }, { slug: ['Slug must only contain (A-Z, a-z, 0-9 and -).'] });
    await bad({ type: 'physical', name: 'A', description: 'x', price_ex_vat: 1, stock: 1, colour: 'red' }, {});
  });

  it('edits fields and replaces only the taxonomies given; a rename gives a new image name', async () => {
    const p = (await physical('type=tech')).data[0]!;
    const res = await call(STAFF, 'PUT', `/admin/catalogue/products/${p.id}`, { name: `${p.name} Deluxe`, price_ex_vat: 41.67, terms: { diet: ['vegan'] } });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json<TProduct>();
    expect(edited).toMatchObject({ name: `${p.name} Deluxe`, price_ex_vat: 41.67, price: 50, terms: { type: p.terms.type, occasion: p.terms.occasion } });
    expect(edited.terms.diet.map((x) => x.slug)).toEqual(['vegan']);
    expect(edited.image_url).not.toBe(p.image_url);
    expect((await call(MANAGER, 'GET', edited.image_url!.replace('/api/v1', ''))).statusCode).toBe(200);
    expect((await call(STAFF, 'PUT', `/admin/catalogue/products/${p.id}`, { terms: { diet: [] } })).json().terms.diet).toEqual([]);
    expect((await call(STAFF, 'PUT', `/admin/catalogue/products/${p.id}`, { category: 'books' })).statusCode).toBe(422);
    expect((await call(STAFF, 'PUT', '/admin/catalogue/products/99999999', { name: 'Nope' })).statusCode).toBe(404);
    const other = (await physical('type=plants')).data[0]!;
    const taken = await call(STAFF, 'PUT', `/admin/catalogue/products/${p.id}`, { slug: other.slug });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ slug: ['Slug has already been taken.'] });
  });

  it('hiding takes a product out of the marketplace and back again', async () => {
    const p = (await physical('type=stationery')).data[0]!;
    const hidden = await call(STAFF, 'PUT', `/admin/catalogue/products/${p.id}/status`, { status: 'hidden' });
    expect(hidden.json().status).toBe('hidden');
    expect((await physical('type=stationery')).data.map((x) => x.id)).not.toContain(p.id);
    expect((await physical('')).data.map((x) => x.id)).not.toContain(p.id);
    expect((await call(MANAGER, 'GET', `/products/${p.id}`)).statusCode).toBe(404);
    expect((await call(STAFF, 'PUT', `/admin/catalogue/products/${p.id}/status`, { status: 'gone' })).statusCode).toBe(422);
    await call(STAFF, 'PUT', `/admin/catalogue/products/${p.id}/status`, { status: 'active' });
    expect((await physical('type=stationery')).data.map((x) => x.id)).toContain(p.id);
  });

  it('restock adds units; vouchers are not stocked; quantity is checked', async () => {
    const p = (await physical('type=home')).data[0]!;
    const res = await call(STAFF, 'POST', `/admin/catalogue/products/${p.id}/restock`, { quantity: 12 });
    expect(res.json().stock).toBe(p.stock! + 12);
    const bad = await call(STAFF, 'POST', `/admin/catalogue/products/${p.id}/restock`, { quantity: 0 });
    expect(bad.json().errors).toEqual({ quantity: ['Quantity must be greater than 0'] });
    expect((await call(STAFF, 'POST', `/admin/catalogue/products/${p.id}/restock`, { quantity: 1.5 })).statusCode).toBe(422);
    const voucher = (await get<TPage>(MANAGER, '/marketplace/products/digital')).data[0]!;
    const v = await call(STAFF, 'POST', `/admin/catalogue/products/${voucher.id}/restock`, { quantity: 5 });
    expect(v.statusCode).toBe(422);
    expect((await call(STAFF, 'POST', '/admin/catalogue/products/99999999/restock', { quantity: 5 })).statusCode).toBe(404);
  });

  it('concurrent restocks all count', async () => {
    const p = (await physical('type=plants')).data[1]!;
    const before = p.stock!;
    await Promise.all(Array.from({ length: 10 }, () => call(STAFF, 'POST', `/admin/catalogue/products/${p.id}/restock`, { quantity: 3 })));
    expect((await get<TProduct>(STAFF, `/products/${p.id}`)).stock).toBe(before + 30);
  });
});

describe('product images', () => {
  let png: Buffer;
  beforeAll(async () => {
    png = await testPng(40, 30);
  });
  const multipart = (name: string, content: Buffer, filename = 'photo.png', type = 'image/png') => {
    const boundary = '----gifthubtest';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body };
  };
  const upload = (id: number, name: string, content: Buffer, filename?: string, type?: string) => {
    const m = multipart(name, content, filename, type);
    return t.app.inject({ method: 'POST', url: `/api/v1/admin/catalogue/products/${id}/image`, headers: { ...t.as(tokens[STAFF]!), ...m.headers }, payload: m.payload });
  };

  it('serves a generated SVG per product, publicly, with long cache and a locked-down CSP', async () => {
    const [a, b] = (await physical('')).data;
    const res = await t.app.inject({ method: 'GET', url: a!.image_url! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.body).toMatch(/^<\?xml[^>]*>\s*<svg /);
    expect(res.body).not.toMatch(/<script|href=|https?:\/\/(?!www\.w3\.org)/);
    expect(res.body).toContain(a!.name.split(' ')[0]!.replace(/&/g, '&amp;').replace(/'/g, '&apos;'));
    // The name is the picture's accessible name only: no caption repeats it (the portal prints it beside the image).
    expect(res.body).not.toContain('<text');
    const again = await t.app.inject({ method: 'GET', url: a!.image_url! });
    expect(again.body).toBe(res.body);
    expect((await t.app.inject({ method: 'GET', url: b!.image_url! })).body).not.toBe(res.body);
  });

  it('unknown names are 404', async () => {
    for (const name of ['gen-hamper-no-such-product-1.svg', 'nope.svg', 'upload-1-abcdef.png', '..%2F..%2Fetc%2Fpasswd', 'gen-hamper-x.exe', 'Gen-Hamper.SVG']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/product-images/${name}` });
      expect(res.statusCode, name).toBe(404);
    }
  });

  it('still serves an upload kept in data/product-images from before storage', async () => {
    mkdirSync(path.join(dataDir, 'product-images'), { recursive: true });
    writeFileSync(path.join(dataDir, 'product-images', 'upload-1-0123456789abcdef.png'), png);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/product-images/upload-1-0123456789abcdef.png' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(png)).toBe(true);
  });

  it('staff upload a PNG, JPEG or WebP; the product then serves it; other files and oversized ones are refused', async () => {
    const p = (await physical('type=tech')).data[2]!;
    const res = await upload(p.id, 'file', png);
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json<TProduct>().image_url!;
    expect(url).toMatch(new RegExp(`^/api/v1/product-images/upload-${p.id}-[a-f0-9]{16}\\.png$`));
    const img = await t.app.inject({ method: 'GET', url });
    expect(img.headers['content-type']).toBe('image/png');
    // Re-encoded through storage/image-upload.ts: the same picture.
    const meta = await sharp(img.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 40, 30]);
    // A second upload replaces the first, whose file goes.
    const jpeg = await testJpegWithExif();
    const second = await upload(p.id, 'file', jpeg, 'p.jpg', 'image/jpeg');
    expect(second.json().image_url).toMatch(/\.jpg$/);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    for (const [content, label] of [
      [Buffer.from('hello, not an image'), 'text'],
      [svg, 'svg'],
    ] as const) {
      const r = await upload(p.id, 'file', content, 'x.png', 'image/png');
      expect(r.statusCode, label).toBe(422);
      expect(r.json().errors).toEqual({ file: ['File must be a PNG, JPEG or WebP image.'] });
    }
    const big = await upload(p.id, 'file', Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.statusCode).toBe(422);
    expect(big.json().errors).toEqual({ file: ['File must be at most 2 MB.'] });
    expect((await upload(p.id, 'other', png)).json().errors).toEqual({ file: ['File is required.'] });
    expect((await call(STAFF, 'POST', `/admin/catalogue/products/${p.id}/image`, { file: 'x' })).statusCode).toBe(422);
    expect((await upload(99999999, 'file', png)).statusCode).toBe(404);
  });
});
