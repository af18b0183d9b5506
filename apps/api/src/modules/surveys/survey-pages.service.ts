/**
 * A survey's pages (spec 2 §2, §4): create with the type's defaults (a question page with its question), settings
 * and logic, a change of type (to a non-question type deletes its questions), duplicate, delete and reorder.
 * Every write runs in one transaction and leaves orders 1, 2, 3… with each question's order its page's.
 * The route resolves the survey (a team's, or a template's: survey-templates) and hands it over as a TSurveyTarget.
 */
import { LOGIC_BY_PAGE_TYPE, pageDefaults, questionDefaults, type TLogicType, type TLogicValue, type TQuestionSettings, type TQuestionType } from '@gifthub/shared/survey-rules';
import { SURVEY_PAGES_MAX, type TPageChoice, type TReorder, type TSurveyPage, type ZPageCreate, type ZPageUpdate } from '@gifthub/shared/surveys';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { checkPageLogic, type TSurveyShape } from './survey-page-logic.service';
import * as repo from './survey-pages.repository';
import { lockSurvey } from './surveys.repository';
import type { TSurveyTarget } from './surveys.service';
import type { TSurveyPageRow, TSurveyQuestionRow } from './surveys.table';
import { logicValueOf, pagesBySurvey, toPageView } from './surveys.views';

export type TPageCreateInput = z.output<typeof ZPageCreate>;
export type TPageUpdateInput = z.output<typeof ZPageUpdate>;

export const pageNotFound = () => AppError.notFound('Page');
const VALUE_LOGICS: readonly TLogicType[] = ['specific_page', 'external_url', 'campaign'];
const LOGIC_FIELDS = ['type', 'question_type', 'page_logic_type', 'page_logic_value', 'logic_rules', 'delete_all_questions'] as const;
const tooMany = () => AppError.validation({ type: [`A survey can have at most ${SURVEY_PAGES_MAX} pages.`] }, `A survey can have at most ${SURVEY_PAGES_MAX} pages.`);

/** A question's settings as stored, from the shared defaults. */
export const questionValues = (q: TQuestionSettings) => ({
  type: q.type,
  name: q.name,
  description: q.description,
  required: q.required,
  options: q.options,
  otherOption: q.other_option,
  vertical: q.vertical,
  startFromZero: q.start_from_zero,
  maxValue: q.max_value,
  minLabel: q.min_label,
  maxLabel: q.max_label,
  yesValue: q.yes_value,
  noValue: q.no_value,
  format: q.format,
  separator: q.separator,
});

async function pageView(db: Db, page: TSurveyPageRow): Promise<TSurveyPage> {
  return toPageView(page, await repo.pageQuestions(db, page.id));
}

export async function listSurveyPages(db: Db, { survey }: TSurveyTarget): Promise<TSurveyPage[]> {
  const [pages, questions] = await Promise.all([repo.listPages(db, [survey.id]), repo.listQuestions(db, [survey.id])]);
  return pagesBySurvey(pages, questions).get(survey.id) ?? [];
}

/** GET …/pages/select: each page's id, name and order, for a picker. */
export async function selectSurveyPages(db: Db, { survey }: TSurveyTarget): Promise<TPageChoice[]> {
  return (await repo.listPages(db, [survey.id])).toSorted((a, b) => a.order - b.order).map((p) => ({ id: p.id, name: p.name, order: p.order }));
}

async function pageOf(db: Db, { survey }: TSurveyTarget, pageId: number) {
  const page = await repo.findPage(db, survey.id, pageId);
  if (!page) throw pageNotFound();
  return { survey, page };
}

export async function getSurveyPage(db: Db, target: TSurveyTarget, pageId: number): Promise<TSurveyPage> {
  const { page } = await pageOf(db, target, pageId);
  return pageView(db, page);
}

