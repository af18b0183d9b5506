import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProduct } from '@gifthub/shared/catalogue';
import type { TTestApp } from '../../test/test-app';
import { giftTestApp, physicalProduct, type TApi } from '../registrations/registrations.test-helpers';

// The staff back office's calls as its screens use them (apps/web features/admin: Campaigns).

let t: TTestApp;
let api: TApi;
let staff: string;
let manager: string;
let acme: number;
let hamper: TProduct;
let books: TProduct;

let n = 0;
const uniq = (name: string) => `${name} ${Date.now().toString(36)}${++n}`;
const requested = async (name = uniq('Back office')) => {
  const res = await api.post(`/teams/${acme}/gb-campaigns`, manager, { name, type: 'year-round', reward_type: 'mixed', privacy: 'invite' });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { id: number }).id;
};
const addOption = (id: number, body: object) => api.post(`/admin/gb-campaigns/${id}/options`, staff, body);
const setStatus = (id: number, status: string) => api.put(`/admin/gb-campaigns/${id}/status`, staff, { status });

beforeAll(async () => {
  ({ t, api, staff, manager, acme, hamper, books } = await giftTestApp());
});
afterAll(() => t.close());

describe('the staff list', () => {
  it('filters by status, names each team and pages', async () => {
    const name = uniq('Listed');
    const id = await requested(name);
    const res = await api.get('/admin/gb-campaigns?status=requested&per_page=200', staff);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as { id: number; status: string; team_name: string; privacy: string; statistics: { sends: number } }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.status === 'requested')).toBe(true);
    expect(rows.find((r) => r.id === id)).toMatchObject({ team_name: 'Acme Ltd', privacy: 'invite', statistics: { sends: 0 } });
    const active = (await api.get('/admin/gb-campaigns?status=active&per_page=200', staff)).json().data as { id: number; status: string }[];
    expect(active.some((r) => r.id === id)).toBe(false);
    expect(active.every((r) => r.status === 'active')).toBe(true);

    const page = (await api.get('/admin/gb-campaigns?per_page=2&page=2', staff)).json();
    expect(page.data).toHaveLength(2);
    expect(page.meta).toMatchObject({ current_page: 2 });
  });

  it('answers 404 for a campaign that does not exist and 422 for a status it does not know', async () => {
    expect((await api.get('/admin/gb-campaigns/987654', staff)).statusCode).toBe(404);
    expect((await setStatus(987654, 'active')).statusCode).toBe(404);
    const id = await requested();
    expect((await setStatus(id, 'finished')).statusCode).toBe(422);
  });
});

describe('status changes', () => {
  it('follows CAMPAIGN_TRANSITIONS to completed, which is final', async () => {
    const id = await requested();
    for (const to of ['active', 'leaked', 'paused', 'active', 'completed']) {
      const res = await setStatus(id, to);
      expect(res.statusCode, `${to}: ${res.body}`).toBe(200);
      expect(res.json().status).toBe(to);
    }
    const again = await setStatus(id, 'active');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A completed campaign cannot be made active.');
    expect((await api.get(`/admin/gb-campaigns/${id}`, staff)).json().status).toBe('completed');
  });
});

describe('gift options from the back office form', () => {
  it('keeps no stock count when availability is left blank (null), and the product stock when it is left out', async () => {
    const id = await requested();
    const blank = await addOption(id, { name: 'Blank', type: 'physical', product_id: hamper.id, available: null });
    expect(blank.statusCode, blank.body).toBe(200);
    expect(blank.json().available).toBeNull();
    const omitted = await addOption(id, { name: 'Omitted', type: 'physical', product_id: hamper.id });
    expect(omitted.json().available).toBe(100);
    const counted = await api.put(`/admin/gb-options/${omitted.json().id}`, staff, { name: 'Omitted', type: 'physical', product_id: hamper.id, available: 3 });
    expect(counted.json().available).toBe(3);
    const cleared = await api.put(`/admin/gb-options/${omitted.json().id}`, staff, { name: 'Omitted', type: 'physical', product_id: hamper.id, available: null });
    expect(cleared.json().available).toBeNull();
  });

  it('stores what the form sends in pounds: price override, shipping groups, pick and pack, notecard format', async () => {
    const id = await requested();
    const body = {
      name: 'Hamper for Europe',
      type: 'physical',
      product_id: hamper.id,
      enabled: true,
      description: 'Our own hamper.',
      available: 12,
      price_ev: 40,
      price_iv: 48,
      shipping_costs: [
        { countries: ['GB'], shipping_ev_cost: 4.95, shipping_iv_cost: 5.94 },
        { countries: ['IE', 'FR'], shipping_ev_cost: 12.5, shipping_iv_cost: 15 },
      ],
      pp_ev_cost: 3.5,
      pp_iv_cost: 4.2,
      notecard_format: 'portrait',
    };
    const res = await addOption(id, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      price_ex_vat: 40,
      price: 48,
      available: 12,
      shipping_costs: body.shipping_costs,
      pp_ev_cost: 3.5,
      pp_iv_cost: 4.2,
      notecard_format: 'portrait',
      product_name: hamper.name,
    });
    // Edited without a price: the product's price again.
    const edited = await api.put(`/admin/gb-options/${res.json().id}`, staff, { ...body, price_ev: undefined, price_iv: undefined, shipping_costs: body.shipping_costs.slice(1) });
    expect(edited.json()).toMatchObject({ price_ex_vat: 25, price: 30, shipping_costs: [body.shipping_costs[1]] });
    const read = (await api.get(`/admin/gb-campaigns/${id}`, staff)).json();
    expect(read.options).toHaveLength(1);
    expect(read.options[0]).toMatchObject({ id: res.json().id, reg_count: 0 });
  });

  it('answers the first message per field and writes nothing', async () => {
    const id = await requested();
    const res = await addOption(id, {
      name: '',
      type: 'physical',
      shipping_costs: [{ countries: ['GBR'], shipping_ev_cost: -1, shipping_iv_cost: 1 }],
      voucher_lower: 50,
      voucher_upper: 10,
      voucher_limit: 0,
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(errors.name).toEqual(['Name is required.']);
    expect(errors.product_id).toEqual(['Product is required.']);
    expect(errors['shipping_costs.0.shipping_ev_cost']).toEqual(['Shipping ex. VAT must be at least 0']);
    expect(Object.keys(errors).some((k) => k.startsWith('shipping_costs.0.countries'))).toBe(true);
    expect(errors.voucher_upper).toEqual(['Voucher upper limit must be at least 50']);
    expect(errors.voucher_limit?.[0]).toMatch(/Voucher limit/);
    const voucher = await addOption(id, { name: 'No brand', type: 'voucher' });
    expect(voucher.json().errors.product_id).toEqual(['Voucher brand is required.']);
    expect((await api.get(`/admin/gb-campaigns/${id}`, staff)).json().options).toEqual([]);
  });

  it('refuses a hidden product and a product of the other type', async () => {
    const id = await requested();
    const hidden = await physicalProduct(t);
    expect((await api.put(`/admin/catalogue/products/${hidden.id}/status`, staff, { status: 'hidden' })).statusCode).toBe(200);
    const res = await addOption(id, { name: 'Hidden', type: 'physical', product_id: hidden.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.product_id).toEqual(['Product not found.']);
    const wrong = await addOption(id, { name: 'Wrong', type: 'physical', product_id: books.id });
    expect(wrong.json().errors.product_id).toEqual(['Product must be a physical product.']);
  });
});
