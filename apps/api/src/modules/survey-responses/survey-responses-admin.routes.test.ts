import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportRangeTexts } from '@gifthub/shared/export-range';
import type { TResponseDetail, TResponseNote, TResponsesPage } from '@gifthub/shared/survey-responses';
import { responsesTexts } from '@gifthub/shared/survey-responses';
import type { TSurveySource } from '@gifthub/shared/surveys';
import { signInSeedUsers } from '../../test/seed-users';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { pdfText } from '../payment-documents/payment-documents.test-helpers';
import { surveyApi, type TSurveyApi } from '../surveys/surveys.test-helpers';
import { resolveTeamAccess } from '../teams/teams.service';
import { exportResponsesCsv, responseCsvHeader } from './survey-responses-export.service';
import { surveyAnswers, surveyResponses } from './survey-responses.table';
import { csvBody } from '../../test/csv-export';

let t: TTestApp;
let api: TSurveyApi;
let u: Awaited<ReturnType<typeof signInSeedUsers>>;
let survey: number;
let other: number;
let source: TSurveySource;
const q: Record<'single' | 'multi' | 'text' | 'yesNo' | 'rating', number> = { single: 0, multi: 0, text: 0, yesNo: 0, rating: 0 };
/** r1 (40 days ago) … r4 (yesterday): a hand-built set; view: a page view without answers (not a response). */
const r: Record<'r1' | 'r2' | 'r3' | 'r4' | 'view' | 'elsewhere', number> = { r1: 0, r2: 0, r3: 0, r4: 0, view: 0, elsewhere: 0 };
const day = 86_400_000;

async function respond(surveyId: number, daysAgo: number, v: { source?: number; complete?: boolean; answers?: [number, unknown][] }) {
  const at = new Date(Date.now() - daysAgo * day);
  const answers = v.answers ?? [];
  const [row] = await t.deps.db
    .insert(surveyResponses)
    .values({ token: `t${Math.random().toString(36).slice(2)}`, surveyId, sourceId: v.source ?? null, complete: v.complete ?? false, answeredAt: answers.length ? at : null, createdAt: at })
    .returning();
  if (answers.length) await t.deps.db.insert(surveyAnswers).values(answers.map(([questionId, value]) => ({ responseId: row!.id, questionId, value: value as string })));
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  api = surveyApi(t);
  u = await signInSeedUsers(t);
  survey = await api.create(u.acme, u.manager, { name: 'Responses under test' });
  const page = (type: Parameters<TSurveyApi['addPage']>[4]) => api.addPage(u.acme, survey, u.manager, 'question', type).then((p) => p.questions[0]!.id);
  q.single = await page('single-choice');
  q.multi = await page('multiple-choice');
  q.text = await page('short-text');
  q.yesNo = await page('boolean');
  q.rating = await page('rating');
  await api.putQuestion(u.acme, survey, q.single, u.manager, { name: 'Drink', options: ['Tea', 'Coffee'] });
  await api.putQuestion(u.acme, survey, q.multi, u.manager, { name: 'Colours', options: ['Red', 'Green', 'Blue'] });
  await api.putQuestion(u.acme, survey, q.text, u.manager, { name: 'Comments' });
  await api.putQuestion(u.acme, survey, q.yesNo, u.manager, { name: 'Again?', yes_value: 'Sure', no_value: 'Never' });
  await api.putQuestion(u.acme, survey, q.rating, u.manager, { name: 'Stars' });
  source = await api.ok<TSurveySource>(api.call('POST', `/teams/${u.acme}/surveys/${survey}/sources`, u.manager, { name: 'LinkedIn', type: 'linkedin', slug: 'li' }));
  r.r1 = await respond(survey, 40, { complete: true, answers: [[q.single, 'Tea'], [q.multi, ['Red', 'Green']], [q.text, 'Lovely, "day"'], [q.yesNo, true], [q.rating, 5]] });
  r.r2 = await respond(survey, 20, { source: source.id, answers: [[q.single, 'Coffee'], [q.multi, ['Blue']], [q.rating, 3]] });
  r.r3 = await respond(survey, 10, { complete: true, answers: [[q.single, 'Tea'], [q.multi, ['Green']], [q.text, '=meh'], [q.yesNo, false], [q.rating, 4]] });
  r.r4 = await respond(survey, 1, { source: source.id, complete: true, answers: [[q.single, 'Coffee'], [q.rating, 1]] });
  r.view = await respond(survey, 0.5, {});
  other = await api.create(u.acme, u.manager, { name: 'Another survey' });
  r.elsewhere = await respond(other, 2, { complete: true });
});
afterAll(() => t.close());

