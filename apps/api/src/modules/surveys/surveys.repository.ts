import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TSurveyCategory } from '@gifthub/shared/survey-rules';
import type { Db } from '../../db/client';
import { surveyResponseCounts } from '../survey-responses/survey-responses.table';
import { surveyTemplates } from '../survey-templates/survey-templates.table';
import { teams } from '../teams/teams.table';
import { surveyQuestions, surveys, type TSurveyRow } from './surveys.table';
import { equalsIgnoringCase } from '../../db/case-fold';

export type TSurveyInsert = typeof surveys.$inferInsert;
export type TSurveyStatsRow = {
  responses_count: number;
  started_responses_count: number;
  complete_responses_count: number;
  public_url_views: number;
  public_url_replies: number;
};

export const insertSurvey = async (db: Db, values: TSurveyInsert) => (await db.insert(surveys).values(values).returning())[0] as TSurveyRow;

/** The fields given (undefined ones left out); nothing to change reads the row back. */
export const definedValues = <T extends Record<string, unknown>>(values: T): Partial<T> => Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;

export async function updateSurvey(db: Db, id: number, values: Partial<TSurveyInsert>) {
  const set = definedValues(values);
  if (!Object.keys(set).length) return (await db.select().from(surveys).where(eq(surveys.id, id)))[0];
  return (await db.update(surveys).set(set).where(eq(surveys.id, id)).returning())[0];
}

/** A team's survey by id, deleted or not (the caller decides what a deleted one may do). */
export const findSurvey = async (db: Db, teamId: number, id: number) => (await db.select().from(surveys).where(and(eq(surveys.id, id), eq(surveys.teamId, teamId))).limit(1))[0];

/** A survey by id alone, with or without a team (templates' surveys have none). */
export const findSurveyById = async (db: Db, id: number) => (await db.select().from(surveys).where(eq(surveys.id, id)).limit(1))[0];

/** A template's survey by the template's id: not deleted, and active unless drafts are asked for. */
export const findTemplateSurvey = async (db: Db, templateId: number, drafts: boolean) =>
  (
    await db
      .select({ survey: surveys })
      .from(surveyTemplates)
      .innerJoin(surveys, eq(surveys.id, surveyTemplates.surveyId))
      .where(and(eq(surveyTemplates.id, templateId), isNull(surveyTemplates.deletedAt), drafts ? undefined : eq(surveyTemplates.status, 'active')))
      .limit(1)
  )[0]?.survey;

/** Whether the slug is used in the team, or among templates (teamId null). */
export const slugTaken = async (db: Db, teamId: number | null, slug: string) =>
  (await db.select({ id: surveys.id }).from(surveys).where(and(teamId === null ? isNull(surveys.teamId) : eq(surveys.teamId, teamId), eq(surveys.slug, slug))).limit(1)).length > 0;

/** Removes a survey for good: its pages, questions, sources, responses and answers go with it (foreign keys cascade). */
export const deleteSurvey = (db: Db, id: number) => db.delete(surveys).where(eq(surveys.id, id));

export type TSurveyListFilter = { teamId: number; deleted: boolean; category?: TSurveyCategory; sort: 'created_at' | 'name'; direction: 'asc' | 'desc'; page: number; perPage: number };

/** One page of a team's surveys in the asked order (id breaks ties) and how many match. */
export async function listSurveys(db: Db, f: TSurveyListFilter) {
  const where = and(eq(surveys.teamId, f.teamId), f.deleted ? isNotNull(surveys.deletedAt) : isNull(surveys.deletedAt), f.category ? eq(surveys.category, f.category) : undefined);
  const dir = f.direction === 'asc' ? asc : desc;
  const column = f.sort === 'name' ? surveys.name : surveys.createdAt;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(surveys)
      .where(where)
      .orderBy(dir(column), dir(surveys.id))
      .limit(f.perPage)
      .offset((f.page - 1) * f.perPage),
    db.select({ n: count() }).from(surveys).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/**
 * The figures of several surveys in one grouped statement over survey_response_counts (kept by triggers, a row per
 * survey and source): views (responses made), started (with an answer), complete, and the survey's own link's views
 * and replies (source 0).
 */
export async function surveyStats(db: Db, ids: number[]): Promise<Map<number, TSurveyStatsRow>> {
  if (!ids.length) return new Map();
  const c = surveyResponseCounts;
  const rows = await db
    .select({
      surveyId: c.surveyId,
      responses_count: sql<number>`coalesce(sum(${c.views}), 0)::int`,
      started_responses_count: sql<number>`coalesce(sum(${c.started}), 0)::int`,
      complete_responses_count: sql<number>`coalesce(sum(${c.complete}), 0)::int`,
      public_url_views: sql<number>`coalesce(sum(${c.views}) filter (where ${c.sourceId} = 0), 0)::int`,
      public_url_replies: sql<number>`coalesce(sum(${c.started}) filter (where ${c.sourceId} = 0), 0)::int`,
    })
    .from(c)
    .where(inArray(c.surveyId, ids))
    .groupBy(c.surveyId);
  return new Map(rows.map(({ surveyId, ...stats }) => [surveyId, stats]));
}

export async function questionCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ surveyId: surveyQuestions.surveyId, n: sql<number>`count(*)::int` })
    .from(surveyQuestions)
    .where(inArray(surveyQuestions.surveyId, ids))
    .groupBy(surveyQuestions.surveyId);
  return new Map(rows.map((x) => [x.surveyId, x.n]));
}

/** A published, not deleted survey by its team's slug and its own, with the team (the public page). */
export const findPublishedSurvey = async (db: Db, teamSlug: string, slug: string, includeDrafts = false) =>
  (
    await db
      .select({ survey: surveys, team: teams })
      .from(surveys)
      .innerJoin(teams, eq(teams.id, surveys.teamId))
      .where(and(equalsIgnoringCase(teams.slug, teamSlug), eq(surveys.slug, slug), isNull(surveys.deletedAt), includeDrafts ? undefined : eq(surveys.active, true)))
      .limit(1)
  )[0];

/** Holds the survey row until the transaction ends: page writes of one survey (orders, renumbering) go one at a time. */
export const lockSurvey = (db: Db, id: number) => db.select({ id: surveys.id }).from(surveys).where(eq(surveys.id, id)).for('update');
