import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AGGREGATE_QUESTION_TYPES, rankPoints } from '@gifthub/shared/survey-results';
import { QUESTION_TYPES, type TQuestionType } from '@gifthub/shared/survey-rules';
import type { TAnswerValue } from '@gifthub/shared/survey-answers';
import { createTestApp, type TTestApp } from '../test/test-app';
import { insertJsonRows } from './json-insert';
import { surveyAnswers, surveyPageVisits, surveyResponses } from './schema';
import { seededGenerator } from './seed-random';

/**
 * Migration 0029's triggers keep the Results counts tables equal to a count from scratch (written here in TypeScript
 * from the rows themselves) after every step of a seeded random mix of writes: answers upserted, changed and removed,
 * pages entered again, responses moving on, completing, changing source and removed, sources, questions and pages
 * removed, a question's type changed, and bulk inserts. A failing seed replays.
 */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type TRows<T> = { rows: T[] };
const q = async <T>(query: ReturnType<typeof sql>) => ((await t.deps.db.execute(query)) as unknown as TRows<T>).rows;

const isEmpty = (v: TAnswerValue | null) => v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** The three tables as they should be, keyed and without zero rows. */
async function recount() {
  const responses = await q<{ id: number; survey_id: number; source_id: number | null; last_page_id: number | null; complete: boolean }>(
    sql`select id, survey_id, source_id, last_page_id, complete from survey_responses`,
  );
  const answers = await q<{ response_id: number; question_id: number; value: TAnswerValue }>(sql`select response_id, question_id, value from survey_answers`);
  const visits = await q<{ response_id: number; page_id: number }>(sql`select response_id, page_id from survey_page_visits`);
  const types = new Map((await q<{ id: number; type: TQuestionType }>(sql`select id, type from survey_questions`)).map((r) => [r.id, r.type]));
  const pages = new Set((await q<{ id: number }>(sql`select id from survey_pages`)).map((r) => r.id));
  const byId = new Map(responses.map((r) => [r.id, r]));
  const expected = new Map<string, number>();
  const add = (key: string, n: number) => expected.set(key, (expected.get(key) ?? 0) + n);
  for (const a of answers) {
    const r = byId.get(a.response_id)!;
    const type = types.get(a.question_id)!;
    const at = `${r.survey_id}/${r.source_id ?? 0}/${a.question_id}`;
    if (!isEmpty(a.value)) add(`q ${at}`, 1);
    if (!AGGREGATE_QUESTION_TYPES.includes(type)) continue;
    const n = Array.isArray(a.value) ? a.value.length : 1;
    (Array.isArray(a.value) ? a.value : [String(a.value)]).forEach((s, i) => {
      if (s.trim() === '') return;
      add(`o ${at}/${s}`, 1);
      if (type === 'ranking') add(`p ${at}/${s}`, rankPoints(n, i));
    });
  }
  const seen = new Set<string>();
  for (const v of visits) {
    const r = byId.get(v.response_id)!;
    if (seen.has(`${v.response_id}/${v.page_id}`)) continue;
    seen.add(`${v.response_id}/${v.page_id}`);
    add(`v ${r.survey_id}/${r.source_id ?? 0}/${v.page_id}`, 1);
  }
  for (const r of responses) if (r.last_page_id !== null && !r.complete && pages.has(r.last_page_id)) add(`e ${r.survey_id}/${r.source_id ?? 0}/${r.last_page_id}`, 1);
  return new Map([...expected].filter(([, n]) => n !== 0));
}

async function counted() {
  const out = new Map<string, number>();
  const put = (key: string, n: number) => n !== 0 && out.set(key, n);
  for (const r of await q<{ s: number; src: number; id: number; n: number }>(sql`select survey_id s, source_id src, question_id id, answers n from survey_question_counts`))
    put(`q ${r.s}/${r.src}/${r.id}`, r.n);
  for (const r of await q<{ s: number; src: number; id: number; a: string; n: number; p: number }>(
    sql`select survey_id s, source_id src, question_id id, answer a, count n, points p from survey_option_counts`,
  )) {
    put(`o ${r.s}/${r.src}/${r.id}/${r.a}`, r.n);
    put(`p ${r.s}/${r.src}/${r.id}/${r.a}`, r.p);
  }
  for (const r of await q<{ s: number; src: number; id: number; v: number; e: number }>(sql`select survey_id s, source_id src, page_id id, views v, exits e from survey_page_counts`)) {
    put(`v ${r.s}/${r.src}/${r.id}`, r.v);
    put(`e ${r.s}/${r.src}/${r.id}`, r.e);
  }
  return out;
}

