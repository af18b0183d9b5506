import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPrintOrderFiles, omsPdf } from '../../db/seed-print-orders';
import { signInSeedUsers } from '../../test/seed-users';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { multipartBody } from '../../test/uploads';

let t: TTestApp;
let u: Awaited<ReturnType<typeof signInSeedUsers>>;
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: t.as(token) });
const send = (method: 'POST' | 'PUT', url: string, token: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: { ...t.as(token), ...headers }, payload });
const outbox = async (kind: string) => ((await get(`/admin/outbox?per_page=100`, u.staff)).json().data as { kind: string; to: string; subject: string; text: string }[]).filter((m) => m.kind === kind);
const jobCount = async () => Number(((await t.deps.db.execute('select count(*)::int as n from oms_jobs')) as unknown as { rows: { n: number }[] }).rows[0]!.n);

beforeAll(async () => {
  t = await createTestApp();
  u = await signInSeedUsers(t);
  await seedPrintOrderFiles(t.deps);
});
afterAll(() => t.close());

describe('GET /oms-ws/jobs', () => {
  it("lists the team's jobs 50 a page, newest first, with the last pack and invoices", async () => {
    const res = await get(`/oms-ws/jobs?team_id=${u.acme}&type=job`, u.manager);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.data).toHaveLength(50);
    expect(body.meta.total).toBeGreaterThan(50);
    expect(body.meta.per_page).toBe(50);
    const ids = body.data.map((j: { id: number }) => j.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(body.data.every((j: { state: string }) => j.state === 'job')).toBe(true);
    expect(body.data.some((j: { last_customer_pack: unknown }) => j.last_customer_pack !== null)).toBe(true);
    const page2 = (await get(`/oms-ws/jobs?team_id=${u.acme}&type=job&page=2`, u.manager)).json();
    expect(page2.data.length).toBe(body.meta.total - 50);
  });

  it('filters by status, source and search in SQL', async () => {
    const qc = (await get(`/oms-ws/jobs?team_id=${u.acme}&type=job&status=qc`, u.associate)).json();
    expect(qc.data.length).toBeGreaterThan(0);
    expect(qc.data.every((j: { status: string }) => j.status === 'qc')).toBe(true);
    const phone = (await get(`/oms-ws/jobs?team_id=${u.acme}&type=enquiry&source=phone`, u.manager)).json();
    expect(phone.data.map((j: { name: string }) => j.name)).toEqual(['Printed mouse mats']);
    const found = (await get(`/oms-ws/jobs?team_id=${u.acme}&type=enquiry&search=hamper`, u.manager)).json();
    expect(found.data.map((j: { name: string }) => j.name)).toEqual(['Christmas hampers']);
    const bad = await get(`/oms-ws/jobs?team_id=${u.acme}&type=job&status=enquiry_fresh`, u.manager);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.status).toEqual(['Status must be one of the order statuses.']);
  });

  it("never opens another team's jobs, whatever team_id the call names", async () => {
    // Corner Shop's owner names Acme: not a member, so Acme does not exist for them.
    for (const url of [`/oms-ws/jobs?team_id=${u.acme}`, `/oms-ws/jobs?team_id=${u.acme}&type=enquiry`]) expect((await get(url, u.corner)).statusCode).toBe(404);
    const acmeJob = (await get(`/oms-ws/jobs?team_id=${u.acme}&type=job`, u.manager)).json().data[0];
    expect((await get(`/oms-ws/jobs/${acmeJob.id}?team_id=${u.acme}`, u.corner)).statusCode).toBe(404);
    expect((await get(`/oms-ws/jobs/${acmeJob.id}?team_id=${u.cornerId}`, u.corner)).statusCode).toBe(403);
    // Acme's manager naming Acme Europe (a team of theirs without the link) is refused; the job is not found through it.
    expect((await get(`/oms-ws/jobs/${acmeJob.id}?team_id=${u.europe}`, u.manager)).statusCode).toBe(403);
    // The demo team's jobs are not reachable from Acme.
    const demoJob = (await get(`/oms-ws/jobs?team_id=132&type=job`, u.demo)).json().data[0];
    expect((await get(`/oms-ws/jobs/${demoJob.id}?team_id=${u.acme}`, u.manager)).statusCode).toBe(404);
    expect((await get(`/oms-ws/jobs/${demoJob.id}?team_id=132`, u.manager)).statusCode).toBe(404);
  });

  it('refuses teams without the customer link (403) and anyone signed out (401)', async () => {
    const res = await get(`/oms-ws/jobs?team_id=${u.cornerId}`, u.corner);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Print orders are not set up for your team. Please contact your Account Manager.');
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/oms-ws/jobs?team_id=${u.acme}` })).statusCode).toBe(401);
  });
});

describe('POST /oms-ws/enquiry', () => {
  it('answers the first message per field and writes nothing', async () => {
    const before = await jobCount();
    const res = await send('POST', '/oms-ws/enquiry', u.manager, { team_id: u.acme, name: 'ab', quantity: 0, details: { message: '' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ name: ['Subject minimal length is 3'], quantity: ['Quantity must be greater than 0'], 'details.message': ['Details is required.'] });
    expect(await jobCount()).toBe(before);
  });

  it('makes an enquiry (quantity 100 by default), once per Idempotency-Key, and tells the staff', async () => {
    const before = await jobCount();
    const body = { team_id: u.acme, name: 'Branded umbrellas', details: { message: 'Black, with our logo' } };
    const key = { 'idempotency-key': 'enquiry-key-0123456789abcdef' };
    const first = await send('POST', '/oms-ws/enquiry', u.associate, body, key);
    const again = await send('POST', '/oms-ws/enquiry', u.associate, body, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await jobCount()).toBe(before + 1);
    const job = (await get(`/oms-ws/jobs/${first.json().id}?team_id=${u.acme}`, u.associate)).json();
    expect(job).toMatchObject({ state: 'enquiry', status: 'enquiry_fresh', quantity: 100, enquiry_source: 'new-order', enquiry_details: { message: 'Black, with our logo' }, customer_packs: [] });
    expect((await outbox('oms-enquiry-staff')).some((m) => m.subject === `New enquiry #${job.id}: Acme Ltd`)).toBe(true);
  });

  it("reorders one of the team's jobs, never another team's", async () => {
    const done = (await get(`/oms-ws/jobs?team_id=${u.acme}&type=job&status=completed`, u.manager)).json().data[0];
    const res = await send('POST', '/oms-ws/enquiry', u.manager, { team_id: u.acme, name: `Reorder: ${done.name}`, quantity: done.quantity, details: { message: 'Same again', original_job_id: done.id }, source: 're-order' });
    expect(res.statusCode).toBe(200);
    const job = (await get(`/oms-ws/jobs/${res.json().id}?team_id=${u.acme}`, u.manager)).json();
    expect(job).toMatchObject({ enquiry_source: 're-order', enquiry_details: { original_job_id: done.id } });
    const demoJob = (await get(`/oms-ws/jobs?team_id=132&type=job`, u.demo)).json().data[0];
    const other = await send('POST', '/oms-ws/enquiry', u.manager, { team_id: u.acme, name: 'Reorder: theirs', details: { message: 'x', original_job_id: demoJob.id }, source: 're-order' });
    expect(other.statusCode).toBe(422);
  });

  it('refuses another team, a team without the link, and the demo (read only)', async () => {
    const before = await jobCount();
    const body = { name: 'Nope nope', details: { message: 'x' } };
    expect((await send('POST', '/oms-ws/enquiry', u.corner, { ...body, team_id: u.acme })).statusCode).toBe(404);
    expect((await send('POST', '/oms-ws/enquiry', u.corner, { ...body, team_id: u.cornerId })).statusCode).toBe(403);
    expect((await send('POST', '/oms-ws/enquiry', u.demo, { ...body, team_id: 132 })).statusCode).toBe(403);
    expect(await jobCount()).toBe(before);
  });
});

