import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyTexts } from '@gifthub/shared/survey-rules';
import type { TPublicResponse, TPublicSurvey, TSurveyPage, TSurveySource } from '@gifthub/shared/surveys';
import { signInSeedUsers } from '../../test/seed-users';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { surveyApi, type TSurveyApi } from '../surveys/surveys.test-helpers';

let t: TTestApp;
let api: TSurveyApi;
let acme: number;
let manager: string;

type TBuilt = { id: number; slug: string; pages: TSurveyPage[]; q: Record<string, number>; source: TSurveySource };
let s: TBuilt;

/** A published survey: welcome, rating, email, multiple choice (required), end page; a LinkedIn source and a disabled one. */
async function build(): Promise<TBuilt> {
  const id = await api.create(acme, manager);
  const pages = [
    await api.addPage(acme, id, manager, 'question', 'rating'),
    await api.addPage(acme, id, manager, 'question', 'email'),
    await api.addPage(acme, id, manager, 'question', 'multiple-choice'),
    await api.addPage(acme, id, manager, 'final'),
  ];
  const [rating, email, multi] = pages.map((p) => p.questions[0]?.id ?? 0) as [number, number, number];
  await api.putQuestion(acme, id, multi, manager, { options: ['Tea', 'Coffee', 'Juice'], required: true });
  const src = (body: object) => api.ok<TSurveySource>(api.call('POST', `/teams/${acme}/surveys/${id}/sources`, manager, body));
  const source = await src({ name: 'LinkedIn', type: 'linkedin', slug: 'li' });
  await src({ name: 'Old link', type: 'link', slug: 'old', active: false });
  const survey = await api.publish(acme, id, manager);
  return { id, slug: survey.slug, pages: survey.pages ?? (await api.get(acme, id, manager)).pages!, q: { rating, email, multi }, source };
}

const url = (path = '', slug = s.slug) => `/api/v1/surveys/acme/${slug}${path}`;
const pub = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object, slug?: string) =>
  t.app.inject({ method, url: url(path, slug), ...(payload ? { payload } : method === 'GET' ? {} : { payload: {} }) });
const start = async (body: object = {}) => {
  const res = await pub('POST', '/responses', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; resume_url: string };
};
const answer = (rid: string, question_id: number, value: unknown) => pub('PUT', `/responses/${rid}/answers`, { question_id, value });
const storedAnswers = async (rid: string) => {
  const row = await t.deps.db.query.surveyResponses.findFirst({ where: (r, { eq }) => eq(r.token, rid) });
  return t.deps.db.query.surveyAnswers.findMany({ where: (a, { eq }) => eq(a.responseId, row!.id) });
};

beforeAll(async () => {
  t = await createTestApp();
  api = surveyApi(t);
  ({ acme, manager } = await signInSeedUsers(t));
  s = await build();
});
afterAll(() => t.close());

