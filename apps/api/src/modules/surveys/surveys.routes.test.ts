import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSurvey, TSurveyList, TSurveySource } from '@gifthub/shared/surveys';
import { signInSeedUsers } from '../../test/seed-users';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { surveyApi, type TSurveyApi } from './surveys.test-helpers';

let t: TTestApp;
let api: TSurveyApi;
let u: Awaited<ReturnType<typeof signInSeedUsers>>;

beforeAll(async () => {
  t = await createTestApp();
  api = surveyApi(t);
  u = await signInSeedUsers(t);
});
afterAll(() => t.close());

const list = (query = '', token = u.manager, team = u.acme) => api.ok<TSurveyList>(api.call('GET', `/teams/${team}/surveys${query}`, token));

describe('creating and listing surveys', () => {
  it('requires a name, with the spec message', async () => {
    const res = await api.call('POST', `/teams/${u.acme}/surveys`, u.manager, { name: '  ' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.name).toEqual(['Survey name is required.']);
  });

  it('creates an unpublished survey with a Welcome page and a slug unique in the team', async () => {
    const a = await api.create(u.acme, u.manager, { name: 'Staff Pulse', category: 'feedback' });
    const b = await api.create(u.acme, u.manager, { name: 'Staff Pulse' });
    const [sa, sb] = [await api.get(u.acme, a, u.manager), await api.get(u.acme, b, u.manager)];
    expect(sa).toMatchObject({ name: 'Staff Pulse', slug: 'staff-pulse', category: 'feedback', type: 'standard', active: false, deleted: false, questions_count: 0, responses_count: 0 });
    expect(sb.slug).toBe('staff-pulse-2');
    expect(sa.publicUrl).toMatch(/\/survey\/acme\/staff-pulse$/);
    expect(sa.pages).toHaveLength(1);
    expect(sa.pages![0]).toMatchObject({ type: 'welcome', name: 'Welcome', title: 'Welcome to our survey.', button_text: "Let's get started!", page_logic_type: 'next_page', order: 1 });
    const bare = await api.get(u.acme, await api.create(u.acme, u.manager, { createWelcomePage: false }), u.manager);
    expect(bare.pages).toEqual([]);
  });

  it('copies an active template under the name and category given; a draft or unknown template is 404', async () => {
    const templates = (await api.ok<{ data: { id: number; name: string; status: string; questions_count: number }[] }>(api.call('GET', '/templates', u.staff))).data;
    const active = templates.find((x) => x.status === 'active')!;
    const draft = templates.find((x) => x.status === 'draft')!;
    const id = (await api.ok<{ id: number }>(api.call('POST', `/teams/${u.acme}/surveys`, u.manager, { name: 'From template', category: 'other', template_id: active.id }))).id;
    expect(await api.get(u.acme, id, u.manager)).toMatchObject({ name: 'From template', slug: 'from-template', category: 'other', active: false, questions_count: active.questions_count });
    for (const template_id of [draft.id, 99_999_999]) {
      const res = await api.call('POST', `/teams/${u.acme}/surveys`, u.manager, { name: 'From template', template_id });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Template not found.');
    }
  });

  it('lists newest first in pages, with pages when asked, and the deleted ones apart', async () => {
    const first = await list('?per_page=2');
    expect(first.data).toHaveLength(2);
    expect(first.meta.total).toBeGreaterThan(4);
    const stamps = first.data.map((s) => s.created_at);
    expect([...stamps].sort().reverse()).toEqual(stamps);
    expect(first.data[0]!.pages).toBeUndefined();
    const second = await list('?per_page=2&page=2');
    expect(second.data.map((s) => s.id)).not.toContain(first.data[0]!.id);
    expect((await list('?per_page=50&get-pages=1')).data.every((s) => Array.isArray(s.pages))).toBe(true);

    const id = await api.create(u.acme, u.manager, { name: 'Bin me' });
    expect((await api.call('DELETE', `/teams/${u.acme}/surveys/${id}`, u.manager)).statusCode).toBe(200);
    expect((await list('?per_page=100')).data.map((s) => s.id)).not.toContain(id);
    const deleted = await list('?per_page=100&deleted=true');
    expect(deleted.data.find((s) => s.id === id)).toMatchObject({ deleted: true, active: false });
    // A deleted survey cannot be edited, only restored or removed for good.
    expect((await api.call('PUT', `/teams/${u.acme}/surveys/${id}`, u.manager, { name: 'x' })).statusCode).toBe(404);
    expect((await api.call('POST', `/teams/${u.acme}/surveys/${id}/restore`, u.manager)).json()).toMatchObject({ deleted: false });
    expect((await api.call('DELETE', `/teams/${u.acme}/surveys/${id}/permanent`, u.manager)).statusCode).toBe(409);
    await api.call('DELETE', `/teams/${u.acme}/surveys/${id}`, u.manager);
    expect((await api.call('DELETE', `/teams/${u.acme}/surveys/${id}/permanent`, u.manager)).statusCode).toBe(200);
    expect((await api.call('GET', `/teams/${u.acme}/surveys/${id}`, u.manager)).statusCode).toBe(404);
  });

  it('saves the settings and publishes', async () => {
    const id = await api.create(u.acme, u.manager);
    const res = await api.call('PUT', `/teams/${u.acme}/surveys/${id}`, u.manager, { name: 'Renamed', category: 'event' });
    expect(res.json()).toMatchObject({ name: 'Renamed', category: 'event' });
    expect((await api.publish(u.acme, id, u.manager)).active).toBe(true);
    expect((await api.ok<TSurvey>(api.call('POST', `/teams/${u.acme}/surveys/${id}/unpublish`, u.manager))).active).toBe(false);
  });
});

describe('who may', () => {
  it("answers 404 for another team's survey ids", async () => {
    const id = await api.create(u.acme, u.manager);
    for (const [method, path] of [
      ['GET', ''],
      ['PUT', ''],
      ['POST', '/publish'],
      ['GET', '/pages'],
      ['GET', '/sources'],
    ] as const) {
      const res = await api.call(method, `/teams/${u.europe}/surveys/${id}${path}`, u.manager, method === 'PUT' ? { name: 'Stolen' } : undefined);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await api.get(u.acme, id, u.manager)).name).not.toBe('Stolen');
  });

  it('refuses a free team (plan gate) and the demo user (read-only), and lets the demo user read', async () => {
    const free = await api.call('GET', `/teams/${u.cornerId}/surveys`, u.corner);
    expect(free.statusCode).toBe(403);
    expect(free.json().code).toBe('pro_plan_required');
    const demoTeam = (await t.app.inject({ method: 'GET', url: '/api/v1/current-user/teams', headers: t.as(u.demo) })).json()[0].id as number;
    expect((await api.call('POST', `/teams/${demoTeam}/surveys`, u.demo, { name: 'Nope' })).statusCode).toBe(403);
    const seeded = await list('?per_page=50', u.demo, demoTeam);
    expect(seeded.data.map((s) => s.name)).toContain('Client Satisfaction 2026');
  });

  it('refuses an associate without the admin permission', async () => {
    expect((await api.call('GET', `/teams/${u.acme}/surveys`, u.associate)).statusCode).toBe(200);
    const revoke = await api.call('PUT', `/teams/${u.acme}/members/${u.associateId}`, u.manager, { name: 'Adam Associate', permissions: { admin: false } });
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect((await api.call('GET', `/teams/${u.acme}/surveys`, u.associate)).statusCode).toBe(403);
    expect((await api.call('POST', `/teams/${u.acme}/surveys`, u.associate, { name: 'No' })).statusCode).toBe(403);
  });
});

