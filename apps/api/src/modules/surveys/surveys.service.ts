/**
 * A team's surveys (spec 2 §2, §3, §7; issue 13): the list with its figures, create (with a Welcome page), read,
 * settings, soft delete, restore, permanent delete, publish. Pages and questions are survey-pages.service, sources
 * survey-sources.service; the public page's lookup is at the end of this file (survey-responses calls it).
 */
import { pageMeta, type TPaged } from '@gifthub/shared/paging';
import { DEFAULT_STYLES, pageDefaults, surveySlug } from '@gifthub/shared/survey-rules';
import type { SURVEY_SORTS, TSurvey, TSurveyPage, ZSurveyCreate, ZSurveyListQuery, ZSurveyUpdate } from '@gifthub/shared/surveys';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TLinkDeps } from '../../lib/public-url';
import { checkSurveyTheme, themeStylesByIds } from '../survey-themes/survey-themes.service';
import type { TTeamAccess } from '../teams/team-access';
import * as pagesRepo from './survey-pages.repository';
import * as repo from './surveys.repository';
import type { TSurveyRow } from './surveys.table';
import { pagesBySurvey, toSurveyView } from './surveys.views';

export type TSurveyCreateInput = z.output<typeof ZSurveyCreate>;
export type TSurveyUpdateInput = z.output<typeof ZSurveyUpdate>;
export type TSurveyListInput = z.output<typeof ZSurveyListQuery>;

export const surveyNotFound = () => AppError.notFound('Survey');

/** The team's survey (another team's id answers 404); a deleted one only where the caller allows it. */
export async function surveyOf(db: Db, access: TTeamAccess, id: number, opts: { deleted?: 'allow' | 'only' } = {}): Promise<TSurveyRow> {
  const row = await repo.findSurvey(db, access.team.id, id);
  if (!row) throw surveyNotFound();
  if (row.deletedAt && !opts.deleted) throw surveyNotFound();
  if (!row.deletedAt && opts.deleted === 'only') throw AppError.conflict('Only a deleted survey can be removed for good.');
  return row;
}

/**
 * The survey a pages or questions call works on, resolved by its route: a team's (surveyTarget) or a template's
 * (survey-templates). userId: who acts (a campaign action invites with that member's rights).
 */
export type TSurveyTarget = { survey: TSurveyRow; userId: number };

/** A team's survey as the pages and questions calls take it (another team's id answers 404). */
export const surveyTarget = async (db: Db, access: TTeamAccess, id: number): Promise<TSurveyTarget> => ({ survey: await surveyOf(db, access, id), userId: access.userId });

/** Survey views with their figures (one grouped statement for all of them) and, when asked, their pages. */
export async function surveyViews(deps: TLinkDeps, teamSlug: string, rows: TSurveyRow[], withPages: boolean): Promise<TSurvey[]> {
  const ids = rows.map((r) => r.id);
  const [stats, counts, pages, questions, styles] = await Promise.all([
    repo.surveyStats(deps.db, ids),
    repo.questionCounts(deps.db, ids),
    withPages ? pagesRepo.listPages(deps.db, ids) : Promise.resolve([]),
    withPages ? pagesRepo.listQuestions(deps.db, ids) : Promise.resolve([]),
    themeStylesByIds(deps.db, rows.map((r) => r.themeId)),
  ]);
  const byId = withPages ? pagesBySurvey(pages, questions) : null;
  return rows.map((s) =>
    toSurveyView(s, { teamSlug, publicUrl: deps.config.publicUrl, stats: stats.get(s.id), questionsCount: counts.get(s.id) ?? 0, theme: (s.themeId && styles.get(s.themeId)) || DEFAULT_STYLES, pages: byId ? (byId.get(s.id) ?? []) : undefined }),
  );
}

export async function listSurveys(deps: TLinkDeps, access: TTeamAccess, q: TSurveyListInput): Promise<TPaged<TSurvey>> {
  const { rows, total } = await repo.listSurveys(deps.db, {
    teamId: access.team.id,
    deleted: q.deleted ?? false,
    category: q.category,
    sort: (q.sort ?? 'created_at') as (typeof SURVEY_SORTS)[number],
    direction: q.direction ?? 'desc',
    page: q.page,
    perPage: q.per_page,
  });
  return { data: await surveyViews(deps, access.team.slug, rows, q['get-pages'] ?? false), meta: pageMeta(total, q.page, q.per_page) };
}

export async function getSurvey(deps: TLinkDeps, access: TTeamAccess, id: number): Promise<TSurvey> {
  const row = await surveyOf(deps.db, access, id, { deleted: 'allow' });
  return (await surveyViews(deps, access.team.slug, [row], true))[0]!;
}

/** A slug made from a name, unique within the team (or among templates, teamId null): survey, survey-2, survey-3… */
export async function freeSlug(db: Db, teamId: number | null, name: string) {
  const base = surveySlug(name) || 'survey';
  let slug = base;
  for (let n = 2; await repo.slugTaken(db, teamId, slug); n++) slug = `${base.slice(0, 54)}-${n}`;
  return slug;
}

