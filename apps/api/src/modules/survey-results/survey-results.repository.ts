import { sql, type SQL } from 'drizzle-orm';
import type { TAnswerValue } from '@gifthub/shared/survey-answers';
import { AGGREGATE_QUESTION_TYPES } from '@gifthub/shared/survey-results';
import type { TPageType, TQuestionType } from '@gifthub/shared/survey-rules';
import type { Db } from '../../db/client';
import { surveyAnswers, surveyPageVisits, surveyResponseCounts, surveyResponses } from '../survey-responses/survey-responses.table';
import { surveyPages, surveyQuestions, surveySources } from '../surveys/surveys.table';
import { surveyOptionCounts, surveyPageCounts, surveyQuestionCounts } from './survey-results.table';

/**
 * The Results read the counts tables the triggers of migration 0029 keep (a few rows per question whatever the number
 * of responses); the PDF report counts the answers of a range of responses itself, with the same SQL functions the
 * triggers use (survey_results_empty, survey_results_options). sourceId: undefined every source, 0 the survey's own link.
 */

/** shared AGGREGATE_QUESTION_TYPES as an SQL list. */
const aggregateTypes = sql.join(AGGREGATE_QUESTION_TYPES.map((t) => sql`${t}`), sql`, `);

const rowsOf = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The counts tables' filter on source (their source_id is 0 for the own link). */
const countsSource = (sourceId: number | undefined) => (sourceId === undefined ? sql`` : sql` and source_id = ${sourceId}`);
/** The same filter on survey_responses (source_id null for the own link). */
const responseSource = (sourceId: number | undefined) =>
  sourceId === undefined ? sql`` : sourceId === 0 ? sql` and r.source_id is null` : sql` and r.source_id = ${sourceId}`;

export type TResultQuestionRow = {
  id: number;
  name: string;
  type: TQuestionType;
  options: string[];
  yesValue: string;
  noValue: string;
  startFromZero: boolean;
  maxValue: number | null;
  pageId: number;
  pageName: string;
  pageType: TPageType;
};

/** The survey's questions in the editor's order (page order, then question order). */
export const resultQuestions = (db: Db, surveyId: number) =>
  rowsOf<TResultQuestionRow>(
    db,
    sql`select q.id, q.name, q.type, q.options, q.yes_value as "yesValue", q.no_value as "noValue", q.start_from_zero as "startFromZero", q.max_value as "maxValue", p.id as "pageId", p.name as "pageName", p.type as "pageType"
      from ${surveyQuestions} q join ${surveyPages} p on p.id = q.page_id
      where q.survey_id = ${surveyId} order by p."order", p.id, q."order", q.id`,
  );

export type TFigures = { views: number; started: number; complete: number };
export type TQuestionCount = { questionId: number; answers: number };
/** answer null: a free-text answer or an option renamed since (not among the question's options). */
export type TOptionCount = { questionId: number; answer: string | null; count: number; points: number };
export type TPageCount = { pageId: number; views: number; exits: number };

/** A choice-like answer that is not one of the question's options today counts as Other. */
const optionOrOther = (answer: SQL) =>
  sql`case when q.type in ('single-choice', 'multiple-choice', 'ranking') and not (q.options ? ${answer}) then null else ${answer} end`;

export async function countedFigures(db: Db, surveyId: number, sourceId: number | undefined): Promise<TFigures> {
  const [row] = await rowsOf<TFigures>(
    db,
    sql`select coalesce(sum(views), 0)::int as views, coalesce(sum(started), 0)::int as started, coalesce(sum(complete), 0)::int as complete
      from ${surveyResponseCounts} where survey_id = ${surveyId}${countsSource(sourceId)}`,
  );
  return row!;
}

export const countedQuestions = (db: Db, surveyId: number, sourceId: number | undefined) =>
  rowsOf<TQuestionCount>(
    db,
    sql`select question_id as "questionId", sum(answers)::int as answers from ${surveyQuestionCounts}
      where survey_id = ${surveyId}${countsSource(sourceId)} group by question_id`,
  );

export const countedOptions = (db: Db, surveyId: number, sourceId: number | undefined) =>
  rowsOf<TOptionCount>(
    db,
    sql`select c.question_id as "questionId", ${optionOrOther(sql`c.answer`)} as answer, sum(c.count)::int as count, sum(c.points)::int as points
      from ${surveyOptionCounts} c join ${surveyQuestions} q on q.id = c.question_id
      where c.survey_id = ${surveyId}${sourceId === undefined ? sql`` : sql` and c.source_id = ${sourceId}`}
      group by 1, 2 having sum(c.count) <> 0`,
  );

export const countedPages = (db: Db, surveyId: number, sourceId: number | undefined) =>
  rowsOf<TPageCount>(
    db,
    sql`select page_id as "pageId", sum(views)::int as views, sum(exits)::int as exits from ${surveyPageCounts}
      where survey_id = ${surveyId}${countsSource(sourceId)} group by page_id`,
  );

export type TTextAnswerRow = { questionId: number; responseId: number; value: TAnswerValue; answeredAt: Date | string };

