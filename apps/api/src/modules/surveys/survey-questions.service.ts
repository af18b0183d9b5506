/** A survey's questions (spec 2 §2, §5): the editor's settings, checked against the question's type, and their order. */
import { CHOICE_TYPES, OTHER_OPTION_TYPES } from '@gifthub/shared/survey-rules';
import { maxValueError, type TQuestion, type TReorder, type ZQuestionCreate, type ZQuestionUpdate } from '@gifthub/shared/surveys';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as repo from './survey-pages.repository';
import { lockSurvey } from './surveys.repository';
import { checkReorder, getSurveyPage, updateSurveyPage } from './survey-pages.service';
import type { TSurveyTarget } from './surveys.service';
import type { TSurveyQuestionRow } from './surveys.table';
import { toQuestionView } from './surveys.views';

export type TQuestionUpdateInput = z.output<typeof ZQuestionUpdate>;
export type TQuestionCreateInput = z.output<typeof ZQuestionCreate>;

export async function listSurveyQuestions(db: Db, { survey }: TSurveyTarget): Promise<TQuestion[]> {
  return (await repo.listQuestions(db, [survey.id])).map(toQuestionView);
}

/** Settings that do not fit the question's type: the max value's range, Other and options for choices only. */
function settingsError(q: Pick<TSurveyQuestionRow, 'type'>, input: TQuestionUpdateInput): { field: string; message: string } | null {
  const max = maxValueError(q.type, input.max_value);
  if (max) return { field: 'max_value', message: max };
  if (input.other_option && !OTHER_OPTION_TYPES.includes(q.type)) return { field: 'other_option', message: 'The Other option is only for single and multiple choice.' };
  if (input.options?.length && !CHOICE_TYPES.includes(q.type)) return { field: 'options', message: 'Options are only for choice and ranking questions.' };
  if (input.options && new Set(input.options.filter((o) => o !== '')).size !== input.options.filter((o) => o !== '').length)
    return { field: 'options', message: 'Each option may appear once.' };
  return null;
}

/** PUT …/questions/{questionId}: only what changed is sent. */
export async function updateSurveyQuestion(db: Db, { survey }: TSurveyTarget, questionId: number, input: TQuestionUpdateInput): Promise<TQuestion> {
  const q = await repo.findQuestion(db, survey.id, questionId);
  if (!q) throw AppError.notFound('Question');
  const problem = settingsError(q, input);
  if (problem) throw AppError.field(problem.field, problem.message);
  const updated = await repo.updateQuestion(db, q.id, {
    name: input.name,
    description: input.description,
    required: input.required,
    options: input.options,
    otherOption: input.other_option,
    vertical: input.vertical,
    startFromZero: input.start_from_zero,
    maxValue: input.max_value,
    minLabel: input.min_label,
    maxLabel: input.max_label,
    yesValue: input.yes_value,
    noValue: input.no_value,
    format: input.format,
    separator: input.separator,
    default: input.default,
  });
  return toQuestionView(updated ?? q);
}

/**
 * POST …/questions: a page holds one question, made with the page (createSurveyPage). Creating one sets the question of
 * the question page page_id: the page takes the question type (as the editor's type select does: the wording is kept,
 * the settings become the type's defaults), then the settings given (as the editor's saves do). One transaction, so a
 * refused setting changes nothing. A welcome, context or final page takes no question.
 */
export async function createSurveyQuestion(db: Db, target: TSurveyTarget, input: TQuestionCreateInput): Promise<TQuestion> {
  const { page_id: pageId, type, ...settings } = input;
  const page = await getSurveyPage(db, target, pageId);
  if (page.type !== 'question') throw AppError.field('page_id', 'A question goes on a question page.');
  const problem = settingsError({ type }, settings);
  if (problem) throw AppError.field(problem.field, problem.message);
  return db.transaction(async (tx) => {
    const updated = await updateSurveyPage(tx, target, page.id, { question_type: type });
    return updateSurveyQuestion(tx, target, updated.questions[0]!.id, settings);
  });
}

/**
 * PATCH …/questions: every question of the survey once with its new order. A page holds one question and a question's
 * order is its page's, so the question pages move into that order among themselves (static pages stay where they are).
 */
export async function reorderSurveyQuestions(db: Db, target: TSurveyTarget, items: TReorder): Promise<TQuestion[]> {
  const { survey } = target;
  await db.transaction(async (tx) => {
    await lockSurvey(tx, survey.id);
    const questions = await repo.listQuestions(tx, [survey.id]);
    checkReorder(items, questions.map((q) => q.id));
    const pageOfQuestion = new Map(questions.map((q) => [q.id, q.pageId]));
    const movedPages = items.toSorted((a, b) => a.order - b.order || a.id - b.id).map((i) => pageOfQuestion.get(i.id)!);
    const questionPages = new Set(movedPages);
    // The slots the question pages hold now, in page order, get the question pages in their new order.
    const slots = (await repo.listPages(tx, [survey.id])).filter((p) => questionPages.has(p.id)).map((p) => p.order);
    await repo.setOrders(tx, 'pages', survey.id, movedPages.map((id, i) => ({ id, order: slots[i]! })));
    await repo.renumberPages(tx, survey.id);
  });
  return listSurveyQuestions(db, target);
}