const base = (s = survey, team = () => u.acme) => `/teams/${team()}/surveys/${s}/responses`;
const list = async (query = '', token = u.manager) => api.ok<TResponsesPage>(api.call('GET', `${base()}${query}`, token));
const ids = async (query = '') => (await list(query)).data.map((x) => x.id);
const exportCsv = (body: object, token = u.manager) => api.call('POST', `${base()}/export`, token, body);
const csvRows = (body: string) => body.trimEnd().split('\r\n');
const allDates = { 'date-start': '2020-01-01', 'date-end': new Date().toISOString().slice(0, 10) };

describe('the responses list', () => {
  it('lists responses with answers newest first, not page views, paged', async () => {
    const page = await list();
    expect(page.data.map((x) => x.id)).toEqual([r.r4, r.r3, r.r2, r.r1]);
    expect(page.meta).toMatchObject({ total: 4, current_page: 1, last_page: 1 });
    const first = page.data.find((x) => x.id === r.r1)!;
    expect(first.answers[String(q.multi)]).toEqual({ value: ['Red', 'Green'], valid: true });
    expect(first.answers[String(q.rating)]!.value).toBe(5);
    expect(first.source).toBeNull();
    expect(page.data.find((x) => x.id === r.r2)!.source).toEqual({ id: source.id, name: 'LinkedIn' });
    const second = await list('?per_page=3&page=2');
    expect(second.data.map((x) => x.id)).toEqual([r.r1]);
    expect(second.meta).toMatchObject({ total: 4, last_page: 2, per_page: 3 });
  });

  it('sorts by date, completion, source and a question\'s answer, both ways', async () => {
    expect(await ids('?sort=date&direction=asc')).toEqual([r.r1, r.r2, r.r3, r.r4]);
    // Completion and source keep date order in the same direction (their indexes' order).
    expect(await ids('?sort=complete&direction=asc')).toEqual([r.r2, r.r1, r.r3, r.r4]);
    expect(await ids('?sort=complete&direction=desc')).toEqual([r.r4, r.r3, r.r1, r.r2]);
    // By source: sources in the order they were added, the survey's own link last ascending (first descending).
    expect(await ids('?sort=source&direction=asc')).toEqual([r.r2, r.r4, r.r1, r.r3]);
    expect(await ids('?sort=source&direction=desc')).toEqual([r.r3, r.r1, r.r4, r.r2]);
    expect(await ids(`?sort=answer&sort_question=${q.rating}&direction=asc`)).toEqual([r.r4, r.r2, r.r3, r.r1]);
    expect(await ids(`?sort=answer&sort_question=${q.rating}&direction=desc`)).toEqual([r.r1, r.r3, r.r2, r.r4]);
    // Responses without that answer come last either way.
    expect(await ids(`?sort=answer&sort_question=${q.text}&direction=asc`)).toEqual([r.r3, r.r1, r.r4, r.r2]);
    expect(await ids(`?sort=answer&sort_question=${q.text}&direction=desc`)).toEqual([r.r1, r.r3, r.r4, r.r2]);
    // A page across both parts, and pages past the answered ones.
    expect(await ids(`?sort=answer&sort_question=${q.yesNo}&direction=asc&per_page=3`)).toEqual([r.r3, r.r1, r.r4]);
    expect(await ids(`?sort=answer&sort_question=${q.yesNo}&direction=asc&per_page=3&page=2`)).toEqual([r.r2]);
    expect(await ids(`?sort=answer&sort_question=${q.yesNo}&direction=asc&per_page=1&page=3`)).toEqual([r.r4]);
    expect(await ids(`?sort=answer&sort_question=${q.multi}&direction=desc&per_page=2&page=2`)).toEqual([r.r2, r.r4]);
  });

  it('filters by source, completion and answers (a list contains the answer, free text holds it)', async () => {
    expect(await ids('?source=link')).toEqual([r.r3, r.r1]);
    expect(await ids(`?source=${source.id}`)).toEqual([r.r4, r.r2]);
    expect(await ids('?complete=false')).toEqual([r.r2]);
    expect(await ids(`?answer=${q.single}:Tea`)).toEqual([r.r3, r.r1]);
    expect(await ids(`?answer=${q.multi}:Green`)).toEqual([r.r3, r.r1]);
    expect(await ids(`?answer=${encodeURIComponent(`${q.text}:LOVELY`)}`)).toEqual([r.r1]);
    expect(await ids(`?answer=${q.yesNo}:false`)).toEqual([r.r3]);
    expect(await ids(`?answer=${q.rating}:3`)).toEqual([r.r2]);
    expect(await ids(`?answer=${q.multi}:Green&answer=${q.yesNo}:true&complete=true`)).toEqual([r.r1]);
    expect((await list(`?answer=${q.single}:Juice`)).meta.total).toBe(0);
  });

  it('refuses bad filters and sorts with 422, and another team or survey with 404', async () => {
    const bad = async (query: string, field: string, message: string) => {
      const res = await api.call('GET', `${base()}${query}`, u.manager);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    };
    await bad('?per_page=1001', 'per_page', 'Per page must be at most 1000');
    await bad('?sort=answer', 'sort_question', 'Sort question is required.');
    await bad('?source=abc', 'source', 'Source must be one of the listed values.');
    await bad('?answer=Tea', 'answer', 'Answer filter must be a question id, a colon and an answer.');
    const foreign = (await api.addPage(u.acme, other, u.manager, 'question', 'short-text')).questions[0]!.id;
    await bad(`?answer=${foreign}:x`, 'answer', responsesTexts.unknownQuestion);
    await bad(`?sort=answer&sort_question=${foreign}`, 'sort_question', responsesTexts.unknownQuestion);
    expect((await api.call('GET', `/teams/${u.europe}/surveys/${survey}/responses`, u.manager)).statusCode).toBe(404);
    expect((await api.call('GET', `/teams/${u.europe}/surveys/${survey}/responses/${r.r1}`, u.manager)).statusCode).toBe(404);
  });
});

