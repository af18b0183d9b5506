import { and, asc, eq, gt, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { definedValues } from './surveys.repository';
import { surveyPages, surveyQuestions, type TSurveyPageRow, type TSurveyQuestionRow } from './surveys.table';

export type TPageInsert = typeof surveyPages.$inferInsert;
export type TQuestionInsert = typeof surveyQuestions.$inferInsert;

/**
 * Which pages or questions a read takes: the builder's (every one outside the bin, the default), the bin's, or the
 * respondent's (published ones outside the bin).
 */
export type TPartsRead = 'builder' | 'bin' | 'public';
const partsWhere = (t: typeof surveyPages | typeof surveyQuestions, read: TPartsRead): SQL =>
  read === 'bin' ? isNotNull(t.deletedAt) : read === 'public' ? and(isNull(t.deletedAt), eq(t.active, true))! : isNull(t.deletedAt);

/** The pages of several surveys, each survey's in order. */
export const listPages = (db: Db, surveyIds: number[], read: TPartsRead = 'builder'): Promise<TSurveyPageRow[]> =>
  surveyIds.length
    ? db
        .select()
        .from(surveyPages)
        .where(and(inArray(surveyPages.surveyId, surveyIds), partsWhere(surveyPages, read)))
        .orderBy(asc(surveyPages.surveyId), asc(surveyPages.order), asc(surveyPages.id))
    : Promise.resolve([]);

export const listQuestions = (db: Db, surveyIds: number[], read: TPartsRead = 'builder'): Promise<TSurveyQuestionRow[]> =>
  surveyIds.length
    ? db
        .select()
        .from(surveyQuestions)
        .where(and(inArray(surveyQuestions.surveyId, surveyIds), partsWhere(surveyQuestions, read)))
        .orderBy(asc(surveyQuestions.surveyId), asc(surveyQuestions.order), asc(surveyQuestions.id))
    : Promise.resolve([]);

/** A page of the survey outside the bin (in it with 'bin'). */
export const findPage = async (db: Db, surveyId: number, pageId: number, read: TPartsRead = 'builder') =>
  (await db.select().from(surveyPages).where(and(eq(surveyPages.id, pageId), eq(surveyPages.surveyId, surveyId), partsWhere(surveyPages, read))).limit(1))[0];

export const findQuestion = async (db: Db, surveyId: number, questionId: number, read: TPartsRead = 'builder') =>
  (await db.select().from(surveyQuestions).where(and(eq(surveyQuestions.id, questionId), eq(surveyQuestions.surveyId, surveyId), partsWhere(surveyQuestions, read))).limit(1))[0];

export const pageQuestions = (db: Db, pageId: number) =>
  db.select().from(surveyQuestions).where(and(eq(surveyQuestions.pageId, pageId), isNull(surveyQuestions.deletedAt))).orderBy(asc(surveyQuestions.order), asc(surveyQuestions.id));

export const maxPageOrder = async (db: Db, surveyId: number) =>
  (await db.select({ n: sql<number>`coalesce(max(${surveyPages.order}), 0)::int` }).from(surveyPages).where(and(eq(surveyPages.surveyId, surveyId), isNull(surveyPages.deletedAt))))[0]?.n ?? 0;

export const maxQuestionOrder = async (db: Db, surveyId: number) =>
  (await db.select({ n: sql<number>`coalesce(max(${surveyQuestions.order}), 0)::int` }).from(surveyQuestions).where(eq(surveyQuestions.surveyId, surveyId)))[0]?.n ?? 0;

/** Makes room after `order`: later pages move down one. */
export const shiftPagesAfter = (db: Db, surveyId: number, order: number) =>
  db.update(surveyPages).set({ order: sql`${surveyPages.order} + 1` }).where(and(eq(surveyPages.surveyId, surveyId), gt(surveyPages.order, order)));

export const shiftQuestionsAfter = (db: Db, surveyId: number, order: number) =>
  db.update(surveyQuestions).set({ order: sql`${surveyQuestions.order} + 1` }).where(and(eq(surveyQuestions.surveyId, surveyId), gt(surveyQuestions.order, order)));

export const insertPage = async (db: Db, values: TPageInsert) => (await db.insert(surveyPages).values(values).returning())[0] as TSurveyPageRow;
export const insertPages = (db: Db, values: TPageInsert[]) => (values.length ? db.insert(surveyPages).values(values).returning() : Promise.resolve([]));
export const insertQuestion = async (db: Db, values: TQuestionInsert) => (await db.insert(surveyQuestions).values(values).returning())[0] as TSurveyQuestionRow;
export const insertQuestions = (db: Db, values: TQuestionInsert[]) => (values.length ? db.insert(surveyQuestions).values(values).returning() : Promise.resolve([]));

export async function updatePage(db: Db, id: number, values: Partial<TPageInsert>) {
  const set = definedValues(values);
  if (!Object.keys(set).length) return (await db.select().from(surveyPages).where(eq(surveyPages.id, id)))[0];
  return (await db.update(surveyPages).set(set).where(eq(surveyPages.id, id)).returning())[0];
}
export async function updateQuestion(db: Db, id: number, values: Partial<TQuestionInsert>) {
  const set = definedValues(values);
  if (!Object.keys(set).length) return (await db.select().from(surveyQuestions).where(eq(surveyQuestions.id, id)))[0];
  return (await db.update(surveyQuestions).set(set).where(eq(surveyQuestions.id, id)).returning())[0];
}

export const deletePage = (db: Db, id: number) => db.delete(surveyPages).where(eq(surveyPages.id, id));
export const deleteQuestion = (db: Db, id: number) => db.delete(surveyQuestions).where(eq(surveyQuestions.id, id));
export const deletePageQuestions = (db: Db, pageId: number) => db.delete(surveyQuestions).where(eq(surveyQuestions.pageId, pageId));

/** New orders for a survey's pages or questions, in one statement. */
export async function setOrders(db: Db, table: 'pages' | 'questions', surveyId: number, items: { id: number; order: number }[]) {
  const t = table === 'pages' ? surveyPages : surveyQuestions;
  const values = sql.join(
    items.map((i) => sql`(${i.id}::int, ${i.order}::int)`),
    sql`, `,
  );
  await db.execute(sql`update ${t} set "order" = v.o from (values ${values}) as v(id, o) where ${t.id} = v.id and ${t.surveyId} = ${surveyId}`);
}

/** Orders made 1, 2, 3… again (by order, then id; the bin's pages keep theirs), and each question's order its page's. */
export async function renumberPages(db: Db, surveyId: number) {
  await db.execute(
    sql`update ${surveyPages} set "order" = r.o from (select id, row_number() over (order by "order", id)::int as o from ${surveyPages} where survey_id = ${surveyId} and deleted_at is null) r where ${surveyPages.id} = r.id and ${surveyPages.order} <> r.o`,
  );
  await db.execute(
    sql`update ${surveyQuestions} set "order" = p."order" from ${surveyPages} p where ${surveyQuestions.pageId} = p.id and ${surveyQuestions.surveyId} = ${surveyId} and ${surveyQuestions.order} <> p."order"`,
  );
}

/**
 * A page going away takes with it what pointed at it from the survey's other pages: dynamic rules leading to it or
 * reading its question, a "specific page" action naming it (back to the next page), and a campaign action's e-mail
 * question on it (left to be chosen again).
 */
export async function dropPageReferences(db: Db, surveyId: number, pageId: number, questionIds: number[]) {
  const qids = sql`array[${sql.join([sql`0`, ...questionIds.map((q) => sql`${q}::int`)], sql`, `)}]`;
  await db.execute(sql`
    update ${surveyPages} set logic_rules = coalesce(
      (select jsonb_agg(r order by n) from jsonb_array_elements(logic_rules) with ordinality as e(r, n)
        where (r->>'page')::int <> ${pageId} and (r->>'question')::int <> all(${qids})), '[]'::jsonb)
    where survey_id = ${surveyId} and jsonb_array_length(logic_rules) > 0`);
  await db.execute(sql`
    update ${surveyPages} set page_logic_type = 'next_page', page_logic_value = null
    where survey_id = ${surveyId} and page_logic_type = 'specific_page' and page_logic_value #>> '{}' = ${String(pageId)}`);
  await db.execute(sql`
    update ${surveyPages} set page_logic_value = jsonb_set(page_logic_value, '{email_question}', 'null'::jsonb)
    where survey_id = ${surveyId} and page_logic_type = 'campaign' and (page_logic_value->>'email_question')::int = any(${qids})`);
}
