import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
let staff: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  [staff, manager] = await Promise.all([t.login('staff@gifthub.test'), t.login('manager@acme.test')]);
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: t.as(token) });

describe('staff back office', () => {
  it('lists teams with search, plan and pending filters, paging and sort', async () => {
    const all = await get('/admin/teams?per_page=2&sort=name&direction=asc', staff);
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.data).toHaveLength(2);
    expect(body.data[0].name).toBe('Acme Europe');
    expect(body.meta.total).toBeGreaterThanOrEqual(5);
    expect(body.meta.last_page).toBe(Math.ceil(body.meta.total / 2));

    const page2 = await get('/admin/teams?per_page=2&page=2&sort=name&direction=asc', staff);
    expect(page2.json().data[0].name).not.toBe('Acme Europe');

    const search = await get('/admin/teams?q=corner', staff);
    expect(search.json().data.map((x: { slug: string }) => x.slug)).toEqual(['corner-shop']);

    const pending = await get('/admin/teams?pending=true', staff);
    const slugs = pending.json().data.map((x: { slug: string }) => x.slug);
    expect(slugs).toContain('trial-co');
    expect(slugs).not.toContain('acme');

    const free = await get('/admin/teams?plan=free', staff);
    expect(free.json().data.every((x: { plan: string }) => x.plan === 'free')).toBe(true);
  });

  it('shows a team with its members and upgrade request', async () => {
    const list = await get('/admin/teams?q=trial-co', staff);
    const id = list.json().data[0].id;
    const res = await get(`/admin/teams/${id}`, staff);
    expect(res.statusCode).toBe(200);
    const team = res.json();
    expect(team.upgrade_request).toMatchObject({ phone: '+44 20 7946 0000', size: '4' });
    expect(team.members).toEqual([expect.objectContaining({ email: 'owner@trial.test', role: 'manager', status: 'active' })]);
    expect(team.members_total).toBe(1);

    const missing = await get('/admin/teams/999999', staff);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).not.toBe('ws_api_get_team_404');
  });

  it('approves a pending upgrade: the team becomes pro and its manager is e-mailed', async () => {
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/v1/team-sign-up',
      payload: { accountPlan: 'pro', name: 'Pat Admin', teamName: 'Upgrade Me', email: 'pat@upgrade.test', password: 'secret1', passwordConfirm: 'secret1', phone: '0123', size: '10+', sizeOther: 25, targetUse: ['Corporate Gifting'] },
    });
    expect(signUp.statusCode).toBe(200);
    const id = signUp.json().team_id;
    const pending = (await get('/admin/teams?pending=true&per_page=200', staff)).json().data.find((x: { id: number }) => x.id === id);
    expect(pending).toMatchObject({ plan: 'trial', pending_upgrade: true, upgrade_request: expect.objectContaining({ sizeOther: 25 }) });

    const res = await t.app.inject({ method: 'PUT', url: `/api/v1/admin/teams/${id}`, headers: t.as(staff), payload: { plan: 'pro' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, plan: 'pro', pending_upgrade: false });

    const after = (await get('/admin/teams?pending=true&per_page=200', staff)).json().data.map((x: { id: number }) => x.id);
    expect(after).not.toContain(id);
    const mail = (await get('/admin/outbox?to=pat@upgrade.test', staff)).json().data.map((m: { kind: string }) => m.kind);
    expect(mail).toContain('plan-changed');

    const bad = await t.app.inject({ method: 'PUT', url: `/api/v1/admin/teams/${id}`, headers: t.as(staff), payload: { plan: 'gold' } });
    expect(bad.statusCode).toBe(422);
  });

  it('lists users with search and paging', async () => {
    const res = await get('/admin/users?q=acme.test&sort=email&direction=asc', staff);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((u: { email: string }) => u.email)).toEqual(['associate@acme.test', 'manager@acme.test']);
    const paged = await get('/admin/users?per_page=1&page=2', staff);
    expect(paged.json().data).toHaveLength(1);
    expect(paged.json().meta.current_page).toBe(2);
    const staffRow = (await get('/admin/users?q=staff@gifthub.test', staff)).json().data[0];
    expect(staffRow).toMatchObject({ is_bb_admin: true, active: true });
  });

  it('filters the outbox by recipient: an invitation is found by its address', async () => {
    const teams = (await get('/current-user/teams', manager)).json();
    const acme = teams.find((x: { slug: string }) => x.slug === 'acme');
    const invite = await t.app.inject({ method: 'POST', url: `/api/v1/teams/${acme.id}/members`, headers: t.as(manager), payload: { email: 'new.hire@acme.test', role: 'associate' } });
    expect(invite.statusCode).toBe(200);

    const res = await get('/admin/outbox?to=New.Hire@acme.test', staff);
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(meta.total).toBe(1);
    expect(data[0]).toMatchObject({ to: 'new.hire@acme.test', kind: 'member-invitation', subject: expect.stringContaining('Acme Ltd') });
    expect(data[0].text).toMatch(/\/pro\/login\?t=\S+/);

    const none = await get('/admin/outbox?to=nobody@nowhere.test', staff);
    expect(none.json()).toMatchObject({ data: [], meta: { total: 0 } });
    const all = await get('/admin/outbox', staff);
    expect(all.json().meta.total).toBeGreaterThan(1);
  });
});

