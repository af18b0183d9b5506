import { and, eq, sql } from 'drizzle-orm';
import type { TAnswerValue } from '@gifthub/shared/survey-answers';
import type { Db } from '../../db/client';
import { surveyAnswers, surveyPageVisits, surveyResponses, type TSurveyResponseRow } from './survey-responses.table';

export type TResponseInsert = typeof surveyResponses.$inferInsert;

export const insertResponse = async (db: Db, values: TResponseInsert) => (await db.insert(surveyResponses).values(values).returning())[0] as TSurveyResponseRow;

/** A response by its public token, within its survey (another survey's token names none). */
export const findResponse = async (db: Db, surveyId: number, token: string) =>
  (await db.select().from(surveyResponses).where(and(eq(surveyResponses.token, token), eq(surveyResponses.surveyId, surveyId))).limit(1))[0];

/**
 * A response's answers. The value is read as JSON text and parsed here: Drizzle's jsonb reader parses a string value
 * again, so the answer "42" to a number question would come back as 42 and "true" as true.
 */
export async function responseAnswers(db: Db, responseId: number): Promise<{ questionId: number; value: TAnswerValue; valid: boolean }[]> {
  const rows = await db
    .select({ questionId: surveyAnswers.questionId, value: sql<string>`${surveyAnswers.value}::text`, valid: surveyAnswers.valid })
    .from(surveyAnswers)
    .where(eq(surveyAnswers.responseId, responseId));
  return rows.map((r) => ({ ...r, value: JSON.parse(r.value) as TAnswerValue }));
}

/**
 * One answer per question, kept only while the response is not complete: the response row is updated first (its
 * first answer's time, and a lock so a completion waits), and the answer is written from that row. No row: complete.
 */
export async function upsertAnswer(db: Db, a: { responseId: number; questionId: number; value: TAnswerValue; valid: boolean; at: Date }): Promise<boolean> {
  const r = surveyResponses;
  const res = (await db.execute(sql`
    with live as (update ${r} set answered_at = coalesce(${r.answeredAt}, ${a.at.toISOString()}::timestamptz) where ${r.id} = ${a.responseId} and not ${r.complete} returning ${r.id} as id)
    insert into ${surveyAnswers} (response_id, question_id, value, valid, updated_at)
    select live.id, ${a.questionId}, ${JSON.stringify(a.value)}::jsonb, ${a.valid}, ${a.at.toISOString()}::timestamptz from live
    on conflict (response_id, question_id) do update set value = excluded.value, valid = excluded.valid, updated_at = excluded.updated_at
    returning 1 as ok`)) as unknown as { rows: unknown[] };
  return res.rows.length > 0;
}

/** Clears an answer while the response is not complete; false when it is complete. */
export async function clearAnswer(db: Db, responseId: number, questionId: number): Promise<boolean> {
  const r = surveyResponses;
  const res = (await db.execute(sql`
    with live as (select ${r.id} as id from ${r} where ${r.id} = ${responseId} and not ${r.complete} for update)
    , gone as (delete from ${surveyAnswers} where response_id in (select id from live) and question_id = ${questionId})
    select id from live`)) as unknown as { rows: unknown[] };
  return res.rows.length > 0;
}

/**
 * A completed response counts as started even when none of its pages asked anything (a welcome page leading to an
 * external address): the survey's figures never show more complete responses than started ones.
 */
const startedBy = (at: Date) => sql`coalesce(${surveyResponses.answeredAt}, ${at.toISOString()}::timestamptz)`;

/** The pages a response has entered (its visits; the start page is entered without one). */
export const visitedPageIds = async (db: Db, responseId: number): Promise<number[]> =>
  (await db.selectDistinct({ pageId: surveyPageVisits.pageId }).from(surveyPageVisits).where(eq(surveyPageVisits.responseId, responseId))).map((v) => v.pageId);

/**
 * A page entered: the visit, the response's last page, and completion when the page ends the survey. True when this
 * visit is the one that completed the response (of two at once, only one is).
 */
export async function recordVisit(db: Db, v: { responseId: number; pageId: number; at: Date; completes: boolean }): Promise<boolean> {
  await db.insert(surveyPageVisits).values({ responseId: v.responseId, pageId: v.pageId, at: v.at });
  const r = surveyResponses;
  await db.update(r).set({ lastPageId: v.pageId }).where(eq(r.id, v.responseId));
  if (!v.completes) return false;
  const completed = await db
    .update(r)
    .set({ complete: true, completedAt: sql`coalesce(${r.completedAt}, ${v.at.toISOString()}::timestamptz)`, answeredAt: startedBy(v.at) })
    .where(and(eq(r.id, v.responseId), eq(r.complete, false)))
    .returning({ id: r.id });
  return completed.length > 0;
}

/** Complete once: false when it already was. */
export const completeResponse = async (db: Db, responseId: number, at: Date) =>
  (
    await db
      .update(surveyResponses)
      .set({ complete: true, completedAt: at, answeredAt: startedBy(at) })
      .where(and(eq(surveyResponses.id, responseId), eq(surveyResponses.complete, false)))
      .returning({ id: surveyResponses.id })
  ).length > 0;

/** A campaign action's invitation, kept once: the response is complete with it. False when another call kept one first. */
export const keepCampaignInvite = async (db: Db, responseId: number, link: string, at: Date) =>
  (
    await db
      .update(surveyResponses)
      .set({ campaignInviteLink: link, complete: true, completedAt: sql`coalesce(${surveyResponses.completedAt}, ${at.toISOString()}::timestamptz)`, answeredAt: startedBy(at) })
      .where(and(eq(surveyResponses.id, responseId), sql`${surveyResponses.campaignInviteLink} is null`))
      .returning({ id: surveyResponses.id })
  ).length > 0;
