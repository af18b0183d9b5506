import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STYLES } from '@gifthub/shared/survey-rules';
import { themeTexts, type TTheme, type TThemeCategory, type TThemeList } from '@gifthub/shared/survey-themes';
import type { TPublicSurvey, TSurvey } from '@gifthub/shared/surveys';
import { signInSeedUsers } from '../../test/seed-users';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { surveyApi, type TSurveyApi } from '../surveys/surveys.test-helpers';

// Spec 2 §4: themes are soft-deleted, listed under a deleted filter, restored or deleted permanently.
let t: TTestApp;
let api: TSurveyApi;
let u: Awaited<ReturnType<typeof signInSeedUsers>>;

beforeAll(async () => {
  t = await createTestApp();
  api = surveyApi(t);
  u = await signInSeedUsers(t);
});
afterAll(() => t.close());

const lib = (team = u.acme) => `/teams/${team}/themes`;
const create = (name: string, team = u.acme) => api.ok<TTheme>(api.call('POST', lib(team), u.manager, { name }));
const ids = (list: TThemeList) => list.data.map((x) => x.id);
const libList = (query = '', team = u.acme, token = u.manager) => api.ok<TThemeList>(api.call('GET', `${lib(team)}?per_page=100${query}`, token));
const galleryList = (query = '', token = u.staff) => api.ok<TThemeList>(api.call('GET', `/themes?per_page=100${query}`, token));
const themeRow = async (id: number) => ((await t.deps.db.execute(`select id from themes where id = ${id}`)) as unknown as { rows: unknown[] }).rows.length;

describe("a team's deleted themes", () => {
  it("the seed puts one in Acme's bin and one in the gallery's, so the Deleted views show real ones", async () => {
    expect((await libList('&deleted=true')).data.map((x) => x.name)).toContain('Acme Old Launch');
    expect((await galleryList('&deleted=true')).data.map((x) => x.name)).toContain('Autumn Leaves');
    expect((await galleryList('', u.manager)).data.map((x) => x.name)).not.toContain('Autumn Leaves');
  });

  it('lists the deleted ones under deleted=true; restore brings one back, inactive, into the normal list', async () => {
    const theme = await create('Autumn');
    expect((await api.call('DELETE', `${lib()}/${theme.id}`, u.manager)).statusCode).toBe(200);
    expect(ids(await libList())).not.toContain(theme.id);
    const bin = await libList('&deleted=true');
    expect(bin.data.find((x) => x.id === theme.id)).toMatchObject({ name: 'Autumn', deleted: true, active: false });
    expect(bin.data.every((x) => x.deleted)).toBe(true);

    const restored = await api.ok<TTheme>(api.call('POST', `${lib()}/${theme.id}/restore`, u.manager));
    expect(restored).toMatchObject({ id: theme.id, deleted: false, active: false });
    expect(ids(await libList())).toContain(theme.id);
    expect(ids(await libList('&deleted=true'))).not.toContain(theme.id);
  });

  it('deletes permanently only a deleted theme (409 otherwise); surveys wearing it fall back to the defaults', async () => {
    const theme = await create('Gone for good');
    await api.ok(api.call('PUT', `${lib()}/${theme.id}`, u.manager, { styles: { question_color: '#27376c' } }));
    const id = await api.create(u.acme, u.manager);
    const survey = await api.ok<TSurvey>(api.call('PUT', `/teams/${u.acme}/surveys/${id}`, u.manager, { theme_id: theme.id }));
    await api.publish(u.acme, id, u.manager);

    for (const [method, path] of [
      ['DELETE', `${lib()}/${theme.id}/permanent`],
      ['POST', `${lib()}/${theme.id}/restore`],
    ] as const) {
      const live = await api.call(method, path, u.manager);
      expect(live.statusCode, `${method} ${path}`).toBe(409);
      expect(live.json().message).toBe(themeTexts.notDeleted);
    }
    expect(await themeRow(theme.id)).toBe(1);

    await api.call('DELETE', `${lib()}/${theme.id}`, u.manager);
    expect((await api.call('DELETE', `${lib()}/${theme.id}/permanent`, u.manager)).json()).toEqual({ ok: true });
    expect(await themeRow(theme.id)).toBe(0);
    expect(ids(await libList('&deleted=true'))).not.toContain(theme.id);
    expect((await api.ok<TSurvey>(api.call('GET', `/teams/${u.acme}/surveys/${id}`, u.manager))).theme_id).toBeNull();
    expect((await api.ok<TPublicSurvey>(api.call('GET', `/surveys/acme/${survey.slug}`, null))).styles).toEqual(DEFAULT_STYLES);
    expect((await api.call('POST', `${lib()}/${theme.id}/restore`, u.manager)).statusCode).toBe(404);
  });

  it("answers 404 for another team's theme, refuses members without the permission and the demo team, and writes nothing", async () => {
    const theirs = await create('Europe bin', u.europe);
    await api.call('DELETE', `${lib(u.europe)}/${theirs.id}`, u.manager);
    expect((await api.call('POST', `${lib()}/${theirs.id}/restore`, u.manager)).statusCode).toBe(404);
    expect((await api.call('DELETE', `${lib()}/${theirs.id}/permanent`, u.manager)).statusCode).toBe(404);
    expect(ids(await libList('&deleted=true'))).not.toContain(theirs.id);

    await api.ok(api.call('PUT', `/teams/${u.acme}/members/${u.associateId}`, u.manager, { name: 'Adam Associate', permissions: { admin: false } }));
    const mine = await create('Acme bin');
    await api.call('DELETE', `${lib()}/${mine.id}`, u.manager);
    for (const [method, path] of [
      ['GET', `${lib()}?deleted=true`],
      ['POST', `${lib()}/${mine.id}/restore`],
      ['DELETE', `${lib()}/${mine.id}/permanent`],
    ] as const) {
      expect((await api.call(method, path, u.associate)).statusCode, `${method} ${path}`).toBe(403);
      expect((await api.call(method, path, null)).statusCode, `${method} ${path}`).toBe(401);
    }
    const demoTeam = (await t.app.inject({ method: 'GET', url: '/api/v1/current-user/teams', headers: t.as(u.demo) })).json()[0].id as number;
    expect((await api.call('GET', `${lib(demoTeam)}?deleted=true`, u.demo)).statusCode).toBe(200);
    // The demo team reads only: its writes are refused before any theme is looked at.
    expect((await api.call('POST', `${lib(demoTeam)}/${mine.id}/restore`, u.demo)).statusCode).toBe(403);
    expect((await api.call('DELETE', `${lib(demoTeam)}/${mine.id}/permanent`, u.demo)).statusCode).toBe(403);
    expect(await themeRow(mine.id)).toBe(1);
    expect(await themeRow(theirs.id)).toBe(1);
  });
});

