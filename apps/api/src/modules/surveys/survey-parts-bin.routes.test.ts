import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TQuestion, TSurvey, TSurveyPage, TSurveySource } from '@gifthub/shared/surveys';
import { signInSeedUsers } from '../../test/seed-users';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { surveyApi, type TSurveyApi } from './surveys.test-helpers';

/** Pages, questions and sources follow the surveys' own bin and publishing (DELETE to the bin, ?deleted=true, restore, permanent, publish, unpublish). */
let t: TTestApp;
let api: TSurveyApi;
let acme: number;
let manager: string;
let corner: string;

beforeAll(async () => {
  t = await createTestApp();
  api = surveyApi(t);
  ({ acme, manager, corner } = await signInSeedUsers(t));
});
afterAll(() => t.close());

const base = (id: number) => `/teams/${acme}/surveys/${id}`;
const ids = (xs: { id: number }[]) => xs.map((x) => x.id);
/** The respondent's page of a published survey. */
const publicPages = async (survey: TSurvey) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/surveys/acme/${survey.slug}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().pages as TSurveyPage[];
};

describe('survey pages', () => {
  it('go to the bin and back, and are deleted for good only from it; unpublished ones are the builder’s only', async () => {
    const id = await api.create(acme, manager, { createWelcomePage: false });
    const [a, b, c] = [await api.addPage(acme, id, manager, 'context'), await api.addPage(acme, id, manager, 'question', 'short-text'), await api.addPage(acme, id, manager, 'final')];
    const survey = await api.publish(acme, id, manager);
    const pages = () => api.ok<TSurveyPage[]>(api.call('GET', `${base(id)}/pages`, manager));
    const bin = () => api.ok<TSurveyPage[]>(api.call('GET', `${base(id)}/pages?deleted=true`, manager));

    expect((await api.call('DELETE', `${base(id)}/pages/${b.id}`, manager)).json()).toEqual({ ok: true });
    expect(ids(await pages())).toEqual([a.id, c.id]);
    expect((await pages()).map((p) => p.order)).toEqual([1, 2]);
    expect(await bin()).toMatchObject([{ id: b.id, deleted: true, questions: [{ id: b.questions[0]!.id }] }]);
    expect(ids(await publicPages(survey))).toEqual([a.id, c.id]);
    // Not twice, nor changed while in the bin; permanent only from the bin.
    expect((await api.call('DELETE', `${base(id)}/pages/${b.id}`, manager)).statusCode).toBe(404);
    expect((await api.call('DELETE', `${base(id)}/pages/${a.id}/permanent`, manager)).statusCode).toBe(404);

    const restored = await api.ok<TSurveyPage>(api.call('POST', `${base(id)}/pages/${b.id}/restore`, manager));
    expect(restored).toMatchObject({ id: b.id, deleted: false, order: 3 });
    expect(ids(await pages())).toEqual([a.id, c.id, b.id]);
    expect(await bin()).toEqual([]);

    // Unpublished: still in the builder, not on the respondent's page.
    expect(await api.ok<TSurveyPage>(api.call('POST', `${base(id)}/pages/${a.id}/unpublish`, manager))).toMatchObject({ id: a.id, active: false });
    expect(ids(await pages())).toEqual([a.id, c.id, b.id]);
    expect(ids(await publicPages(survey))).toEqual([c.id, b.id]);
    expect(await api.ok<TSurveyPage>(api.call('POST', `${base(id)}/pages/${a.id}/publish`, manager))).toMatchObject({ active: true });
    expect(ids(await publicPages(survey))).toEqual([a.id, c.id, b.id]);

    await api.call('DELETE', `${base(id)}/pages/${b.id}`, manager);
    expect((await api.call('DELETE', `${base(id)}/pages/${b.id}/permanent`, manager)).json()).toEqual({ ok: true });
    expect(await bin()).toEqual([]);
    expect((await api.call('POST', `${base(id)}/pages/${b.id}/restore`, manager)).statusCode).toBe(404);
    // Another team's member finds nothing to delete.
    expect((await api.call('DELETE', `${base(id)}/pages/${a.id}`, corner)).statusCode).toBe(404);
  });
});

