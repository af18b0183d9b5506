import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STYLES } from '@gifthub/shared/survey-rules';
import type { TTemplate, TTemplateList } from '@gifthub/shared/survey-templates';
import type { TSurvey, TSurveyPage } from '@gifthub/shared/surveys';
import { themes } from '../survey-themes/survey-themes.table';
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
});
afterAll(() => t.close());

let n = 0;
/** A new template made by the product admin, answered with its id. */
const create = async (body: Record<string, unknown> = {}) => (await api.ok<{ id: number }>(api.call('POST', '/templates', u.staff, { name: `Template ${++n}`, ...body }))).id;
const get = (id: number, token = u.staff) => api.ok<TTemplate>(api.call('GET', `/templates/${id}`, token));
const list = (token: string, query = '') => api.ok<TTemplateList>(api.call('GET', `/templates${query}`, token));
const put = (id: number, body: Record<string, unknown>, token = u.staff) => api.call('PUT', `/templates/${id}`, token, body);
const addPage = (id: number, body: Record<string, unknown>) => api.ok<TSurveyPage>(api.call('POST', `/templates/${id}/pages`, u.staff, body));
const putPage = (id: number, pageId: number, body: Record<string, unknown>) => api.ok<TSurveyPage>(api.call('PUT', `/templates/${id}/pages/${pageId}`, u.staff, body));

