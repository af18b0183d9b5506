import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TAnswerValue } from '@gifthub/shared/survey-answers';
import type { Db } from '../../db/client';
import { users } from '../users/users.table';
import { surveyPages, surveyQuestions, surveySources } from '../surveys/surveys.table';
import { answerSortKeys, surveyAnswers, surveyResponseNotes, surveyResponses } from './survey-responses.table';

/**
 * The team side's reads of responses (the Responses tab, one response, the export) and its notes. Every list is one
 * statement over survey_responses' (survey_id, created_at) index; a page's answers are one more statement.
 */

/** How an answer filter matches: the stored value's text equals it, a list contains it, or a free text holds it. */
export type TAnswerMatch = { questionId: number; answer: string; mode: 'eq' | 'contains' | 'text' };
export type TResponseFilter = {
  surveyId: number;
  /** null: the survey's own link; a number: that source; undefined: all. */
  source?: number | null;
  complete?: boolean;
  answers?: TAnswerMatch[];
  from?: Date;
  to?: Date;
  idStart?: number;
  idEnd?: number;
};
export type TResponseSortKey = 'date' | 'complete' | 'source' | 'answer';
export type TResponsePage = TResponseFilter & {
  page: number;
  perPage: number;
  sort: TResponseSortKey;
  direction: 'asc' | 'desc';
  sortQuestion?: number;
};

const r = surveyResponses;
const a = surveyAnswers;
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The stored values an answer filter's text equals: the string itself, and the number or the yes/no it may stand for
 * (scales store numbers, yes/no questions booleans). Compared as jsonb, so the planner reads the column's statistics.
 */
const equalValues = (answer: string) => [
  JSON.stringify(answer),
  ...(/^-?\d+(\.\d+)?$/.test(answer) ? [String(Number(answer))] : []),
  ...(answer === 'true' || answer === 'false' ? [answer] : []),
];

function answerCondition(f: TAnswerMatch): SQL {
  const match =
    f.mode === 'contains'
      ? sql`${a.value} @> ${JSON.stringify([f.answer])}::jsonb`
      : f.mode === 'text'
        ? sql`${a.value} #>> '{}' ilike ${`%${likeEscape(f.answer)}%`}`
        : sql`${a.value} in (${sql.join(equalValues(f.answer).map((v) => sql`${v}::jsonb`), sql`, `)})`;
  return sql`exists (select 1 from ${a} where ${a.responseId} = ${r.id} and ${a.questionId} = ${f.questionId} and ${match})`;
}

/** A response is listed once it has an answer or is complete (a page view alone is a view, not a response). */
function whereOf(f: TResponseFilter): SQL {
  const parts: SQL[] = [eq(r.surveyId, f.surveyId), sql`(${r.answeredAt} is not null or ${r.complete})`];
  if (f.source === null) parts.push(sql`${r.sourceId} is null`);
  else if (f.source !== undefined) parts.push(eq(r.sourceId, f.source));
  if (f.complete !== undefined) parts.push(eq(r.complete, f.complete));
  if (f.from) parts.push(sql`${r.createdAt} >= ${f.from.toISOString()}::timestamptz`);
  if (f.to) parts.push(sql`${r.createdAt} < ${f.to.toISOString()}::timestamptz`);
  if (f.idStart !== undefined) parts.push(sql`${r.id} >= ${f.idStart}`);
  if (f.idEnd !== undefined) parts.push(sql`${r.id} <= ${f.idEnd}`);
  for (const m of f.answers ?? []) parts.push(answerCondition(m));
  return and(...parts)!;
}

const rowFields = {
  id: r.id,
  createdAt: r.createdAt,
  completedAt: r.completedAt,
  complete: r.complete,
  sourceId: r.sourceId,
  sourceName: surveySources.name,
};
export type TResponseListRow = { id: number; createdAt: Date; completedAt: Date | null; complete: boolean; sourceId: number | null; sourceName: string | null; notesCount: number };

