import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignRegistrationTexts } from '@gifthub/shared/campaign-registrations';
import { allocationLabel, type TCorporateProduct, type TCorporateProductList } from '@gifthub/shared/corporate-products';
import type { TTestApp } from '../../test/test-app';
import { updateProductRow } from '../catalogue/catalogue.repository';
import { releaseStock, reserveStock } from '../catalogue/catalogue.service';
import { campaignWith } from '../campaign-registrations/campaign-registrations.test-helpers';
import { offeredOptions } from '../campaigns/campaign-pages.service';
import { giftTestApp, outbox, recipient, type TApi } from '../registrations/registrations.test-helpers';
import { sendStockAlerts } from '../catalogue/stock-alerts.service';

/**
 * A corporate product's stock is real (spec 3 §2.3, issue 15): a gift holds units by allocation in the
 * registration's transaction (never more than stock - allocated - multi_allocated), dispatch consumes them, and a
 * paused or exhausted product cannot be chosen.
 */
let t: TTestApp;
let api: TApi;
let staff: string;
let manager: string;
let acme: number;
let europe: number;
let bottle: number;
let campaign: { id: number; options: number[] };

const option = (productId: number) => ({
  name: 'Water Bottle',
  type: 'physical',
  product_id: productId,
  shipping_costs: [{ countries: ['GB'], shipping_ev_cost: 4.95, shipping_iv_cost: 5.94 }],
  pp_ev_cost: 3.5,
  pp_iv_cost: 4.2,
});
const productOf = async (id = bottle): Promise<TCorporateProduct> => (await api.get(`/teams/${acme}/product/${id}`, manager)).json();
const send = (n = 0) => api.post(`/gb-campaigns/${campaign.id}/registrations`, manager, { type: 'physical', platform: 'gifting', option_id: campaign.options[0], ...recipient({ email: `bottle${n}@example.com` }) });
const setCounts = (stock: number, allocated: number, multiAllocated = 0) => updateProductRow(t.deps.db, bottle, { stock, allocated, multiAllocated });

beforeAll(async () => {
  ({ t, api, staff, manager, acme, europe } = await giftTestApp());
  const list: TCorporateProductList = (await api.get(`/teams/${acme}/products`, manager)).json();
  bottle = list.other.find((p) => p.name === 'Acme Water Bottle')!.id;
  campaign = await campaignWith(api, { token: manager, staff, team: acme, options: [option(bottle)] });
});
afterAll(() => t.close());

describe('gift options link corporate products', () => {
  it('of the campaign’s own team only; the option keeps no count of its own', async () => {
    const view = (await api.get(`/gb-options/${campaign.options[0]}`, manager)).json();
    // The product's free units (seeded 22, none held) are what the option can still give.
    expect(view).toMatchObject({ product_id: bottle, product_name: 'Acme Water Bottle', available: null, corporate_product: true, product_units: 22 });
    const other = await campaignWith(api, { token: manager, staff, team: europe, options: [] });
    const refused = await api.post(`/admin/gb-campaigns/${other.id}/options`, staff, option(bottle));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.product_id).toEqual(['Product not found.']);
  });
});