describe('creating and editing templates', () => {
  it('makes a draft with a Welcome page; the name is required', async () => {
    const id = await create({ category: 'feedback', description: 'Ask clients how we did.' });
    const tpl = await get(id);
    expect(tpl).toMatchObject({ status: 'draft', category: 'feedback', description: 'Ask clients how we did.', theme: DEFAULT_STYLES, theme_id: null });
    expect(tpl.pages!.map((p) => [p.type, p.name, p.order])).toEqual([['welcome', 'Welcome', 1]]);
    const bare = await create({ createWelcomePage: false });
    expect((await get(bare)).pages).toEqual([]);

    const missing = await api.call('POST', '/templates', u.staff, { name: '  ' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.name).toEqual(['Template name is required.']);
  });

  it('gives each template a slug unique among templates, found by /templates/slug/{slug}', async () => {
    const a = await get(await create({ name: 'Same Name' }));
    const b = await get(await create({ name: 'Same Name' }));
    expect(a.slug).toBe('same-name');
    expect(b.slug).toBe('same-name-2');
    expect((await api.ok<TTemplate>(api.call('GET', '/templates/slug/same-name-2', u.staff))).id).toBe(b.id);
    expect((await api.call('GET', '/templates/slug/no-such-template', u.staff)).statusCode).toBe(404);
  });

  it('saves the settings, the status and a gallery theme; an unknown theme or status is refused', async () => {
    const id = await create();
    const res = await put(id, { name: 'Renamed', category: 'event', description: 'New words', status: 'active' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Renamed', category: 'event', description: 'New words', status: 'active' });
    expect((await put(id, { status: 'published' })).statusCode).toBe(422);
    expect((await put(id, { name: '' })).json().errors.name).toEqual(['Template name is required.']);
    expect((await put(id, { theme_id: 999_999 })).json()).toMatchObject({ errors: { theme_id: ['Theme not found.'] } });
    const [own] = await t.deps.db.insert(themes).values({ teamId: u.acme, name: 'Acme own', styles: DEFAULT_STYLES }).returning();
    expect((await put(id, { theme_id: own!.id })).statusCode).toBe(422);
    const [gallery] = await t.deps.db.insert(themes).values({ teamId: null, name: 'Gallery', styles: { ...DEFAULT_STYLES, question_color: '#27376c' } }).returning();
    expect((await put(id, { theme_id: gallery!.id })).json()).toMatchObject({ theme_id: gallery!.id, name: 'Renamed' });
  });

  it('deletes softly: gone from the list and its reads', async () => {
    const id = await create();
    expect((await api.call('DELETE', `/templates/${id}`, u.staff)).json()).toEqual({ ok: true });
    expect((await api.call('GET', `/templates/${id}`, u.staff)).statusCode).toBe(404);
    expect((await list(u.staff)).data.map((x) => x.id)).not.toContain(id);
    expect((await api.call('DELETE', `/templates/${id}`, u.staff)).statusCode).toBe(404);
  });
});

describe('who may do what', () => {
  it('refuses every admin route to others (403) and everything to the signed out (401)', async () => {
    const id = await create();
    const page = (await get(id)).pages![0]!;
    const calls: [string, string, unknown?][] = [
      ['POST', '/templates', { name: 'Mine' }],
      ['PUT', `/templates/${id}`, { name: 'Mine' }],
      ['DELETE', `/templates/${id}`],
      ['PATCH', '/templates', [{ id, order: 1 }]],
      ['POST', `/templates/${id}/pages`, { type: 'final' }],
      ['PUT', `/templates/${id}/pages/${page.id}`, { name: 'Mine' }],
      ['DELETE', `/templates/${id}/pages/${page.id}`],
      ['POST', `/templates/${id}/pages/${page.id}/duplicate`],
      ['PATCH', `/templates/${id}/pages`, [{ id: page.id, order: 1 }]],
      ['PATCH', `/templates/${id}/questions`, [{ id: 1, order: 1 }]],
      ['PUT', `/templates/${id}/questions/1`, { name: 'Mine' }],
    ];
    for (const [method, url, body] of calls) {
      expect((await api.call(method as 'POST', url, u.manager, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await api.call(method as 'POST', url, null, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await get(id)).name).toMatch(/^Template /);
  });

  it('shows members active templates only; drafts are 404 to them and listed for admins with their status', async () => {
    const draft = await create({ name: 'Secret draft' });
    const active = await create({ name: 'Open one' });
    await put(active, { status: 'active' });
    const members = (await list(u.manager)).data;
    expect(members.every((x) => x.status === 'active')).toBe(true);
    expect(members.map((x) => x.id)).toContain(active);
    expect(members.map((x) => x.id)).not.toContain(draft);
    expect((await api.call('GET', `/templates/${draft}`, u.manager)).statusCode).toBe(404);
    expect((await api.call('GET', `/templates/${draft}/pages`, u.manager)).statusCode).toBe(404);
    expect((await api.call('GET', `/templates/slug/secret-draft`, u.manager)).statusCode).toBe(404);
    expect((await list(u.staff)).data.find((x) => x.id === draft)?.status).toBe('draft');
    expect((await api.call('GET', `/templates/${active}/pages`, u.manager)).statusCode).toBe(200);
    expect((await api.call('GET', '/templates/99999999', u.staff)).statusCode).toBe(404);
  });

  it('lists in position order, filtered by category, with pages when asked', async () => {
    const id = await create({ category: 'demographics' });
    await put(id, { status: 'active' });
    const all = (await list(u.manager)).data;
    expect(all.map((x) => x.position)).toEqual([...all.map((x) => x.position)].sort((a, b) => a - b));
    expect(all[0]!.pages).toBeUndefined();
    const demo = (await list(u.manager, '?category=demographics&get-pages=true')).data;
    expect(demo.length).toBeGreaterThan(0);
    expect(demo.every((x) => x.category === 'demographics' && Array.isArray(x.pages))).toBe(true);
    expect((await api.call('GET', '/templates?category=nonsense', u.manager)).statusCode).toBe(422);
  });
});

describe('pages and questions of a template', () => {
  it('are edited with the surveys rules: add, settings, duplicate, reorder, delete', async () => {
    const id = await create();
    const scale = await addPage(id, { type: 'question', question_type: 'opinion-scale' });
    const q = scale.questions[0]!;
    const saved = await api.ok<{ name: string; max_value: number }>(api.call('PUT', `/templates/${id}/questions/${q.id}`, u.staff, { name: 'How likely are you to recommend us?', max_value: 10 }));
    expect(saved).toMatchObject({ name: 'How likely are you to recommend us?', max_value: 10 });
    expect((await api.call('PUT', `/templates/${id}/questions/${q.id}`, u.staff, { max_value: 99 })).statusCode).toBe(422);
    const copy = await api.ok<TSurveyPage>(api.call('POST', `/templates/${id}/pages/${scale.id}/duplicate`, u.staff));
    const pages = (await get(id)).pages!;
    expect(pages.map((p) => p.id)).toEqual([pages[0]!.id, scale.id, copy.id]);
    const reordered = await api.ok<TSurveyPage[]>(
      api.call('PATCH', `/templates/${id}/pages`, u.staff, [
        { id: copy.id, order: 1 },
        { id: pages[0]!.id, order: 2 },
        { id: scale.id, order: 3 },
      ]),
    );
    expect(reordered.map((p) => p.id)).toEqual([copy.id, pages[0]!.id, scale.id]);
    expect((await api.call('DELETE', `/templates/${id}/pages/${copy.id}`, u.staff)).json()).toEqual({ ok: true });
    expect((await get(id)).questions_count).toBe(1);
    // Another template's page or a team survey's page is not this template's.
    const other = await create();
    expect((await api.call('PUT', `/templates/${other}/pages/${scale.id}`, u.staff, { name: 'x' })).statusCode).toBe(404);
    const survey = await api.create(u.acme, u.manager);
    expect((await api.call('GET', `/templates/${survey}`, u.staff)).statusCode).toBe(404);
  });

  it('refuses a campaign action with a clear 422 (a template has no team)', async () => {
    const id = await create();
    const statement = await addPage(id, { type: 'context' });
    const res = await api.call('PUT', `/templates/${id}/pages/${statement.id}`, u.staff, { page_logic_type: 'campaign', page_logic_value: { campaign: null, email_question: null } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.page_logic_type).toEqual(['A template cannot send a campaign: add the campaign action to the survey made from it.']);
  });
});

describe('activating a template', () => {
  /** Welcome, a rating whose low answers jump to the comment, a choice, a statement going to the end, an e-mail, a comment, the end. */
  async function richTemplate(themeId: number | null) {
    const id = await create({ name: 'Rich template', category: 'feedback' });
    const [welcome] = (await get(id)).pages!;
    const rating = await addPage(id, { type: 'question', question_type: 'rating' });
    const choice = await addPage(id, { type: 'question', question_type: 'single-choice' });
    const statement = await addPage(id, { type: 'context' });
    const email = await addPage(id, { type: 'question', question_type: 'email' });
    const comment = await addPage(id, { type: 'question', question_type: 'long-text' });
    const end = await addPage(id, { type: 'final' });
    await api.ok(api.call('PUT', `/templates/${id}/questions/${choice.questions[0]!.id}`, u.staff, { name: 'Pick one', options: ['Red', 'Green', 'Blue'], other_option: true, required: true }));
    await putPage(id, rating.id, { page_logic_type: 'dynamic', logic_rules: [{ question: rating.questions[0]!.id, operation: 'lte', value: '2', page: comment.id }] });
    await putPage(id, statement.id, { page_logic_type: 'specific_page', page_logic_value: String(end.id), title: 'Nearly done' });
    await put(id, { status: 'active', ...(themeId ? { theme_id: themeId } : {}) });
    return { id, pages: { welcome: welcome!, rating, choice, statement, email, comment, end } };
  }

  it('copies pages, questions, settings and theme into the team, with logic naming the copies', async () => {
    const [gallery] = await t.deps.db.insert(themes).values({ teamId: null, name: 'Navy', styles: { ...DEFAULT_STYLES, button_bg_color: '#27376c' } }).returning();
    const { id, pages } = await richTemplate(gallery!.id);
    const res = await api.call('POST', `/templates/${id}/activate`, u.manager, { team_id: u.acme });
    expect(res.statusCode, res.body).toBe(200);
    const surveyId = res.json<{ id: number }>().id;
    const survey = await api.ok<TSurvey>(api.call('GET', `/teams/${u.acme}/surveys/${surveyId}`, u.manager));
    expect(survey).toMatchObject({ name: 'Rich template', category: 'feedback', active: false, theme_id: gallery!.id, questions_count: 4 });
    const copied = survey.pages!;
    expect(copied.map((p) => [p.type, p.question_type, p.name, p.order])).toEqual(Object.values(pages).map((p, i) => [p.type, p.question_type, p.name, i + 1]));
    const originalIds = new Set(Object.values(pages).map((p) => p.id));
    expect(copied.some((p) => originalIds.has(p.id))).toBe(false);
    const [, rating, choice, statement, , comment, end] = copied;
    expect(choice!.questions[0]).toMatchObject({ name: 'Pick one', options: ['Red', 'Green', 'Blue'], other_option: true, required: true });
    expect(rating!.logic_rules).toEqual([expect.objectContaining({ question: rating!.questions[0]!.id, operation: 'lte', value: '2', page: comment!.id })]);
    expect(statement).toMatchObject({ title: 'Nearly done', page_logic_type: 'specific_page', page_logic_value: String(end!.id) });
    // The template is left as it was.
    expect((await get(id)).pages!.map((p) => p.id)).toEqual(Object.values(pages).map((p) => p.id));
    // A second activation in the same team gets a slug of its own.
    const again = await api.ok<{ id: number }>(api.call('POST', `/templates/${id}/activate`, u.manager, { team_id: u.acme }));
    const second = await api.ok<TSurvey>(api.call('GET', `/teams/${u.acme}/surveys/${again.id}`, u.manager));
    expect(second.slug).not.toBe(survey.slug);
  });

  it('makes a survey per activation when several come at once, each with its own slug', async () => {
    const { id } = await richTemplate(null);
    const answers = await Promise.all([1, 2, 3].map(() => api.call('POST', `/templates/${id}/activate`, u.manager, { team_id: u.acme })));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const slugs = await Promise.all(answers.map(async (r) => (await api.ok<TSurvey>(api.call('GET', `/teams/${u.acme}/surveys/${r.json<{ id: number }>().id}`, u.manager))).slug));
    expect(new Set(slugs).size).toBe(3);
  });

  it('makes one survey for a retried request with the same Idempotency-Key', async () => {
    const { id } = await richTemplate(null);
    const send = () => t.app.inject({ method: 'POST', url: `/api/v1/templates/${id}/activate`, headers: { ...t.as(u.manager), 'idempotency-key': `activate-${id}` }, payload: { team_id: u.acme } });
    const [a, b] = [await send(), await send()];
    expect(b.json()).toEqual(a.json());
  });

  it("needs the surveys routes' rights in the team: admin permission, Pro, not the demo, a team of one's own", async () => {
    const { id } = await richTemplate(null);
    const activate = (token: string, teamId: number, template = id) => api.call('POST', `/templates/${template}/activate`, token, { team_id: teamId });
    const revoke = await api.call('PUT', `/teams/${u.acme}/members/${u.associateId}`, u.manager, { name: 'Adam Associate', permissions: { admin: false } });
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect((await activate(u.associate, u.acme)).statusCode).toBe(403);
    expect((await activate(u.corner, u.cornerId)).statusCode).toBe(403);
    expect((await activate(u.demo, 1)).statusCode).toBe(403);
    expect((await activate(u.manager, u.cornerId)).statusCode).toBe(404);
    expect((await activate(u.manager, 99_999_999)).statusCode).toBe(404);
    expect((await activate(u.manager, u.acme, 99_999_999)).statusCode).toBe(404);
    expect((await api.call('POST', `/templates/${id}/activate`, u.manager, {})).statusCode).toBe(422);
    const draft = await create();
    expect((await activate(u.manager, u.acme, draft)).statusCode).toBe(404);
  });
});

describe('reordering the gallery', () => {
  it('takes every template once; missing, foreign or repeated ids are refused and change nothing', async () => {
    await create();
    const before = (await list(u.staff)).data;
    const ids = before.map((x) => x.id);
    const reversed = [...ids].reverse().map((id, i) => ({ id, order: i + 1 }));
    const patch = (body: unknown) => api.call('PATCH', '/templates', u.staff, body);

    const missing = await patch(reversed.slice(1));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.order).toEqual(['The order must list every template.']);
    const foreign = await patch([...reversed.slice(1), { id: 99_999_999, order: 1 }]);
    expect(foreign.json().errors.order).toEqual(['The order names a template that does not exist.']);
    expect((await patch([...reversed, { id: ids[0], order: 2 }])).statusCode).toBe(422);
    expect((await list(u.staff)).data.map((x) => x.id)).toEqual(ids);

    const res = await patch(reversed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TTemplateList>().data.map((x) => x.id)).toEqual([...ids].reverse());
    expect((await list(u.manager)).data.map((x) => x.id)).toEqual([...ids].reverse().filter((x) => before.find((b) => b.id === x)!.status === 'active'));
  });
});
