/**
 * Surveys without a team: a template's content (spec 2 §3 Template; survey-templates keeps the template's own fields).
 * Their pages and questions are edited through survey-pages and survey-questions like any survey's; this file makes
 * and renames them, and copies one into a team when a template is activated.
 */
import { pageDefaults, type TLogicRule, type TLogicValue, type TSurveyCategory } from '@gifthub/shared/survey-rules';
import type { TSurvey } from '@gifthub/shared/surveys';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TLinkDeps } from '../../lib/public-url';
import * as pagesRepo from './survey-pages.repository';
import * as repo from './surveys.repository';
import type { TTeamAccess } from '../teams/team-access';
import { freeSlug, surveyViews, type TSurveyCreateInput, type TSurveyTarget } from './surveys.service';
import type { TSurveyPageRow, TSurveyRow } from './surveys.table';
import { logicValueOf } from './surveys.views';

/** A template's survey by id (never a team's); undefined when there is none. */
export async function findContentSurvey(db: Db, id: number): Promise<TSurveyRow | undefined> {
  const row = await repo.findSurveyById(db, id);
  return row && row.teamId === null ? row : undefined;
}

/** Removes a template's survey for good: its pages, questions and the template row go with it (foreign keys cascade). */
export async function deleteContentSurvey(db: Db, id: number): Promise<void> {
  const row = await findContentSurvey(db, id);
  if (!row) throw AppError.notFound('Template');
  await repo.deleteSurvey(db, row.id);
}

/** What the pages and questions calls take for a template's survey. */
export const contentTarget = (survey: TSurveyRow, userId: number): TSurveyTarget => {
  if (survey.teamId !== null) throw AppError.notFound('Template');
  return { survey, userId };
};

/** Views of teamless surveys (their styles and, when asked, pages): the same views a team's surveys get. */
export const contentViews = (deps: TLinkDeps, rows: TSurveyRow[], withPages: boolean): Promise<TSurvey[]> => surveyViews(deps, '', rows, withPages);

export type TContentCreate = { name: string; category: TSurveyCategory; createWelcomePage: boolean };

/** A new teamless survey (its slug unique among templates), with the Welcome page when asked. Run inside the caller's transaction. */
export async function createContentSurvey(tx: Db, input: TContentCreate): Promise<TSurveyRow> {
  const slug = await freeSlug(tx, null, input.name);
  const survey = await repo.insertSurvey(tx, { teamId: null, name: input.name, slug, category: input.category, active: false });
  if (input.createWelcomePage) {
    const d = pageDefaults('welcome', null);
    await pagesRepo.insertPage(tx, { surveyId: survey.id, type: 'welcome', name: d.name, title: d.title, subtitle: d.subtitle, buttonText: d.button_text, pageLogicType: d.page_logic_type, order: 1 });
  }
  return survey;
}

/** Name, category and theme of a teamless survey (undefined: unchanged). */
export async function updateContentSurvey(db: Db, id: number, values: { name?: string; category?: TSurveyCategory; themeId?: number | null }): Promise<TSurveyRow> {
  const row = await repo.updateSurvey(db, id, values);
  if (!row) throw AppError.notFound('Template');
  return row;
}

/** A page's logic value with the copied ids: a specific page's id, a campaign action's e-mail question (its campaign is the team's to choose). */
function copiedLogicValue(page: TSurveyPageRow, pageIds: Map<number, number>, questionIds: Map<number, number>): TLogicValue {
  const value = logicValueOf(page);
  if (page.pageLogicType === 'specific_page' && typeof value === 'string') {
    const to = pageIds.get(Number(value));
    return to === undefined ? null : String(to);
  }
  if (page.pageLogicType === 'campaign' && value && typeof value === 'object')
    return { campaign: null, email_question: value.email_question === null ? null : (questionIds.get(value.email_question) ?? null) };
  return value;
}

/** Rules naming the copied questions and pages; a rule whose question or page was not copied is left out. */
const copiedRules = (rules: TLogicRule[], pageIds: Map<number, number>, questionIds: Map<number, number>): TLogicRule[] =>
  rules.flatMap((r) => {
    const question = questionIds.get(r.question);
    const page = pageIds.get(r.page);
    return question === undefined || page === undefined ? [] : [{ ...r, question, page }];
  });

/**
 * Copies a survey into a team as a new unpublished survey (spec 2 §2: activating a template): its name (with a slug
 * free in the team), category and theme, its pages and questions with their settings, and its logic naming the copies.
 * Run inside the caller's transaction; answers the new survey's id.
 */
export async function copySurveyToTeam(tx: Db, from: TSurveyRow, teamId: number): Promise<{ id: number }> {
  const slug = await freeSlug(tx, teamId, from.name);
  const survey = await repo.insertSurvey(tx, { teamId, name: from.name, slug, category: from.category, type: from.type, themeId: from.themeId, active: false });
  const [pages, questions] = await Promise.all([pagesRepo.listPages(tx, [from.id]), pagesRepo.listQuestions(tx, [from.id])]);
  const newPages = await pagesRepo.insertPages(
    tx,
    pages.map(({ id: _id, createdAt: _at, logicSetBy: _by, ...p }) => ({ ...p, surveyId: survey.id, pageLogicValue: null, logicRules: [] })),
  );
  const pageIds = new Map(pages.map((p, i) => [p.id, newPages[i]!.id]));
  const newQuestions = await pagesRepo.insertQuestions(
    tx,
    questions.map(({ id: _id, createdAt: _at, ...q }) => ({ ...q, surveyId: survey.id, pageId: pageIds.get(q.pageId)! })),
  );
  const questionIds = new Map(questions.map((q, i) => [q.id, newQuestions[i]!.id]));
  // Logic names pages and questions by id: set once every copy has its own.
  for (const p of pages) {
    const value = copiedLogicValue(p, pageIds, questionIds);
    const rules = copiedRules(p.logicRules, pageIds, questionIds);
    if (value !== null || rules.length) await pagesRepo.updatePage(tx, pageIds.get(p.id)!, { pageLogicValue: value, logicRules: rules });
  }
  return { id: survey.id };
}

/**
 * POST /teams/{teamId}/surveys with template_id (spec 2 §7): the template copied in (as activating it does) under the
 * name and category given. Drafts only for product admins; another's or none: 404.
 */
export async function createSurveyFromTemplate(db: Db, access: TTeamAccess, input: TSurveyCreateInput & { template_id: number }): Promise<{ id: number }> {
  const from = await repo.findTemplateSurvey(db, input.template_id, access.role === 'bb_admin');
  if (!from) throw AppError.notFound('Template');
  return db.transaction((tx) => copySurveyToTeam(tx, { ...from, name: input.name, category: input.category }, access.team.id));
}