describe('the demo team (read-only)', () => {
  it('reads its responses and exports them, but may not add a note', async () => {
    const demoTeam = (await t.app.inject({ method: 'GET', url: '/api/v1/current-user/teams', headers: t.as(u.demo) })).json()[0].id as number;
    const surveys = (await api.ok<{ data: { id: number; started_responses_count: number }[] }>(api.call('GET', `/teams/${demoTeam}/surveys?per_page=50`, u.demo))).data;
    const seeded = surveys.find((x) => x.started_responses_count > 0)!;
    const page = await api.ok<TResponsesPage>(api.call('GET', `/teams/${demoTeam}/surveys/${seeded.id}/responses`, u.demo));
    expect(page.data.length).toBeGreaterThan(0);
    const one = `/teams/${demoTeam}/surveys/${seeded.id}/responses/${page.data[0]!.id}`;
    expect((await api.call('GET', one, u.demo)).statusCode).toBe(200);
    expect((await api.call('POST', `${one}/notes`, u.demo, { content: 'Hello' })).statusCode).toBe(403);
    const csv = await api.call('POST', `/teams/${demoTeam}/surveys/${seeded.id}/responses/export`, u.demo, {});
    expect(csv.statusCode).toBe(200);
    expect(csvBody(csv).startsWith('ID,Date,Source,Complete,')).toBe(true);
  });
});