describe("the gallery's deleted themes", () => {
  it('are listed to product admins only; restore brings one back as a draft; permanent delete needs it deleted', async () => {
    const cat = (await api.ok<TThemeCategory[]>(api.call('GET', '/theme-categories', u.staff)))[0]!;
    const theme = await api.ok<TTheme>(api.call('POST', '/themes', u.staff, { name: 'Retired', description: 'Old look', category_id: cat.id }));
    await api.ok(api.call('POST', `/themes/${theme.id}/publish`, u.staff));
    expect((await api.call('DELETE', `/themes/${theme.id}/permanent`, u.staff)).statusCode).toBe(409);
    await api.call('DELETE', `/themes/${theme.id}`, u.staff);
    expect(ids(await galleryList())).not.toContain(theme.id);
    expect((await galleryList('&deleted=true')).data.find((x) => x.id === theme.id)).toMatchObject({ deleted: true, active: false });

    const others = await api.call('GET', '/themes?deleted=true', u.manager);
    expect(others.statusCode).toBe(403);
    for (const [method, path] of [
      ['POST', `/themes/${theme.id}/restore`],
      ['DELETE', `/themes/${theme.id}/permanent`],
    ] as const) {
      expect((await api.call(method, path, u.manager)).statusCode, `${method} ${path}`).toBe(403);
      expect((await api.call(method, path, null)).statusCode, `${method} ${path}`).toBe(401);
    }
    // A team's theme is not the gallery's.
    const own = await create('Own, not gallery');
    await api.call('DELETE', `${lib()}/${own.id}`, u.manager);
    expect((await api.call('POST', `/themes/${own.id}/restore`, u.staff)).statusCode).toBe(404);

    expect(await api.ok<TTheme>(api.call('POST', `/themes/${theme.id}/restore`, u.staff))).toMatchObject({ deleted: false, active: false });
    expect(ids(await galleryList())).toContain(theme.id);
    expect(ids(await galleryList('', u.manager))).not.toContain(theme.id);

    await api.call('DELETE', `/themes/${theme.id}`, u.staff);
    expect((await api.call('DELETE', `/themes/${theme.id}/permanent`, u.staff)).json()).toEqual({ ok: true });
    expect(await themeRow(theme.id)).toBe(0);
    expect(await themeRow(own.id)).toBe(1);
  });
});