/** POST …/pages: the type's defaults; after after_order (later pages move down) or last. */
export async function createSurveyPage(db: Db, { survey }: TSurveyTarget, input: TPageCreateInput): Promise<TSurveyPage> {
  const questionType = input.type === 'question' ? (input.question_type ?? 'short-text') : null;
  const d = pageDefaults(input.type, questionType);
  const page = await db.transaction(async (tx) => {
    await lockSurvey(tx, survey.id);
    const last = await repo.maxPageOrder(tx, survey.id);
    if ((await repo.listPages(tx, [survey.id])).length >= SURVEY_PAGES_MAX) throw tooMany();
    const order = input.after_order === undefined ? last + 1 : Math.min(input.after_order, last) + 1;
    await repo.shiftPagesAfter(tx, survey.id, order - 1);
    const row = await repo.insertPage(tx, {
      surveyId: survey.id,
      type: input.type,
      questionType,
      name: input.name ?? d.name,
      title: input.title ?? d.title,
      subtitle: input.subtitle ?? d.subtitle,
      buttonText: input.button_text ?? d.button_text,
      pageLogicType: d.page_logic_type,
      order,
    });
    if (d.question) await repo.insertQuestion(tx, { ...questionValues(d.question), pageId: row.id, surveyId: survey.id, order });
    await repo.renumberPages(tx, survey.id);
    return (await repo.findPage(tx, survey.id, row.id))!;
  });
  return pageView(db, page);
}

/** What the survey's logic may name: its pages, its questions with their types, its team. */
async function surveyShape(db: Db, surveyId: number, teamId: number | null): Promise<TSurveyShape> {
  const [pages, questions] = await Promise.all([repo.listPages(db, [surveyId]), repo.listQuestions(db, [surveyId])]);
  return { teamId, pageIds: new Set(pages.map((p) => p.id)), questionTypes: new Map(questions.map((q) => [q.id, q.type])) };
}

/** The page's logic after an update: a new type keeps its logic only when allowed; a new logic drops the old value. */
function nextLogic(page: TSurveyPageRow, input: TPageUpdateInput, type: TSurveyPageRow['type']): { logic: TLogicType; value: TLogicValue } {
  const allowed = LOGIC_BY_PAGE_TYPE[type];
  const logic = input.page_logic_type ?? (allowed.includes(page.pageLogicType) ? page.pageLogicType : allowed[0]!);
  const value = input.page_logic_value !== undefined ? input.page_logic_value : logic === page.pageLogicType ? logicValueOf(page) : null;
  // Next page, dynamic and hide keep no value.
  return { logic, value: VALUE_LOGICS.includes(logic) ? value : null };
}

/** The page's question after a change of type: deleted, created with the defaults, or given the new type's settings. */
async function syncQuestion(tx: Db, page: TSurveyPageRow, type: TSurveyPageRow['type'], questionType: TQuestionType | null, deleteAll: boolean) {
  const existing = await repo.pageQuestions(tx, page.id);
  if (type !== 'question' || deleteAll) {
    if (existing.length) await repo.deletePageQuestions(tx, page.id);
    if (type !== 'question') return;
  }
  const current: TSurveyQuestionRow | undefined = deleteAll ? undefined : existing[0];
  const qt = questionType ?? 'short-text';
  if (!current) {
    await repo.insertQuestion(tx, { ...questionValues(questionDefaults(qt)), pageId: page.id, surveyId: page.surveyId, order: page.order });
  } else if (current.type !== qt) {
    // A new question type keeps the wording and whether it is required; its settings are the new type's defaults.
    const d = questionValues(questionDefaults(qt));
    await repo.updateQuestion(tx, current.id, { ...d, name: current.name, description: current.description, required: current.required });
  }
}

