import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTION_TYPES, questionDefaults } from '@gifthub/shared/survey-rules';
import type { TQuestion, TSurveyPage } from '@gifthub/shared/surveys';
import { signInSeedUsers } from '../../test/seed-users';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { surveyApi, type TSurveyApi } from './surveys.test-helpers';

let t: TTestApp;
let api: TSurveyApi;
let acme: number;
let europe: number;
let manager: string;

beforeAll(async () => {
  t = await createTestApp();
  api = surveyApi(t);
  ({ acme, europe, manager } = await signInSeedUsers(t));
});
afterAll(() => t.close());

const pagesOf = async (id: number) => api.ok<TSurveyPage[]>(api.call('GET', `/teams/${acme}/surveys/${id}/pages`, manager));
const fresh = () => api.create(acme, manager, { createWelcomePage: false });

describe('new pages', () => {
  it('start with the defaults of their type', async () => {
    const id = await fresh();
    expect(await api.addPage(acme, id, manager, 'welcome')).toMatchObject({ name: 'Welcome', title: 'Welcome to our survey.', button_text: "Let's get started!", page_logic_type: 'next_page', questions: [] });
    expect(await api.addPage(acme, id, manager, 'context')).toMatchObject({ name: 'Statement', title: 'Statement', button_text: 'Next', page_logic_type: 'next_page', questions: [] });
    expect(await api.addPage(acme, id, manager, 'final')).toMatchObject({ name: 'End Page', title: 'Thanks for filling out our survey!', page_logic_type: 'hide', questions: [] });
  });

  it("give a question page its question with the type's defaults", async () => {
    const id = await fresh();
    for (const type of QUESTION_TYPES) {
      const page = await api.addPage(acme, id, manager, 'question', type);
      expect(page).toMatchObject({ type: 'question', question_type: type, page_logic_type: 'next_page', button_text: 'Next' });
      expect(page.questions).toHaveLength(1);
      const d = questionDefaults(type);
      expect(page.questions[0]).toMatchObject({ type, options: d.options, max_value: d.max_value, yes_value: 'Yes', no_value: 'No', required: false });
    }
    const q = (await pagesOf(id)).map((p) => p.questions[0]!);
    expect(q.find((x) => x.type === 'rating')!.max_value).toBe(5);
    expect(q.find((x) => x.type === 'opinion-scale')!.max_value).toBe(10);
    expect(q.find((x) => x.type === 'single-choice')!.options).toEqual(['', '', '']);
    expect((await api.get(acme, id, manager)).questions_count).toBe(QUESTION_TYPES.length);
    const missing = await api.call('POST', `/teams/${acme}/surveys/${id}/pages`, manager, { type: 'question' });
    expect(missing.statusCode).toBe(422);
  });

  it("keep the title, subtitle and button text sent with them", async () => {
    const id = await fresh();
    const page = await api.addPage(acme, id, manager, 'welcome', null, { title: 'Hello there', subtitle: 'Two minutes, promise.', button_text: 'Start' });
    expect(page).toMatchObject({ title: 'Hello there', subtitle: 'Two minutes, promise.', button_text: 'Start' });
    expect((await pagesOf(id))[0]).toMatchObject({ title: 'Hello there', subtitle: 'Two minutes, promise.', button_text: 'Start' });
  });

  it('are listed for a picker by GET …/pages/select: id, name and order', async () => {
    const id = await fresh();
    const a = await api.addPage(acme, id, manager, 'welcome');
    const b = await api.addPage(acme, id, manager, 'question', 'rating');
    const choices = await api.ok(api.call('GET', `/teams/${acme}/surveys/${id}/pages/select`, manager));
    expect(choices).toEqual([
      { id: a.id, name: a.name, order: 1 },
      { id: b.id, name: b.name, order: 2 },
    ]);
    expect((await api.call('GET', `/teams/${europe}/surveys/${id}/pages/select`, manager)).statusCode).toBe(404);
  });

  it('go after the page named, moving later pages down', async () => {
    const id = await fresh();
    const a = await api.addPage(acme, id, manager, 'welcome');
    const b = await api.addPage(acme, id, manager, 'final');
    const mid = await api.addPage(acme, id, manager, 'question', 'email', { after_order: 1 });
    expect((await pagesOf(id)).map((p) => [p.id, p.order])).toEqual([
      [a.id, 1],
      [mid.id, 2],
      [b.id, 3],
    ]);
    expect(mid.questions[0]!.order).toBe(2);
  });
});