const sorted = (m: Map<string, number>) => Object.fromEntries([...m].sort(([a], [b]) => a.localeCompare(b)));

/** A survey with a page per question type (plus a welcome page), and two sources. */
async function buildSurvey(rand: () => number) {
  const [team] = await q<{ id: number }>(sql`select id from teams order by id limit 1`);
  const [survey] = await q<{ id: number }>(sql`insert into surveys (team_id, name, slug, category) values (${team!.id}, 'Counts', ${`counts-${Math.floor(rand() * 1e9)}`}, 'feedback') returning id`);
  const pages: number[] = [];
  const questions: { id: number; page: number }[] = [];
  for (const [i, type] of QUESTION_TYPES.entries()) {
    const [page] = await q<{ id: number }>(sql`insert into survey_pages (survey_id, name, type, question_type, page_logic_type, "order") values (${survey!.id}, ${type}, 'question', ${type}, 'next_page', ${i + 2}) returning id`);
    const [question] = await q<{ id: number }>(sql`insert into survey_questions (page_id, survey_id, type, name, options, "order") values (${page!.id}, ${survey!.id}, ${type}, ${type}, '["A","B","C"]', 1) returning id`);
    pages.push(page!.id);
    questions.push({ id: question!.id, page: page!.id });
  }
  const sources: number[] = [];
  for (const slug of ['one', 'two']) sources.push((await q<{ id: number }>(sql`insert into survey_sources (survey_id, name, type, slug) values (${survey!.id}, ${slug}, 'link', ${slug}) returning id`))[0]!.id);
  return { survey: survey!.id, pages, questions, sources };
}

const pick = <T>(rand: () => number, list: readonly T[]) => list[Math.floor(rand() * list.length)]!;

function randomValue(rand: () => number, type: TQuestionType): TAnswerValue {
  const opts = ['A', 'B', 'C', 'Other text'];
  if (rand() < 0.1) return pick(rand, ['', [], '  '] as TAnswerValue[]);
  if (type === 'multiple-choice') return opts.filter(() => rand() < 0.5);
  if (type === 'ranking') return [...opts].sort(() => rand() - 0.5).slice(0, 2 + Math.floor(rand() * 2));
  if (type === 'opinion-scale' || type === 'rating' || type === 'number') return Math.floor(rand() * 6);
  if (type === 'boolean') return rand() < 0.5;
  return pick(rand, opts);
}

