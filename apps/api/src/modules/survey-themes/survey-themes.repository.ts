import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TSurveyStyles } from '@gifthub/shared/survey-rules';
import type { Db } from '../../db/client';
import { surveys } from '../surveys/surveys.table';
import { themeCategories, themes, type TThemeRow } from './survey-themes.table';

export type TThemeInsert = typeof themes.$inferInsert;
/** A theme with its category's name and how many of its team's surveys wear it. */
export type TThemeListRow = TThemeRow & { categoryName: string | null; surveysCount: number };

// Surveys not deleted that wear the theme (surveys_theme_idx); a gallery theme's copies are other rows, so it counts 0.
const surveysCount = sql<number>`(select count(*)::int from ${surveys} where ${surveys.themeId} = ${themes.id} and ${surveys.deletedAt} is null)`;
const listColumns = { theme: themes, categoryName: themeCategories.name, surveysCount };
const toListRow = (r: { theme: TThemeRow; categoryName: string | null; surveysCount: number }): TThemeListRow => ({ ...r.theme, categoryName: r.categoryName, surveysCount: r.surveysCount });

type TPage = { page: number; perPage: number };

/** Live themes, or the soft-deleted ones (the Deleted switch). */
const inBin = (deleted: boolean) => (deleted ? isNotNull(themes.deletedAt) : isNull(themes.deletedAt));

/** One page of a team's library, newest first (themes_team_created_idx), and how many match. */
export async function listTeamThemes(db: Db, f: TPage & { teamId: number; active?: boolean; deleted: boolean }) {
  const where = and(eq(themes.teamId, f.teamId), inBin(f.deleted), f.active === undefined ? undefined : eq(themes.active, f.active));
  const [rows, totals] = await Promise.all([
    db
      .select(listColumns)
      .from(themes)
      .leftJoin(themeCategories, eq(themeCategories.id, themes.categoryId))
      .where(where)
      .orderBy(desc(themes.createdAt), desc(themes.id))
      .limit(f.perPage)
      .offset((f.page - 1) * f.perPage),
    db.select({ n: count() }).from(themes).where(where),
  ]);
  return { rows: rows.map(toListRow), total: totals[0]?.n ?? 0 };
}

/** One page of the gallery (themes without a team; themes_gallery_idx), newest first. */
export async function listGalleryThemes(db: Db, f: TPage & { categoryId?: number; active?: boolean; deleted: boolean }) {
  const where = and(
    isNull(themes.teamId),
    inBin(f.deleted),
    f.categoryId === undefined ? undefined : eq(themes.categoryId, f.categoryId),
    f.active === undefined ? undefined : eq(themes.active, f.active),
  );
  const [rows, totals] = await Promise.all([
    db
      .select(listColumns)
      .from(themes)
      .leftJoin(themeCategories, eq(themeCategories.id, themes.categoryId))
      .where(where)
      .orderBy(desc(themes.id))
      .limit(f.perPage)
      .offset((f.page - 1) * f.perPage),
    db.select({ n: count() }).from(themes).where(where),
  ]);
  return { rows: rows.map(toListRow), total: totals[0]?.n ?? 0 };
}

/** A theme not deleted (or, with deleted 'allow', deleted or not), with its category's name and surveys count; undefined when there is none. */
export async function findTheme(db: Db, id: number, deleted: 'allow' | 'none' = 'none'): Promise<TThemeListRow | undefined> {
  const row = (
    await db
      .select(listColumns)
      .from(themes)
      .leftJoin(themeCategories, eq(themeCategories.id, themes.categoryId))
      .where(and(eq(themes.id, id), deleted === 'allow' ? undefined : isNull(themes.deletedAt)))
      .limit(1)
  )[0];
  return row ? toListRow(row) : undefined;
}

export const insertTheme = async (db: Db, values: TThemeInsert) => (await db.insert(themes).values(values).returning())[0] as TThemeRow;

export async function updateTheme(db: Db, id: number, values: Partial<TThemeInsert>) {
  const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length) await db.update(themes).set(set).where(eq(themes.id, id));
}

/** Removes a theme for good; surveys wearing it fall back to the defaults (surveys.theme_id: on delete set null). */
export const deleteTheme = (db: Db, id: number) => db.delete(themes).where(eq(themes.id, id));

/** The styles of several themes not deleted, by id (the surveys wearing them). */
export async function stylesOf(db: Db, ids: number[]): Promise<Map<number, TSurveyStyles>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: themes.id, styles: themes.styles })
    .from(themes)
    .where(and(inArray(themes.id, ids), isNull(themes.deletedAt)));
  return new Map(rows.map((r) => [r.id, r.styles]));
}

export const listCategories = (db: Db) => db.select({ id: themeCategories.id, name: themeCategories.name }).from(themeCategories).orderBy(themeCategories.name);
export const findCategory = async (db: Db, id: number) => (await db.select().from(themeCategories).where(eq(themeCategories.id, id)).limit(1))[0];

/** The category of this name (any case), made when there is none (theme_categories_name_uq keeps one per name). */
export async function categoryNamed(db: Db, name: string) {
  await db.insert(themeCategories).values({ name }).onConflictDoNothing();
  return (await db.select().from(themeCategories).where(sql`lower(${themeCategories.name}) = lower(${name})`).limit(1))[0]!;
}