describe('the public survey', () => {
  it('shows a published survey with its pages, questions, styles and team', async () => {
    const res = await pub('GET', '');
    expect(res.statusCode).toBe(200);
    const body = res.json() as TPublicSurvey;
    expect(body.team).toMatchObject({ name: 'Acme Ltd', slug: 'acme' });
    expect(body.styles.question_font).toBe('Lato');
    expect(body.pages.map((p) => p.type)).toEqual(['welcome', 'question', 'question', 'question', 'final']);
    expect(body.pages[1]!.questions[0]!.type).toBe('rating');
  });

  it('answers 404 for an unpublished or deleted survey on every call', async () => {
    const rid = (await start()).id;
    await api.call('POST', `/teams/${acme}/surveys/${s.id}/unpublish`, manager);
    for (const [method, path, body] of [
      ['GET', '', undefined],
      ['POST', '/responses', {}],
      ['GET', `/responses/${rid}`, undefined],
      ['PUT', `/responses/${rid}/answers`, { question_id: s.q.rating!, value: 4 }],
      ['POST', `/responses/${rid}/visits`, { page_id: s.pages[0]!.id }],
      ['POST', `/responses/${rid}/complete`, {}],
    ] as const) {
      const res = await pub(method, path, body);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await pub('GET', '')).json().message).toBe(surveyTexts.surveyClosed);
    // The builder's preview still shows it to the team's admins.
    const preview = await t.app.inject({ method: 'GET', url: `${url()}?preview=1`, headers: t.as(manager) });
    expect(preview.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${url()}?preview=1` })).statusCode).toBe(404);
    await api.publish(acme, s.id, manager);
    expect((await pub('GET', '')).statusCode).toBe(200);
  });
});

describe('responses', () => {
  it('start with or without a source, with an unguessable id and a resume link', async () => {
    const plain = await start();
    expect(plain.id).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(plain.resume_url).toMatch(new RegExp(`/survey/acme/${s.slug}\\?response=${plain.id}$`));
    const other = await start();
    expect(other.id).not.toBe(plain.id);
    await start({ source: 'li' });
    expect((await pub('POST', '/responses', { source: 'nope' })).statusCode).toBe(404);
    const disabled = await pub('POST', '/responses', { source: 'old' });
    expect(disabled.statusCode).toBe(422);
    expect(disabled.json().errors.source).toEqual(['This source is not taking responses.']);
  });

  it('keeps valid answers, refuses wrong ones and stores nothing for them', async () => {
    const rid = (await start()).id;
    expect((await answer(rid, s.q.rating!, 4)).statusCode).toBe(200);
    expect((await answer(rid, s.q.email!, '  pat@example.com ')).statusCode).toBe(200);
    const wrongType = await answer(rid, s.q.rating!, 'four');
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().errors.value).toEqual([surveyTexts.answerInvalid]);
    expect((await answer(rid, s.q.rating!, 9)).statusCode).toBe(422);
    expect((await answer(rid, s.q.email!, 'not an email')).statusCode).toBe(422);
    expect((await answer(rid, s.q.multi!, ['Tea', 'Wine'])).statusCode).toBe(422);
    const other = await api.create(acme, manager, { createWelcomePage: false });
    const foreign = (await api.addPage(acme, other, manager, 'question', 'rating')).questions[0]!.id;
    const foreignRes = await answer(rid, foreign, 3);
    expect(foreignRes.statusCode).toBe(422);
    expect(foreignRes.json().errors.question_id).toBeDefined();
    const huge = await answer(rid, s.q.email!, 'x'.repeat(1024 * 1024));
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
    const rows = await storedAnswers(rid);
    expect(rows.map((r) => [r.questionId, r.value]).sort()).toEqual(
      [
        [s.q.rating, 4],
        [s.q.email, 'pat@example.com'],
      ].sort(),
    );
    // A required question left empty is kept as not valid; null clears an answer.
    expect((await answer(rid, s.q.multi!, [])).statusCode).toBe(200);
    expect((await answer(rid, s.q.email!, null)).statusCode).toBe(200);
    const read = (await pub('GET', `/responses/${rid}`)).json() as TPublicResponse;
    expect(read.answers).toEqual({ [String(s.q.rating)]: { value: 4, valid: true }, [String(s.q.multi)]: { value: [], valid: false } });
  });

  it('resume: the answers so far and the last page visited', async () => {
    const rid = (await start()).id;
    await pub('POST', `/responses/${rid}/visits`, { page_id: s.pages[1]!.id });
    await answer(rid, s.q.rating!, 5);
    await pub('POST', `/responses/${rid}/visits`, { page_id: s.pages[2]!.id });
    const read = (await pub('GET', `/responses/${rid}`)).json() as TPublicResponse;
    expect(read).toEqual({ id: rid, complete: false, answers: { [String(s.q.rating)]: { value: 5, valid: true } }, last_page_id: s.pages[2]!.id });
    expect((await pub('GET', '/responses/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    const other = await api.create(acme, manager, { name: 'Other public' });
    const otherSlug = (await api.publish(acme, other, manager)).slug;
    expect((await pub('GET', `/responses/${rid}`, undefined, otherSlug)).statusCode).toBe(404);
    const foreignPage = await pub('POST', `/responses/${rid}/visits`, { page_id: (await api.get(acme, other, manager)).pages![0]!.id });
    expect(foreignPage.statusCode).toBe(422);
  });

  it('completes on entering a page that hides the button, and refuses answers after', async () => {
    const rid = (await start()).id;
    await answer(rid, s.q.rating!, 3);
    expect((await pub('POST', `/responses/${rid}/visits`, { page_id: s.pages[4]!.id })).statusCode).toBe(200);
    expect(((await pub('GET', `/responses/${rid}`)).json() as TPublicResponse).complete).toBe(true);
    const late = await answer(rid, s.q.rating!, 1);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(surveyTexts.completed);
    expect((await storedAnswers(rid)).map((a) => a.value)).toEqual([3]);
  });

  it('completes once: a second time answers 409', async () => {
    const rid = (await start()).id;
    expect((await pub('POST', `/responses/${rid}/complete`, {})).statusCode).toBe(200);
    expect((await pub('POST', `/responses/${rid}/complete`, {})).statusCode).toBe(409);
    expect((await answer(rid, s.q.rating!, 2)).statusCode).toBe(409);
  });

  it('tells the page when it kept an answer as not valid', async () => {
    const rid = (await start()).id;
    const empty = await answer(rid, s.q.multi!, []);
    expect([empty.statusCode, empty.json()]).toEqual([200, { ok: true, valid: false, errors: { [String(s.q.multi)]: [surveyTexts.answerRequired] } }]);
    const cleared = await answer(rid, s.q.multi!, null);
    expect(cleared.json()).toEqual({ ok: true, valid: false, errors: { [String(s.q.multi)]: [surveyTexts.answerRequired] } });
    expect((await answer(rid, s.q.multi!, ['Tea'])).json()).toEqual({ ok: true, valid: true });
    expect((await answer(rid, s.q.rating!, null)).json()).toEqual({ ok: true, valid: true });
  });

  it('does not complete while a required question on a page it visited is unanswered or kept as not valid', async () => {
    const rid = (await start()).id;
    await pub('POST', `/responses/${rid}/visits`, { page_id: s.pages[3]!.id });
    const refused = await pub('POST', `/responses/${rid}/complete`, {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: surveyTexts.answerRequired, errors: { [String(s.q.multi)]: [surveyTexts.answerRequired] } });
    await answer(rid, s.q.multi!, []);
    expect((await pub('POST', `/responses/${rid}/complete`, {})).json().errors).toEqual({ [String(s.q.multi)]: [surveyTexts.answerRequired] });
    expect(((await pub('GET', `/responses/${rid}`)).json() as TPublicResponse).complete).toBe(false);
    await answer(rid, s.q.multi!, ['Coffee']);
    expect((await pub('POST', `/responses/${rid}/complete`, {})).statusCode).toBe(200);
  });

  it('completes on a page that hides the button only when it could complete; refused, the visit is not kept', async () => {
    const rid = (await start()).id;
    await pub('POST', `/responses/${rid}/visits`, { page_id: s.pages[3]!.id });
    const refused = await pub('POST', `/responses/${rid}/visits`, { page_id: s.pages[4]!.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ [String(s.q.multi)]: [surveyTexts.answerRequired] });
    expect((await pub('GET', `/responses/${rid}`)).json()).toMatchObject({ complete: false, last_page_id: s.pages[3]!.id });
    await answer(rid, s.q.multi!, ['Juice']);
    expect((await pub('POST', `/responses/${rid}/visits`, { page_id: s.pages[4]!.id })).statusCode).toBe(200);
    expect(((await pub('GET', `/responses/${rid}`)).json() as TPublicResponse).complete).toBe(true);
  });

  it('counts a response completed without an answer (an external address left from the welcome page) as started', async () => {
    const before = await api.get(acme, s.id, manager);
    const rid = (await start()).id;
    expect((await pub('POST', `/responses/${rid}/complete`, {})).statusCode).toBe(200);
    const after = await api.get(acme, s.id, manager);
    expect(after.complete_responses_count - before.complete_responses_count).toBe(1);
    expect(after.started_responses_count - before.started_responses_count).toBe(1);
  });

  it("adds up on the survey's figures and its sources", async () => {
    const before = await api.get(acme, s.id, manager);
    const viewOnly = await start();
    const replied = await start();
    await answer(replied.id, s.q.rating!, 4);
    const viaSource = await start({ source: 'li' });
    await answer(viaSource.id, s.q.rating!, 4);
    await pub('POST', `/responses/${viaSource.id}/complete`, {});
    expect(viewOnly.id).toBeTruthy();
    const after = await api.get(acme, s.id, manager);
    expect(after.responses_count - before.responses_count).toBe(3);
    expect(after.started_responses_count - before.started_responses_count).toBe(2);
    expect(after.complete_responses_count - before.complete_responses_count).toBe(1);
    expect(after.public_url_views - before.public_url_views).toBe(2);
    expect(after.public_url_replies - before.public_url_replies).toBe(1);
    const { data } = await api.ok<{ data: TSurveySource[] }>(api.call('GET', `/teams/${acme}/surveys/${s.id}/sources`, manager));
    const li = data.find((x) => x.slug === 'li')!;
    expect(li.responses_count).toBeGreaterThanOrEqual(2);
    expect(li.complete_responses_count).toBe(1);
  });

  it('match counting the responses themselves, and go with a survey removed for good', async () => {
    const rows = await t.deps.db.query.surveyResponses.findMany({ where: (r, { eq }) => eq(r.surveyId, s.id) });
    const survey = await api.get(acme, s.id, manager);
    expect(survey.responses_count).toBe(rows.length);
    expect(survey.started_responses_count).toBe(rows.filter((r) => r.answeredAt).length);
    expect(survey.complete_responses_count).toBe(rows.filter((r) => r.complete).length);
    expect(survey.public_url_views).toBe(rows.filter((r) => r.sourceId === null).length);
    expect(survey.public_url_replies).toBe(rows.filter((r) => r.sourceId === null && r.answeredAt).length);
    await api.call('DELETE', `/teams/${acme}/surveys/${s.id}`, manager);
    expect((await pub('POST', '/responses', {})).statusCode).toBe(404);
    expect((await api.call('DELETE', `/teams/${acme}/surveys/${s.id}/permanent`, manager)).statusCode).toBe(200);
    expect(await t.deps.db.query.surveyResponses.findMany({ where: (r, { eq }) => eq(r.surveyId, s.id) })).toEqual([]);
  });
});

describe('completion on a branching survey', () => {
  /** Where A leads by its answer: to B (which goes on to the end page) or to C; every question required. */
  async function branching() {
    const id = await api.create(acme, manager, { createWelcomePage: false });
    const [a, b, c, end] = [
      await api.addPage(acme, id, manager, 'question', 'single-choice'),
      await api.addPage(acme, id, manager, 'question', 'short-text'),
      await api.addPage(acme, id, manager, 'question', 'short-text'),
      await api.addPage(acme, id, manager, 'final'),
    ];
    const [qa, qb, qc] = [a, b, c].map((p) => p.questions[0]!.id) as [number, number, number];
    await api.putQuestion(acme, id, qa, manager, { options: ['To B', 'To C'], required: true });
    for (const q of [qb, qc]) await api.putQuestion(acme, id, q, manager, { required: true });
    const toB = { question: qa, operation: 'eq', value: 'To B', page: b.id };
    const toC = { question: qa, operation: 'eq', value: 'To C', page: c.id };
    expect((await api.putPage(acme, id, a.id, manager, { page_logic_type: 'dynamic', logic_rules: [toB, toC] })).statusCode).toBe(200);
    const bToEnd = { question: qa, operation: 'eq', value: 'To B', page: end.id };
    expect((await api.putPage(acme, id, b.id, manager, { page_logic_type: 'dynamic', logic_rules: [bToEnd] })).statusCode).toBe(200);
    const slug = (await api.publish(acme, id, manager)).slug;
    const call = (method: 'POST' | 'PUT', path: string, payload: object) => pub(method, path, payload, slug);
    const rid = ((await call('POST', '/responses', {})).json() as { id: string }).id;
    return { call, rid, page: { b: b.id, c: c.id, end: end.id }, q: { qa, qb, qc } };
  }

  it('holds the respondent only to the pages on the way their answers lead, not a branch they went back from', async () => {
    for (const ending of ['complete', 'hide page'] as const) {
      const { call, rid, page, q } = await branching();
      await call('PUT', `/responses/${rid}/answers`, { question_id: q.qa, value: 'To B' });
      await call('POST', `/responses/${rid}/visits`, { page_id: page.b });
      // Back from B (no visit recorded), B's required question left empty; the other branch instead.
      await call('PUT', `/responses/${rid}/answers`, { question_id: q.qa, value: 'To C' });
      await call('POST', `/responses/${rid}/visits`, { page_id: page.c });
      await call('PUT', `/responses/${rid}/answers`, { question_id: q.qc, value: 'Fine' });
      const done = ending === 'complete' ? await call('POST', `/responses/${rid}/complete`, {}) : await call('POST', `/responses/${rid}/visits`, { page_id: page.end });
      expect(done.statusCode, `${ending}: ${done.body}`).toBe(200);
    }
  });

  it('still refuses while a required question on the way is unanswered', async () => {
    const { call, rid, page, q } = await branching();
    await call('PUT', `/responses/${rid}/answers`, { question_id: q.qa, value: 'To C' });
    await call('POST', `/responses/${rid}/visits`, { page_id: page.c });
    for (const refused of [await call('POST', `/responses/${rid}/complete`, {}), await call('POST', `/responses/${rid}/visits`, { page_id: page.end })]) {
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ message: surveyTexts.answerRequired, errors: { [String(q.qc)]: [surveyTexts.answerRequired] } });
    }
    // Back to A and on to B: now B's question is on the way, and C's is not.
    await call('PUT', `/responses/${rid}/answers`, { question_id: q.qa, value: 'To B' });
    await call('POST', `/responses/${rid}/visits`, { page_id: page.b });
    expect((await call('POST', `/responses/${rid}/complete`, {})).json().errors).toEqual({ [String(q.qb)]: [surveyTexts.answerRequired] });
    await call('PUT', `/responses/${rid}/answers`, { question_id: q.qb, value: 'Done' });
    expect((await call('POST', `/responses/${rid}/complete`, {})).statusCode).toBe(200);
  });
});

describe('answers read back', () => {
  it('keep their type: a number answer is text, a yes/no a boolean', async () => {
    const id = await api.create(acme, manager, { createWelcomePage: false });
    const num = (await api.addPage(acme, id, manager, 'question', 'number')).questions[0]!.id;
    const yes = (await api.addPage(acme, id, manager, 'question', 'boolean')).questions[0]!.id;
    const text = (await api.addPage(acme, id, manager, 'question', 'short-text')).questions[0]!.id;
    const slug = (await api.publish(acme, id, manager)).slug;
    const rid = ((await pub('POST', '/responses', {}, slug)).json() as { id: string }).id;
    for (const [q, value] of [
      [num, '42'],
      [yes, false],
      [text, 'true'],
    ] as const)
      expect((await pub('PUT', `/responses/${rid}/answers`, { question_id: q, value }, slug)).statusCode).toBe(200);
    const read = (await pub('GET', `/responses/${rid}`, undefined, slug)).json() as TPublicResponse;
    expect(read.answers).toEqual({ [num]: { value: '42', valid: true }, [yes]: { value: false, valid: true }, [text]: { value: 'true', valid: true } });
  });
});

describe('a busy room', () => {
  it('lets 200 respondents behind one address start and answer at once', async () => {
    const id = await api.create(acme, manager, { createWelcomePage: false });
    const q = (await api.addPage(acme, id, manager, 'question', 'opinion-scale')).questions[0]!.id;
    const slug = (await api.publish(acme, id, manager)).slug;
    const remoteAddress = '10.99.0.1';
    const started = await Promise.all(
      Array.from({ length: 200 }, () => t.app.inject({ method: 'POST', url: url('/responses', slug), payload: {}, remoteAddress })),
    );
    expect(started.map((r) => r.statusCode).filter((c) => c !== 200)).toEqual([]);
    const answered = await Promise.all(
      started.map((r, i) => t.app.inject({ method: 'PUT', url: url(`/responses/${r.json().id}/answers`, slug), payload: { question_id: q, value: (i % 10) + 1 }, remoteAddress })),
    );
    expect(answered.map((r) => r.statusCode).filter((c) => c !== 200)).toEqual([]);
    expect((await api.get(acme, id, manager)).started_responses_count).toBe(200);
  });
});
