import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TEAM_ID } from '@gifthub/shared/constants';
import { texts } from '@gifthub/shared/messages';
import { PRO_FEATURES } from '@gifthub/shared/plans';
import { signInSeedUsers } from '../../test/seed-users';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { createTeamProduct } from '../catalogue/team-products-create.service';
import { apiOf, outbox, type TApi } from '../registrations/registrations.test-helpers';

// The team's product requests and restock (spec 3 §3, §4, §5, §6, §7) through the API, as the portal calls them.

let t: TTestApp;
let api: TApi;
let u: Awaited<ReturnType<typeof signInSeedUsers>>;
let moq50: number;
let moq1: number;

const body = (over: Record<string, unknown> = {}) => ({ name: 'Branded Mug', product_type: 'product', description: 'A mug with our logo', base_product: 'Mug 11oz', customisation: 'Logo print', box_content: 'ignored', ...over });
const create = (over: Record<string, unknown> = {}, token = u.manager, team = u.acme, headers?: Record<string, string>) => api.post(`/teams/${team}/products/requests`, token, body(over), headers);
const productRow = async (id: number) =>
  ((await t.deps.db.execute(`select stock, team_id, team_status, reorder_moq, product_type, name from products where id = ${id}`)) as unknown as { rows: Record<string, unknown>[] }).rows[0]!;

beforeAll(async () => {
  t = await createTestApp();
  api = apiOf(t);
  u = await signInSeedUsers(t);
  const mk = (name: string, reorderMoq: number) => createTeamProduct(t.deps.db, { teamId: u.acme, teamSlug: 'acme', name, description: 'Test', productType: 'product', stock: 5, reorderMoq });
  moq50 = (await mk('Requests Test Hoodie', 50)).id;
  moq1 = (await mk('Requests Test Pen', 1)).id;
});
afterAll(() => t.close());

describe('create', () => {
  it('makes a pending new request with stock 100 by default, keeps only the fields of its type and e-mails the staff', async () => {
    const res = await create();
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r).toMatchObject({ name: 'Branded Mug', product_type: 'product', request_type: 'new', status: 'pending', stock: 100, base_product: 'Mug 11oz', customisation: 'Logo print', box_content: '', team_id: u.acme });
    const mails = await outbox(t, u.staff, 'support@gifthub.test');
    expect(mails.some((m) => m.kind === 'product-request-staff' && m.text.includes(`Request #${r.id}`))).toBe(true);

    const box = (await create({ name: 'Welcome Box', product_type: 'giftbox', box_content: 'Tea, socks', stock: 40 })).json();
    expect(box).toMatchObject({ product_type: 'giftbox', stock: 40, base_product: '', customisation: '', box_content: 'Tea, socks' });
  });

  it('sends no e-mail when send_email is false', async () => {
    const r = (await create({ name: 'Quiet Request', send_email: false })).json();
    const mails = await outbox(t, u.staff, 'support@gifthub.test');
    expect(mails.some((m) => m.text.includes(`Request #${r.id}`))).toBe(false);
  });

  it('answers 422 with the first message per field and writes nothing', async () => {
    const before = (await api.get(`/teams/${u.acme}/products/requests?per_page=50`, u.manager)).json().meta.total;
    const res = await api.post(`/teams/${u.acme}/products/requests`, u.manager, { name: '', description: '', stock: 0 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['Name is required.'],
      product_type: ['Product Type is required.'],
      description: ['Description is required.'],
      stock: ['Stock must be greater than 0'],
    });
    expect((await api.get(`/teams/${u.acme}/products/requests?per_page=50`, u.manager)).json().meta.total).toBe(before);
  });

  it('is idempotent with an Idempotency-Key', async () => {
    const key = { 'idempotency-key': `req-${'k'.repeat(24)}` };
    const [a, b] = [await create({ name: 'Once Only' }, u.manager, u.acme, key), await create({ name: 'Once Only' }, u.manager, u.acme, key)];
    expect(b.json().id).toBe(a.json().id);
  });

  it('is Pro only with the banner text, and the demo team reads only', async () => {
    const free = await create({}, u.corner, u.cornerId);
    expect(free.statusCode).toBe(403);
    expect(free.json().message).toBe(texts.proGate(PRO_FEATURES.requestingProducts, t.deps.config.productName));
    expect(free.json().message).toMatch(/^Requesting new products is only available with .+ HUB Pro plan\. Please upgrade your account to continue\.$/);
    const demo = await create({}, u.demo, DEMO_TEAM_ID);
    expect(demo.statusCode).toBe(403);
    expect(demo.json().code).toBe('demo_read_only');
    expect((await api.get(`/teams/${DEMO_TEAM_ID}/products/requests`, u.demo)).statusCode).toBe(200);
  });

  it('lets an associate ask (membership is enough)', async () => {
    expect((await create({ name: 'Associate Ask' }, u.associate)).statusCode).toBe(200);
  });
});

