/**
 * A team's theme library (spec 2 §2 Themes, §3, §4, §5; issue 14): list (active only on asking), create, the
 * settings and the pickers' styles, activate and deactivate, soft delete. The styles a survey wears are read here
 * too (surveys and the public page), and which themes a team's survey may choose.
 */
import { pageMeta, type TPaged } from '@gifthub/shared/paging';
import { DEFAULT_STYLES, type TSurveyStyles } from '@gifthub/shared/survey-rules';
import { themeStyles, themeTexts, type TTheme, type ZThemeCreate, type ZThemeListQuery, type ZThemeUpdate } from '@gifthub/shared/survey-themes';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TTeamAccess } from '../teams/team-access';
import * as repo from './survey-themes.repository';
import { toThemeView } from './survey-themes.views';

export type TThemeCreateInput = z.output<typeof ZThemeCreate>;
export type TThemeUpdateInput = z.output<typeof ZThemeUpdate>;
export type TThemeListInput = z.output<typeof ZThemeListQuery>;

export const themeNotFound = () => AppError.notFound('Theme');

/** A theme that must be in the bin (restore, delete permanently): a live one answers 409. */
export function inBin<T extends { deletedAt: Date | null }>(row: T): T {
  if (!row.deletedAt) throw AppError.conflict(themeTexts.notDeleted);
  return row;
}

/** The team's own theme; another team's or a gallery theme answers 404, and a deleted one unless `deleted` allows it. */
async function ownTheme(db: Db, access: TTeamAccess, id: number, deleted: 'allow' | 'none' = 'none') {
  const row = await repo.findTheme(db, id, deleted);
  if (!row || row.teamId !== access.team.id) throw themeNotFound();
  return row;
}

/** Given styles over the stored ones: the pickers send only what changed. */
export const mergeStyles = (stored: TSurveyStyles | null | undefined, given: Partial<TSurveyStyles> | undefined): TSurveyStyles => themeStyles({ ...(stored ?? {}), ...(given ?? {}) });

export async function listThemes(db: Db, access: TTeamAccess, q: TThemeListInput): Promise<TPaged<TTheme>> {
  const { rows, total } = await repo.listTeamThemes(db, { teamId: access.team.id, active: q.active ? true : undefined, deleted: q.deleted ?? false, page: q.page, perPage: q.per_page });
  return { data: rows.map(toThemeView), meta: pageMeta(total, q.page, q.per_page) };
}

export const getTheme = async (db: Db, access: TTeamAccess, id: number): Promise<TTheme> => toThemeView(await ownTheme(db, access, id));

/** POST: an active theme in the team's library, with the default styles (spec 2 §9) under any given. */
export async function createTheme(db: Db, access: TTeamAccess, input: TThemeCreateInput): Promise<TTheme> {
  const row = await repo.insertTheme(db, {
    teamId: access.team.id,
    name: input.name,
    description: input.description ?? '',
    active: true,
    styles: mergeStyles(DEFAULT_STYLES, input.styles),
    createdBy: access.userId,
  });
  return getTheme(db, access, row.id);
}

export async function updateTheme(db: Db, access: TTeamAccess, id: number, input: TThemeUpdateInput): Promise<TTheme> {
  const row = await ownTheme(db, access, id);
  await repo.updateTheme(db, row.id, { name: input.name, description: input.description, styles: input.styles ? mergeStyles(row.styles, input.styles) : undefined });
  return getTheme(db, access, row.id);
}

/** Activate (publish) or deactivate (unpublish): an inactive theme stays in the library but is not offered to surveys. */
export async function setThemeActive(db: Db, access: TTeamAccess, id: number, active: boolean): Promise<TTheme> {
  const row = await ownTheme(db, access, id);
  await repo.updateTheme(db, row.id, { active });
  return getTheme(db, access, row.id);
}

/** Soft delete: surveys that wore it show the default styles. */
export async function deleteTheme(db: Db, access: TTeamAccess, id: number): Promise<{ ok: true }> {
  const row = await ownTheme(db, access, id);
  await repo.updateTheme(db, row.id, { deletedAt: new Date(), active: false });
  return { ok: true };
}

/** POST …/restore: a deleted theme back in the library, inactive until it is activated again (as deleting left it). */
export async function restoreTheme(db: Db, access: TTeamAccess, id: number): Promise<TTheme> {
  const row = inBin(await ownTheme(db, access, id, 'allow'));
  await repo.updateTheme(db, row.id, { deletedAt: null });
  return getTheme(db, access, row.id);
}

/** DELETE …/permanent: only a deleted theme; surveys that wore it keep the default styles for good. */
export async function deleteThemeForGood(db: Db, access: TTeamAccess, id: number): Promise<{ ok: true }> {
  const row = inBin(await ownTheme(db, access, id, 'allow'));
  await repo.deleteTheme(db, row.id);
  return { ok: true };
}

// ---------------------------------------------------------------- what surveys wear

/**
 * Which theme a team's survey may choose: one of the team's own active themes (a gallery theme is first activated,
 * which copies it into the library). Anything else is refused on the theme_id field, the same for every case.
 */
export async function checkSurveyTheme(db: Db, teamId: number, themeId: number): Promise<void> {
  const row = await repo.findTheme(db, themeId);
  if (!row || row.teamId !== teamId || !row.active) throw AppError.field('theme_id', themeTexts.notFound);
}

/** The styles of the surveys' themes by theme id; a survey without one (or whose theme was deleted) wears the defaults. */
export async function themeStylesByIds(db: Db, ids: (number | null)[]): Promise<Map<number, TSurveyStyles>> {
  const wanted = [...new Set(ids.filter((x): x is number => x !== null))];
  const found = await repo.stylesOf(db, wanted);
  return new Map([...found].map(([id, s]) => [id, themeStyles(s)]));
}

/** One survey's styles. */
export async function surveyStyles(db: Db, themeId: number | null): Promise<TSurveyStyles> {
  if (themeId === null) return DEFAULT_STYLES;
  return (await themeStylesByIds(db, [themeId])).get(themeId) ?? DEFAULT_STYLES;
}