/** POST /teams/{teamId}/surveys: unpublished, with the Welcome page unless asked not to (from a template: survey-content.service). */
export async function createSurvey(db: Db, access: TTeamAccess, input: TSurveyCreateInput): Promise<{ id: number }> {
  const slug = await freeSlug(db, access.team.id, input.name);
  return db.transaction(async (tx) => {
    const survey = await repo.insertSurvey(tx, { teamId: access.team.id, name: input.name, slug, category: input.category, type: input.type, active: false });
    if (input.createWelcomePage) {
      const d = pageDefaults('welcome', null);
      await pagesRepo.insertPage(tx, { surveyId: survey.id, type: 'welcome', name: d.name, title: d.title, subtitle: d.subtitle, buttonText: d.button_text, pageLogicType: d.page_logic_type, order: 1 });
    }
    return { id: survey.id };
  });
}

export async function updateSurvey(deps: TLinkDeps, access: TTeamAccess, id: number, input: TSurveyUpdateInput): Promise<TSurvey> {
  const row = await surveyOf(deps.db, access, id);
  // One of the team's own active themes (the one it wears already stays allowed), or none.
  if (input.theme_id !== undefined && input.theme_id !== null && input.theme_id !== row.themeId) await checkSurveyTheme(deps.db, access.team.id, input.theme_id);
  const updated = await repo.updateSurvey(deps.db, row.id, { name: input.name, category: input.category, themeId: input.theme_id });
  return (await surveyViews(deps, access.team.slug, [updated ?? row], true))[0]!;
}

/** Publish, unpublish, delete (soft) and restore: one column each, answered with the survey. */
export async function setSurveyState(deps: TLinkDeps, access: TTeamAccess, id: number, change: 'publish' | 'unpublish' | 'delete' | 'restore'): Promise<TSurvey> {
  const row = await surveyOf(deps.db, access, id, change === 'restore' ? { deleted: 'only' } : {});
  const values =
    change === 'publish' ? { active: true } : change === 'unpublish' ? { active: false } : change === 'delete' ? { deletedAt: new Date(), active: false } : { deletedAt: null };
  const updated = await repo.updateSurvey(deps.db, row.id, values);
  return (await surveyViews(deps, access.team.slug, [updated ?? row], false))[0]!;
}

/** DELETE …/permanent: only a survey already in the bin; its responses go with it. */
export async function deleteSurveyForGood(db: Db, access: TTeamAccess, id: number): Promise<{ ok: true }> {
  const row = await surveyOf(db, access, id, { deleted: 'only' });
  await repo.deleteSurvey(db, row.id);
  return { ok: true };
}

// ---------------------------------------------------------------- the public page's lookup

export type TPublishedSurvey = {
  survey: TSurveyRow;
  team: { id: number; name: string; slug: string; logoPath: string | null };
  pages: TSurveyPage[];
};

/**
 * A published survey with its pages and questions, by the team's slug and its own; undefined when there is none,
 * it is unpublished or deleted. `includeDrafts`: the builder's preview of an unpublished survey.
 */
export async function findPublishedSurvey(db: Db, teamSlug: string, slug: string, includeDrafts = false): Promise<TPublishedSurvey | undefined> {
  const hit = await repo.findPublishedSurvey(db, teamSlug, slug, includeDrafts);
  if (!hit) return undefined;
  // Respondents see the published pages and questions outside the bin.
  const [pages, questions] = await Promise.all([pagesRepo.listPages(db, [hit.survey.id], 'public'), pagesRepo.listQuestions(db, [hit.survey.id], 'public')]);
  return { survey: hit.survey, team: hit.team, pages: pagesBySurvey(pages, questions).get(hit.survey.id) ?? [] };
}

/** The public calls' light lookup: the open survey and its team in one statement, without its pages. */
export const findOpenSurvey = (db: Db, teamSlug: string, slug: string) => repo.findPublishedSurvey(db, teamSlug, slug);

/** A question of the survey, with what the answer rules read; undefined for another survey's or none. */
export const findSurveyQuestion = (db: Db, surveyId: number, questionId: number) => pagesRepo.findQuestion(db, surveyId, questionId);

/** A page of the survey; undefined for another survey's or none. */
export const findSurveyPage = (db: Db, surveyId: number, pageId: number) => pagesRepo.findPage(db, surveyId, pageId);

/** A survey's pages with their questions, as the public page has them (the respondent's completion checks them). */
export async function surveyPagesOf(db: Db, surveyId: number): Promise<TSurveyPage[]> {
  const [pages, questions] = await Promise.all([pagesRepo.listPages(db, [surveyId], 'public'), pagesRepo.listQuestions(db, [surveyId], 'public')]);
  return pagesBySurvey(pages, questions).get(surveyId) ?? [];
}
