import type { TAnswerValue } from '@gifthub/shared/survey-answers';
import {
  dropoutPercent,
  isAggregate,
  resultsTexts,
  TEXT_ANSWERS_PER_PAGE,
  type TQuestionResult,
  type TResultAnswer,
  type TSurveyResults,
  type TTextAnswer,
  type TTextAnswersPage,
} from '@gifthub/shared/survey-results';
import { OWN_LINK_SOURCE } from '@gifthub/shared/survey-responses';
import { ratePercent } from '@gifthub/shared/survey-rules';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { surveyOf } from '../surveys/surveys.service';
import type { TTeamAccess } from '../teams/team-access';
import * as repo from './survey-results.repository';

/**
 * The Results tab (spec 2 §2 Results, §3 result per question, §9 rates): per question its answers with counts and
 * percentages (a ranking's by points share), how many answered, its page's views and dropout rate, and a text
 * question's latest answers; the survey's engagement and completion rates. Read from the counts tables.
 */

/** The source query: undefined every source, 0 the survey's own link, else a source id. */
export const sourceIdOf = (source: string | undefined) => (source === undefined ? undefined : source === OWN_LINK_SOURCE ? 0 : Number(source));

/** What one report counts: the survey's figures and its questions', from the counts tables or a range of responses. */
export type TCounted = {
  figures: repo.TFigures;
  questions: repo.TQuestionCount[];
  options: repo.TOptionCount[];
  pages: repo.TPageCount[];
  text: repo.TTextAnswerRow[];
};

export type TResultQuestion = repo.TResultQuestionRow;

const textOf = (v: TAnswerValue) => (Array.isArray(v) ? v.join('; ') : String(v));
const isoOf = (at: Date | string) => new Date(at).toISOString();
export const textAnswerOf = (r: repo.TTextAnswerRow): TTextAnswer => ({ response_id: r.responseId, value: textOf(r.value), answered_at: isoOf(r.answeredAt) });

/** The answers a question offers before anyone answers: its options, its scale, yes and no. */
function offered(q: TResultQuestion): { value: string; label: string }[] {
  if (q.type === 'boolean') return [{ value: 'true', label: q.yesValue || 'Yes' }, { value: 'false', label: q.noValue || 'No' }];
  if (q.type === 'opinion-scale' || q.type === 'rating') {
    const from = q.type === 'rating' ? 1 : q.startFromZero ? 0 : 1;
    const to = q.maxValue ?? (q.type === 'rating' ? 5 : 10);
    return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => ({ value: String(from + i), label: String(from + i) }));
  }
  return [...new Set(q.options.filter((o) => o.trim() !== ''))].map((o) => ({ value: o, label: o }));
}

/** A question's answers: what it offers in its order, then any other value counted, then Other (free text, old options). */
export function answersOf(q: TResultQuestion, counts: repo.TOptionCount[], answered: number): TResultAnswer[] {
  const by = new Map(counts.map((c) => [c.answer, c]));
  const list = offered(q);
  const known = new Set(list.map((o) => o.value));
  for (const c of counts) if (c.answer !== null && !known.has(c.answer)) list.push({ value: c.answer, label: c.answer });
  if (by.has(null)) list.push({ value: '', label: resultsTexts.other });
  const ranking = q.type === 'ranking';
  const totalPoints = counts.reduce((sum, c) => sum + c.points, 0);
  return list.map((o) => {
    const c = by.get(o.value === '' ? null : o.value);
    const count = c?.count ?? 0;
    if (!ranking) return { ...o, count, percent: ratePercent(count, answered) };
    return { ...o, count, points: c?.points ?? 0, percent: ratePercent(c?.points ?? 0, totalPoints) };
  });
}

/** The report: the survey's rates and each question's result. */
export function buildResults(surveyId: number, source: string | undefined, questions: TResultQuestion[], c: TCounted): TSurveyResults {
  const answered = new Map(c.questions.map((x) => [x.questionId, x.answers]));
  const pages = new Map(c.pages.map((x) => [x.pageId, x]));
  const options = new Map<number, repo.TOptionCount[]>();
  for (const o of c.options) options.set(o.questionId, [...(options.get(o.questionId) ?? []), o]);
  const text = new Map<number, TTextAnswer[]>();
  for (const t of c.text) text.set(t.questionId, [...(text.get(t.questionId) ?? []), textAnswerOf(t)]);
  const f = c.figures;
  return {
    survey_id: surveyId,
    source: source ?? null,
    ...f,
    engagement_rate: ratePercent(f.started, f.views),
    completion_rate: ratePercent(f.complete, f.views),
    questions: questions.map((q): TQuestionResult => {
      const page = pages.get(q.pageId);
      const count = answered.get(q.id) ?? 0;
      const aggregate = isAggregate(q.type);
      return {
        id: q.id,
        name: q.name,
        page_id: q.pageId,
        page_name: q.pageName,
        page_icon: q.type,
        type: q.type,
        is_aggregate: aggregate,
        answers: aggregate ? answersOf(q, options.get(q.id) ?? [], count) : [],
        answers_count: count,
        views: page?.views ?? 0,
        dropout_rate: dropoutPercent(page?.exits ?? 0, page?.views ?? 0),
        text_answers: aggregate ? [] : (text.get(q.id) ?? []),
      };
    }),
  };
}

/** GET /teams/{teamId}/surveys/{id}/results?source= */
export async function getSurveyResults(db: Db, access: TTeamAccess, surveyId: number, source: string | undefined): Promise<TSurveyResults> {
  const survey = await surveyOf(db, access, surveyId);
  const sourceId = sourceIdOf(source);
  const [questions, figures, counted, options, pages, text] = await Promise.all([
    repo.resultQuestions(db, survey.id),
    repo.countedFigures(db, survey.id, sourceId),
    repo.countedQuestions(db, survey.id, sourceId),
    repo.countedOptions(db, survey.id, sourceId),
    repo.countedPages(db, survey.id, sourceId),
    repo.latestTextAnswers(db, survey.id, sourceId, TEXT_ANSWERS_PER_PAGE),
  ]);
  return buildResults(survey.id, source, questions, { figures, questions: counted, options, pages, text });
}

/** GET /teams/{teamId}/surveys/{id}/results/{questionId}/answers?page=&source=: a text question's answers, latest first. */
export async function getTextAnswers(db: Db, access: TTeamAccess, surveyId: number, questionId: number, q: { page: number; source?: string }): Promise<TTextAnswersPage> {
  const survey = await surveyOf(db, access, surveyId);
  const question = (await repo.resultQuestions(db, survey.id)).find((x) => x.id === questionId);
  if (!question) throw AppError.notFound('Question');
  const sourceId = sourceIdOf(q.source);
  const per = TEXT_ANSWERS_PER_PAGE;
  const [rows, counted] = await Promise.all([
    repo.textAnswersPage(db, survey.id, questionId, sourceId, (q.page - 1) * per, per),
    repo.countedQuestions(db, survey.id, sourceId),
  ]);
  const total = counted.find((c) => c.questionId === questionId)?.answers ?? 0;
  return { data: rows.map(textAnswerOf), meta: { total, per_page: per, current_page: q.page, last_page: Math.max(1, Math.ceil(total / per)) } };
}
