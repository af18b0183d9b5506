/**
 * Survey templates (spec 2 §2 Template gallery and editor, §3, §4, §6, §7; issue 14). Everyone signed in sees the
 * active templates; product admins (is_bb_admin) also see drafts and curate them. A template's name, slug, category,
 * theme, pages and questions are its survey's (a survey without a team, surveys/survey-content.service): the pages and
 * questions routes hand that survey to the surveys' own services. Activating copies it into a team as a new survey.
 */
import { ERROR_CODES } from '@gifthub/shared/errors';
import { texts } from '@gifthub/shared/messages';
import { TEMPLATE_NOT_DELETED, TEMPLATES_MAX, type TTemplate, type TTemplateReorder, type ZTemplateCreate, type ZTemplateListQuery, type ZTemplateUpdate } from '@gifthub/shared/survey-templates';
import type { TSurvey } from '@gifthub/shared/surveys';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { sqlState, UNIQUE_VIOLATION } from '../../db/sql-state';
import { AppError } from '../../lib/app-error';
import type { TLinkDeps } from '../../lib/public-url';
import { contentTarget, contentViews, copySurveyToTeam, createContentSurvey, deleteContentSurvey, updateContentSurvey } from '../surveys/survey-content.service';
import type { TSurveyTarget } from '../surveys/surveys.service';
import { requirePermission, requirePro, resolveTeamAccess } from '../teams/teams.service';
import * as repo from './survey-templates.repository';
import type { TSurveyTemplateRow } from './survey-templates.table';

export type TTemplateCreateInput = z.output<typeof ZTemplateCreate>;
export type TTemplateUpdateInput = z.output<typeof ZTemplateUpdate>;
export type TTemplateListInput = z.output<typeof ZTemplateListQuery>;
/** Who asks: product admins see drafts and may change templates. */
export type TViewer = { userId: number; isAdmin: boolean };

export const templateNotFound = () => AppError.notFound('Template');
const SLUG_ATTEMPTS = 3;

type THit = { template: TSurveyTemplateRow; survey: TSurveyTarget['survey'] };

/** A template the viewer may see: not deleted (unless `deleted` allows it), and active unless they are a product admin; else 404. */
async function templateOf(db: Db, viewer: TViewer, id: number, deleted: 'allow' | 'none' = 'none'): Promise<THit> {
  const hit = await repo.findTemplate(db, id, deleted);
  if (!hit || (!viewer.isAdmin && hit.template.status !== 'active')) throw templateNotFound();
  return hit;
}

/** A template that must be in the bin (restore, delete permanently): a live one answers 409. */
async function deletedTemplateOf(db: Db, viewer: TViewer, id: number): Promise<THit> {
  const hit = await templateOf(db, viewer, id, 'allow');
  if (!hit.template.deletedAt) throw AppError.conflict(TEMPLATE_NOT_DELETED);
  return hit;
}

/** The template's survey as the pages and questions services take it. */
export const templateTarget = async (db: Db, viewer: TViewer, id: number): Promise<TSurveyTarget> => contentTarget((await templateOf(db, viewer, id)).survey, viewer.userId);

const toView = (t: TSurveyTemplateRow, s: TSurvey): TTemplate => ({
  id: t.id,
  survey_id: s.id,
  name: s.name,
  slug: s.slug,
  category: s.category,
  description: t.description,
  image: t.image,
  status: t.status,
  position: t.position,
  theme_id: s.theme_id,
  theme: s.theme,
  questions_count: s.questions_count,
  created_at: t.createdAt.toISOString(),
  deleted: t.deletedAt !== null,
  ...(s.pages ? { pages: s.pages } : {}),
});

/** Views of several templates: their surveys' views in one go (pages when asked). */
async function views(deps: TLinkDeps, hits: THit[], withPages: boolean): Promise<TTemplate[]> {
  const surveys = await contentViews(
    deps,
    hits.map((h) => h.survey),
    withPages,
  );
  return hits.map((h, i) => toView(h.template, surveys[i]!));
}

export async function listTemplates(deps: TLinkDeps, viewer: TViewer, q: TTemplateListInput): Promise<{ data: TTemplate[] }> {
  if (q.deleted && !viewer.isAdmin) throw AppError.forbidden('Only product admins can see deleted templates.');
  const hits = await repo.listTemplates(deps.db, { drafts: viewer.isAdmin, category: q.category, deleted: q.deleted ?? false });
  return { data: await views(deps, hits, q['get-pages'] ?? false) };
}

export async function getTemplate(deps: TLinkDeps, viewer: TViewer, id: number): Promise<TTemplate> {
  return (await views(deps, [await templateOf(deps.db, viewer, id)], true))[0]!;
}

const templateView = async (deps: TLinkDeps, viewer: TViewer, id: number) => (await views(deps, [await templateOf(deps.db, viewer, id, 'allow')], false))[0]!;

export async function getTemplateBySlug(deps: TLinkDeps, viewer: TViewer, slug: string): Promise<TTemplate> {
  const hit = await repo.findTemplateBySlug(deps.db, slug);
  if (!hit || (!viewer.isAdmin && hit.template.status !== 'active')) throw templateNotFound();
  return (await views(deps, [hit], true))[0]!;
}