describe('one response and its notes', () => {
  it('reads a response with its answers, source and notes; another survey\'s answers 404', async () => {
    const one = await api.ok<TResponseDetail>(api.call('GET', `${base()}/${r.r2}`, u.manager));
    expect(one).toMatchObject({ id: r.r2, complete: false, source: { id: source.id, name: 'LinkedIn' }, notes: [] });
    expect(one.answers[String(q.single)]!.value).toBe('Coffee');
    expect((await api.call('GET', `${base()}/${r.elsewhere}`, u.manager)).statusCode).toBe(404);
    expect((await api.call('GET', `${base()}/999999`, u.manager)).statusCode).toBe(404);
  });

  it('adds notes with their author and date, listed oldest first and counted in the list', async () => {
    const note = await api.ok<TResponseNote>(api.call('POST', `${base()}/${r.r1}/notes`, u.manager, { content: '  Called back, all good  ' }));
    expect(note).toMatchObject({ content: 'Called back, all good', added_by: { id: u.managerId } });
    expect(note.added_by!.name).not.toBe('');
    expect(Date.parse(note.created_at)).toBeGreaterThan(Date.now() - 60_000);
    await api.ok(api.call('POST', `${base()}/${r.r1}/notes`, u.manager, { content: 'Sent a voucher' }));
    const one = await api.ok<TResponseDetail>(api.call('GET', `${base()}/${r.r1}`, u.manager));
    expect(one.notes.map((n) => n.content)).toEqual(['Called back, all good', 'Sent a voucher']);
    expect((await list()).data.find((x) => x.id === r.r1)!.notes_count).toBe(2);
  });

  it('refuses an empty or long note, and a note on another survey\'s response, writing nothing', async () => {
    const count = async () => (await t.deps.db.query.surveyResponseNotes.findMany()).length;
    const before = await count();
    const empty = await api.call('POST', `${base()}/${r.r2}/notes`, u.manager, { content: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.content).toEqual(['Note is required.']);
    const long = await api.call('POST', `${base()}/${r.r2}/notes`, u.manager, { content: 'x'.repeat(2001) });
    expect(long.json().errors.content).toEqual(['Note maximal length is 2000']);
    expect((await api.call('POST', `${base()}/${r.elsewhere}/notes`, u.manager, { content: 'Not mine' })).statusCode).toBe(404);
    expect((await api.call('POST', `/teams/${u.europe}/surveys/${survey}/responses/${r.r2}/notes`, u.manager, { content: 'Not mine' })).statusCode).toBe(404);
    expect(await count()).toBe(before);
  });
});

describe('the export', () => {
  it('streams a CSV named survey-export.csv: id, date, source, complete, each question and the notes', async () => {
    await api.ok(api.call('POST', `${base()}/${r.r3}/notes`, u.manager, { content: 'Follow up, please' }));
    const res = await exportCsv({ format: 'csv', questions: 'all', filters: allDates });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="survey-export.csv"');
    const [head, ...rows] = csvRows(csvBody(res));
    expect(head).toBe('ID,Date,Source,Complete,Drink,Colours,Comments,Again?,Stars,Notes');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatch(new RegExp(`^${r.r1},\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2},Public link,Yes,Tea,Red; Green,"Lovely, ""day""",Sure,5,"\\d{2}/.* Called back, all good\\n.*Sent a voucher"$`));
    expect(rows[1]).toMatch(new RegExp(`^${r.r2},[^,]+,LinkedIn,No,Coffee,Blue,,,3,$`));
    // A formula-looking answer is kept as text.
    expect(rows[2]).toMatch(new RegExp(`^${r.r3},[^,]+,Public link,Yes,Tea,Green,'=meh,Never,4,.*Follow up, please"$`));
  });

  it('never repeats a header: a question named like another column is told apart by its number in the survey', () => {
    const all = [{ id: 1 }, { id: 7 }, { id: 9 }, { id: 10 }, { id: 12 }];
    const chosen = [{ id: 7, name: 'Date' }, { id: 9, name: 'Drink' }, { id: 10, name: ' drink' }, { id: 12, name: 'Notes' }];
    const header = responseCsvHeader(chosen, all);
    expect(header).toEqual(['ID', 'Date', 'Source', 'Complete', 'Date (question 2)', 'Drink (question 3)', 'drink (question 4)', 'Notes (question 5)', 'Notes']);
    expect(new Set(header.map((h) => h.trim().toLowerCase())).size).toBe(header.length);
    expect(responseCsvHeader([{ id: 9, name: 'Drink' }], all)).toEqual(['ID', 'Date', 'Source', 'Complete', 'Drink', 'Notes']);
  });

  it('takes the aggregable questions only, or a selection, and the list\'s filters', async () => {
    const aggregate = csvRows(csvBody(await exportCsv({ questions: 'aggregate', filters: allDates })));
    expect(aggregate[0]).toBe('ID,Date,Source,Complete,Drink,Colours,Again?,Stars,Notes');
    const chosen = csvRows(csvBody(await exportCsv({ questions: [q.rating, q.single], filters: { ...allDates, source: String(source.id) } })));
    expect(chosen[0]).toBe('ID,Date,Source,Complete,Drink,Stars,Notes');
    expect(chosen.slice(1).map((l) => Number(l.split(',')[0]))).toEqual([r.r2, r.r4]);
    const answered = csvRows(csvBody(await exportCsv({ filters: { ...allDates, answers: [{ question_id: q.multi, answer: 'Green' }] } })));
    expect(answered.slice(1).map((l) => Number(l.split(',')[0]))).toEqual([r.r1, r.r3]);
  });

  it('defaults to the last month, and takes an ID range up to the latest id', async () => {
    const month = csvRows(csvBody(await exportCsv({})));
    expect(month.slice(1).map((l) => Number(l.split(',')[0]))).toEqual([r.r2, r.r3, r.r4]);
    const byId = csvRows(csvBody(await exportCsv({ filters: { 'id-start': String(r.r2), 'id-end': String(r.r3) } })));
    expect(byId.slice(1).map((l) => Number(l.split(',')[0]))).toEqual([r.r2, r.r3]);
    const past = await exportCsv({ filters: { 'id-start': '1', 'id-end': String(r.view + 1) } });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors['filters.id-end']).toEqual([`End ID must be at most ${r.view}`]);
  });

  it('refuses ranges outside the rules, unknown questions and formats with 422', async () => {
    const bad = async (body: object, field: string, message: string) => {
      const res = await exportCsv(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    };
    await bad({ filters: { 'date-start': '2024-03-02', 'date-end': '2024-03-01' } }, 'filters.date-end', exportRangeTexts.endBeforeStart);
    await bad({ filters: { 'date-start': '2019-12-31', 'date-end': '2024-03-01' } }, 'filters.date-start', 'Start date must be on or after 01/01/2020.');
    await bad({ filters: { 'date-start': '2024-02-30', 'date-end': '2024-03-01' } }, 'filters.date-start', 'Start date must be a valid date (YYYY-MM-DD).');
    await bad({ filters: { 'date-start': '2024-03-01' } }, 'filters.date-end', 'End date is required.');
    await bad({ filters: { ...allDates, 'id-start': '1', 'id-end': '2' } }, 'filters.date-start', exportRangeTexts.bothRanges);
    await bad({ filters: { 'id-start': '0', 'id-end': '2' } }, 'filters.id-start', 'Start ID must be at least 1');
    await bad({ filters: { 'id-start': '5', 'id-end': '2' } }, 'filters.id-end', exportRangeTexts.idEndBeforeStart);
    await bad({ format: 'xls' }, 'format', 'Format must be one of: csv, pdf.');
    await bad({ questions: 'some' }, 'questions', 'Questions must be one of the listed values.');
    await bad({ questions: [999_999] }, 'questions', responsesTexts.unknownQuestion);
    const empty = await api.create(u.acme, u.manager, { name: 'No responses' });
    const none = await api.call('POST', `${base(empty)}/export`, u.manager, { filters: { 'id-start': '1', 'id-end': '1' } });
    expect(none.json().errors['filters.id-start']).toEqual([responsesTexts.noResponses]);
    expect((await api.call('POST', `/teams/${u.europe}/surveys/${survey}/responses/export`, u.manager, {})).statusCode).toBe(404);
  });

  it("answers the PDF report (survey-results' surveyResultsPdf) for format pdf, named survey-export.pdf", async () => {
    const res = await exportCsv({ format: 'pdf', questions: 'aggregate', filters: allDates });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="survey-export.pdf"');
    const text = await pdfText(res.rawPayload);
    for (const name of ['Responses under test', 'Drink', 'Colours', 'Stars']) expect(text).toContain(name);
    expect(text).not.toContain('Comments');
    const bad = await exportCsv({ format: 'pdf', filters: { 'date-start': '2024-03-02', 'date-end': '2024-03-01' } });
    expect(bad.json().errors['filters.date-end']).toEqual([exportRangeTexts.endBeforeStart]);
    // An ID range past the latest response is refused as the CSV refuses it.
    const past = await exportCsv({ format: 'pdf', filters: { 'id-start': '1', 'id-end': String(r.view + 1) } });
    expect([past.statusCode, past.json().errors['filters.id-end']]).toEqual([422, [`End ID must be at most ${r.view}`]]);
  });

  it('reads batch by batch: a batch of one gives the same rows', async () => {
    const access = await resolveTeamAccess(t.deps.db, u.acme, { id: u.managerId, isBbAdmin: false });
    const input = { format: 'csv' as const, questions: 'all' as const, filters: allDates };
    const read = async (batch: number) => {
      let out = '';
      for await (const line of (await exportResponsesCsv({ db: t.deps.db, now: new Date() }, access, survey, input, batch)).lines) out += line;
      return out;
    };
    const one = await read(1);
    expect(csvRows(one)).toHaveLength(5);
    expect(one).toBe(await read(1000));
  });
});