describe('Results counts triggers (migration 0029)', () => {
  it('count the seeded surveys as a recount does', async () => {
    expect(sorted(await counted())).toEqual(sorted(await recount()));
    expect((await counted()).size).toBeGreaterThan(10);
  });

  for (const seed of [7, 20261128, 99991]) {
    it(`stay equal to a recount after a random mix of writes (seed ${seed})`, { timeout: 60_000 }, async () => {
      const rand = seededGenerator(String(seed)).next;
      const s = await buildSurvey(rand);
      const live = () => q<{ id: number }>(sql`select id from survey_responses where survey_id = ${s.survey}`);
      const liveQuestions = async () => (await q<{ id: number; type: TQuestionType }>(sql`select id, type from survey_questions where survey_id = ${s.survey}`));
      const livePages = async () => (await q<{ id: number }>(sql`select id from survey_pages where survey_id = ${s.survey}`)).map((r) => r.id);
      const sourceOrNone = async () => pick(rand, [null, ...(await q<{ id: number }>(sql`select id from survey_sources where survey_id = ${s.survey}`)).map((r) => r.id)]);
      for (let step = 0; step < 60; step++) {
        const responses = (await live()).map((r) => r.id);
        const questions = await liveQuestions();
        const pages = await livePages();
        const roll = rand();
        if (roll < 0.15 || responses.length < 3) {
          // A bulk insert of responses with their answers and visits, as the seed and the bench write them.
          const sources = (await q<{ id: number }>(sql`select id from survey_sources where survey_id = ${s.survey}`)).map((r) => r.id);
          const rows = await insertJsonRows<{ id: number }>(
            t.deps.db,
            surveyResponses,
            Array.from({ length: 1 + Math.floor(rand() * 5) }, () => ({
              token: `t${Math.floor(rand() * 1e12)}`,
              surveyId: s.survey,
              sourceId: pick(rand, [null, ...sources]),
              complete: rand() < 0.4,
              lastPageId: pages.length && rand() < 0.8 ? pick(rand, pages) : null,
            })).map((r) => ({ ...r, sourceId: r.sourceId ?? undefined, lastPageId: r.lastPageId ?? undefined })),
            ['id'],
          );
          const answers = rows.flatMap((r) => questions.filter(() => rand() < 0.7).map((qq) => ({ responseId: r.id, questionId: qq.id, value: randomValue(rand, qq.type) })));
          await insertJsonRows(t.deps.db, surveyAnswers, answers);
          await insertJsonRows(t.deps.db, surveyPageVisits, rows.flatMap((r) => pages.filter(() => rand() < 0.5).flatMap((p) => (rand() < 0.3 ? [p, p] : [p]).map((pageId) => ({ responseId: r.id, pageId })))));
        } else if (roll < 0.45 && questions.length) {
          const qq = pick(rand, questions);
          const value = JSON.stringify(randomValue(rand, qq.type));
          await t.deps.db.execute(
            sql`insert into survey_answers (response_id, question_id, value) values (${pick(rand, responses)}, ${qq.id}, ${value}::jsonb) on conflict (response_id, question_id) do update set value = excluded.value, updated_at = now()`,
          );
        } else if (roll < 0.55) {
          await t.deps.db.execute(sql`delete from survey_answers where id in (select a.id from survey_answers a join survey_responses r on r.id = a.response_id where r.survey_id = ${s.survey} order by random() limit 2)`);
        } else if (roll < 0.68 && pages.length) {
          await t.deps.db.execute(sql`insert into survey_page_visits (response_id, page_id) values (${pick(rand, responses)}, ${pick(rand, pages)})`);
        } else if (roll < 0.72) {
          await t.deps.db.execute(sql`delete from survey_page_visits where id in (select v.id from survey_page_visits v join survey_responses r on r.id = v.response_id where r.survey_id = ${s.survey} order by random() limit 3)`);
        } else if (roll < 0.84) {
          const page = pages.length && rand() < 0.9 ? pick(rand, pages) : null;
          await t.deps.db.execute(sql`update survey_responses set last_page_id = ${page}, complete = ${rand() < 0.3} where id = ${pick(rand, responses)}`);
        } else if (roll < 0.9) {
          await t.deps.db.execute(sql`update survey_responses set source_id = ${await sourceOrNone()} where id = ${pick(rand, responses)}`);
        } else if (roll < 0.93) {
          await t.deps.db.execute(sql`delete from survey_responses where id = ${pick(rand, responses)}`);
        } else if (roll < 0.95 && questions.length) {
          await t.deps.db.execute(sql`update survey_questions set type = ${pick(rand, QUESTION_TYPES)} where id = ${pick(rand, questions).id}`);
        } else if (roll < 0.97) {
          await t.deps.db.execute(sql`delete from survey_sources where id in (select id from survey_sources where survey_id = ${s.survey} limit 1)`);
        } else if (roll < 0.985 && questions.length > 3) {
          await t.deps.db.execute(sql`delete from survey_questions where id = ${pick(rand, questions).id}`);
        } else if (pages.length > 3) {
          await t.deps.db.execute(sql`delete from survey_pages where id = ${pick(rand, pages)}`);
        }
        expect(sorted(await counted()), `after step ${step} (roll ${roll.toFixed(3)})`).toEqual(sorted(await recount()));
      }
      // Removing the survey takes all its figures with it.
      await t.deps.db.execute(sql`delete from surveys where id = ${s.survey}`);
      for (const table of ['survey_question_counts', 'survey_option_counts', 'survey_page_counts'])
        expect((await q<{ n: number }>(sql`select count(*)::int n from ${sql.identifier(table)} where survey_id = ${s.survey} and (${sql.raw(table === 'survey_page_counts' ? 'views <> 0 or exits <> 0' : table === 'survey_option_counts' ? 'count <> 0 or points <> 0' : 'answers <> 0')})`))[0]!.n).toBe(0);
    });
  }
});
