import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_NOT_DELETED, type TTemplate, type TTemplateList } from '@gifthub/shared/survey-templates';
import type { TSurvey } from '@gifthub/shared/surveys';
import { signInSeedUsers } from '../../test/seed-users';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { surveyApi, type TSurveyApi } from '../surveys/surveys.test-helpers';

// Spec 2 §4: templates are soft-deleted, listed under a deleted filter, restored or deleted permanently (product admins).
let t: TTestApp;
let api: TSurveyApi;
let u: Awaited<ReturnType<typeof signInSeedUsers>>;

beforeAll(async () => {
  t = await createTestApp();
  api = surveyApi(t);
  u = await signInSeedUsers(t);
});
afterAll(() => t.close());

let n = 0;
const create = async () => (await api.ok<{ id: number }>(api.call('POST', '/templates', u.staff, { name: `Binned ${++n}` }))).id;
const list = async (query = '', token = u.staff) => (await api.ok<TTemplateList>(api.call('GET', `/templates${query}`, token))).data;
const count = async (sql: string) => Number(((await t.deps.db.execute(sql)) as unknown as { rows: { n: number }[] }).rows[0]!.n);

describe('deleted templates', () => {
  it('are listed under deleted=true; restore brings one back, at the end of the gallery in its status', async () => {
    const id = await create();
    await api.ok(api.call('PUT', `/templates/${id}`, u.staff, { status: 'active' }));
    await api.ok(api.call('DELETE', `/templates/${id}`, u.staff));
    expect((await list()).map((x) => x.id)).not.toContain(id);
    const bin = await list('?deleted=true');
    expect(bin.find((x) => x.id === id)).toMatchObject({ deleted: true, status: 'active' });
    expect(bin.every((x) => x.deleted)).toBe(true);

    const restored = await api.ok<TTemplate>(api.call('POST', `/templates/${id}/restore`, u.staff));
    expect(restored).toMatchObject({ id, deleted: false, status: 'active' });
    const gallery = await list();
    expect(gallery.at(-1)!.id).toBe(id);
    expect((await list('', u.manager)).map((x) => x.id)).toContain(id);
    expect((await list('?deleted=true')).map((x) => x.id)).not.toContain(id);
  });

  it('are deleted permanently with their survey, pages and questions, only once deleted (409); surveys made from them stay', async () => {
    const id = await create();
    const tpl = await api.ok<TTemplate>(api.call('GET', `/templates/${id}`, u.staff));
    await api.ok(api.call('POST', `/templates/${id}/pages`, u.staff, { type: 'question', question_type: 'rating' }));
    await api.ok(api.call('PUT', `/templates/${id}`, u.staff, { status: 'active' }));
    const made = await api.ok<{ id: number }>(api.call('POST', `/templates/${id}/activate`, u.manager, { team_id: u.acme }));

    for (const [method, path] of [
      ['DELETE', `/templates/${id}/permanent`],
      ['POST', `/templates/${id}/restore`],
    ] as const) {
      const live = await api.call(method, path, u.staff);
      expect(live.statusCode, `${method} ${path}`).toBe(409);
      expect(live.json().message).toBe(TEMPLATE_NOT_DELETED);
    }

    await api.ok(api.call('DELETE', `/templates/${id}`, u.staff));
    expect((await api.call('DELETE', `/templates/${id}/permanent`, u.staff)).json()).toEqual({ ok: true });
    expect(await count(`select count(*)::int as n from survey_templates where id = ${id}`)).toBe(0);
    expect(await count(`select count(*)::int as n from surveys where id = ${tpl.survey_id}`)).toBe(0);
    expect(await count(`select count(*)::int as n from survey_pages where survey_id = ${tpl.survey_id}`)).toBe(0);
    expect(await count(`select count(*)::int as n from survey_questions where survey_id = ${tpl.survey_id}`)).toBe(0);
    expect((await list('?deleted=true')).map((x) => x.id)).not.toContain(id);
    expect((await api.ok<TSurvey>(api.call('GET', `/teams/${u.acme}/surveys/${made.id}`, u.manager))).pages).toHaveLength(2);
    expect((await api.call('POST', `/templates/${id}/restore`, u.staff)).statusCode).toBe(404);
  });

  it('are the product admins\' alone: 403 for others, 401 signed out, nothing written', async () => {
    const id = await create();
    await api.ok(api.call('DELETE', `/templates/${id}`, u.staff));
    const refused = await api.call('GET', '/templates?deleted=true', u.manager);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only product admins can see deleted templates.');
    for (const [method, path] of [
      ['POST', `/templates/${id}/restore`],
      ['DELETE', `/templates/${id}/permanent`],
    ] as const) {
      for (const token of [u.manager, u.demo, u.corner]) expect((await api.call(method, path, token)).statusCode, `${method} ${path}`).toBe(403);
      expect((await api.call(method, path, null)).statusCode, `${method} ${path}`).toBe(401);
    }
    expect(await count(`select count(*)::int as n from survey_templates where id = ${id} and deleted_at is not null`)).toBe(1);
    expect((await api.call('POST', '/templates/99999999/restore', u.staff)).statusCode).toBe(404);
  });
});