describe('staff back office', () => {
  it('quotes an enquiry, turns it into a job and moves it through production; the team sees each step', async () => {
    const { id } = (await send('POST', '/oms-ws/enquiry', u.manager, { team_id: u.acme, name: 'Enamel pins', quantity: 250, details: { message: 'Gold, 25 mm' } })).json();
    expect((await send('POST', `/admin/oms-ws/jobs/${id}/packs`, u.manager, { ppu: 1.2, quantity: 250 })).statusCode).toBe(403);
    const quoted = await send('POST', `/admin/oms-ws/jobs/${id}/packs`, u.staff, { ppu: 1.25, quantity: 250, shipping: 15, extra: 2.5, reply: 'Thanks!' });
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json().status).toBe('enquiry_progress');
    const pack = quoted.json().customer_packs[0];
    expect(pack).toMatchObject({ version: 1, status: 'sent', replied_by: 'Sam Staff', quote: { ppu: 1.25, quantity: 250, subtotal: 312.5, shipping: 15, extra: 2.5, total: 330, currency: 'GBP' } });
    expect((await outbox('oms-quote')).some((m) => m.to === 'manager@acme.test' && m.text.includes(`/pro/docs/pack/${pack.key}`) && m.text.includes('£330.00'))).toBe(true);

    // The team sees the quote and opens the pack by its key; another team's member cannot.
    const seen = (await get(`/oms-ws/jobs/${id}?team_id=${u.acme}`, u.associate)).json();
    expect(seen.customer_packs[0].key).toBe(pack.key);
    const view = await get(`/oms-ws/pack/${pack.key}`, u.associate);
    expect(view.json()).toMatchObject({ pack: { version: 1 }, job: { id, name: 'Enamel pins' }, team_name: 'Acme Ltd' });
    expect((await get(`/oms-ws/pack/${pack.key}`, u.corner)).statusCode).toBe(404);
    expect((await get(`/oms-ws/pack/${'x'.repeat(32)}`, u.manager)).statusCode).toBe(404);

    const converted = await send('POST', `/admin/oms-ws/jobs/${id}/convert`, u.staff, { order_name: 'Pins 2026', steps_total: 4, planned_finish: '2026-12-20' });
    expect(converted.json()).toMatchObject({ state: 'job', status: 'draft', order_name: 'Pins 2026', production_steps: { finished: 0, total: 4 } });
    expect((await send('POST', `/admin/oms-ws/jobs/${id}/convert`, u.staff, {})).statusCode).toBe(409);
    expect((await send('PUT', `/admin/oms-ws/jobs/${id}/progress`, u.staff, { status: 'ordered', steps_finished: 5 })).json().errors).toEqual({ steps_finished: ['Finished steps cannot be more than the total steps.'] });
    const moved = await send('PUT', `/admin/oms-ws/jobs/${id}/progress`, u.staff, { status: 'qc', steps_finished: 3 });
    expect(moved.json()).toMatchObject({ status: 'qc', production_steps: { finished: 3, total: 4 }, finished_at: null });
    const done = (await send('PUT', `/admin/oms-ws/jobs/${id}/progress`, u.staff, { status: 'completed', steps_finished: 3 })).json();
    expect(done).toMatchObject({ status: 'completed', production_steps: { finished: 4, total: 4 } });
    expect(done.finished_at).not.toBeNull();
    expect((await outbox('oms-job-update')).filter((m) => m.subject.startsWith('Gifthub HUB: Enamel pins') || m.subject.includes('Enamel pins')).length).toBeGreaterThanOrEqual(3);
  });

  it('adds an attachment and an invoice through storage; only the owner team downloads them', async () => {
    const job = (await get(`/oms-ws/jobs?team_id=${u.acme}&type=job&status=ordered`, u.manager)).json().data[0];
    const pdf = await omsPdf({ title: 'INVOICE', job: 'Test', lines: ['Total: £10.00'] });
    const up = multipartBody(pdf, 'inv.pdf', 'application/pdf', { kind: 'invoice', name: 'Invoice T-1', status: 'part' });
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/admin/oms-ws/jobs/${job.id}/files`, headers: { ...t.as(u.staff), ...up.headers }, payload: up.payload });
    expect(res.statusCode, res.body).toBe(200);
    const invoice = res.json().invoices.find((i: { name: string }) => i.name === 'Invoice T-1');
    expect(invoice.status).toBe('part');
    const noStatus = multipartBody(pdf, 'inv.pdf', 'application/pdf', { kind: 'invoice', name: 'Invoice T-2' });
    const bad = await t.app.inject({ method: 'POST', url: `/api/v1/admin/oms-ws/jobs/${job.id}/files`, headers: { ...t.as(u.staff), ...noStatus.headers }, payload: noStatus.payload });
    expect(bad.json().errors).toEqual({ status: ['Invoice status is required.'] });

    const file = await get(`/oms-ws/attachment/${invoice.public_key}?team_id=${u.acme}`, u.associate);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect(file.headers['content-disposition']).toContain('Invoice T-1.pdf');
    expect((await get(`/oms-ws/attachment/${invoice.public_key}?team_id=${u.acme}`, u.corner)).statusCode).toBe(404);
    expect((await get(`/oms-ws/attachment/${invoice.public_key}?team_id=${u.cornerId}`, u.corner)).statusCode).toBe(403);
    expect((await get(`/oms-ws/attachment/${invoice.public_key}?team_id=132`, u.demo)).statusCode).toBe(404);
    expect((await get(`/oms-ws/attachment/${invoice.id}?team_id=${u.acme}`, u.manager)).statusCode).toBe(404);

    const paid = await send('PUT', `/admin/oms-ws/jobs/${job.id}/invoices/${invoice.id}`, u.staff, { status: 'paid' });
    expect(paid.json().invoices.find((i: { id: number }) => i.id === invoice.id).status).toBe('paid');
  });

  it("serves the seeded files to their team", async () => {
    const job = (await get(`/oms-ws/jobs?team_id=${u.acme}&type=job&status=hold`, u.manager)).json().data[0];
    const detail = (await get(`/oms-ws/jobs/${job.id}?team_id=${u.acme}`, u.manager)).json();
    expect(detail.attachments.length + detail.invoices.length).toBeGreaterThan(0);
    const key = (detail.attachments[0] ?? detail.invoices[0]).public_key;
    expect((await get(`/oms-ws/attachment/${key}?team_id=${u.acme}`, u.manager)).statusCode).toBe(200);
  });

  it("lists every team's enquiries for staff, and refuses members", async () => {
    const res = await get('/admin/oms-ws/jobs?type=enquiry&per_page=100', u.staff);
    const teams = new Set(res.json().data.map((j: { team_name: string }) => j.team_name));
    expect([...teams].sort()).toEqual(['Acme Ltd', 'Demo Team']);
    expect((await get('/admin/oms-ws/jobs', u.manager)).statusCode).toBe(403);
  });
});
