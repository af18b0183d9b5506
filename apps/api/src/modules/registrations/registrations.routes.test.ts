import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProduct } from '@gifthub/shared/catalogue';
import type { TTestApp } from '../../test/test-app';
import { giftTestApp, giftCalls, outbox, physicalItem, recipient, voucherItem, type TApi } from './registrations.test-helpers';

let t: TTestApp;
let api: TApi;
let staff: string;
let manager: string;
let associate: string;
let corner: string;
let acme: number;
let europe: number;
let associateId: number;
let managerId: number;
let hamper: TProduct;
let books: TProduct;

const { send, link } = giftCalls(() => api);
const setAssociatePermissions = async (permissions: Record<string, boolean>) => {
  const res = await api.put(`/teams/${acme}/members/${associateId}`, manager, { name: 'Adam Associate', permissions });
  expect(res.statusCode).toBe(200);
};
const allPermissions = { 'use-balance': true, 'use-cards': true, 'team-finance': true, 'view-others-orders': true };

beforeAll(async () => {
  ({ t, api, staff, manager, associate, corner, acme, europe, associateId, managerId, hamper, books } = await giftTestApp());
});
afterAll(() => t.close());

describe('order history', () => {
  let tag: string;
  beforeAll(async () => {
    tag = `hist${Date.now().toString(36)}`;
    // More than a page of the team's gifts (selling has its own test file now).
    for (let i = 0; i < 10; i++) expect((await send(acme, manager, physicalItem(hamper, { first_name: 'Page', last_name: `Filler ${i}` }))).statusCode).toBe(200);
    // Two by the manager (one direct, one link), two by the associate (one direct, one link).
    for (const [token, first] of [
      [manager, 'Mona'],
      [associate, 'Ada'],
    ] as const) {
      expect((await send(acme, token, physicalItem(hamper, { first_name: first, last_name: `${tag}-direct`, email: `${first.toLowerCase()}@${tag}.example` }))).statusCode).toBe(200);
      expect((await link(acme, token, { type: 'physical', product_id: hamper.id, first_name: first, last_name: `${tag}-link` })).statusCode).toBe(200);
    }
  });
  const list = (token: string, query: string) => api.get(`/teams/${acme}/gb-registrations?platform=marketplace&q=${tag}&${query}`, token);

  it('pages by 10 with meta, newest first', async () => {
    const res = await api.get(`/teams/${acme}/gb-registrations?platform=marketplace`, manager);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toHaveLength(10);
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 10 });
    expect(body.meta.total).toBeGreaterThan(10);
    const ids = body.data.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    const page2 = (await api.get(`/teams/${acme}/gb-registrations?platform=marketplace&page=2`, manager)).json();
    expect(page2.data[0].id).toBeLessThan(ids[9]);
  });

  it('each row carries its secret, rating, feedback and campaign; the meta its params; never cached', async () => {
    const res = await list(manager, 'sort=last_name&direction=asc');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const row = res.json().data[0];
    const stored = (await t.deps.db.query.registrations.findFirst({ where: (r, { eq }) => eq(r.id, row.id) }))!;
    expect(row).toMatchObject({ secret: stored.secret, rating: null, feedback: null, campaign_id: null, campaign_name: null });
    expect(res.json().meta.params).toEqual({ platform: 'marketplace', q: tag, sort: 'last_name', direction: 'asc' });
    // A search sorted by name reads its page another way: the same fields.
    const searched = (await list(manager, 'sort=last_name&direction=desc')).json().data[0];
    expect(Object.keys(searched)).toEqual(Object.keys(row));
  });

  it('three-state filters: set, not set, all', async () => {
    expect((await list(manager, '')).json().meta.total).toBe(4);
    const invited = (await list(manager, 'invited_at=true')).json().data;
    expect(invited.map((r: { registration_method: string }) => r.registration_method)).toEqual(['link', 'link']);
    const direct = (await list(manager, 'invited_at=false')).json().data;
    expect(direct.map((r: { registration_method: string }) => r.registration_method)).toEqual(['direct', 'direct']);
    expect((await list(manager, 'confirmed_at=true')).json().meta.total).toBe(2);
    expect((await list(manager, 'confirmed_at=false&invited_at=true')).json().meta.total).toBe(2);
    expect((await list(manager, 'sent_at=true')).json().meta.total).toBe(0);
    expect((await list(manager, 'rejected_at=false&visited_at=false')).json().meta.total).toBe(4);
    expect((await list(manager, 'sent_at=maybe')).statusCode).toBe(422);
  });

  it('Added By filters by who sent or invited; sorts by name both ways', async () => {
    const byAssociate = (await list(manager, `registered_by=${associateId}`)).json().data;
    expect(byAssociate.map((r: { first_name: string }) => r.first_name)).toEqual(['Ada', 'Ada']);
    const asc = (await list(manager, 'sort=last_name&direction=asc')).json().data.map((r: { last_name: string }) => r.last_name);
    expect(asc).toEqual([`${tag}-direct`, `${tag}-direct`, `${tag}-link`, `${tag}-link`]);
    const desc = (await list(manager, 'sort=last_name&direction=desc')).json().data.map((r: { last_name: string }) => r.last_name);
    expect(desc).toEqual([`${tag}-link`, `${tag}-link`, `${tag}-direct`, `${tag}-direct`]);
    expect((await list(manager, 'sort=first_name')).statusCode).toBe(422);
    expect((await list(manager, 'sort=price')).statusCode).toBe(422);
  });

  it('searches by e-mail and by full name', async () => {
    const res = (await api.get(`/teams/${acme}/gb-registrations?platform=marketplace&q=${encodeURIComponent(`MONA@${tag}`)}`, manager)).json();
    expect(res.data).toHaveLength(1);
    expect(res.data[0].email).toBe(`mona@${tag}.example`);
    // First and last name together, any case (one trigram-indexed expression serves every search).
    const named = (await api.get(`/teams/${acme}/gb-registrations?platform=marketplace&q=${encodeURIComponent(`ada ${tag}-LINK`)}`, manager)).json();
    expect(named.data.map((r: { first_name: string; last_name: string }) => `${r.first_name} ${r.last_name}`)).toEqual([`Ada ${tag}-link`]);
    expect(named.meta.total_capped).toBeUndefined();
  });

  it('without view-others-orders an associate sees only their own orders, whatever the filter says', async () => {
    await setAssociatePermissions({ ...allPermissions, 'view-others-orders': false });
    try {
      const own = (await list(associate, '')).json().data;
      expect(own).toHaveLength(2);
      expect(own.every((r: { first_name: string }) => r.first_name === 'Ada')).toBe(true);
      expect((await list(associate, `registered_by=${managerId}`)).json().data).toEqual([]);
      const all = (await api.get(`/teams/${acme}/gb-registrations?platform=marketplace&per_page=200`, associate)).json().data;
      expect(all.every((r: { registered_by: number | null; invited_by: number | null }) => r.registered_by === associateId || r.invited_by === associateId)).toBe(true);
      // The detail of someone else's order is not theirs to read.
      const monas = (await list(manager, `registered_by=${managerId}`)).json().data;
      expect((await api.get(`/gb-registrations/${monas[0].id}`, associate)).statusCode).toBe(404);
      expect((await api.get(`/gb-registrations/${own[0].id}`, associate)).statusCode).toBe(200);
    } finally {
      await setAssociatePermissions(allPermissions);
    }
    expect((await list(associate, '')).json().meta.total).toBe(4);
  });

  it("another team's order is not found", async () => {
    const mine = (await list(manager, '')).json().data[0];
    expect((await api.get(`/gb-registrations/${mine.id}`, corner)).statusCode).toBe(404);
    expect((await api.get(`/gb-registrations/99999999`, manager)).statusCode).toBe(404);
    expect((await api.get(`/teams/${acme}/gb-registrations`, corner)).statusCode).toBe(404);
  });
});

