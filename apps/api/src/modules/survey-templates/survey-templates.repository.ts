import { and, asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TSurveyCategory } from '@gifthub/shared/survey-rules';
import { TEMPLATES_MAX } from '@gifthub/shared/survey-templates';
import type { Db } from '../../db/client';
import { surveys } from '../surveys/surveys.table';
import { themes } from '../survey-themes/survey-themes.table';
import { surveyTemplates, type TSurveyTemplateRow } from './survey-templates.table';

export type TTemplateInsert = typeof surveyTemplates.$inferInsert;
const live = isNull(surveyTemplates.deletedAt);
const withSurvey = { template: surveyTemplates, survey: surveys };

/**
 * The gallery: templates not deleted (active ones only unless drafts are asked for), in their order, with their
 * surveys; or, with deleted, the soft-deleted ones, the latest deleted first.
 */
export const listTemplates = (db: Db, f: { drafts: boolean; category?: TSurveyCategory; deleted: boolean }) =>
  db
    .select(withSurvey)
    .from(surveyTemplates)
    .innerJoin(surveys, eq(surveys.id, surveyTemplates.surveyId))
    .where(and(f.deleted ? isNotNull(surveyTemplates.deletedAt) : live, f.drafts ? undefined : eq(surveyTemplates.status, 'active'), f.category ? eq(surveys.category, f.category) : undefined))
    .orderBy(...(f.deleted ? [desc(surveyTemplates.deletedAt), desc(surveyTemplates.id)] : [asc(surveyTemplates.position), asc(surveyTemplates.id)]))
    .limit(TEMPLATES_MAX);

/** A template not deleted (with deleted 'allow': deleted or not), with its survey. */
export const findTemplate = async (db: Db, id: number, deleted: 'allow' | 'none' = 'none') =>
  (
    await db
      .select(withSurvey)
      .from(surveyTemplates)
      .innerJoin(surveys, eq(surveys.id, surveyTemplates.surveyId))
      .where(and(eq(surveyTemplates.id, id), deleted === 'allow' ? undefined : live))
      .limit(1)
  )[0];

/** A template not deleted by its survey's slug (unique among templates' surveys, which have no team). */
export const findTemplateBySlug = async (db: Db, slug: string) =>
  (
    await db
      .select(withSurvey)
      .from(surveyTemplates)
      .innerJoin(surveys, eq(surveys.id, surveyTemplates.surveyId))
      .where(and(eq(surveys.slug, slug), isNull(surveys.teamId), live))
      .limit(1)
  )[0];

export const insertTemplate = async (db: Db, values: TTemplateInsert) => (await db.insert(surveyTemplates).values(values).returning())[0] as TSurveyTemplateRow;

export const updateTemplate = async (db: Db, id: number, values: Partial<TTemplateInsert>) => (await db.update(surveyTemplates).set(values).where(eq(surveyTemplates.id, id)).returning())[0];

/**
 * The ids of the templates not deleted, their rows held until the transaction ends: creates and reorders of the
 * gallery go one at a time.
 */
export const lockTemplates = async (db: Db) => (await db.select({ id: surveyTemplates.id }).from(surveyTemplates).where(live).orderBy(asc(surveyTemplates.id)).for('update')).map((r) => r.id);

export const nextPosition = async (db: Db) =>
  (await db.select({ n: sql<number>`coalesce(max(${surveyTemplates.position}), 0)::int + 1` }).from(surveyTemplates).where(live))[0]?.n ?? 1;

export const countTemplates = async (db: Db) => (await db.select({ n: count() }).from(surveyTemplates).where(live))[0]?.n ?? 0;

/** New positions in one statement. */
export async function setPositions(db: Db, items: { id: number; order: number }[]) {
  const values = sql.join(
    items.map((i) => sql`(${i.id}::int, ${i.order}::int)`),
    sql`, `,
  );
  await db.execute(sql`update ${surveyTemplates} set position = v.o from (values ${values}) as v(id, o) where ${surveyTemplates.id} = v.id`);
}

/** Whether a gallery theme (no team, not deleted) has this id: the only themes a template may wear. */
export const galleryThemeExists = async (db: Db, id: number) =>
  (await db.select({ id: themes.id }).from(themes).where(and(eq(themes.id, id), isNull(themes.teamId), isNull(themes.deletedAt))).limit(1)).length > 0;
