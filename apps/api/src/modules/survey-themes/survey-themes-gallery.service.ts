/**
 * The theme gallery (spec 2 §2 Themes, §4, §5, §6; issue 14): everyone signed in browses the published themes by
 * category and copies one into a team's library (activate); product admins (is_bb_admin) also see drafts, create
 * (name, description, a category or a new one's name), edit, publish, mark draft and delete.
 */
import { ERROR_CODES } from '@gifthub/shared/errors';
import { texts } from '@gifthub/shared/messages';
import { pageMeta, type TPaged } from '@gifthub/shared/paging';
import { DEFAULT_STYLES } from '@gifthub/shared/survey-rules';
import type { TTheme, TThemeCategory, ZGalleryListQuery, ZGalleryThemeCreate, ZGalleryThemeUpdate } from '@gifthub/shared/survey-themes';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { TDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { requirePermission, requirePro, resolveTeamAccess } from '../teams/teams.service';
import * as repo from './survey-themes.repository';
import { inBin, mergeStyles, themeNotFound } from './survey-themes.service';
import { toThemeView } from './survey-themes.views';

export type TGalleryCreateInput = z.output<typeof ZGalleryThemeCreate>;
export type TGalleryUpdateInput = z.output<typeof ZGalleryThemeUpdate>;
export type TGalleryListInput = z.output<typeof ZGalleryListQuery>;
/** Who browses: product admins see drafts. */
export type TGalleryViewer = { userId: number; isBbAdmin: boolean };

const DELETED_FOR_ADMINS = 'Only product admins can see deleted gallery themes.';

/** A gallery theme (no team); a draft only for admins, a deleted one only where `deleted` allows it; anything else 404. */
async function galleryTheme(db: Db, viewer: TGalleryViewer, id: number, deleted: 'allow' | 'none' = 'none') {
  const row = await repo.findTheme(db, id, deleted);
  if (!row || row.teamId !== null || (!row.active && !viewer.isBbAdmin)) throw themeNotFound();
  return row;
}

export async function listGallery(db: Db, viewer: TGalleryViewer, q: TGalleryListInput): Promise<TPaged<TTheme>> {
  // Others see published themes only, whatever they ask; the deleted ones are the admins' alone.
  if (q.deleted && !viewer.isBbAdmin) throw AppError.forbidden(DELETED_FOR_ADMINS);
  const active = viewer.isBbAdmin ? q.active : true;
  const { rows, total } = await repo.listGalleryThemes(db, { categoryId: q.category, active, deleted: q.deleted ?? false, page: q.page, perPage: q.per_page });
  return { data: rows.map(toThemeView), meta: pageMeta(total, q.page, q.per_page) };
}

export const getGalleryTheme = async (db: Db, viewer: TGalleryViewer, id: number): Promise<TTheme> => toThemeView(await galleryTheme(db, viewer, id));

export const listThemeCategories = async (db: Db): Promise<TThemeCategory[]> => repo.listCategories(db);

/** The category picked (it must exist) or the new one named (made once per name). */
async function categoryFor(db: Db, input: { category_id?: number | null; category_name?: string }): Promise<number | undefined> {
  if (input.category_id) {
    const found = await repo.findCategory(db, input.category_id);
    if (!found) throw AppError.field('category_id', 'Category not found.');
    return found.id;
  }
  if (input.category_name) return (await repo.categoryNamed(db, input.category_name)).id;
  return undefined;
}

/** POST /themes: a draft in the gallery with the default styles under any given. */
export async function createGalleryTheme(db: Db, viewer: TGalleryViewer, input: TGalleryCreateInput): Promise<TTheme> {
  const row = await db.transaction(async (tx) => {
    const categoryId = await categoryFor(tx, input);
    return repo.insertTheme(tx, {
      teamId: null,
      name: input.name,
      description: input.description,
      categoryId,
      active: false,
      styles: mergeStyles(DEFAULT_STYLES, input.styles),
      createdBy: viewer.userId,
    });
  });
  return getGalleryTheme(db, viewer, row.id);
}

export async function updateGalleryTheme(db: Db, viewer: TGalleryViewer, id: number, input: TGalleryUpdateInput): Promise<TTheme> {
  const row = await galleryTheme(db, viewer, id);
  await db.transaction(async (tx) => {
    const categoryId = await categoryFor(tx, input);
    await repo.updateTheme(tx, row.id, {
      name: input.name,
      description: input.description,
      categoryId,
      styles: input.styles ? mergeStyles(row.styles, input.styles) : undefined,
    });
  });
  return getGalleryTheme(db, viewer, row.id);
}

/** Publish (Active) or Mark Draft. */
export async function setGalleryPublished(db: Db, viewer: TGalleryViewer, id: number, published: boolean): Promise<TTheme> {
  const row = await galleryTheme(db, viewer, id);
  await repo.updateTheme(db, row.id, { active: published });
  return getGalleryTheme(db, viewer, row.id);
}

/** Soft delete: copies already in libraries stay. */
export async function deleteGalleryTheme(db: Db, viewer: TGalleryViewer, id: number): Promise<{ ok: true }> {
  const row = await galleryTheme(db, viewer, id);
  await repo.updateTheme(db, row.id, { deletedAt: new Date(), active: false });
  return { ok: true };
}

/** POST /themes/{id}/restore: a deleted gallery theme back as a draft (deleting unpublished it); publish it again to show it. */
export async function restoreGalleryTheme(db: Db, viewer: TGalleryViewer, id: number): Promise<TTheme> {
  const row = inBin(await galleryTheme(db, viewer, id, 'allow'));
  await repo.updateTheme(db, row.id, { deletedAt: null });
  return getGalleryTheme(db, viewer, row.id);
}

/** DELETE /themes/{id}/permanent: only a deleted gallery theme; templates wearing it fall back to the defaults, copies in libraries stay. */
export async function deleteGalleryThemeForGood(db: Db, viewer: TGalleryViewer, id: number): Promise<{ ok: true }> {
  const row = inBin(await galleryTheme(db, viewer, id, 'allow'));
  await repo.deleteTheme(db, row.id);
  return { ok: true };
}

/**
 * POST /themes/{id}/activate: copies a published gallery theme into the team's library, active (spec 2 §2). The
 * caller must manage the team's surveys (the surveys' admin permission and Pro plan); the demo team only reads.
 */
export async function activateGalleryTheme(deps: Pick<TDeps, 'db' | 'config'>, viewer: TGalleryViewer, id: number, teamId: number): Promise<TTheme> {
  const source = await repo.findTheme(deps.db, id);
  if (!source || source.teamId !== null || !source.active) throw themeNotFound();
  const access = await resolveTeamAccess(deps.db, teamId, { id: viewer.userId, isBbAdmin: viewer.isBbAdmin });
  if (access.isDemo) throw AppError.forbidden(texts.demoReadOnly, ERROR_CODES.demoReadOnly);
  requirePermission(access, 'admin');
  requirePro(access, 'surveys', deps.config.productName);
  const copy = await repo.insertTheme(deps.db, {
    teamId: access.team.id,
    name: source.name,
    description: source.description,
    categoryId: source.categoryId,
    active: true,
    styles: mergeStyles(source.styles, undefined),
    copiedFrom: source.id,
    createdBy: viewer.userId,
  });
  const row = await repo.findTheme(deps.db, copy.id);
  return toThemeView(row!);
}