describe('non-staff', () => {
  it.each(['/admin/teams', '/admin/teams/1', '/admin/users', '/admin/outbox'])('a manager gets 403 on GET %s', async (url) => {
    const res = await get(url, manager);
    expect(res.statusCode).toBe(403);
  });

  it('a manager cannot set a plan, and signed-out callers get 401', async () => {
    const put = await t.app.inject({ method: 'PUT', url: '/api/v1/admin/teams/1', headers: t.as(manager), payload: { plan: 'pro' } });
    expect(put.statusCode).toBe(403);
    const anon = await t.app.inject({ method: 'GET', url: '/api/v1/admin/teams' });
    expect(anon.statusCode).toBe(401);
  });
});

describe('PUT /admin/teams/{id}/features', () => {
  const put = (id: number, token: string, payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: `/api/v1/admin/teams/${id}/features`, headers: t.as(token), payload });
  const teamId = async (slug: string) => (await get(`/admin/teams?q=${slug}`, staff)).json().data.find((x: { slug: string }) => x.slug === slug).id as number;

  it('staff switch a team into beta fulfilment: the back office and the portal both see it', async () => {
    const corner = await teamId('corner-shop');
    expect((await get(`/admin/teams/${corner}`, staff)).json().features).toEqual({ fulfilment: false, surveys: true, fulfilment_import: false, fulfilment_fees: false });
    const owner = await t.login('owner@corner.test');
    expect((await get(`/teams/${corner}`, owner)).json().features).toMatchObject({ fulfilment: false });

    const res = await put(corner, staff, { fulfilment: true, surveys: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ fulfilment: true, surveys: false, fulfilment_import: false, fulfilment_fees: false });
    expect((await get(`/admin/teams/${corner}`, staff)).json().features).toEqual({ fulfilment: true, surveys: false, fulfilment_import: false, fulfilment_fees: false });
    expect((await get(`/teams/${corner}`, owner)).json().features).toMatchObject({ fulfilment: true, surveys: false });
  });

  it('surveys also need Pro: switched off, a pro team loses them', async () => {
    const acme = await teamId('acme-europe');
    expect((await get(`/teams/${acme}`, manager)).json().features).toMatchObject({ oms: false, surveys: true });
    expect((await put(acme, staff, { fulfilment: false, surveys: false })).statusCode).toBe(200);
    expect((await get(`/teams/${acme}`, manager)).json().features).toEqual({ oms: false, fulfilment: false, surveys: false, fulfilment_import: false, fulfilment_fees: false });
  });

  it('refuses a manager (403), bad bodies (422) and a missing team (404), and nothing changes', async () => {
    const acme = await teamId('acme');
    const before = (await get(`/admin/teams/${acme}`, staff)).json().features;
    expect(before).toMatchObject({ fulfilment: true, surveys: true });
    expect((await put(acme, manager, { fulfilment: false, surveys: false })).statusCode).toBe(403);
    expect((await put(acme, staff, { fulfilment: 'no', surveys: false })).statusCode).toBe(422);
    expect((await put(acme, staff, { fulfilment: false })).statusCode).toBe(422);
    expect((await put(acme, staff, { fulfilment: false, surveys: false, oms: true })).statusCode).toBe(422);
    expect((await put(999_999, staff, { fulfilment: false, surveys: false })).statusCode).toBe(404);
    expect((await get(`/admin/teams/${acme}`, staff)).json().features).toEqual(before);
    const anon = await t.app.inject({ method: 'PUT', url: `/api/v1/admin/teams/${acme}/features`, payload: { fulfilment: false, surveys: false } });
    expect(anon.statusCode).toBe(401);
  });
});

