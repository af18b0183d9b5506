import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPublicSurvey, TSurvey } from '@gifthub/shared/surveys';
import type { TTheme, TThemeCategory, TThemeList } from '@gifthub/shared/survey-themes';
import { DEFAULT_STYLES } from '@gifthub/shared/survey-rules';
import { signInSeedUsers } from '../../test/seed-users';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { surveyApi, type TSurveyApi } from '../surveys/surveys.test-helpers';

let t: TTestApp;
let api: TSurveyApi;
let u: Awaited<ReturnType<typeof signInSeedUsers>>;

beforeAll(async () => {
  t = await createTestApp();
  api = surveyApi(t);
  u = await signInSeedUsers(t);
  // Acme's associate without the surveys' admin permission: refused below.
  await api.ok(api.call('PUT', `/teams/${u.acme}/members/${u.associateId}`, u.manager, { name: 'Adam Associate', permissions: { admin: false } }));
});
afterAll(() => t.close());

const lib = (team = u.acme) => `/teams/${team}/themes`;
const create = (body: Record<string, unknown>, token = u.manager, team = u.acme) => api.ok<TTheme>(api.call('POST', lib(team), token, body));
const themeCount = async () => Number(((await t.deps.db.execute('select count(*)::int as n from themes')) as unknown as { rows: { n: number }[] }).rows[0]!.n);