describe('changing a page', () => {
  it('deletes its questions when it stops being a question page, and makes one when it becomes one', async () => {
    const id = await fresh();
    const page = await api.addPage(acme, id, manager, 'question', 'rating');
    const statement = await api.putPage(acme, id, page.id, manager, { type: 'context' });
    expect(statement.json()).toMatchObject({ type: 'context', question_type: null, questions: [] });
    expect((await api.get(acme, id, manager)).questions_count).toBe(0);
    const back = (await api.putPage(acme, id, page.id, manager, { type: 'question', question_type: 'ranking' })).json() as TSurveyPage;
    expect(back.questions.map((q) => [q.type, q.options])).toEqual([['ranking', ['', '', '']]]);
    // A change of question type keeps the wording.
    await api.putQuestion(acme, id, back.questions[0]!.id, manager, { name: 'Pick one' });
    const single = (await api.putPage(acme, id, page.id, manager, { question_type: 'single-choice' })).json() as TSurveyPage;
    expect(single.questions[0]).toMatchObject({ id: back.questions[0]!.id, type: 'single-choice', name: 'Pick one' });
  });

  it('allows only the logic of its type, and values of this survey', async () => {
    const id = await fresh();
    const welcome = await api.addPage(acme, id, manager, 'welcome');
    const rating = await api.addPage(acme, id, manager, 'question', 'rating');
    const end = await api.addPage(acme, id, manager, 'final');
    const other = await api.addPage(acme, await fresh(), manager, 'final');
    const bad = await api.putPage(acme, id, welcome.id, manager, { page_logic_type: 'hide' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.page_logic_type).toEqual(['This page cannot have this page logic.']);
    expect((await api.putPage(acme, id, end.id, manager, { page_logic_type: 'next_page' })).statusCode).toBe(422);
    expect((await api.putPage(acme, id, welcome.id, manager, { page_logic_type: 'specific_page', page_logic_value: String(other.id) })).statusCode).toBe(422);
    const ok = await api.putPage(acme, id, welcome.id, manager, { page_logic_type: 'specific_page', page_logic_value: String(end.id) });
    expect(ok.json()).toMatchObject({ page_logic_type: 'specific_page', page_logic_value: String(end.id) });
    // A new logic drops the old value unless one is given.
    expect((await api.putPage(acme, id, welcome.id, manager, { page_logic_type: 'next_page' })).json().page_logic_value).toBeNull();
    const question = rating.questions[0]!.id;
    const rule = { question, operation: 'lte', value: '2', page: end.id };
    expect((await api.putPage(acme, id, rating.id, manager, { page_logic_type: 'dynamic', logic_rules: [rule] })).statusCode).toBe(200);
    expect((await api.putPage(acme, id, rating.id, manager, { page_logic_type: 'dynamic', logic_rules: [{ ...rule, operation: 'contains' }] })).statusCode).toBe(422);
    expect((await api.putPage(acme, id, rating.id, manager, { page_logic_type: 'dynamic', logic_rules: [{ ...rule, page: other.id }] })).statusCode).toBe(422);
    expect((await api.putPage(acme, id, end.id, manager, { page_logic_type: 'external_url', page_logic_value: 'javascript:alert(1)' })).statusCode).toBe(422);
    expect((await api.putPage(acme, id, end.id, manager, { page_logic_type: 'campaign', page_logic_value: { campaign: null, email_question: question } })).statusCode).toBe(422);
  });

  it("takes a campaign action only with the team's campaign and an Email question", async () => {
    const id = await fresh();
    const email = await api.addPage(acme, id, manager, 'question', 'email');
    const end = await api.addPage(acme, id, manager, 'final');
    const own = (await t.app.inject({ method: 'GET', url: `/api/v1/teams/${acme}/gb-campaigns/menu`, headers: t.as(manager) })).json().data[0].id as number;
    const value = { campaign: own, email_question: email.questions[0]!.id };
    expect((await api.putPage(acme, id, end.id, manager, { page_logic_type: 'campaign', page_logic_value: value })).json().page_logic_value).toEqual(value);
    const theirs = await t.app.inject({ method: 'POST', url: `/api/v1/teams/${europe}/gb-campaigns`, headers: t.as(manager), payload: { name: 'Europe only', type: 'year-round', reward_type: 'physical', privacy: 'invite' } });
    const foreign = await api.putPage(acme, id, end.id, manager, { page_logic_type: 'campaign', page_logic_value: { ...value, campaign: theirs.json().id } });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors['page_logic_value.campaign']).toEqual(['Campaign not found.']);
  });
});