describe('list and read', () => {
  it('lists newest first, filters by status, and reads one; another team gets 404', async () => {
    const a = (await create({ name: 'First' })).json();
    const b = (await create({ name: 'Second' })).json();
    const list = (await api.get(`/teams/${u.acme}/products/requests?per_page=2`, u.manager)).json();
    expect(list.data.map((r: { id: number }) => r.id)).toEqual([b.id, a.id]);
    expect(list.meta).toMatchObject({ current_page: 1, per_page: 2 });
    const pending = (await api.get(`/teams/${u.acme}/products/requests?status=pending&per_page=50`, u.manager)).json().data as { status: string }[];
    expect(pending.every((r) => r.status === 'pending')).toBe(true);

    expect((await api.get(`/products/requests/${a.id}`, u.manager)).json().name).toBe('First');
    expect((await api.get(`/products/requests/${a.id}`, u.corner)).statusCode).toBe(404);
    expect((await api.get(`/products/requests/${a.id}?team_id=${u.europe}`, u.manager)).statusCode).toBe(404);
    expect((await api.get('/products/requests/999999', u.manager)).statusCode).toBe(404);
  });
});

describe('edit and cancel', () => {
  it('edits a pending request (type change clears the other type’s fields) and cancels it; then refuses with 409', async () => {
    const r = (await create({ name: 'Editable' })).json();
    const edited = await api.put(`/products/requests/${r.id}`, u.manager, { team_id: u.acme, name: 'Edited', product_type: 'giftbox', box_content: 'Chocolates', stock: 250 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Edited', product_type: 'giftbox', box_content: 'Chocolates', base_product: '', customisation: '', stock: 250 });

    const bad = await api.put(`/products/requests/${r.id}`, u.manager, { team_id: u.acme, stock: -1, name: '' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ name: ['Name is required.'], stock: ['Stock must be greater than 0'] });
    // Without team_id the request's own team is the one checked: its member may edit it, another team's member may not.
    const teamless = await api.put(`/products/requests/${r.id}`, u.manager, { name: 'No team' });
    expect(teamless.statusCode, teamless.body).toBe(200);
    expect(teamless.json().name).toBe('No team');
    expect((await api.put(`/products/requests/${r.id}`, u.corner, { name: 'Not mine' })).statusCode).toBe(404);
    expect((await api.get(`/products/requests/${r.id}`, u.manager)).json().name).toBe('No team');

    const cancelled = await api.put(`/products/requests/${r.id}`, u.manager, { status: 'cancelled' });
    expect(cancelled.json().status).toBe('cancelled');
    const again = await api.put(`/products/requests/${r.id}`, u.manager, { team_id: u.acme, name: 'Too late' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This request is cancelled: only pending requests can be edited or cancelled.');
  });

  it('refuses another team’s request with 404, and the demo with read-only', async () => {
    const r = (await create({ name: 'Not yours' })).json();
    expect((await api.put(`/products/requests/${r.id}`, u.corner, { status: 'cancelled' })).statusCode).toBe(404);
    expect((await api.put(`/products/requests/${r.id}`, u.manager, { team_id: u.europe, status: 'cancelled' })).statusCode).toBe(404);
    expect((await api.get(`/products/requests/${r.id}`, u.manager)).json().status).toBe('pending');
  });

  it('refuses once staff have started it', async () => {
    const r = (await create({ name: 'Started' })).json();
    expect((await api.put(`/admin/product-requests/${r.id}/status`, u.staff, { status: 'in_progress' })).statusCode).toBe(200);
    const res = await api.put(`/products/requests/${r.id}`, u.manager, { status: 'cancelled' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This request is in progress: only pending requests can be edited or cancelled.');
  });
});

describe('restock', () => {
  const restock = (id: number, stock: unknown, token = u.manager, team = u.acme) => api.post(`/products/${id}/restock`, token, { stock, team_id: team, send_email: true });

  it('refuses less than the reorder MOQ naming the minimum, and accepts the MOQ', async () => {
    const low = await restock(moq50, 10);
    expect(low.statusCode).toBe(422);
    expect(low.json().errors).toEqual({ stock: ['Stock must be at least 50'] });
    const ok = await restock(moq50, 50);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ request_type: 'restock', status: 'pending', stock: 50, product_id: moq50, product_name: 'Requests Test Hoodie', reorder_moq: 50 });
    expect((await restock(moq1, 1)).statusCode).toBe(200);
    expect((await restock(moq1, 0)).json().errors).toEqual({ stock: ['Stock must be greater than 0'] });
  });

  it('edits a pending restock’s stock only down to the MOQ, with or without the team named', async () => {
    const r = (await restock(moq50, 60)).json();
    const bare = await api.put(`/products/requests/${r.id}`, u.manager, { stock: 70 });
    expect(bare.statusCode, bare.body).toBe(200);
    expect(bare.json().stock).toBe(70);
    expect((await api.put(`/products/requests/${r.id}`, u.manager, { team_id: u.acme, stock: 49 })).json().errors).toEqual({ stock: ['Stock must be at least 50'] });
    expect((await api.put(`/products/requests/${r.id}`, u.manager, { team_id: u.acme, stock: 75 })).json().stock).toBe(75);
  });

  it('answers 404 for a product that is not the team’s own (a marketplace product, another team’s)', async () => {
    expect((await restock(1, 50)).statusCode).toBe(404);
    expect((await restock(moq50, 50, u.manager, u.europe)).statusCode).toBe(404);
    expect((await restock(moq50, 50, u.corner, u.acme)).statusCode).toBe(404);
  });

  it('is Pro only and read-only in the demo', async () => {
    const free = await restock(moq50, 50, u.corner, u.cornerId);
    expect(free.statusCode).toBe(403);
    expect(free.json().message).toBe(texts.proGate(PRO_FEATURES.restockingProducts, t.deps.config.productName));
    const demo = await restock(moq50, 50, u.demo, DEMO_TEAM_ID);
    expect(demo.statusCode).toBe(403);
  });
});

describe('staff back office', () => {
  it('lists pending first across teams and completes a new request into the team’s product, e-mailing the requester', async () => {
    const r = (await create({ name: 'Staff Made Tote', product_type: 'giftbox', box_content: 'Tote bag', stock: 30 })).json();
    const list = (await api.get('/admin/product-requests?per_page=100', u.staff)).json().data as { id: number; status: string; team_name: string }[];
    const firstOther = list.findIndex((x) => x.status !== 'pending');
    expect(list.slice(0, firstOther === -1 ? list.length : firstOther).every((x) => x.status === 'pending')).toBe(true);
    expect(list.find((x) => x.id === r.id)?.team_name).toBe('Acme Ltd');
    expect((await api.get('/admin/product-requests', u.manager)).statusCode).toBe(403);

    const done = await api.post(`/admin/product-requests/${r.id}/complete`, u.staff, { reorder_moq: 25, note: 'Enjoy' });
    expect(done.statusCode, done.body).toBe(200);
    const productId = done.json().product_id as number;
    expect(done.json().status).toBe('completed');
    expect(await productRow(productId)).toMatchObject({ stock: 30, team_id: u.acme, team_status: 'active', reorder_moq: 25, product_type: 'giftbox', name: 'Staff Made Tote' });
    expect((await api.get(`/products/requests/${r.id}`, u.manager)).json()).toMatchObject({ status: 'completed', product_id: productId });
    const mails = await outbox(t, u.staff, 'manager@acme.test');
    expect(mails.some((m) => m.kind === 'product-request-completed' && m.text.includes('Staff Made Tote'))).toBe(true);

    const twice = await api.post(`/admin/product-requests/${r.id}/complete`, u.staff, {});
    expect(twice.statusCode).toBe(409);
  });

  it('completes a restock by adding its units to the product', async () => {
    const before = Number((await productRow(moq50)).stock);
    const r = (await api.post(`/products/${moq50}/restock`, u.manager, { stock: 80, team_id: u.acme })).json();
    expect((await api.post(`/admin/product-requests/${r.id}/complete`, u.staff, {})).statusCode).toBe(200);
    expect(Number((await productRow(moq50)).stock)).toBe(before + 80);
  });

  it('rejects with a note (required), which the team sees, and a rejected request is final', async () => {
    const r = (await create({ name: 'Rejected Thing' })).json();
    const noNote = await api.put(`/admin/product-requests/${r.id}/status`, u.staff, { status: 'rejected' });
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json().errors).toEqual({ note: ['Note is required.'] });
    const rejected = await api.put(`/admin/product-requests/${r.id}/status`, u.staff, { status: 'rejected', note: 'We cannot print on this material.' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', staff_note: 'We cannot print on this material.' });
    expect((await api.get(`/products/requests/${r.id}`, u.manager)).json().staff_note).toBe('We cannot print on this material.');
    const late = await api.post(`/admin/product-requests/${r.id}/complete`, u.staff, {});
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('A rejected request cannot be completed.');
    const mails = await outbox(t, u.staff, 'manager@acme.test');
    expect(mails.some((m) => m.kind === 'product-request-rejected' && m.text.includes('cannot print'))).toBe(true);
  });

  it('answers 404 for an unknown request', async () => {
    expect((await api.get('/admin/product-requests/999999', u.staff)).statusCode).toBe(404);
    expect((await api.post('/admin/product-requests/999999/complete', u.staff, {})).statusCode).toBe(404);
  });
});

describe('the seed', () => {
  it('gives Acme and the demo team requests in several statuses, completed and restock ones linked to their product', async () => {
    const acme = (await api.get(`/teams/${u.acme}/products/requests?per_page=50`, u.manager)).json().data as { name: string; status: string; request_type: string; product_id: number | null; reorder_moq: number | null }[];
    for (const s of ['pending', 'in_progress', 'completed', 'rejected', 'cancelled']) expect(acme.some((r) => r.status === s), s).toBe(true);
    expect(acme.find((r) => r.name === 'Acme Branded Mug' && r.status === 'completed')?.product_id).toBeTruthy();
    expect(acme.find((r) => r.name === 'Acme Welcome Box' && r.request_type === 'restock')).toMatchObject({ status: 'pending', reorder_moq: 50 });
    const demo = (await api.get(`/teams/${DEMO_TEAM_ID}/products/requests`, u.demo)).json().data as unknown[];
    expect(demo.length).toBeGreaterThanOrEqual(3);
  });
});