describe('PUT /admin/teams/{id}/oms-customer', () => {
  const put = (id: number, token: string, payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: `/api/v1/admin/teams/${id}/oms-customer`, headers: t.as(token), payload });
  const teamId = async (slug: string) => (await get(`/admin/teams?q=${slug}`, staff)).json().data.find((x: { slug: string }) => x.slug === slug).id as number;
  const firstError = async (id: number, value: unknown) => (await put(id, staff, { oms_customer_id: value })).json().errors?.oms_customer_id;

  it('staff link a team to its order-system customer (trimmed digits) and unlink it with an empty field; the portal follows', async () => {
    const corner = await teamId('corner-shop');
    const owner = await t.login('owner@corner.test');
    expect((await get(`/admin/teams/${corner}`, staff)).json().oms_customer_id).toBeNull();
    expect((await get(`/oms-ws/jobs?team_id=${corner}&type=job`, owner)).statusCode).toBe(403);

    const linked = await put(corner, staff, { oms_customer_id: ' 52001 ' });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toEqual({ oms_customer_id: 52_001 });
    expect((await get(`/admin/teams/${corner}`, staff)).json().oms_customer_id).toBe(52_001);
    expect((await get(`/teams/${corner}`, owner)).json()).toMatchObject({ oms_customer_id: 52_001, features: { oms: true } });
    expect((await get(`/oms-ws/jobs?team_id=${corner}&type=job`, owner)).json().data).toEqual([]);

    expect((await put(corner, staff, { oms_customer_id: '' })).json()).toEqual({ oms_customer_id: null });
    expect((await get(`/teams/${corner}`, owner)).json()).toMatchObject({ oms_customer_id: null, features: { oms: false } });
    expect((await put(corner, staff, { oms_customer_id: 52_002 })).json()).toEqual({ oms_customer_id: 52_002 });
    expect((await put(corner, staff, { oms_customer_id: null })).json()).toEqual({ oms_customer_id: null });
  });

  it('answers 422 with the first message per field, and one customer belongs to one team', async () => {
    const corner = await teamId('corner-shop');
    expect(await firstError(corner, 'C-41')).toEqual(['Order system customer ID must be a number']);
    expect(await firstError(corner, '12 34')).toEqual(['Order system customer ID must be a number']);
    expect(await firstError(corner, '0')).toEqual(['Order system customer ID must be at least 1']);
    expect(await firstError(corner, '12345678901')).toEqual(['Order system customer ID maximal length is 10']);
    expect(await firstError(corner, '2147483648')).toEqual(['Order system customer ID must be at most 2147483647']);
    expect(await firstError(corner, undefined)).toEqual(['Order system customer ID is required.']);
    // Acme Ltd's seeded link.
    const acme = (await get(`/admin/teams/${await teamId('acme')}`, staff)).json();
    expect(acme.oms_customer_id).toBe(41_001);
    expect(await firstError(corner, String(acme.oms_customer_id))).toEqual(['This order system customer is already linked to Acme Ltd.']);
    // Its own number again is no conflict.
    expect((await put(acme.id, staff, { oms_customer_id: '41001' })).statusCode).toBe(200);
    expect((await get(`/admin/teams/${corner}`, staff)).json().oms_customer_id).toBeNull();
  });

  it('is staff only (403 for a manager, 401 signed out) and 404 for a missing team', async () => {
    const acme = await teamId('acme');
    expect((await put(acme, manager, { oms_customer_id: '' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: `/api/v1/admin/teams/${acme}/oms-customer`, payload: { oms_customer_id: '' } })).statusCode).toBe(401);
    expect((await put(999_999, staff, { oms_customer_id: '7' })).statusCode).toBe(404);
    expect((await get(`/admin/teams/${acme}`, staff)).json().oms_customer_id).toBe(41_001);
  });
});