describe('duplicate, delete and reorder', () => {
  it('copies a page and its question right after it', async () => {
    const id = await fresh();
    const a = await api.addPage(acme, id, manager, 'question', 'multiple-choice');
    const b = await api.addPage(acme, id, manager, 'final');
    await api.putQuestion(acme, id, a.questions[0]!.id, manager, { name: 'Which ones?', options: ['Red', 'Blue'] });
    const copy = await api.ok<TSurveyPage>(api.call('POST', `/teams/${acme}/surveys/${id}/pages/${a.id}/duplicate`, manager));
    expect(copy.order).toBe(2);
    expect(copy.questions[0]).toMatchObject({ name: 'Which ones?', options: ['Red', 'Blue'], type: 'multiple-choice' });
    expect(copy.questions[0]!.id).not.toBe(a.questions[0]!.id);
    expect((await pagesOf(id)).map((p) => p.id)).toEqual([a.id, copy.id, b.id]);
    expect((await api.call('DELETE', `/teams/${acme}/surveys/${id}/pages/${copy.id}`, manager)).statusCode).toBe(200);
    expect((await pagesOf(id)).map((p) => [p.id, p.order])).toEqual([
      [a.id, 1],
      [b.id, 2],
    ]);
  });

  it('reorders only with every page of the survey, else changes nothing', async () => {
    const id = await fresh();
    const [a, b, c] = [await api.addPage(acme, id, manager, 'welcome'), await api.addPage(acme, id, manager, 'question', 'number'), await api.addPage(acme, id, manager, 'final')];
    const foreign = await api.addPage(acme, await fresh(), manager, 'final');
    const patch = (body: unknown) => api.call('PATCH', `/teams/${acme}/surveys/${id}/pages`, manager, body);
    const before = (await pagesOf(id)).map((p) => p.id);
    const missing = await patch([
      { id: a.id, order: 2 },
      { id: b.id, order: 1 },
    ]);
    expect(missing.statusCode).toBe(422);
    expect((await patch([{ id: a.id, order: 1 }, { id: b.id, order: 2 }, { id: foreign.id, order: 3 }])).statusCode).toBe(422);
    expect((await pagesOf(id)).map((p) => p.id)).toEqual(before);
    const done = await patch([
      { id: c.id, order: 1 },
      { id: a.id, order: 2 },
      { id: b.id, order: 3 },
    ]);
    expect((done.json() as TSurveyPage[]).map((p) => [p.id, p.order])).toEqual([
      [c.id, 1],
      [a.id, 2],
      [b.id, 3],
    ]);
    const q = await api.ok<TQuestion[]>(api.call('GET', `/teams/${acme}/surveys/${id}/questions`, manager));
    expect((await api.call('PATCH', `/teams/${acme}/surveys/${id}/questions`, manager, [{ id: foreign.id, order: 1 }])).statusCode).toBe(422);
    expect((await api.call('PATCH', `/teams/${acme}/surveys/${id}/questions`, manager, [{ id: q[0]!.id, order: 1 }])).statusCode).toBe(200);
  });

  it("reorders questions by moving their pages among the question pages' places, kept by later page changes", async () => {
    const id = await fresh();
    const welcome = await api.addPage(acme, id, manager, 'welcome');
    const [x, y] = [await api.addPage(acme, id, manager, 'question', 'number'), await api.addPage(acme, id, manager, 'question', 'email')];
    const statement = await api.addPage(acme, id, manager, 'context');
    const z = await api.addPage(acme, id, manager, 'question', 'rating');
    const [qx, qy, qz] = [x, y, z].map((p) => p.questions[0]!.id);
    const res = await api.call('PATCH', `/teams/${acme}/surveys/${id}/questions`, manager, [
      { id: qz, order: 1 },
      { id: qx, order: 2 },
      { id: qy, order: 3 },
    ]);
    expect((res.json() as TQuestion[]).map((q) => q.id)).toEqual([qz, qx, qy]);
    expect((await pagesOf(id)).map((p) => p.id)).toEqual([welcome.id, z.id, x.id, statement.id, y.id]);
    // A later page change (a new page, a deletion) keeps that order.
    await api.addPage(acme, id, manager, 'final');
    await api.call('DELETE', `/teams/${acme}/surveys/${id}/pages/${statement.id}`, manager);
    const questions = await api.ok<TQuestion[]>(api.call('GET', `/teams/${acme}/surveys/${id}/questions`, manager));
    expect(questions.map((q) => q.id)).toEqual([qz, qx, qy]);
  });
});

