import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { definedValues } from './surveys.repository';
import { surveyResponseCounts } from '../survey-responses/survey-responses.table';
import { surveySources, type TSurveySourceRow } from './surveys.table';

export type TSourceInsert = typeof surveySources.$inferInsert;
export type TSourceWithCounts = TSurveySourceRow & { responsesCount: number; completeCount: number };

/** A survey's sources (the bin's with `bin`), newest first, each with its responses and complete ones (survey_response_counts, kept by triggers). */
export async function listSources(db: Db, surveyId: number, limit: number, bin = false): Promise<TSourceWithCounts[]> {
  const c = surveyResponseCounts;
  const rows = await db
    .select({ source: surveySources, n: c.views, done: c.complete })
    .from(surveySources)
    .leftJoin(c, and(eq(c.surveyId, surveySources.surveyId), eq(c.sourceId, surveySources.id)))
    .where(and(eq(surveySources.surveyId, surveyId), bin ? isNotNull(surveySources.deletedAt) : isNull(surveySources.deletedAt)))
    .orderBy(desc(surveySources.id))
    .limit(limit);
  return rows.map((r) => ({ ...r.source, responsesCount: r.n ?? 0, completeCount: r.done ?? 0 }));
}

/** A source of the survey outside the bin (in it with `bin`). */
export const findSource = async (db: Db, surveyId: number, id: number, bin = false) =>
  (
    await db
      .select()
      .from(surveySources)
      .where(and(eq(surveySources.id, id), eq(surveySources.surveyId, surveyId), bin ? isNotNull(surveySources.deletedAt) : isNull(surveySources.deletedAt)))
      .limit(1)
  )[0];

/** A source by its slug; one in the bin only `withBin` (a slug stays taken while its source may be restored). */
export const findSourceBySlug = async (db: Db, surveyId: number, slug: string, withBin = false) =>
  (await db.select().from(surveySources).where(and(eq(surveySources.surveyId, surveyId), eq(surveySources.slug, slug), withBin ? undefined : isNull(surveySources.deletedAt))).limit(1))[0];

export const deleteSource = (db: Db, id: number) => db.delete(surveySources).where(eq(surveySources.id, id));

export const insertSource = async (db: Db, values: TSourceInsert) => (await db.insert(surveySources).values(values).returning())[0] as TSurveySourceRow;

export async function updateSource(db: Db, id: number, values: Partial<TSourceInsert>) {
  const set = definedValues(values);
  if (!Object.keys(set).length) return;
  await db.update(surveySources).set(set).where(eq(surveySources.id, id));
}

export const countSources = async (db: Db, surveyId: number) => (await db.select({ n: count() }).from(surveySources).where(eq(surveySources.surveyId, surveyId)))[0]?.n ?? 0;