/**
 * A text question's answers, latest first (by the answer's id: when it was first given), skipping empty ones. The
 * primary key walked backwards finds a page of one question's answers without sorting all of them.
 */
export const textAnswersPage = (db: Db, surveyId: number, questionId: number, sourceId: number | undefined, offset: number, limit: number) =>
  rowsOf<TTextAnswerRow>(
    db,
    sql`select a.question_id as "questionId", a.response_id as "responseId", a.value, a.updated_at as "answeredAt"
      from ${surveyAnswers} a join ${surveyResponses} r on r.id = a.response_id
      where a.question_id = ${questionId} and r.survey_id = ${surveyId} and not survey_results_empty(a.value)${responseSource(sourceId)}
      order by a.id desc limit ${limit} offset ${offset}`,
  );

/** The first page of answers of each of the survey's text questions (the non-aggregable ones), in one statement. */
export const latestTextAnswers = (db: Db, surveyId: number, sourceId: number | undefined, limit: number, range: SQL = sql``) =>
  rowsOf<TTextAnswerRow>(
    db,
    sql`select l.* from ${surveyQuestions} tq cross join lateral (
        select a.question_id as "questionId", a.response_id as "responseId", a.value, a.updated_at as "answeredAt"
        from ${surveyAnswers} a join ${surveyResponses} r on r.id = a.response_id
        where a.question_id = tq.id and r.survey_id = ${surveyId} and not survey_results_empty(a.value)${responseSource(sourceId)}${range}
        order by a.id desc limit ${limit}) l
      where tq.survey_id = ${surveyId} and tq.type not in (${aggregateTypes})`,
  );

// ---------------------------------------------------------------- a range of responses (the PDF report)

/** The responses the report covers: created within [from, to) or with ids idStart..idEnd, of one source or all. */
export type TResponseRange = { sourceId?: number; from?: Date; to?: Date; idStart?: number; idEnd?: number };

const inRange = (f: TResponseRange) =>
  sql.join(
    [
      responseSource(f.sourceId),
      f.from ? sql` and r.created_at >= ${f.from.toISOString()}::timestamptz` : sql``,
      f.to ? sql` and r.created_at < ${f.to.toISOString()}::timestamptz` : sql``,
      f.idStart ? sql` and r.id >= ${f.idStart}` : sql``,
      f.idEnd ? sql` and r.id <= ${f.idEnd}` : sql``,
    ],
    sql``,
  );

export async function rangeFigures(db: Db, surveyId: number, f: TResponseRange): Promise<TFigures> {
  const [row] = await rowsOf<TFigures>(
    db,
    sql`select count(*)::int as views, (count(*) filter (where r.answered_at is not null))::int as started, (count(*) filter (where r.complete))::int as complete
      from ${surveyResponses} r where r.survey_id = ${surveyId}${inRange(f)}`,
  );
  return row!;
}

export const rangeQuestions = (db: Db, surveyId: number, f: TResponseRange) =>
  rowsOf<TQuestionCount>(
    db,
    sql`select a.question_id as "questionId", count(*)::int as answers from ${surveyAnswers} a join ${surveyResponses} r on r.id = a.response_id
      where r.survey_id = ${surveyId}${inRange(f)} and not survey_results_empty(a.value) group by 1`,
  );

export const rangeOptions = (db: Db, surveyId: number, f: TResponseRange) =>
  rowsOf<TOptionCount>(
    db,
    sql`select a.question_id as "questionId", ${optionOrOther(sql`o.answer`)} as answer, count(*)::int as count, sum(o.points)::int as points
      from ${surveyAnswers} a join ${surveyResponses} r on r.id = a.response_id join ${surveyQuestions} q on q.id = a.question_id
      cross join lateral survey_results_options(q.type, a.value) o
      where r.survey_id = ${surveyId}${inRange(f)} and q.type in (${aggregateTypes})
      group by 1, 2`,
  );

export const rangePages = (db: Db, surveyId: number, f: TResponseRange) =>
  rowsOf<TPageCount>(
    db,
    sql`select page_id as "pageId", sum(views)::int as views, sum(exits)::int as exits from (
        select v.page_id, count(distinct v.response_id) as views, 0 as exits from ${surveyPageVisits} v join ${surveyResponses} r on r.id = v.response_id
        where r.survey_id = ${surveyId}${inRange(f)} group by 1
        union all
        select r.last_page_id, 0, count(*) from ${surveyResponses} r where r.survey_id = ${surveyId}${inRange(f)} and not r.complete and r.last_page_id is not null group by 1
      ) x group by 1`,
  );

export const rangeTextAnswers = (db: Db, surveyId: number, f: TResponseRange, limit: number) => latestTextAnswers(db, surveyId, f.sourceId, limit, inRange({ ...f, sourceId: undefined }));

/** A source's name, for the report's subtitle (undefined when it is not this survey's). */
export const sourceName = async (db: Db, surveyId: number, sourceId: number) =>
  (await rowsOf<{ name: string }>(db, sql`select name from ${surveySources} where id = ${sourceId} and survey_id = ${surveyId}`))[0]?.name;