/** PUT …/pages/{pageId}: settings, type and logic. */
export async function updateSurveyPage(db: Db, target: TSurveyTarget, pageId: number, input: TPageUpdateInput): Promise<TSurveyPage> {
  const { survey, page } = await pageOf(db, target, pageId);
  const type = input.type ?? page.type;
  const questionType = type === 'question' ? (input.question_type ?? (page.type === 'question' ? page.questionType : null) ?? 'short-text') : null;
  const { logic, value } = nextLogic(page, input, type);
  const rules = input.logic_rules ?? page.logicRules;
  const updated = await db.transaction(async (tx) => {
    await lockSurvey(tx, survey.id);
    await syncQuestion(tx, page, type, questionType, input.delete_all_questions === true);
    // Checked after the question changes, so the page's own question counts with its new type. Only when the type or
    // the logic changes: a title edit is never refused for a rule whose target page was deleted since.
    if (LOGIC_FIELDS.some((k) => input[k] !== undefined))
      await checkPageLogic(tx, await surveyShape(tx, survey.id, survey.teamId), { type, page_logic_type: logic, page_logic_value: value, logic_rules: rules });
    return repo.updatePage(tx, page.id, {
      name: input.name,
      title: input.title,
      subtitle: input.subtitle,
      displayTitle: input.display_title,
      buttonText: input.button_text,
      backgroundImage: input.background_image,
      type,
      questionType,
      pageLogicType: logic,
      pageLogicValue: value,
      logicRules: rules,
      // A campaign action invites with the rights of the member who set it.
      logicSetBy: logic === 'campaign' && LOGIC_FIELDS.some((k) => input[k] !== undefined) ? target.userId : undefined,
    });
  });
  return pageView(db, updated ?? page);
}

/** A page deleted for good at once (a template's; a team's survey moves its pages to the bin: survey-parts-bin). */
export async function deleteSurveyPage(db: Db, target: TSurveyTarget, pageId: number): Promise<{ ok: true }> {
  const { survey, page } = await pageOf(db, target, pageId);
  await db.transaction(async (tx) => {
    await lockSurvey(tx, survey.id);
    const questions = await repo.pageQuestions(tx, page.id);
    await repo.deletePage(tx, page.id);
    await repo.dropPageReferences(tx, survey.id, page.id, questions.map((q) => q.id));
    await repo.renumberPages(tx, survey.id);
  });
  return { ok: true };
}

/** POST …/pages/{pageId}/duplicate: a copy of the page and its question right after it. */
export async function duplicateSurveyPage(db: Db, target: TSurveyTarget, pageId: number): Promise<TSurveyPage> {
  const { survey, page } = await pageOf(db, target, pageId);
  const copy = await db.transaction(async (tx) => {
    await lockSurvey(tx, survey.id);
    if ((await repo.listPages(tx, [survey.id])).length >= SURVEY_PAGES_MAX) throw tooMany();
    await repo.shiftPagesAfter(tx, survey.id, page.order);
    const row = await repo.insertPage(tx, { ...page, id: undefined, createdAt: undefined, order: page.order + 1 });
    const questions = await repo.pageQuestions(tx, page.id);
    await repo.insertQuestions(
      tx,
      questions.map((q) => ({ ...q, id: undefined, createdAt: undefined, pageId: row.id, order: row.order })),
    );
    await repo.renumberPages(tx, survey.id);
    return (await repo.findPage(tx, survey.id, row.id))!;
  });
  return pageView(db, copy);
}

/** Every one of the survey's own ids once, and nothing else: else 422 and nothing changes. */
export function checkReorder(items: TReorder, own: number[]) {
  const ids = new Set(own);
  const foreign = items.filter((i) => !ids.has(i.id));
  if (foreign.length || items.length !== ids.size) {
    const message = foreign.length ? 'The order names an item this survey does not have.' : 'The order must list every item of this survey.';
    throw AppError.validation({ order: [message] }, message);
  }
}

/** PATCH …/pages: the pages' new order. */
export async function reorderSurveyPages(db: Db, target: TSurveyTarget, items: TReorder): Promise<TSurveyPage[]> {
  const { survey } = target;
  await db.transaction(async (tx) => {
    await lockSurvey(tx, survey.id);
    checkReorder(items, (await repo.listPages(tx, [survey.id])).map((p) => p.id));
    await repo.setOrders(tx, 'pages', survey.id, items);
    await repo.renumberPages(tx, survey.id);
  });
  return listSurveyPages(db, target);
}