describe('sources', () => {
  const sources = (id: number) => `/teams/${u.acme}/surveys/${id}/sources`;
  it('stores social types with their platform, keeps slugs unique per survey and counts responses', async () => {
    const id = await api.create(u.acme, u.manager);
    const made = await api.ok<TSurveySource>(api.call('POST', sources(id), u.manager, { name: 'LinkedIn post', type: 'linkedin', slug: 'linkedin' }));
    expect(made).toMatchObject({ type: 'social', platform: 'linkedin', active: true, responses_count: 0, complete_responses_count: 0 });
    const survey = await api.get(u.acme, id, u.manager);
    expect(made.public_url).toBe(`${survey.publicUrl}/linkedin`);
    const taken = await api.call('POST', sources(id), u.manager, { name: 'Again', type: 'link', slug: 'linkedin' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.slug).toEqual(['Slug is already taken.']);
    // Another survey may use the same slug.
    expect((await api.call('POST', sources(await api.create(u.acme, u.manager)), u.manager, { name: 'Li', type: 'link', slug: 'linkedin' })).statusCode).toBe(200);
    const off = await api.ok<TSurveySource>(api.call('PUT', `${sources(id)}/${made.id}`, u.manager, { active: false, type: 'campaign' }));
    expect(off).toMatchObject({ active: false, type: 'campaign', platform: null });
    expect((await api.ok<TSurveySource>(api.call('POST', `${sources(id)}/${made.id}/publish`, u.manager))).active).toBe(true);
  });

  it("counts the seeded survey's responses per source, in line with the survey's figures", async () => {
    const seeded = (await list('?per_page=100')).data.find((s) => s.slug === 'client-satisfaction-2026')!;
    const { data } = await api.ok<{ data: TSurveySource[] }>(api.call('GET', sources(seeded.id), u.manager));
    expect(data.length).toBe(3);
    const bySources = data.reduce((n, s) => n + s.responses_count, 0);
    expect(bySources + seeded.public_url_views).toBe(seeded.responses_count);
    expect(seeded.responses_count).toBeGreaterThan(100);
    expect(seeded.complete_responses_count).toBeGreaterThan(0);
    expect(seeded.started_responses_count).toBeGreaterThanOrEqual(seeded.complete_responses_count);
    expect(seeded.public_url_replies).toBeLessThanOrEqual(seeded.public_url_views);
    expect(seeded.questions_count).toBe(4);
  });
});