describe('question settings', () => {
  it('keep to the ranges and kinds of their type', async () => {
    const id = await fresh();
    const rating = (await api.addPage(acme, id, manager, 'question', 'rating')).questions[0]!;
    const scale = (await api.addPage(acme, id, manager, 'question', 'opinion-scale')).questions[0]!;
    const text = (await api.addPage(acme, id, manager, 'question', 'short-text')).questions[0]!;
    const single = (await api.addPage(acme, id, manager, 'question', 'single-choice')).questions[0]!;
    const put = (q: TQuestion, body: Record<string, unknown>) => api.putQuestion(acme, id, q.id, manager, body);
    expect((await put(rating, { max_value: 2 })).statusCode).toBe(422);
    expect((await put(rating, { max_value: 10 })).json().max_value).toBe(10);
    expect((await put(scale, { max_value: 4 })).json().errors.max_value).toEqual(['Max value must be from 5 to 10']);
    expect((await put(scale, { max_value: 7, start_from_zero: true })).json()).toMatchObject({ max_value: 7, start_from_zero: true });
    expect((await put(text, { max_value: 5 })).statusCode).toBe(422);
    expect((await put(text, { other_option: true })).json().errors.other_option).toBeDefined();
    expect((await put(text, { options: ['a'] })).statusCode).toBe(422);
    expect((await put(single, { options: ['Yes', 'No'], other_option: true, required: true })).json()).toMatchObject({ options: ['Yes', 'No'], other_option: true, required: true });
    expect((await put(single, { options: ['Yes', 'Yes'] })).statusCode).toBe(422);
    expect((await api.putQuestion(acme, await fresh(), single.id, manager, { name: 'x' })).statusCode).toBe(404);
  });
});

describe('a page id as the logic value', () => {
  it('stays text after other edits of the page', async () => {
    const id = await fresh();
    const welcome = await api.addPage(acme, id, manager, 'welcome');
    const end = await api.addPage(acme, id, manager, 'final');
    await api.putPage(acme, id, welcome.id, manager, { page_logic_type: 'specific_page', page_logic_value: String(end.id) });
    const res = await api.putPage(acme, id, welcome.id, manager, { title: 'Hello' });
    expect(res.json()).toMatchObject({ title: 'Hello', page_logic_type: 'specific_page', page_logic_value: String(end.id) });
  });
});