/** Big lists count up to a cap in the same statement as their page would: a count past it reads "10,000+". */
export const RESPONSES_COUNT_CAP = 10_000;

const notesCount = sql<number>`(select count(*)::int from ${surveyResponseNotes} where ${surveyResponseNotes.responseId} = ${r.id})`;
const pageRows = (db: Db) => db.select({ ...rowFields, notesCount }).from(r).leftJoin(surveySources, eq(surveySources.id, r.sourceId)).$dynamic();

/**
 * Sorted by a question's answer, in two parts each read in an index's order: the responses with an answer (the
 * answers' sort index, survey_answers_sort_idx), then those without one, newest first. The page takes what it needs
 * of the first part, then of the second from where the first ends.
 */
async function pageByAnswer(db: Db, p: TResponsePage, where: SQL): Promise<TResponseListRow[]> {
  const offset = (p.page - 1) * p.perPage;
  const question = p.sortQuestion ?? 0;
  const dir = p.direction === 'asc' ? asc : desc;
  const answered = and(eq(a.questionId, question), where);
  const first = await pageRows(db)
    .innerJoin(a, eq(a.responseId, r.id))
    .where(answered)
    .orderBy(...answerSortKeys(a.value).map((k) => dir(k)), dir(a.responseId))
    .limit(p.perPage)
    .offset(offset);
  if (first.length === p.perPage) return first;
  const answeredCount = first.length
    ? offset + first.length
    : Number((await db.select({ n: sql<number>`count(*)::int` }).from(a).innerJoin(r, eq(r.id, a.responseId)).where(answered))[0]?.n ?? 0);
  const rest = await pageRows(db)
    .where(and(where, sql`not exists (select 1 from ${a} where ${a.responseId} = ${r.id} and ${a.questionId} = ${question})`))
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(p.perPage - first.length)
    .offset(Math.max(0, offset - answeredCount));
  return [...first, ...rest];
}

/** One page of a survey's responses, sorted and filtered in SQL, and their count up to the cap. */
export async function listResponses(db: Db, p: TResponsePage): Promise<{ rows: TResponseListRow[]; total: number; capped: boolean }> {
  const where = whereOf(p);
  const dir = p.direction === 'asc' ? asc : desc;
  // Completion and source sort with date and id in the same direction: the order of their indexes (read forwards or
  // backwards). By source is the order sources were added, the survey's own link (no source) last ascending.
  const order =
    p.sort === 'complete'
      ? [dir(r.complete), dir(r.createdAt), dir(r.id)]
      : p.sort === 'source'
        ? [p.direction === 'asc' ? sql`${r.sourceId} asc nulls last` : sql`${r.sourceId} desc nulls first`, dir(r.createdAt), dir(r.id)]
        : [dir(r.createdAt), dir(r.id)];
  const [rows, counted] = await Promise.all([
    p.sort === 'answer'
      ? pageByAnswer(db, p, where)
      : pageRows(db)
          .where(where)
          .orderBy(...order)
          .limit(p.perPage)
          .offset((p.page - 1) * p.perPage),
    db.execute(sql`select count(*)::int as n from (select 1 from ${r} where ${where} limit ${RESPONSES_COUNT_CAP + 1}) capped`) as unknown as Promise<{ rows: { n: number }[] }>,
  ]);
  const n = Number(counted.rows[0]?.n ?? 0);
  return { rows, total: n, capped: n > RESPONSES_COUNT_CAP };
}

export type TAnswerRow = { responseId: number; questionId: number; value: TAnswerValue; valid: boolean };

/**
 * The answers of a set of responses, in one statement. The value is read as JSON text and parsed here (Drizzle's
 * jsonb reader would parse a string value again: "42" would come back as 42).
 */
export async function answersOf(db: Db, responseIds: number[]): Promise<TAnswerRow[]> {
  if (!responseIds.length) return [];
  const rows = await db
    .select({ responseId: a.responseId, questionId: a.questionId, value: sql<string>`${a.value}::text`, valid: a.valid })
    .from(a)
    .where(inArray(a.responseId, responseIds));
  return rows.map((x) => ({ ...x, value: JSON.parse(x.value) as TAnswerValue }));
}

