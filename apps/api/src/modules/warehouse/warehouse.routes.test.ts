import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importTexts, WAREHOUSE_IMPORT_TEMPLATE_TEXT, parseWarehouseCsv } from '@gifthub/shared/warehouse-import';
import { warehouseTexts, WAREHOUSE_STATUS_FILTERS, type TWarehouseOrdersPage, type TWarehouseProductsPage } from '@gifthub/shared/warehouse';
import { texts } from '@gifthub/shared/messages';
import { apiOf, giftCalls, outbox, physicalItem, physicalProduct, type TApi } from '../registrations/registrations.test-helpers';
import { signInSeedUsers } from '../../test/seed-users';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { csvBody } from '../../test/csv-export';

let t: TTestApp;
let api: TApi;
let u: Awaited<ReturnType<typeof signInSeedUsers>>;
let demoTeam: number;

beforeAll(async () => {
  t = await createTestApp();
  api = apiOf(t);
  u = await signInSeedUsers(t);
  demoTeam = (await api.get('/current-user/teams', u.demo)).json()[0].id;
});
afterAll(() => t?.close());

const orders = (teamId: number, query = '', token = u.manager) => api.get(`/teams/${teamId}/warehouse/orders${query}`, token);
const ordersPage = async (teamId: number, query = '') => (await orders(teamId, query)).json() as TWarehouseOrdersPage;
const rows = (teamId: number) => t.deps.db.execute(`select id, status, team_id from warehouse_orders where team_id = ${Number(teamId)} order by id`) as unknown as Promise<{ rows: { id: number; status: string }[] }>;
const countOf = (page: TWarehouseOrdersPage, status: string) => page.meta.statuses.find((s) => s.status === status)!.total;

/** An import's CSV as the portal posts it. */
const csvRows = (text: string) => {
  const parsed = parseWarehouseCsv(text);
  expect(parsed.errors).toEqual([]);
  return { rows: parsed.rows, lines: parsed.lines };
};
const HEADER = 'id;status;first_name;last_name;email;address_1;city;postcode;country;total;item_1_id;item_1_quantity;item_2_id;item_2_quantity';

