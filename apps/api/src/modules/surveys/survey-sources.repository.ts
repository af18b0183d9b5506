import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { definedValues } from './surveys.repository';
import { surveyResponseCounts } from '../survey-responses/survey-responses.table';
import { surveySources, type TSurveySourceRow } from './surveys.table';

export type TSourceInsert = typeof surveySources.$inferInsert;
export type TSourceWithCounts = TSurveySourceRow & { responsesCount: number; completeCount: number };

/** A survey's sources, newest first, each with its responses and complete ones (survey_response_counts, kept by triggers). */
export async function listSources(db: Db, surveyId: number, limit: number): Promise<TSourceWithCounts[]> {
  const c = surveyResponseCounts;
  const rows = await db
    .select({ source: surveySources, n: c.views, done: c.complete })
    .from(surveySources)
    .leftJoin(c, and(eq(c.surveyId, surveySources.surveyId), eq(c.sourceId, surveySources.id)))
    .where(eq(surveySources.surveyId, surveyId))
    .orderBy(desc(surveySources.id))
    .limit(limit);
  return rows.map((r) => ({ ...r.source, responsesCount: r.n ?? 0, completeCount: r.done ?? 0 }));
}

export const findSource = async (db: Db, surveyId: number, id: number) =>
  (await db.select().from(surveySources).where(and(eq(surveySources.id, id), eq(surveySources.surveyId, surveyId))).limit(1))[0];

export const findSourceBySlug = async (db: Db, surveyId: number, slug: string) =>
  (await db.select().from(surveySources).where(and(eq(surveySources.surveyId, surveyId), eq(surveySources.slug, slug))).limit(1))[0];

export const insertSource = async (db: Db, values: TSourceInsert) => (await db.insert(surveySources).values(values).returning())[0] as TSurveySourceRow;

export async function updateSource(db: Db, id: number, values: Partial<TSourceInsert>) {
  const set = definedValues(values);
  if (!Object.keys(set).length) return;
  await db.update(surveySources).set(set).where(eq(surveySources.id, id));
}

export const countSources = async (db: Db, surveyId: number) => (await db.select({ n: count() }).from(surveySources).where(eq(surveySources.surveyId, surveyId)))[0]?.n ?? 0;