describe('dashboard chart', () => {
  it("counts the team's marketplace registrations per day in one tinted series (campaigns have their own)", async () => {
    const today = new Date().toISOString().slice(0, 10);
    type TSeries = { name: string; marketplace?: boolean; registrations: number; dates: Record<string, number> };
    const chartOf = async (teamId: number, token: string) => (await api.get(`/teams/${teamId}/dashboard`, token)).json().registrations;
    const marketOf = (chart: { data: TSeries[] }) => chart.data.filter((s) => s.marketplace);
    const before = await chartOf(acme, manager);
    expect(before.endDate).toBe(today);
    const countToday = (chart: { data: TSeries[] }) => marketOf(chart)[0]?.dates[today] ?? 0;
    expect((await send(acme, manager, physicalItem(hamper, { last_name: 'Chart' }))).statusCode).toBe(200);
    expect((await link(acme, associate, { type: 'physical', product_id: hamper.id, first_name: 'Chart', last_name: 'Link' })).statusCode).toBe(200);
    const after = await chartOf(acme, manager);
    expect(marketOf(after)).toHaveLength(1);
    expect(marketOf(after)[0]).toMatchObject({ name: 'Marketplace', marketplace: true });
    expect(after.data.filter((s: TSeries) => !s.marketplace).every((s: TSeries) => s.name !== 'Marketplace')).toBe(true);
    expect(countToday(after)).toBe(countToday(before) + 2);
    const market = marketOf(after)[0]!;
    expect(market.registrations).toBe(Object.values(market.dates).reduce((a, b) => a + b, 0));
    // 30 days, today included.
    expect(Date.parse(after.endDate) - Date.parse(after.startDate)).toBe(29 * 86_400_000);
    // Another team's gifts are not counted.
    expect(marketOf(await chartOf(europe, manager)).every((s) => (s.dates[today] ?? 0) < countToday(after))).toBe(true);
  });
});