describe("a team's library", () => {
  it('creates a theme with the defaults of spec 2 §9 (Lato, 24px, the colours), name required', async () => {
    const bad = await api.call('POST', lib(), u.manager, { name: ' ' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.name).toEqual(['Theme name is required.']);
    const theme = await create({ name: 'Brand' });
    expect(theme).toMatchObject({ name: 'Brand', active: true, team_id: u.acme, surveys_count: 0, styles: DEFAULT_STYLES });
    expect(theme.styles).toMatchObject({ question_font: 'Lato', question_size: '24px', question_color: '#333333', answer_color: '#2f65b4', button_color: '#FFFFFF', page_bg_color: '#FFFFFF' });
  });

  it('saves the pickers: only what is sent changes; a font is stored by its catalogue name', async () => {
    const theme = await create({ name: 'Pickers' });
    const saved = await api.ok<TTheme>(api.call('PUT', `${lib()}/${theme.id}`, u.manager, { styles: { question_font: 'playfair display', question_color: '#27376c', answer_size: '36px' } }));
    expect(saved.styles).toEqual({ ...DEFAULT_STYLES, question_font: 'Playfair Display', question_color: '#27376c', answer_size: '36px' });
    const renamed = await api.ok<TTheme>(api.call('PUT', `${lib()}/${theme.id}`, u.manager, { name: 'Renamed', description: 'For events' }));
    expect(renamed).toMatchObject({ name: 'Renamed', description: 'For events', styles: saved.styles });
  });

  it('refuses colours, sizes and fonts outside the rules with the first message per field, and changes nothing', async () => {
    const theme = await create({ name: 'Strict' });
    const res = await api.call('PUT', `${lib()}/${theme.id}`, u.manager, {
      styles: { question_color: 'red', answer_size: '25px', button_font: 'Wingdings', page_bg_color: '#12345', page_bg_image: 'javascript:alert(1)' },
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(errors['styles.question_color']).toEqual(['Question colour must be a colour such as #2f65b4.']);
    expect(errors['styles.answer_size']).toEqual(['Answer size must be one of Small 24px, Medium 30px, Large 36px.']);
    expect(errors['styles.button_font']).toEqual(['Button font must be a font of the list.']);
    expect(errors['styles.page_bg_color']).toHaveLength(1);
    expect(errors['styles.page_bg_image']).toHaveLength(1);
    expect((await api.ok<TTheme>(api.call('GET', `${lib()}/${theme.id}`, u.manager))).styles).toEqual(DEFAULT_STYLES);
  });

  it('activates and deactivates; the active-only list leaves inactive ones out; delete is soft and answers 404 after', async () => {
    const theme = await create({ name: 'Seasonal' });
    const off = await api.ok<TTheme>(api.call('POST', `${lib()}/${theme.id}/unpublish`, u.manager));
    expect(off.active).toBe(false);
    const active = await api.ok<TThemeList>(api.call('GET', `${lib()}?active=true&per_page=100`, u.manager));
    expect(active.data.map((x) => x.id)).not.toContain(theme.id);
    expect(active.data.every((x) => x.active)).toBe(true);
    const all = await api.ok<TThemeList>(api.call('GET', `${lib()}?per_page=100`, u.manager));
    expect(all.data.map((x) => x.id)).toContain(theme.id);
    expect((await api.ok<TTheme>(api.call('POST', `${lib()}/${theme.id}/publish`, u.manager))).active).toBe(true);
    expect((await api.call('DELETE', `${lib()}/${theme.id}`, u.manager)).statusCode).toBe(200);
    expect((await api.call('GET', `${lib()}/${theme.id}`, u.manager)).statusCode).toBe(404);
    const after = await api.ok<TThemeList>(api.call('GET', `${lib()}?per_page=100`, u.manager));
    expect(after.data.map((x) => x.id)).not.toContain(theme.id);
  });

  it('pages newest first', async () => {
    const page1 = await api.ok<TThemeList>(api.call('GET', `${lib()}?per_page=2`, u.manager));
    const page2 = await api.ok<TThemeList>(api.call('GET', `${lib()}?per_page=2&page=2`, u.manager));
    expect(page1.data).toHaveLength(2);
    expect(page1.meta.total).toBeGreaterThan(3);
    expect(page1.data[0]!.created_at >= page1.data[1]!.created_at).toBe(true);
    expect(page2.data.map((x) => x.id)).not.toContain(page1.data[0]!.id);
  });

  it("answers 404 for another team's theme on every route, and writes nothing", async () => {
    const theirs = await create({ name: 'Europe only' }, u.manager, u.europe);
    for (const [method, path, body] of [
      ['GET', `${lib()}/${theirs.id}`, undefined],
      ['PUT', `${lib()}/${theirs.id}`, { name: 'Taken' }],
      ['POST', `${lib()}/${theirs.id}/publish`, undefined],
      ['POST', `${lib()}/${theirs.id}/unpublish`, undefined],
      ['DELETE', `${lib()}/${theirs.id}`, undefined],
    ] as const) {
      const res = await api.call(method, path, u.manager, body);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await api.ok<TTheme>(api.call('GET', `${lib(u.europe)}/${theirs.id}`, u.manager))).name).toBe('Europe only');
  });

  it('is for members with the surveys permission on a Pro team; the demo team reads only', async () => {
    expect((await api.call('GET', lib(), u.associate)).statusCode).toBe(403);
    expect((await api.call('GET', lib(u.cornerId), u.corner)).statusCode).toBe(403);
    expect((await api.call('GET', lib(), u.corner)).statusCode).toBe(404);
    const before = await themeCount();
    const demoTeam = (await t.app.inject({ method: 'GET', url: '/api/v1/current-user/teams', headers: t.as(u.demo) })).json()[0].id as number;
    expect((await api.call('GET', lib(demoTeam), u.demo)).statusCode).toBe(200);
    expect((await api.call('POST', lib(demoTeam), u.demo, { name: 'No' })).statusCode).toBe(403);
    expect(await themeCount()).toBe(before);
  });
});

describe('a survey wearing a theme', () => {
  it("takes one of the team's own active themes; the survey and its public page carry the theme's styles", async () => {
    const theme = await create({ name: 'Public look', styles: { question_font: 'Merriweather', answer_color: '#27376c', button_bg_color: '#222222' } });
    const id = await api.create(u.acme, u.manager);
    const survey = await api.ok<TSurvey>(api.call('PUT', `/teams/${u.acme}/surveys/${id}`, u.manager, { theme_id: theme.id }));
    expect(survey.theme_id).toBe(theme.id);
    expect(survey.theme).toMatchObject({ question_font: 'Merriweather', answer_color: '#27376c', button_bg_color: '#222222' });
    const listed = await api.ok<{ data: TSurvey[] }>(api.call('GET', `/teams/${u.acme}/surveys?per_page=100&get-theme=1`, u.manager));
    expect(listed.data.find((s) => s.id === id)!.theme.question_font).toBe('Merriweather');
    expect((await api.ok<TTheme>(api.call('GET', `${lib()}/${theme.id}`, u.manager))).surveys_count).toBe(1);

    await api.publish(u.acme, id, u.manager);
    const pub = await api.ok<TPublicSurvey>(api.call('GET', `/surveys/acme/${survey.slug}`, null));
    expect(pub.styles).toMatchObject({ question_font: 'Merriweather', answer_color: '#27376c' });

    // A deleted theme leaves its surveys in the default styles.
    await api.call('DELETE', `${lib()}/${theme.id}`, u.manager);
    expect((await api.ok<TPublicSurvey>(api.call('GET', `/surveys/acme/${survey.slug}`, null))).styles).toEqual(DEFAULT_STYLES);
  });

  it("refuses another team's theme, an inactive one and a gallery theme on theme_id", async () => {
    const id = await api.create(u.acme, u.manager);
    const theirs = await create({ name: 'Not ours' }, u.manager, u.europe);
    const inactive = await create({ name: 'Sleeping' });
    await api.call('POST', `${lib()}/${inactive.id}/unpublish`, u.manager);
    const gallery = (await api.ok<TThemeList>(api.call('GET', '/themes?active=true', u.manager))).data[0]!;
    for (const themeId of [theirs.id, inactive.id, gallery.id, 2_000_000]) {
      const res = await api.call('PUT', `/teams/${u.acme}/surveys/${id}`, u.manager, { theme_id: themeId });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.theme_id).toEqual(['Theme not found.']);
    }
    expect((await api.get(u.acme, id, u.manager)).theme_id).toBeNull();
  });
});

describe('the gallery', () => {
  it('lists published themes by category to everyone signed in; drafts only to product admins', async () => {
    const cats = await api.ok<TThemeCategory[]>(api.call('GET', '/theme-categories', u.associate));
    expect(cats.length).toBeGreaterThan(0);
    const draft = await api.ok<TTheme>(api.call('POST', '/themes', u.staff, { name: 'Hidden draft', description: 'Not yet', category_id: cats[0]!.id }));
    expect(draft).toMatchObject({ active: false, team_id: null, category_id: cats[0]!.id, category_name: cats[0]!.name });
    const seen = await api.ok<TThemeList>(api.call('GET', '/themes?per_page=100', u.manager));
    expect(seen.data.length).toBeGreaterThan(0);
    expect(seen.data.every((x) => x.active && x.team_id === null)).toBe(true);
    expect((await api.ok<TThemeList>(api.call('GET', '/themes?active=false&per_page=100', u.manager))).data.every((x) => x.active)).toBe(true);
    expect((await api.call('GET', `/themes/${draft.id}`, u.manager)).statusCode).toBe(404);
    const staffView = await api.ok<TThemeList>(api.call('GET', '/themes?active=false&per_page=100', u.staff));
    expect(staffView.data.map((x) => x.id)).toContain(draft.id);
    const byCategory = await api.ok<TThemeList>(api.call('GET', `/themes?category=${cats[0]!.id}&per_page=100`, u.staff));
    expect(byCategory.data.every((x) => x.category_id === cats[0]!.id)).toBe(true);
  });

  it('needs name, description and a category (or a new category name), with 422 messages', async () => {
    const res = await api.call('POST', '/themes', u.staff, { name: '', description: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({ name: ['Theme name is required.'], description: ['Description is required.'] });
    const noCategory = await api.call('POST', '/themes', u.staff, { name: 'A', description: 'B' });
    expect(noCategory.json().errors.category_id).toEqual(['Category is required.']);
    const missing = await api.call('POST', '/themes', u.staff, { name: 'A', description: 'B', category_id: 2_000_000 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.category_id).toEqual(['Category not found.']);
    const made = await api.ok<TTheme>(api.call('POST', '/themes', u.staff, { name: 'Autumn', description: 'Warm tones', category_name: 'Seasons Test' }));
    const again = await api.ok<TTheme>(api.call('POST', '/themes', u.staff, { name: 'Winter', description: 'Cold tones', category_name: 'seasons test' }));
    expect(made.category_name).toBe('Seasons Test');
    expect(again.category_id).toBe(made.category_id);
  });

  it('lets admins edit, publish, mark draft and delete; refuses every admin route to others and writes nothing', async () => {
    const cat = (await api.ok<TThemeCategory[]>(api.call('GET', '/theme-categories', u.staff)))[0]!;
    const theme = await api.ok<TTheme>(api.call('POST', '/themes', u.staff, { name: 'Curated', description: 'By staff', category_id: cat.id }));
    const before = await themeCount();
    for (const [method, path, body] of [
      ['POST', '/themes', { name: 'X', description: 'Y', category_id: cat.id }],
      ['PUT', `/themes/${theme.id}`, { name: 'Hijacked' }],
      ['POST', `/themes/${theme.id}/publish`, undefined],
      ['POST', `/themes/${theme.id}/unpublish`, undefined],
      ['DELETE', `/themes/${theme.id}`, undefined],
    ] as const) {
      expect((await api.call(method, path, u.manager, body)).statusCode, `${method} ${path}`).toBe(403);
      expect((await api.call(method, path, null, body)).statusCode, `${method} ${path}`).toBe(401);
    }
    expect(await themeCount()).toBe(before);
    const edited = await api.ok<TTheme>(api.call('PUT', `/themes/${theme.id}`, u.staff, { name: 'Curated Blue', styles: { button_bg_color: '#3b82be' } }));
    expect(edited).toMatchObject({ name: 'Curated Blue', description: 'By staff', active: false });
    expect(edited.styles.button_bg_color).toBe('#3b82be');
    expect((await api.ok<TTheme>(api.call('POST', `/themes/${theme.id}/publish`, u.staff))).active).toBe(true);
    expect((await api.ok<TTheme>(api.call('GET', `/themes/${theme.id}`, u.manager))).name).toBe('Curated Blue');
    expect((await api.ok<TTheme>(api.call('POST', `/themes/${theme.id}/unpublish`, u.staff))).active).toBe(false);
    expect((await api.call('DELETE', `/themes/${theme.id}`, u.staff)).statusCode).toBe(200);
    expect((await api.call('GET', `/themes/${theme.id}`, u.staff)).statusCode).toBe(404);
  });

  it("activate copies a published theme into the team's library; a draft, another team or a reader is refused", async () => {
    const cat = (await api.ok<TThemeCategory[]>(api.call('GET', '/theme-categories', u.staff)))[0]!;
    const theme = await api.ok<TTheme>(
      api.call('POST', '/themes', u.staff, { name: 'Copy me', description: 'Gallery', category_id: cat.id, styles: { question_font: 'Pacifico', answer_color: '#3b82be' } }),
    );
    expect((await api.call('POST', `/themes/${theme.id}/activate`, u.manager, { team_id: u.acme })).statusCode).toBe(404);
    await api.call('POST', `/themes/${theme.id}/publish`, u.staff);

    const copy = await api.ok<TTheme>(api.call('POST', `/themes/${theme.id}/activate`, u.manager, { team_id: u.acme }));
    expect(copy).toMatchObject({ name: 'Copy me', team_id: u.acme, active: true, copied_from: theme.id, surveys_count: 0 });
    expect(copy.id).not.toBe(theme.id);
    expect(copy.styles).toEqual(theme.styles);
    expect((await api.ok<TThemeList>(api.call('GET', `${lib()}?per_page=100`, u.manager))).data.map((x) => x.id)).toContain(copy.id);
    // The copy is the team's own: editing it leaves the gallery theme alone.
    await api.ok<TTheme>(api.call('PUT', `${lib()}/${copy.id}`, u.manager, { styles: { answer_color: '#222222' } }));
    expect((await api.ok<TTheme>(api.call('GET', `/themes/${theme.id}`, u.manager))).styles.answer_color).toBe('#3b82be');

    const before = await themeCount();
    expect((await api.call('POST', `/themes/${theme.id}/activate`, u.manager, { team_id: u.cornerId })).statusCode).toBe(404);
    expect((await api.call('POST', `/themes/${theme.id}/activate`, u.associate, { team_id: u.acme })).statusCode).toBe(403);
    expect((await api.call('POST', `/themes/${theme.id}/activate`, u.corner, { team_id: u.cornerId })).statusCode).toBe(403);
    expect((await api.call('POST', `/themes/${theme.id}/activate`, u.manager, { team_id: 'x' })).statusCode).toBe(422);
    expect(await themeCount()).toBe(before);
  });
});

describe('fonts from our own host', () => {
  it("serves a font's stylesheet (regular, bold, italics) naming our woff2 files, cached; all variants on asking", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/fonts/lato.css' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/css');
    expect(res.headers['cache-control']).toContain('public');
    const css = res.body;
    expect(css).toContain("font-family: 'Lato'");
    for (const v of ['400-normal', '400-italic', '700-normal', '700-italic']) expect(css).toContain(`lato-latin-${v}.woff2`);
    expect(css).not.toContain('900');
    expect(css).not.toMatch(/https?:\/\//);
    expect(css).not.toContain('.woff)');
    const all = await t.app.inject({ method: 'GET', url: '/api/v1/fonts/lato.css?variants=all' });
    expect(all.body).toContain('lato-latin-900-italic.woff2');

    const file = /url\((files\/lato\/[^)]+\/lato-latin-400-normal\.woff2)\)/.exec(css)![1]!;
    const font = await t.app.inject({ method: 'GET', url: `/api/v1/fonts/${file}` });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
  });

  it('answers 404 for an unknown font, a safe font, a wrong version or a path outside the package', async () => {
    for (const url of ['/fonts/wingdings.css', '/fonts/arial.css', '/fonts/lato', '/fonts/files/lato/0.0.0/lato-latin-400-normal.woff2', '/fonts/files/lato/5.3.0/..%2F..%2Fpackage.json', '/fonts/files/roboto/5.3.0/lato-latin-400-normal.woff2'])
      expect((await t.app.inject({ method: 'GET', url: `/api/v1${url}` })).statusCode, url).toBe(404);
  });
});