describe('survey questions', () => {
  it('go to the bin and back, are deleted for good from it, and unpublished ones are not asked', async () => {
    const id = await api.create(acme, manager, { createWelcomePage: false });
    const page = await api.addPage(acme, id, manager, 'question', 'short-text');
    const q = page.questions[0]!;
    const survey = await api.publish(acme, id, manager);
    const questions = () => api.ok<TQuestion[]>(api.call('GET', `${base(id)}/questions`, manager));

    expect(await api.ok<TQuestion>(api.call('POST', `${base(id)}/questions/${q.id}/unpublish`, manager))).toMatchObject({ id: q.id, active: false });
    expect(ids(await questions())).toEqual([q.id]);
    expect((await publicPages(survey))[0]!.questions).toEqual([]);
    await api.ok(api.call('POST', `${base(id)}/questions/${q.id}/publish`, manager));
    expect(ids((await publicPages(survey))[0]!.questions)).toEqual([q.id]);

    expect((await api.call('DELETE', `${base(id)}/questions/${q.id}`, manager)).json()).toEqual({ ok: true });
    expect(await questions()).toEqual([]);
    expect(ids(await api.ok<TQuestion[]>(api.call('GET', `${base(id)}/questions?deleted=true`, manager)))).toEqual([q.id]);
    expect((await api.call('PUT', `${base(id)}/questions/${q.id}`, manager, { name: 'Changed' })).statusCode).toBe(404);
    expect(await api.ok<TQuestion>(api.call('POST', `${base(id)}/questions/${q.id}/restore`, manager))).toMatchObject({ id: q.id, deleted: false });
    expect(ids(await questions())).toEqual([q.id]);
    expect((await api.call('DELETE', `${base(id)}/questions/${q.id}/permanent`, manager)).statusCode).toBe(404);
    await api.call('DELETE', `${base(id)}/questions/${q.id}`, manager);
    expect((await api.call('DELETE', `${base(id)}/questions/${q.id}/permanent`, manager)).json()).toEqual({ ok: true });
    expect(await api.ok<TQuestion[]>(api.call('GET', `${base(id)}/questions?deleted=true`, manager))).toEqual([]);
  });
});

describe('survey sources', () => {
  it('go to the bin (taking no responses there) and back; a binned slug stays taken; deleted for good only from the bin', async () => {
    const id = await api.create(acme, manager);
    const survey = await api.publish(acme, id, manager);
    const made = await api.ok<TSurveySource>(api.call('POST', `${base(id)}/sources`, manager, { name: 'Newsletter', type: 'link', slug: 'newsletter' }));
    const list = (deleted = false) => api.ok<{ data: TSurveySource[] }>(api.call('GET', `${base(id)}/sources${deleted ? '?deleted=true' : ''}`, manager));
    const respond = () => t.app.inject({ method: 'POST', url: `/api/v1/surveys/acme/${survey.slug}/responses`, payload: { source: 'newsletter' } });
    expect((await respond()).statusCode).toBe(200);

    expect((await api.call('DELETE', `${base(id)}/sources/${made.id}`, manager)).json()).toEqual({ ok: true });
    expect((await list()).data).toEqual([]);
    expect((await list(true)).data).toMatchObject([{ id: made.id, deleted: true, active: false }]);
    expect((await respond()).statusCode).toBe(404);
    const again = await api.call('POST', `${base(id)}/sources`, manager, { name: 'Again', type: 'link', slug: 'newsletter' });
    expect(again.json().errors).toEqual({ slug: ['Slug is already taken.'] });
    expect((await api.call('DELETE', `${base(id)}/sources/${made.id}`, manager)).statusCode).toBe(404);

    expect(await api.ok<TSurveySource>(api.call('POST', `${base(id)}/sources/${made.id}/restore`, manager))).toMatchObject({ id: made.id, deleted: false, active: false });
    expect(await api.ok<TSurveySource>(api.call('POST', `${base(id)}/sources/${made.id}/publish`, manager))).toMatchObject({ active: true });
    expect((await respond()).statusCode).toBe(200);
    expect((await api.call('DELETE', `${base(id)}/sources/${made.id}/permanent`, manager)).statusCode).toBe(404);
    await api.call('DELETE', `${base(id)}/sources/${made.id}`, manager);
    expect((await api.call('DELETE', `${base(id)}/sources/${made.id}/permanent`, manager)).json()).toEqual({ ok: true });
    expect((await list(true)).data).toEqual([]);
  });
});