describe('allocation', () => {
  it('two concurrent sends of the last free unit: exactly one wins, the other is refused on option_id', async () => {
    await setCounts(5, 4);
    const results = await Promise.all([send(1), send(2)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const loser = results.find((r) => r.statusCode === 422)!;
    expect(loser.json().errors.option_id).toEqual([campaignRegistrationTexts.optionUnavailable]);
    const p = await productOf();
    expect(p).toMatchObject({ stock: 5, allocated: 5, multi_allocated: 0 });
    expect(allocationLabel(p)).toBe('No Alloc');
    expect((await send(3)).statusCode).toBe(422);
    expect(await offeredOptions(t.deps.db, campaign.id)).toEqual([]);
    // The portal's Select & Send does not offer it either (its option reads no units left).
    expect((await api.get(`/gb-options/${campaign.options[0]}`, manager)).json().product_units).toBe(0);
  });

  it('dispatch takes the units out of the stock and the allocation, and counts them sent', async () => {
    await setCounts(10, 0);
    const sent = await send(4);
    expect(sent.statusCode, sent.body).toBe(200);
    const before = await productOf();
    expect(before.allocated).toBe(1);
    const id = sent.json().id as number;
    expect((await api.put(`/admin/fulfilment/${id}`, staff, { action: 'processed' })).statusCode).toBe(200);
    expect((await productOf()).stock).toBe(10);
    expect((await api.put(`/admin/fulfilment/${id}`, staff, { action: 'sent', carrier: 'Royal Mail', tracking_url: 'https://track.example/1' })).statusCode).toBe(200);
    expect(await productOf()).toMatchObject({ stock: 9, allocated: 0, count_sent: before.count_sent + 1 });
    // The step applies once: sent again is refused and consumes nothing more.
    expect((await api.put(`/admin/fulfilment/${id}`, staff, { action: 'sent', carrier: 'Royal Mail', tracking_url: 'https://track.example/1' })).statusCode).toBe(409);
    expect((await productOf()).stock).toBe(9);
  });

  it('a paused product cannot be chosen until it is active again', async () => {
    await setCounts(50, 0);
    expect((await api.put(`/teams/${acme}/product/${bottle}`, manager, { team_status: 'paused' })).statusCode).toBe(200);
    const refused = await send(5);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.option_id).toEqual([campaignRegistrationTexts.optionUnavailable]);
    expect((await productOf()).allocated).toBe(0);
    // Nor is it offered on the campaign's claim page.
    expect((await offeredOptions(t.deps.db, campaign.id)).map((o) => o.row.id)).toEqual([]);
    expect((await api.get(`/gb-options/${campaign.options[0]}`, manager)).json().product_units).toBe(0);
    expect((await api.put(`/teams/${acme}/product/${bottle}`, manager, { team_status: 'active' })).statusCode).toBe(200);
    expect((await offeredOptions(t.deps.db, campaign.id)).map((o) => o.row.id)).toEqual(campaign.options);
    expect((await send(6)).statusCode).toBe(200);
    expect((await productOf()).allocated).toBe(1);
  });

  it('Multi Send holds multi_allocated; a release gives units back, never below zero', async () => {
    await setCounts(3, 1, 0);
    await t.deps.db.transaction((tx) => reserveStock(tx, bottle, 2, { method: 'multiple' }));
    expect(await productOf()).toMatchObject({ allocated: 1, multi_allocated: 2 });
    await expect(t.deps.db.transaction((tx) => reserveStock(tx, bottle, 1, { method: 'multiple' }))).rejects.toMatchObject({ status: 422 });
    await t.deps.db.transaction((tx) => releaseStock(tx, bottle, 5, { method: 'multiple' }));
    await t.deps.db.transaction((tx) => releaseStock(tx, bottle, 1));
    expect(await productOf()).toMatchObject({ stock: 3, allocated: 0, multi_allocated: 0 });
  });

  it('a send that leaves fewer than 20 units to allocate fires the allocation notification (spec 1 §2); none left reads out of stock', async () => {
    const notes = async () =>
      ((await api.get(`/teams/${acme}/notifications/allocation`, manager)).json().data as { title: string; text: string; link: string }[]).filter((n) =>
        n.link.endsWith(`/corporate-products/${bottle}`),
      );
    await setCounts(20, 0);
    expect(await notes()).toEqual([]);
    expect((await send(8)).statusCode).toBe(200);
    expect(await notes()).toEqual([expect.objectContaining({ title: 'Acme Water Bottle is low on stock', text: '19 units are left to allocate.' })]);
    await setCounts(20, 19);
    expect((await send(9)).statusCode).toBe(200);
    expect((await notes()).map((n) => n.title)).toEqual(['Acme Water Bottle is out of stock']);
  });
});

describe('stock alerts by e-mail (product-allocation)', () => {
  const alerts = async () => (await outbox(t, staff, 'manager@acme.test')).filter((m) => m.kind.startsWith('product-allocation-') && m.subject.includes('Acme Water Bottle'));
  it('tell the team once when a product falls low, again when it runs out, and again only after it recovered and fell', async () => {
    await setCounts(30, 0);
    await sendStockAlerts(t.deps);
    const start = (await alerts()).length;
    await setCounts(20, 0);
    await sendStockAlerts(t.deps);
    expect(await alerts()).toHaveLength(start);
    expect((await send(20)).statusCode).toBe(200);
    await sendStockAlerts(t.deps);
    await sendStockAlerts(t.deps);
    const low = await alerts();
    expect(low).toHaveLength(start + 1);
    expect(low[0]).toMatchObject({ kind: 'product-allocation-low', subject: 'Gift HUB: Acme Water Bottle is low on stock' });
    expect(low[0]!.text).toContain('19 units are left to allocate for Acme Ltd.');
    expect(low[0]!.text).toContain(`/pro/campaigns/corporate-products/${bottle}`);
    // The associate is told too (both have the category on by default).
    expect((await outbox(t, staff, 'associate@acme.test')).some((m) => m.kind === 'product-allocation-low' && m.subject.includes('Acme Water Bottle'))).toBe(true);
    await setCounts(20, 19);
    expect((await send(21)).statusCode).toBe(200);
    await sendStockAlerts(t.deps);
    expect((await alerts()).map((m) => m.kind).slice(0, 2)).toEqual(['product-allocation-none', 'product-allocation-low']);
    // Restocked: no mail; a fall after that is told again.
    await setCounts(40, 0);
    await sendStockAlerts(t.deps);
    expect(await alerts()).toHaveLength(start + 2);
    await setCounts(10, 0);
    await sendStockAlerts(t.deps);
    expect(await alerts()).toHaveLength(start + 3);
    // Paused: not told (it is not offered at all).
    await setCounts(40, 0);
    await sendStockAlerts(t.deps);
    expect((await api.put(`/teams/${acme}/product/${bottle}`, manager, { team_status: 'paused' })).statusCode).toBe(200);
    await setCounts(0, 0);
    await sendStockAlerts(t.deps);
    expect(await alerts()).toHaveLength(start + 3);
    expect((await api.put(`/teams/${acme}/product/${bottle}`, manager, { team_status: 'active' })).statusCode).toBe(200);
    await setCounts(22, 0);
  });
});