describe('staff fulfilment', () => {
  it('walks a gift through processed, sent (with tracking), delivered, refusing steps out of order; the sender is e-mailed', async () => {
    const order = (await send(acme, manager, physicalItem(hamper, { first_name: 'Fay', last_name: 'Fulfil' }))).json();
    const step = (body: object, token = staff) => api.put(`/admin/fulfilment/${order.id}`, token, body);
    const queue = (await api.get('/admin/fulfilment?state=to-process&per_page=200', staff)).json();
    expect(queue.data.map((r: { id: number }) => r.id)).toContain(order.id);
    expect(queue.data.find((r: { id: number }) => r.id === order.id)).toMatchObject({ team_name: 'Acme Ltd', sender_email: 'manager@acme.test', postcode: 'LS1 4AP' });
    expect((await api.get('/admin/fulfilment', manager)).statusCode).toBe(403);
    expect((await step({ action: 'processed' }, manager)).statusCode).toBe(403);

    expect((await step({ action: 'sent', carrier: 'Royal Mail', tracking_url: 'https://track.example/RM1' })).statusCode).toBe(409);
    expect((await step({ action: 'delivered' })).statusCode).toBe(409);
    const processed = await step({ action: 'processed' });
    expect(processed.statusCode).toBe(200);
    expect(processed.json().processed_at).not.toBeNull();
    expect((await step({ action: 'processed' })).statusCode).toBe(409);
    const insecure = await step({ action: 'sent', carrier: 'Royal Mail', tracking_url: 'http://track.example/RM1' });
    expect(insecure.statusCode).toBe(422);
    expect(insecure.json().errors.tracking_url).toEqual(['Tracking URL must be a valid https:// link.']);
    expect((await step({ action: 'sent', tracking_url: 'https://track.example/RM1' })).json().errors.carrier).toEqual(['Carrier is required.']);
    const sent = await step({ action: 'sent', carrier: 'Royal Mail', tracking_url: 'https://track.example/RM1' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ tracking_url: 'https://track.example/RM1', carrier: 'Royal Mail' });
    expect((await step({ action: 'resolve', delivery_resolution: 'n/a' })).statusCode).toBe(409);
    expect((await step({ action: 'delivered' })).json().delivery_status).toBe('delivered');
    expect((await step({ action: 'return' })).statusCode).toBe(409);

    const history = (await api.get(`/teams/${acme}/gb-registrations?platform=marketplace&q=Fulfil`, manager)).json().data[0];
    expect(history).toMatchObject({ tracking_url: 'https://track.example/RM1', delivery_status: 'delivered' });
    expect(history.sent_at).not.toBeNull();
    const events = (await api.get(`/gb-registrations/${order.id}`, manager)).json().events.map((e: { type: string }) => e.type);
    expect(events).toEqual(['registered', 'emailed', 'processed', 'sent', 'delivered']);
    const mails = (await outbox(t, staff, 'manager@acme.test')).filter((m) => m.text.includes('Fay Fulfil'));
    expect(mails.map((m) => m.kind)).toEqual(['gift-delivered', 'gift-sent', 'gift-processed']);
    const sentMail = mails.find((m) => m.kind === 'gift-sent')!;
    expect(sentMail.subject).toBe('Your gift to Fay Fulfil has been sent: tracking link');
    expect(sentMail.text).toContain('https://track.example/RM1');
    expect((await api.get('/admin/fulfilment?state=open&per_page=200', staff)).json().data.map((r: { id: number }) => r.id)).not.toContain(order.id);
  });

  it('a lost gift is resolved with a note; vouchers and unclaimed links never join the queue', async () => {
    const order = (await send(acme, manager, physicalItem(hamper, { first_name: 'Len', last_name: 'Lost' }))).json();
    const step = (body: object) => api.put(`/admin/fulfilment/${order.id}`, staff, body);
    await step({ action: 'processed', expected_shipping_date: '2030-01-02' });
    await step({ action: 'sent', carrier: 'DPD', tracking_url: 'https://dpd.example/t/9' });
    expect((await step({ action: 'lost' })).json().delivery_status).toBe('lost');
    expect((await api.get('/admin/fulfilment?state=lost&per_page=200', staff)).json().data.map((r: { id: number }) => r.id)).toContain(order.id);
    expect((await step({ action: 'resolve' })).statusCode).toBe(422);
    const resolved = await step({ action: 'resolve', delivery_resolution: 'Replacement sent.' });
    expect(resolved.json()).toMatchObject({ delivery_resolution: 'Replacement sent.', delivery_status: 'lost' });
    expect(resolved.json().expected_delivery).toBe('2030-01-02T00:00:00.000Z');
    expect((await step({ action: 'resolve', delivery_resolution: 'Again' })).statusCode).toBe(409);
    const mail = (await outbox(t, staff, 'manager@acme.test')).find((m) => m.kind === 'gift-resolve' && m.text.includes('Len Lost'))!;
    expect(mail.text).toContain('Replacement sent.');

    const voucher = (await send(acme, manager, voucherItem(books, 10))).json();
    expect((await api.put(`/admin/fulfilment/${voucher.id}`, staff, { action: 'processed' })).statusCode).toBe(404);
    const unclaimed = (await link(acme, manager, { type: 'physical', product_id: hamper.id })).json();
    expect((await api.put(`/admin/fulfilment/${unclaimed.registration_id}`, staff, { action: 'processed' })).statusCode).toBe(404);
    const open = (await api.get('/admin/fulfilment?per_page=200', staff)).json().data.map((r: { id: number }) => r.id);
    expect(open).not.toContain(voucher.id);
    expect(open).not.toContain(unclaimed.registration_id);
  });
});

describe('recipient address', () => {
  it('keeps the address and postcode in capitals', async () => {
    const res = await send(acme, manager, physicalItem(hamper, recipient({ postcode: 'ls1 4ap' })));
    expect((await api.get(`/gb-registrations/${res.json().id}`, manager)).json().postcode).toBe('LS1 4AP');
  });
});