const tooMany = () => AppError.validation({ name: [`There can be at most ${TEMPLATES_MAX} templates.`] }, `There can be at most ${TEMPLATES_MAX} templates.`);

/** POST /templates (Create A New Template): a draft at the end of the gallery, its survey with a Welcome page. */
export async function createTemplate(db: Db, viewer: TViewer, input: TTemplateCreateInput): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const ids = await repo.lockTemplates(tx);
    if (ids.length >= TEMPLATES_MAX) throw tooMany();
    const survey = await createContentSurvey(tx, { name: input.name, category: input.category, createWelcomePage: input.createWelcomePage });
    const template = await repo.insertTemplate(tx, { surveyId: survey.id, description: input.description, status: 'draft', position: await repo.nextPosition(tx), createdBy: viewer.userId });
    return { id: template.id };
  });
}

/** PUT /templates/{id} (Template Settings, or the theme): a theme must be one of the gallery's. */
export async function updateTemplate(deps: TLinkDeps, viewer: TViewer, id: number, input: TTemplateUpdateInput): Promise<TTemplate> {
  const hit = await templateOf(deps.db, viewer, id);
  if (input.theme_id != null && !(await repo.galleryThemeExists(deps.db, input.theme_id))) throw AppError.field('theme_id', 'Theme not found.');
  await deps.db.transaction(async (tx) => {
    if (input.name !== undefined || input.category !== undefined || input.theme_id !== undefined)
      await updateContentSurvey(tx, hit.survey.id, { name: input.name, category: input.category, themeId: input.theme_id });
    if (input.description !== undefined || input.status !== undefined) await repo.updateTemplate(tx, hit.template.id, { description: input.description, status: input.status });
  });
  return getTemplate(deps, viewer, id);
}

/** DELETE /templates/{id}: a soft delete; the gallery no longer lists it. */
export async function deleteTemplate(db: Db, viewer: TViewer, id: number): Promise<{ ok: true }> {
  const hit = await templateOf(db, viewer, id);
  await repo.updateTemplate(db, hit.template.id, { deletedAt: new Date() });
  return { ok: true };
}

/**
 * POST /templates/{id}/restore: a deleted template back in the gallery at its end, in the status it had; refused when
 * the gallery is full. The gallery's rows are locked, as creates and reorders lock them.
 */
export async function restoreTemplate(deps: TLinkDeps, viewer: TViewer, id: number): Promise<TTemplate> {
  const hit = await deletedTemplateOf(deps.db, viewer, id);
  await deps.db.transaction(async (tx) => {
    if ((await repo.lockTemplates(tx)).length >= TEMPLATES_MAX) throw tooMany();
    await repo.updateTemplate(tx, hit.template.id, { deletedAt: null, position: await repo.nextPosition(tx) });
  });
  return templateView(deps, viewer, id);
}

/** DELETE /templates/{id}/permanent: only a deleted template; it goes with its survey, pages and questions. Surveys made from it stay. */
export async function deleteTemplateForGood(db: Db, viewer: TViewer, id: number): Promise<{ ok: true }> {
  const hit = await deletedTemplateOf(db, viewer, id);
  await deleteContentSurvey(db, hit.survey.id);
  return { ok: true };
}

/** PATCH /templates: every template of the gallery once (drafts too) with its new order; else 422 and nothing changes. */
export async function reorderTemplates(deps: TLinkDeps, viewer: TViewer, items: TTemplateReorder): Promise<{ data: TTemplate[] }> {
  await deps.db.transaction(async (tx) => {
    const ids = new Set(await repo.lockTemplates(tx));
    const foreign = items.some((i) => !ids.has(i.id));
    if (foreign || items.length !== ids.size) {
      const message = foreign ? 'The order names a template that does not exist.' : 'The order must list every template.';
      throw AppError.validation({ order: [message] }, message);
    }
    // Positions follow the order given; ties keep the list's order by id.
    await repo.setPositions(tx, items);
  });
  return listTemplates(deps, viewer, {});
}

/**
 * POST /templates/{id}/activate: with the rights of the surveys routes in that team (not the demo team, the admin
 * permission, the Pro plan), the template's survey copied in as a new unpublished survey; answers its id.
 */
export async function activateTemplate(deps: TLinkDeps, viewer: TViewer, id: number, teamId: number): Promise<{ id: number }> {
  const hit = await templateOf(deps.db, viewer, id);
  const access = await resolveTeamAccess(deps.db, teamId, { id: viewer.userId, isBbAdmin: viewer.isAdmin });
  if (access.isDemo) throw AppError.forbidden(texts.demoReadOnly, ERROR_CODES.demoReadOnly);
  requirePermission(access, 'admin');
  requirePro(access, 'surveys', deps.config.productName);
  // Two activations at once may pick the same free slug: the one that loses tries again with the next one.
  for (let attempt = 1; ; attempt++) {
    try {
      return await deps.db.transaction((tx) => copySurveyToTeam(tx, hit.survey, access.team.id));
    } catch (err) {
      if (sqlState(err) !== UNIQUE_VIOLATION || attempt >= SLUG_ATTEMPTS) throw err;
    }
  }
}