describe('warehouse orders list', () => {
  it('pages 30 orders, newest first, with the counts of every status link and all (from the counts table)', async () => {
    const page = await ordersPage(u.acme);
    expect(page.data).toHaveLength(30);
    expect(page.meta.per_page).toBe(30);
    const ids = page.data.map((o) => o.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(page.meta.statuses.map((s) => s.status)).toEqual([...WAREHOUSE_STATUS_FILTERS, 'all']);
    const real = (await rows(u.acme)).rows;
    for (const f of WAREHOUSE_STATUS_FILTERS) {
      const expected = real.filter((r) => (f === 'cancelled' ? ['cancelled', 'blocked'].includes(r.status) : r.status === f)).length;
      expect(countOf(page, f), f).toBe(expected);
      expect(expected, f).toBeGreaterThanOrEqual(100);
    }
    expect(countOf(page, 'all')).toBe(real.length);
    expect(page.meta.total).toBe(real.length);
    expect(page.meta.last_page).toBe(Math.ceil(real.length / 30));
    expect(page.meta.latest_id).toBe(real.at(-1)!.id);
    // The first 3 line items, with the count of them all; fees hidden for Acme Ltd.
    expect(page.data.every((o) => o.line_items.length <= 3 && o.line_items_total >= o.line_items.length)).toBe(true);
    expect(page.data.some((o) => o.line_items_total > 3)).toBe(true);
    expect(page.data.every((o) => o.handling_fee === null && o.freight_fee === null && o.ioss_vat_fee === null)).toBe(true);
    expect(page.data.some((o) => o.status_updates.length > 0)).toBe(true);
  });

  it('filters by status (Cancelled also lists blocked), and load more reads the next page without repeats', async () => {
    const cancelled = await ordersPage(u.acme, '?status=cancelled&per_page=200');
    expect(new Set(cancelled.data.map((o) => o.status))).toEqual(new Set(['cancelled', 'blocked']));
    expect(cancelled.meta.total).toBe(countOf(cancelled, 'cancelled'));
    const first = await ordersPage(u.acme, '?status=due');
    const second = await ordersPage(u.acme, '?status=due&page=2');
    expect(second.meta.current_page).toBe(2);
    expect(first.data.every((o) => o.status === 'due') && second.data.every((o) => o.status === 'due')).toBe(true);
    const seen = new Set(first.data.map((o) => o.id));
    expect(second.data.some((o) => seen.has(o.id))).toBe(false);
    expect(Math.min(...first.data.map((o) => o.id))).toBeGreaterThan(Math.max(...second.data.map((o) => o.id)));
  });

  it('sorts by order date and customer name both ways, searches and filters by order date', async () => {
    const byName = (await ordersPage(u.acme, '?sort=customer_name&direction=asc')).data.map((o) => o.customer_name);
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byDate = (await ordersPage(u.acme, '?sort=order_date&direction=desc&status=sent')).data.map((o) => o.order_date);
    expect(byDate).toEqual([...byDate].sort().reverse());
    const one = (await ordersPage(u.acme, '?per_page=1')).data[0]!;
    const found = await ordersPage(u.acme, `?search=${encodeURIComponent(one.warehouse_id.toLowerCase())}`);
    expect(found.data.map((o) => o.id)).toEqual([one.id]);
    expect(found.meta.total).toBe(1);
    const day = one.order_date.slice(0, 10);
    const onDay = await ordersPage(u.acme, `?date-start=${day}&date-end=${day}&per_page=500`);
    expect(onDay.data.map((o) => o.id)).toContain(one.id);
    expect(onDay.data.every((o) => o.order_date.slice(0, 10) === day)).toBe(true);
    expect((await orders(u.acme, '?date-start=2026-02-10&date-end=2026-02-01')).json().errors['date-end']).toEqual(['End date must not be before the start date.']);
    expect((await orders(u.acme, '?status=lost')).statusCode).toBe(422);
  });

  it('reads the date range spelt date_start and date_end too', async () => {
    const one = (await ordersPage(u.acme, '?per_page=1')).data[0]!;
    const day = one.order_date.slice(0, 10);
    const dashed = await ordersPage(u.acme, `?date-start=${day}&date-end=${day}&per_page=500`);
    const snake = await ordersPage(u.acme, `?date_start=${day}&date_end=${day}&per_page=500`);
    expect(snake.data.map((o) => o.id)).toEqual(dashed.data.map((o) => o.id));
    // Filtered, not the whole list: a day before any order answers none.
    expect((await ordersPage(u.acme, '?date_start=2020-01-01&date_end=2020-01-01')).meta.total).toBe(0);
    expect((await orders(u.acme, '?date_start=2026-02-10&date_end=2026-02-01')).json().errors.date_end).toEqual(['End date must not be before the start date.']);
    expect((await orders(u.acme, `?date-start=${day}&date_start=2020-01-01`)).json().errors.date_start).toEqual(['Give date-start or date_start, not two different dates.']);
  });

  it('finds a customer by the whole e-mail address (any case) and by part of it, sorted as asked', async () => {
    const one = (await ordersPage(u.acme, '?per_page=1&status=problem')).data[0]!;
    const mine = (await ordersPage(u.acme, `?search=${encodeURIComponent(one.customer_email)}&per_page=100`)).data;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((o) => o.customer_email.toLowerCase() === one.customer_email.toLowerCase())).toBe(true);
    expect(mine.map((o) => o.id)).toEqual([...mine.map((o) => o.id)].sort((a, b) => b - a));
    const upper = (await ordersPage(u.acme, `?search=${encodeURIComponent(one.customer_email.toUpperCase())}&per_page=100`)).data;
    expect(upper.map((o) => o.id)).toEqual(mine.map((o) => o.id));
    const part = one.customer_email.split('@')[0]!;
    const partly = (await ordersPage(u.acme, `?search=${encodeURIComponent(part)}&per_page=100&sort=customer_name&direction=asc`)).data;
    expect(partly.map((o) => o.id)).toEqual(expect.arrayContaining(mine.map((o) => o.id)));
    const names = partly.map((o) => o.customer_name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('shows the fee columns only for teams whose flag says so (Acme Europe)', async () => {
    const page = await ordersPage(u.europe);
    expect(page.data.every((o) => typeof o.handling_fee === 'number' && typeof o.freight_fee === 'number' && typeof o.ioss_vat_fee === 'number')).toBe(true);
  });

  it('is not there for a team that is not listed (404), nor for a team the user is not in', async () => {
    const corner = await orders(u.cornerId, '', u.corner);
    expect(corner.statusCode).toBe(404);
    expect(corner.json().message).toBe(warehouseTexts.notListed);
    expect((await api.get(`/teams/${u.cornerId}/warehouse/products`, u.corner)).statusCode).toBe(404);
    expect((await orders(u.acme, '', u.corner)).statusCode).toBe(404);
  });
});

describe('warehouse products', () => {
  it('pages the inventory by warehouse id with counts per status, sorts by stock and name, filters and searches', async () => {
    const page = (await api.get(`/teams/${u.acme}/warehouse/products`, u.manager)).json() as TWarehouseProductsPage;
    const ids = page.data.map((p) => p.warehouse_id);
    expect(ids).toEqual([...ids].sort());
    const all = page.meta.statuses.find((s) => s.status === 'all')!.total;
    expect(page.meta.total).toBe(all);
    const low = (await api.get(`/teams/${u.acme}/warehouse/products?status=low&per_page=100`, u.manager)).json() as TWarehouseProductsPage;
    expect(low.data.length).toBe(low.meta.statuses.find((s) => s.status === 'low')!.total);
    expect(low.data.every((p) => p.status === 'low')).toBe(true);
    const byStock = (await api.get(`/teams/${u.acme}/warehouse/products?sort=stock_level&direction=desc`, u.manager)).json().data.map((p: { stock_level: number }) => p.stock_level);
    expect(byStock).toEqual([...byStock].sort((a: number, b: number) => b - a));
    const mug = (await api.get(`/teams/${u.acme}/warehouse/products?search=MUG`, u.manager)).json().data;
    expect(mug.map((p: { name: string }) => p.name)).toContain('Ceramic Mug');
  });
});

describe('warehouse requests', () => {
  it('records a request about the team own orders and e-mails staff, answering the success text', async () => {
    const ids = (await ordersPage(u.acme, '?per_page=3')).data.map((o) => o.id);
    const res = await api.post(`/teams/${u.acme}/warehouse/requests`, u.associate, { type: 'orders', items: ids, subject: 'Where are these?', message: 'Please check the three orders.', urgent: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ items: 3, message: 'Your warehouse request has been sent successfully. We will be in touch soon.' });
    const mail = (await outbox(t, u.staff, 'support@gifthub.test')).find((m) => m.kind === 'warehouse-request-staff')!;
    expect(mail.subject).toContain('[URGENT]');
    expect(mail.text).toContain('Please check the three orders.');
    const after = (await ordersPage(u.acme, '?per_page=3')).data[0]!;
    expect(after.warehouse_requests.at(-1)).toMatchObject({ subject: 'Where are these?', message: 'Please check the three orders.' });
  });

  it('needs subject and message, and refuses items of another team (404)', async () => {
    const products = (await api.get(`/teams/${u.acme}/warehouse/products`, u.manager)).json().data.map((p: { id: number }) => p.id);
    const bad = await api.post(`/teams/${u.acme}/warehouse/requests`, u.manager, { type: 'products', items: products.slice(0, 1), subject: ' ', message: '' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({ subject: ['Subject is required.'], message: ['Message is required.'] });
    const europeProduct = (await api.get(`/teams/${u.europe}/warehouse/products`, u.manager)).json().data[0].id;
    const other = await api.post(`/teams/${u.acme}/warehouse/requests`, u.manager, { type: 'products', items: [products[0], europeProduct], subject: 'Restock', message: 'Please' });
    expect(other.statusCode).toBe(404);
    const ok = await api.post(`/teams/${u.acme}/warehouse/requests`, u.manager, { type: 'products', items: products.slice(0, 2), subject: 'Restock', message: 'Please restock.' });
    expect(ok.json().items).toBe(2);
  });
});

describe('deleting orders', () => {
  it('deletes only due orders and answers how many; another team ids are a 404 and nothing goes', async () => {
    const due = (await ordersPage(u.europe, '?status=due&per_page=2')).data.map((o) => o.id);
    const sent = (await ordersPage(u.europe, '?status=sent&per_page=2')).data.map((o) => o.id);
    const before = await ordersPage(u.europe);
    const acmeDue = (await ordersPage(u.acme, '?status=due&per_page=1')).data[0]!.id;
    expect((await api.post(`/teams/${u.europe}/warehouse/orders/delete`, u.manager, { ids: [...due, acmeDue] })).statusCode).toBe(404);
    expect((await ordersPage(u.europe)).meta.total).toBe(before.meta.total);
    const res = await api.post(`/teams/${u.europe}/warehouse/orders/delete`, u.manager, { ids: [...due, ...sent] });
    expect(res.json()).toEqual({ deleted: 2, message: '2 orders have been deleted.' });
    const after = await ordersPage(u.europe);
    expect(countOf(after, 'due')).toBe(countOf(before, 'due') - 2);
    expect(countOf(after, 'sent')).toBe(countOf(before, 'sent'));
    const left = new Set((await rows(u.europe)).rows.map((r) => r.id));
    expect(due.some((id) => left.has(id))).toBe(false);
    expect(sent.every((id) => left.has(id))).toBe(true);
    expect((await api.post(`/teams/${u.europe}/warehouse/orders/delete`, u.manager, { ids: sent })).json()).toEqual({ deleted: 0, message: warehouseTexts.noneDeletable });
  });
});

describe('import', () => {
  it('names every error by its CSV line and field, writes nothing, then imports the corrected file once', async () => {
    const good = (id: string, item = 'WH-ACME-001') => `${id};processing;Ivy;Import;ivy.${id}@example.com;1 Mill Lane;York;YO1 7HH;GB;12.50;${item};2;;`;
    const bad = [HEADER, good('IMP-1'), `IMP-2;due;Ivy;;ivy@example;1 Mill Lane;York;;GBR;12.505;WH-ACME-001;0;WH-ACME-002;`, good('IMP-1'), good('IMP-4', 'WH-NOPE-1')].join('\n');
    const before = (await rows(u.acme)).rows.length;
    const res = await api.post(`/teams/${u.acme}/warehouse/orders/import`, u.manager, csvRows(bad));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(importTexts.requiredMissing(3, 'last_name'));
    expect(res.json().report.errors).toEqual([
      { line: 3, field: 'status', message: importTexts.status },
      { line: 3, field: 'last_name', message: 'Last Name is required.' },
      { line: 3, field: 'email', message: 'E-mail must be valid.' },
      { line: 3, field: 'postcode', message: 'Postcode is required.' },
      { line: 3, field: 'country', message: importTexts.country },
      { line: 3, field: 'total', message: 'Total must be a whole number of pence' },
      { line: 3, field: 'item_1_quantity', message: 'Item 1 Quantity must be at least 1' },
      { line: 3, field: 'item_2_quantity', message: 'Item 2 Quantity is required.' },
      { line: 4, field: 'id', message: importTexts.duplicateId(2) },
      { line: 5, field: 'item_1_id', message: importTexts.unknownItem('Item 1 ID') },
    ]);
    expect((await rows(u.acme)).rows.length).toBe(before);

    const fixed = [HEADER, good('IMP-1'), good('IMP-2', 'WH-ACME-002'), good('IMP-3'), good('IMP-4')].join('\n');
    const ok = await api.post(`/teams/${u.acme}/warehouse/orders/import`, u.manager, csvRows(fixed));
    expect(ok.json()).toEqual({ imported: 4, skipped: 0, errors: [] });
    const found = await ordersPage(u.acme, '?search=imp-2');
    expect(found.data[0]).toMatchObject({ original_id: 'IMP-2', status: 'processing', customer_name: 'Ivy Import', total: 12.5, line_items: [{ item_id: 'WH-ACME-002', item_name: 'Notebook A5 Kraft', quantity: 2 }] });
    expect(found.data[0]!.status_updates).toEqual([expect.objectContaining({ status: 'processing', reason: 'Imported from CSV' })]);
    // The same file again creates nothing twice.
    expect((await api.post(`/teams/${u.acme}/warehouse/orders/import`, u.manager, csvRows(fixed))).json()).toEqual({ imported: 0, skipped: 4, errors: [] });
    expect((await rows(u.acme)).rows.length).toBe(before + 4);
  });

  it('reads the template, refuses an empty file, and only integrated teams import (contact us)', async () => {
    expect(parseWarehouseCsv(WAREHOUSE_IMPORT_TEMPLATE_TEXT).errors).toEqual([]);
    const empty = await api.post(`/teams/${u.acme}/warehouse/orders/import`, u.manager, { rows: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe(importTexts.emptyOrMalformed);
    await t.deps.db.execute(`update teams set features = features || '{"fulfilment_import": false}'::jsonb where id = ${Number(u.europe)}`);
    const refused = await api.post(`/teams/${u.europe}/warehouse/orders/import`, u.manager, csvRows(WAREHOUSE_IMPORT_TEMPLATE_TEXT));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(warehouseTexts.notIntegrated);
    await t.deps.db.execute(`update teams set features = features || '{"fulfilment_import": true}'::jsonb where id = ${Number(u.europe)}`);
  });
});

describe('export', () => {
  it('streams the date range and the id range as CSV, with the shared range rules', async () => {
    const latest = (await ordersPage(u.acme)).meta.latest_id;
    const today = new Date().toISOString().slice(0, 10);
    const byDate = await api.get(`/teams/${u.acme}/warehouse/orders/export?date-start=2020-01-01&date-end=${today}`, u.manager);
    expect(byDate.statusCode).toBe(200);
    expect(byDate.headers['content-type']).toContain('text/csv');
    const lines = csvBody(byDate).trim().split('\r\n');
    expect(lines[0]).toMatch(/^ID,Warehouse ID,Original ID,Status,/);
    // Dates as every export writes them: DD/MM/YYYY HH:mm, London time.
    const orderDate = lines[0]!.split(',').indexOf('Order Date');
    expect(orderDate).toBeGreaterThan(0);
    for (const line of lines.slice(1)) expect(line.match(/\d\d\/\d\d\/\d{4} \d\d:\d\d/), line).not.toBeNull();
    expect(lines.slice(1).join('\n')).not.toMatch(/\d{4}-\d\d-\d\d \d\d:\d\d/);
    expect(lines[0]).not.toContain('Handling Fee');
    expect(lines.length - 1).toBe((await rows(u.acme)).rows.length);
    const ids = (await rows(u.acme)).rows.map((r) => r.id);
    const byId = await api.get(`/teams/${u.acme}/warehouse/orders/export?id-start=${ids[0]}&id-end=${ids[9]}`, u.manager);
    expect(csvBody(byId).trim().split('\r\n')).toHaveLength(11);
    expect((await api.get(`/teams/${u.europe}/warehouse/orders/export?date-start=2020-01-01&date-end=${today}`, u.manager)).body.split('\r\n')[0]).toContain('Handling Fee,Freight Fee,IOSS VAT Fee');
    expect((await api.get(`/teams/${u.acme}/warehouse/orders/export?id-start=1&id-end=${latest + 1}`, u.manager)).json().errors['id-end']).toEqual([`End ID must be at most ${latest}`]);
    expect((await api.get(`/teams/${u.acme}/warehouse/orders/export?date-start=2019-12-31&date-end=${today}`, u.manager)).json().errors['date-start']).toEqual(['Start date must be on or after 01/01/2020.']);
    expect((await api.get(`/teams/${u.acme}/warehouse/orders/export?date-start=2024-02-02&date-end=2024-02-01`, u.manager)).statusCode).toBe(422);
    expect((await api.get(`/teams/${u.acme}/warehouse/orders/export`, u.manager)).statusCode).toBe(422);
    expect((await api.get(`/teams/${u.cornerId}/warehouse/orders/export?id-start=1&id-end=2`, u.corner)).statusCode).toBe(404);
  });
});

describe('demo and staff', () => {
  it('the demo team reads its orders but writes nothing', async () => {
    const page = (await api.get(`/teams/${demoTeam}/warehouse/orders`, u.demo)).json() as TWarehouseOrdersPage;
    expect(page.data.length).toBeGreaterThan(0);
    const id = page.data[0]!.id;
    for (const [url, body] of [
      ['orders/delete', { ids: [id] }],
      ['requests', { type: 'orders', items: [id], subject: 'Hi', message: 'Hello' }],
      ['orders/import', csvRows(WAREHOUSE_IMPORT_TEMPLATE_TEXT)],
    ] as const) {
      const res = await api.post(`/teams/${demoTeam}/warehouse/${url}`, u.demo, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(texts.demoReadOnly);
    }
    expect((await api.get(`/teams/${demoTeam}/warehouse/orders`, u.demo)).json().meta.total).toBe(page.meta.total);
  });

  it('staff move an order on with a reason, carrier and tracking; the team reads the update', async () => {
    const order = (await ordersPage(u.acme, '?status=processing&per_page=1')).data[0]!;
    const put = (body: object, token = u.staff) => api.put(`/admin/warehouse/orders/${order.id}/status`, token, body);
    expect((await put({ status: 'sent', reason: 'x' }, u.manager)).statusCode).toBe(403);
    expect((await put({ status: 'sent', reason: '' })).json().errors.reason).toEqual(['Reason is required.']);
    const res = await put({ status: 'sent', reason: 'Left the warehouse', carrier: 'DPD', carrier_url: 'https://track.example/DPD1' });
    expect(res.statusCode).toBe(200);
    const after = (await ordersPage(u.acme, `?search=${order.warehouse_id}`)).data[0]!;
    expect(after).toMatchObject({ status: 'sent', carrier: 'DPD', carrier_url: 'https://track.example/DPD1' });
    expect(after.send_date).not.toBeNull();
    expect(after.status_updates.at(-1)).toMatchObject({ status: 'sent', reason: 'Left the warehouse' });
    const teams = (await api.get('/admin/warehouse/teams', u.staff)).json().map((x: { slug: string }) => x.slug);
    expect(teams).toEqual(expect.arrayContaining(['acme', 'acme-europe']));
    expect(teams).not.toContain('corner-shop');
    expect((await api.get(`/admin/warehouse/orders?team_id=${u.cornerId}`, u.staff)).statusCode).toBe(404);
  });

  it("a listed team's gift that staff fulfil appears as a warehouse order following each step", async () => {
    const hamper = await physicalProduct(t);
    const { send } = giftCalls(() => api);
    const gift = (await send(u.acme, u.manager, physicalItem(hamper, { first_name: 'Gwen', last_name: 'Warehouse' }))).json();
    expect((await api.put(`/admin/fulfilment/${gift.id}`, u.staff, { action: 'processed' })).statusCode).toBe(200);
    let order = (await ordersPage(u.acme, '?search=gwen warehouse')).data[0]!;
    expect(order).toMatchObject({ registration_id: gift.id, status: 'processing', customer_name: 'Gwen Warehouse', destination: { postcode: 'LS1 4AP', country: 'GB' } });
    expect(order.line_items[0]).toMatchObject({ item_name: hamper.name, quantity: 1 });
    await api.put(`/admin/fulfilment/${gift.id}`, u.staff, { action: 'sent', carrier: 'Royal Mail', tracking_url: 'https://track.example/RM9' });
    order = (await ordersPage(u.acme, '?search=gwen warehouse')).data[0]!;
    expect(order).toMatchObject({ status: 'sent', carrier: 'Royal Mail', carrier_url: 'https://track.example/RM9' });
    expect(order.status_updates.map((s) => s.status)).toEqual(['processing', 'sent']);
  });
});
