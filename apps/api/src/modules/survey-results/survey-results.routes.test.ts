import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSurveyResults, TTextAnswersPage } from '@gifthub/shared/survey-results';
import type { TSurveyPage, TSurveySource } from '@gifthub/shared/surveys';
import { signInSeedUsers } from '../../test/seed-users';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { pdfText } from '../payment-documents/payment-documents.test-helpers';
import { surveyApi, type TSurveyApi } from '../surveys/surveys.test-helpers';
import { surveyResultsPdf } from './survey-results-pdf.service';

/**
 * The Results of a hand-built set of responses, answered through the public page's calls: four respondents, one
 * through a LinkedIn source; one completes, two stop on a question page (dropout), one only opens the page.
 */
let t: TTestApp;
let api: TSurveyApi;
let acme: number;
let manager: string;
let corner: string;
let europe: number;
let survey: { id: number; slug: string; name: string; pages: TSurveyPage[]; choice: number; ranking: number; text: number; source: TSurveySource };

const pub = async (method: 'POST' | 'PUT', path: string, payload: object = {}) => {
  const res = await t.app.inject({ method, url: `/api/v1/surveys/acme/${survey.slug}${path}`, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string };
};
const respondent = async (source?: string) => {
  const rid = (await pub('POST', '/responses', source ? { source } : {})).id;
  return {
    visit: (page: TSurveyPage) => pub('POST', `/responses/${rid}/visits`, { page_id: page.id }),
    answer: (question_id: number, value: unknown) => pub('PUT', `/responses/${rid}/answers`, { question_id, value }),
  };
};
const results = (query = '', token = manager, team = acme, id = survey.id) =>
  t.app.inject({ method: 'GET', url: `/api/v1/teams/${team}/surveys/${id}/results${query}`, headers: t.as(token) });
const ok = async (query = '') => {
  const res = await results(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TSurveyResults;
};
const question = (r: TSurveyResults, id: number) => r.questions.find((q) => q.id === id)!;

beforeAll(async () => {
  t = await createTestApp();
  api = surveyApi(t);
  ({ acme, europe, manager, corner } = await signInSeedUsers(t));
  const id = await api.create(acme, manager, { name: 'Results breakfast' });
  await api.addPage(acme, id, manager, 'question', 'single-choice');
  await api.addPage(acme, id, manager, 'question', 'ranking');
  await api.addPage(acme, id, manager, 'question', 'short-text');
  await api.addPage(acme, id, manager, 'final');
  const pages = (await api.get(acme, id, manager)).pages!;
  const [choice, ranking, text] = pages.slice(1, 4).map((p) => p.questions[0]!.id) as [number, number, number];
  await api.putQuestion(acme, id, choice, manager, { name: 'Favourite drink', options: ['Tea', 'Coffee', 'Juice'] });
  await api.putQuestion(acme, id, ranking, manager, { name: 'Rank the fruit', options: ['Apple', 'Banana', 'Cherry'] });
  await api.putQuestion(acme, id, text, manager, { name: 'Anything else?' });
  const source = await api.ok<TSurveySource>(api.call('POST', `/teams/${acme}/surveys/${id}/sources`, manager, { name: 'LinkedIn', type: 'linkedin', slug: 'li' }));
  const published = await api.publish(acme, id, manager);
  survey = { id, slug: published.slug, name: 'Results breakfast', pages, choice, ranking, text, source };
  const [welcome, choicePage, rankingPage, textPage, end] = pages as [TSurveyPage, TSurveyPage, TSurveyPage, TSurveyPage, TSurveyPage];

  const r1 = await respondent(); // completes
  await r1.visit(welcome);
  await r1.visit(choicePage);
  await r1.answer(choice, 'Tea');
  await r1.visit(rankingPage);
  await r1.answer(ranking, ['Apple', 'Banana', 'Cherry']);
  await r1.visit(textPage);
  await r1.answer(text, 'Lovely breakfast');
  await r1.visit(end);
  const r2 = await respondent(); // stops on the ranking page
  await r2.visit(welcome);
  await r2.visit(choicePage);
  await r2.answer(choice, 'Coffee');
  await r2.visit(rankingPage);
  const r3 = await respondent('li'); // through LinkedIn, stops on the choice page, entered twice
  await r3.visit(welcome);
  await r3.visit(choicePage);
  await r3.answer(choice, 'Tea');
  await r3.visit(welcome);
  await r3.visit(choicePage);
  await respondent(); // opens the page only
});
afterAll(() => t?.close());

describe('GET /teams/{teamId}/surveys/{id}/results', () => {
  it('counts answers, views, dropout and the rates over every source', async () => {
    const r = await ok();
    expect(r).toMatchObject({ views: 4, started: 3, complete: 1, engagement_rate: 75, completion_rate: 25, source: null });
    expect(r.questions.map((q) => q.name)).toEqual(['Favourite drink', 'Rank the fruit', 'Anything else?']);
    expect(question(r, survey.choice)).toMatchObject({
      type: 'single-choice',
      is_aggregate: true,
      page_icon: 'single-choice',
      answers_count: 3,
      views: 3,
      dropout_rate: 33,
      answers: [
        { value: 'Tea', label: 'Tea', count: 2, percent: 67 },
        { value: 'Coffee', label: 'Coffee', count: 1, percent: 33 },
        { value: 'Juice', label: 'Juice', count: 0, percent: 0 },
      ],
    });
    // Ranking: the first of three earns 3 points; the percentage is the points share.
    expect(question(r, survey.ranking)).toMatchObject({
      answers_count: 1,
      views: 2,
      dropout_rate: 50,
      answers: [
        { value: 'Apple', count: 1, points: 3, percent: 50 },
        { value: 'Banana', count: 1, points: 2, percent: 33 },
        { value: 'Cherry', count: 1, points: 1, percent: 17 },
      ],
    });
    expect(question(r, survey.text)).toMatchObject({ is_aggregate: false, answers: [], answers_count: 1, views: 1, dropout_rate: 0 });
    expect(question(r, survey.text).text_answers.map((a) => a.value)).toEqual(['Lovely breakfast']);
  });

  it('narrows to one source, or to the survey’s own link', async () => {
    const li = await ok(`?source=${survey.source.id}`);
    expect(li).toMatchObject({ views: 1, started: 1, complete: 0, engagement_rate: 100, completion_rate: 0, source: String(survey.source.id) });
    expect(question(li, survey.choice)).toMatchObject({ answers_count: 1, views: 1, dropout_rate: 100, answers: [{ value: 'Tea', count: 1, percent: 100 }, { count: 0 }, { count: 0 }] });
    const own = await ok('?source=link');
    expect(own).toMatchObject({ views: 3, started: 2, complete: 1, engagement_rate: 67, completion_rate: 33 });
    expect(question(own, survey.choice)).toMatchObject({ answers_count: 2, views: 2, dropout_rate: 0 });
  });

  it('lists a text question’s answers page by page, latest first', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/teams/${acme}/surveys/${survey.id}/results/${survey.text}/answers?page=1`, headers: t.as(manager) });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as TTextAnswersPage;
    expect(page.data.map((a) => a.value)).toEqual(['Lovely breakfast']);
    expect(page.meta).toMatchObject({ total: 1, current_page: 1, last_page: 1 });
    const other = await t.app.inject({ method: 'GET', url: `/api/v1/teams/${acme}/surveys/${survey.id}/results/999999/answers`, headers: t.as(manager) });
    expect(other.statusCode).toBe(404);
  });

  it('refuses bad input with 422 and another team’s survey with 404', async () => {
    const bad = await results('?source=abc');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.source).toHaveLength(1);
    // Acme's survey asked for under Acme Europe (the manager belongs to both): another team's id is unknown.
    expect((await results('', manager, europe)).statusCode).toBe(404);
    expect((await results('', manager, acme, 99_999_999)).statusCode).toBe(404);
    const answers = await t.app.inject({ method: 'GET', url: `/api/v1/teams/${europe}/surveys/${survey.id}/results/${survey.text}/answers`, headers: t.as(manager) });
    expect(answers.statusCode).toBe(404);
    expect((await results('', corner, acme)).statusCode).toBe(404);
  });
});

describe('surveyResultsPdf', () => {
  const now = new Date();
  const range = { 'date-start': '2020-01-01', 'date-end': now.toISOString().slice(0, 10) };

  it('is a PDF report with the survey, the range, and each question with its counts', async () => {
    const pdf = await surveyResultsPdf({ db: t.deps.db, now }, survey, { questions: 'all', filters: range });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('Results breakfast');
    expect(text).toContain('Responses from 01/01/2020');
    for (const name of ['Favourite drink', 'Rank the fruit', 'Anything else?']) expect(text).toContain(name);
    expect(text).toMatch(/Tea\s*2\s*67%/);
    expect(text).toContain('Lovely breakfast');
    expect(text).toContain('75%'); // engagement
  });

  it('counts only the range and source asked for, and only the aggregable questions when asked', async () => {
    const text = await pdfText(await surveyResultsPdf({ db: t.deps.db, now }, survey, { questions: 'aggregate', filters: { ...range, source: String(survey.source.id) } }));
    expect(text).toContain('LinkedIn');
    expect(text).toMatch(/Tea\s*1\s*100%/);
    expect(text).not.toContain('Anything else?');
    const none = await pdfText(await surveyResultsPdf({ db: t.deps.db, now }, survey, { questions: [survey.choice], filters: { 'id-start': '1', 'id-end': '1' } }));
    expect(none).toContain('Responses #1 to #1');
    expect(none).toMatch(/Tea\s*0\s*0%/);
  });

  it('prints Chinese and Japanese names, options and answers as written (山田, not the radicals ⼭⽥)', async () => {
    const id = await api.create(acme, manager, { name: '山田の朝食 長谷川' });
    await api.addPage(acme, id, manager, 'question', 'single-choice');
    await api.addPage(acme, id, manager, 'question', 'short-text');
    await api.addPage(acme, id, manager, 'final');
    const pages = (await api.get(acme, id, manager)).pages!;
    const [choice, text] = pages.slice(1, 3).map((p) => p.questions[0]!.id) as [number, number];
    await api.putQuestion(acme, id, choice, manager, { name: '山田さんの好きな飲み物', options: ['日本茶', '見本の水'] });
    await api.putQuestion(acme, id, text, manager, { name: '一言どうぞ', description: '' });
    const slug = (await api.publish(acme, id, manager)).slug;
    const rid = (await t.app.inject({ method: 'POST', url: `/api/v1/surveys/acme/${slug}/responses`, payload: {} })).json().id as string;
    for (const [question_id, value] of [[choice, '日本茶'], [text, '民子より、長い一日でした']] as const) {
      const res = await t.app.inject({ method: 'PUT', url: `/api/v1/surveys/acme/${slug}/responses/${rid}/answers`, payload: { question_id, value } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const report = await pdfText(await surveyResultsPdf({ db: t.deps.db, now }, { id, name: '山田の朝食 長谷川' }, { questions: 'all', filters: range }));
    for (const written of ['山田の朝食 長谷川', '山田さんの好きな飲み物', '日本茶', '見本の水', '一言どうぞ', '民子より、長い一日でした']) expect(report).toContain(written);
    expect(report).not.toMatch(/[\u2e80-\u2fdf]/u);
  });

  it('refuses a question of another survey', async () => {
    await expect(surveyResultsPdf({ db: t.deps.db, now }, survey, { questions: [1], filters: range })).rejects.toMatchObject({ status: 422 });
  });
});
