import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { definedValues } from './surveys.repository';
import { surveyPages, surveyQuestions, type TSurveyPageRow, type TSurveyQuestionRow } from './surveys.table';

export type TPageInsert = typeof surveyPages.$inferInsert;
export type TQuestionInsert = typeof surveyQuestions.$inferInsert;

/** The pages of several surveys, each survey's in order. */
export const listPages = (db: Db, surveyIds: number[]): Promise<TSurveyPageRow[]> =>
  surveyIds.length
    ? db.select().from(surveyPages).where(inArray(surveyPages.surveyId, surveyIds)).orderBy(asc(surveyPages.surveyId), asc(surveyPages.order), asc(surveyPages.id))
    : Promise.resolve([]);

export const listQuestions = (db: Db, surveyIds: number[]): Promise<TSurveyQuestionRow[]> =>
  surveyIds.length
    ? db.select().from(surveyQuestions).where(inArray(surveyQuestions.surveyId, surveyIds)).orderBy(asc(surveyQuestions.surveyId), asc(surveyQuestions.order), asc(surveyQuestions.id))
    : Promise.resolve([]);

export const findPage = async (db: Db, surveyId: number, pageId: number) =>
  (await db.select().from(surveyPages).where(and(eq(surveyPages.id, pageId), eq(surveyPages.surveyId, surveyId))).limit(1))[0];

export const findQuestion = async (db: Db, surveyId: number, questionId: number) =>
  (await db.select().from(surveyQuestions).where(and(eq(surveyQuestions.id, questionId), eq(surveyQuestions.surveyId, surveyId))).limit(1))[0];

export const pageQuestions = (db: Db, pageId: number) => db.select().from(surveyQuestions).where(eq(surveyQuestions.pageId, pageId)).orderBy(asc(surveyQuestions.order), asc(surveyQuestions.id));

export const maxPageOrder = async (db: Db, surveyId: number) =>
  (await db.select({ n: sql<number>`coalesce(max(${surveyPages.order}), 0)::int` }).from(surveyPages).where(eq(surveyPages.surveyId, surveyId)))[0]?.n ?? 0;

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

/** Orders made 1, 2, 3… again (by order, then id), and each question's order its page's. */
export async function renumberPages(db: Db, surveyId: number) {
  await db.execute(
    sql`update ${surveyPages} set "order" = r.o from (select id, row_number() over (order by "order", id)::int as o from ${surveyPages} where survey_id = ${surveyId}) r where ${surveyPages.id} = r.id and ${surveyPages.order} <> r.o`,
  );
  await db.execute(
    sql`update ${surveyQuestions} set "order" = p."order" from ${surveyPages} p where ${surveyQuestions.pageId} = p.id and ${surveyQuestions.surveyId} = ${surveyId} and ${surveyQuestions.order} <> p."order"`,
  );
}