/** One response of this survey (another survey's id names none). */
export const findResponse = async (db: Db, surveyId: number, id: number) =>
  (
    await db
      .select({ ...rowFields, sourceMetadata: r.sourceMetadata })
      .from(r)
      .leftJoin(surveySources, eq(surveySources.id, r.sourceId))
      .where(and(eq(r.id, id), eq(r.surveyId, surveyId)))
      .limit(1)
  )[0];

const noteFields = {
  id: surveyResponseNotes.id,
  responseId: surveyResponseNotes.responseId,
  content: surveyResponseNotes.content,
  createdAt: surveyResponseNotes.createdAt,
  authorId: users.id,
  authorName: users.name,
};
export type TNoteRow = { id: number; responseId: number; content: string; createdAt: Date; authorId: number | null; authorName: string | null };

/** The notes of a set of responses with their authors, oldest first, in one statement. */
export const notesOf = (db: Db, responseIds: number[]): Promise<TNoteRow[]> =>
  responseIds.length
    ? db
        .select(noteFields)
        .from(surveyResponseNotes)
        .leftJoin(users, eq(users.id, surveyResponseNotes.addedBy))
        .where(inArray(surveyResponseNotes.responseId, responseIds))
        .orderBy(asc(surveyResponseNotes.responseId), asc(surveyResponseNotes.createdAt), asc(surveyResponseNotes.id))
    : Promise.resolve([]);

export async function insertNote(db: Db, v: { responseId: number; addedBy: number; content: string; at: Date }): Promise<TNoteRow> {
  const [row] = await db.insert(surveyResponseNotes).values({ responseId: v.responseId, addedBy: v.addedBy, content: v.content, createdAt: v.at }).returning({ id: surveyResponseNotes.id });
  const [note] = await db.select(noteFields).from(surveyResponseNotes).leftJoin(users, eq(users.id, surveyResponseNotes.addedBy)).where(eq(surveyResponseNotes.id, row!.id));
  return note!;
}

/** The survey's questions in the order a respondent meets them (pages by order, then questions by order). */
export const surveyQuestionsInOrder = (db: Db, surveyId: number) =>
  db
    .select({ id: surveyQuestions.id, name: surveyQuestions.name, type: surveyQuestions.type, yesValue: surveyQuestions.yesValue, noValue: surveyQuestions.noValue })
    .from(surveyQuestions)
    .innerJoin(surveyPages, eq(surveyPages.id, surveyQuestions.pageId))
    .where(eq(surveyQuestions.surveyId, surveyId))
    .orderBy(asc(surveyPages.order), asc(surveyPages.id), asc(surveyQuestions.order), asc(surveyQuestions.id));

/** The survey's latest response id (0: none), the ID range's upper bound. */
export const latestResponseId = async (db: Db, surveyId: number) =>
  Number((await db.select({ n: sql<number>`coalesce(max(${r.id}), 0)::int` }).from(r).where(eq(r.surveyId, surveyId)))[0]?.n ?? 0);

/** Where an export batch ends: created_at as PostgreSQL's own text (microseconds kept) and the id. */
export type TExportCursor = { at: string; id: number };
export type TExportRow = Omit<TResponseListRow, 'notesCount'> & { cursor: string };

/** One batch of an export in (created_at, id) order after the cursor: the index's order, never all rows at once. */
export const exportBatch = (db: Db, f: TResponseFilter, after: TExportCursor | null, limit: number): Promise<TExportRow[]> =>
  db
    .select({ ...rowFields, cursor: sql<string>`${r.createdAt}::text` })
    .from(r)
    .leftJoin(surveySources, eq(surveySources.id, r.sourceId))
    .where(after ? and(whereOf(f), sql`(${r.createdAt}, ${r.id}) > (${after.at}::timestamptz, ${after.id})`) : whereOf(f))
    .orderBy(asc(r.createdAt), asc(r.id))
    .limit(limit);