describe('a page deleted', () => {
  it("takes away the other pages' rules leading to it or reading its question, a specific-page action naming it and a campaign action's e-mail question on it", async () => {
    const id = await fresh();
    const email = await api.addPage(acme, id, manager, 'question', 'email');
    const rating = await api.addPage(acme, id, manager, 'question', 'rating');
    const gone = await api.addPage(acme, id, manager, 'context');
    const gift = await api.addPage(acme, id, manager, 'final');
    const welcome = await api.addPage(acme, id, manager, 'welcome');
    const kept = { question: rating.questions[0]!.id, operation: 'eq', value: '2', page: gift.id };
    const toGone = { question: rating.questions[0]!.id, operation: 'eq', value: '1', page: gone.id };
    const readsEmail = { question: email.questions[0]!.id, operation: 'contains', value: '@acme', page: gift.id };
    expect((await api.putPage(acme, id, rating.id, manager, { page_logic_type: 'dynamic', logic_rules: [toGone, kept, readsEmail] })).statusCode).toBe(200);
    expect((await api.putPage(acme, id, welcome.id, manager, { page_logic_type: 'specific_page', page_logic_value: String(gone.id) })).statusCode).toBe(200);
    expect((await api.putPage(acme, id, gift.id, manager, { page_logic_type: 'campaign', page_logic_value: { campaign: null, email_question: email.questions[0]!.id } })).statusCode).toBe(200);

    expect((await api.call('DELETE', `/teams/${acme}/surveys/${id}/pages/${gone.id}`, manager)).statusCode).toBe(200);
    let pages = await pagesOf(id);
    expect(pages.find((p) => p.id === rating.id)!.logic_rules).toEqual([kept, readsEmail]);
    expect(pages.find((p) => p.id === welcome.id)).toMatchObject({ page_logic_type: 'next_page', page_logic_value: null });
    expect(pages.find((p) => p.id === gift.id)!.page_logic_value).toEqual({ campaign: null, email_question: email.questions[0]!.id });

    expect((await api.call('DELETE', `/teams/${acme}/surveys/${id}/pages/${email.id}`, manager)).statusCode).toBe(200);
    pages = await pagesOf(id);
    expect(pages.find((p) => p.id === rating.id)!.logic_rules).toEqual([kept]);
    expect(pages.find((p) => p.id === gift.id)!.page_logic_value).toEqual({ campaign: null, email_question: null });
    // What is left saves again as it is.
    expect((await api.putPage(acme, id, rating.id, manager, { logic_rules: [kept] })).statusCode).toBe(200);
  });

  it('leaves a rule to a page that is gone refused when the rules are saved again', async () => {
    const id = await fresh();
    const rating = await api.addPage(acme, id, manager, 'question', 'rating');
    const gone = await api.addPage(acme, id, manager, 'final');
    const rule = { question: rating.questions[0]!.id, operation: 'eq', value: '1', page: gone.id };
    expect((await api.putPage(acme, id, rating.id, manager, { page_logic_type: 'dynamic', logic_rules: [rule] })).statusCode).toBe(200);
    await api.call('DELETE', `/teams/${acme}/surveys/${id}/pages/${gone.id}`, manager);
    expect((await pagesOf(id)).find((p) => p.id === rating.id)!.logic_rules).toEqual([]);
    expect((await api.putPage(acme, id, rating.id, manager, { title: 'Rate us' })).statusCode).toBe(200);
    expect((await api.putPage(acme, id, rating.id, manager, { logic_rules: [rule] })).statusCode).toBe(422);
  });
});

describe('creating a question (POST …/questions)', () => {
  it('sets the question of a question page to the type and settings sent', async () => {
    const id = await fresh();
    const page = await api.addPage(acme, id, manager, 'question', 'short-text');
    const res = await api.call('POST', `/teams/${acme}/surveys/${id}/questions`, manager, { page_id: page.id, type: 'rating', name: 'How was it?', required: true, max_value: 7 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ page_id: page.id, type: 'rating', name: 'How was it?', required: true, max_value: 7 });
    const [again] = (await pagesOf(id)).filter((p) => p.id === page.id);
    expect(again).toMatchObject({ question_type: 'rating' });
    expect(again!.questions).toEqual([res.json()]);
  });

  it("refuses a static page, another survey's page and a setting the type does not take, changing nothing", async () => {
    const id = await fresh();
    const welcome = await api.addPage(acme, id, manager, 'welcome');
    const page = await api.addPage(acme, id, manager, 'question', 'short-text');
    const other = await api.addPage(acme, await fresh(), manager, 'question', 'email');
    const post = (body: object) => api.call('POST', `/teams/${acme}/surveys/${id}/questions`, manager, body);
    expect((await post({ page_id: welcome.id, type: 'rating' })).json().errors).toEqual({ page_id: ['A question goes on a question page.'] });
    expect((await post({ page_id: other.id, type: 'rating' })).statusCode).toBe(404);
    const bad = await post({ page_id: page.id, type: 'rating', max_value: 40 });
    expect(bad.statusCode).toBe(422);
    expect((await post({ page_id: page.id, type: 'colour' })).json().errors.type[0]).toMatch(/^Question type must be one of: short-text, /);
    expect((await pagesOf(id)).find((p) => p.id === page.id)!.questions[0]).toMatchObject({ type: 'short-text' });
  });
});
