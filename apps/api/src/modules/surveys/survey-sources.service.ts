/** A survey's sources (spec 2 §3, §9): link, social or campaign, each with its public address and counts. */
import { storedSource } from '@gifthub/shared/survey-rules';
import { SOURCES_MAX, type TSurveySource, type ZSourceForm, type ZSourceUpdate } from '@gifthub/shared/surveys';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TLinkDeps } from '../../lib/public-url';
import type { TTeamAccess } from '../teams/team-access';
import * as repo from './survey-sources.repository';
import { surveyOf } from './surveys.service';
import type { TSurveyRow, TSurveySourceRow } from './surveys.table';
import { surveyPublicUrl, toSourceView } from './surveys.views';

export type TSourceFormInput = z.output<typeof ZSourceForm>;
export type TSourceUpdateInput = z.output<typeof ZSourceUpdate>;

const SLUG_TAKEN = 'Slug is already taken.';

async function sourceViewOf(deps: TLinkDeps, access: TTeamAccess, survey: TSurveyRow, id: number): Promise<TSurveySource> {
  const row = (await repo.listSources(deps.db, survey.id, SOURCES_MAX)).find((s) => s.id === id);
  if (!row) throw AppError.notFound('Source');
  return toSourceView(row, surveyPublicUrl(deps.config.publicUrl, access.team.slug, survey.slug));
}

async function sourceOf(db: Db, access: TTeamAccess, surveyId: number, sourceId: number): Promise<{ survey: TSurveyRow; source: TSurveySourceRow }> {
  const survey = await surveyOf(db, access, surveyId);
  const source = await repo.findSource(db, survey.id, sourceId);
  if (!source) throw AppError.notFound('Source');
  return { survey, source };
}

/** GET …/sources: the survey's sources, or (deleted) the bin's. */
export async function listSurveySources(deps: TLinkDeps, access: TTeamAccess, surveyId: number, deleted = false): Promise<{ data: TSurveySource[] }> {
  const survey = await surveyOf(deps.db, access, surveyId);
  const url = surveyPublicUrl(deps.config.publicUrl, access.team.slug, survey.slug);
  return { data: (await repo.listSources(deps.db, survey.id, SOURCES_MAX, deleted)).map((s) => toSourceView(s, url)) };
}

/** DELETE …/sources/{id} moves a source to the bin (it takes no responses there), restore brings it back, as surveys'. */
export async function binSurveySource(deps: TLinkDeps, access: TTeamAccess, surveyId: number, sourceId: number, change: 'delete' | 'restore'): Promise<TSurveySource> {
  const survey = await surveyOf(deps.db, access, surveyId);
  const source = await repo.findSource(deps.db, survey.id, sourceId, change === 'restore');
  if (!source) throw AppError.notFound('Source');
  await repo.updateSource(deps.db, source.id, change === 'delete' ? { deletedAt: new Date(), active: false } : { deletedAt: null });
  const row = (await repo.listSources(deps.db, survey.id, SOURCES_MAX, change === 'delete')).find((s) => s.id === source.id)!;
  return toSourceView(row, surveyPublicUrl(deps.config.publicUrl, access.team.slug, survey.slug));
}

/** DELETE …/sources/{id}/permanent: only a source already in the bin. */
export async function deleteSurveySourceForGood(db: Db, access: TTeamAccess, surveyId: number, sourceId: number): Promise<{ ok: true }> {
  const survey = await surveyOf(db, access, surveyId);
  const source = await repo.findSource(db, survey.id, sourceId, true);
  if (!source) throw AppError.notFound('Source');
  await repo.deleteSource(db, source.id);
  return { ok: true };
}

async function checkSlug(db: Db, surveyId: number, slug: string, exceptId?: number) {
  // A slug of a source in the bin stays taken: the source may be restored.
  const hit = await repo.findSourceBySlug(db, surveyId, slug, true);
  if (hit && hit.id !== exceptId) throw AppError.field('slug', SLUG_TAKEN);
}

export async function createSurveySource(deps: TLinkDeps, access: TTeamAccess, surveyId: number, input: TSourceFormInput): Promise<TSurveySource> {
  const survey = await surveyOf(deps.db, access, surveyId);
  if ((await repo.countSources(deps.db, survey.id)) >= SOURCES_MAX) throw AppError.validation({ name: [`A survey can have at most ${SOURCES_MAX} sources.`] }, `A survey can have at most ${SOURCES_MAX} sources.`);
  await checkSlug(deps.db, survey.id, input.slug);
  const row = await repo.insertSource(deps.db, { surveyId: survey.id, name: input.name, slug: input.slug, active: input.active, ...storedSource(input.type) });
  return sourceViewOf(deps, access, survey, row.id);
}

/** PUT …/sources/{sourceId}: what changed; a change of active publishes or unpublishes the source. */
export async function updateSurveySource(deps: TLinkDeps, access: TTeamAccess, surveyId: number, sourceId: number, input: TSourceUpdateInput): Promise<TSurveySource> {
  const { survey, source } = await sourceOf(deps.db, access, surveyId, sourceId);
  if (input.slug !== undefined) await checkSlug(deps.db, survey.id, input.slug, source.id);
  await repo.updateSource(deps.db, source.id, { name: input.name, slug: input.slug, active: input.active, ...(input.type ? storedSource(input.type) : {}) });
  return sourceViewOf(deps, access, survey, source.id);
}

export async function setSurveySourceActive(deps: TLinkDeps, access: TTeamAccess, surveyId: number, sourceId: number, active: boolean): Promise<TSurveySource> {
  const { survey, source } = await sourceOf(deps.db, access, surveyId, sourceId);
  await repo.updateSource(deps.db, source.id, { active });
  return sourceViewOf(deps, access, survey, source.id);
}

/** The public page's source by slug (survey-responses): undefined when the survey has none of that slug. */
export const findSurveySource = (db: Db, surveyId: number, slug: string) => repo.findSourceBySlug(db, surveyId, slug);
