import type { TQuestion, TSurveyPage } from '@gifthub/shared/surveys';
import { answerError, type TAnswerValue } from '@gifthub/shared/survey-answers';
import { firstPage, logicPage, nextStep, wayThrough, type TLogicPage } from '@gifthub/shared/survey-logic';

// What the survey renderer and its callers (the public page, the portal's preview) work out from a survey's pages
// and the answers so far. The rules themselves are shared (survey-answers, survey-logic); these only apply them.

/** Answers by question id, as the page keeps them. */
export type TAnswers = Record<number, TAnswerValue | undefined>;

/** A question page's question (one per page); other pages have none. */
export const pageQuestion = (page: Pick<TSurveyPage, 'type' | 'questions'>): TQuestion | null => (page.type === 'question' ? (page.questions[0] ?? null) : null);

/** The pages as the logic reads them. */
export const logicPages = (pages: TSurveyPage[]): TLogicPage[] => pages.map(logicPage);

/**
 * The answer a page stands for: what the respondent gave, or for a ranking not yet touched the order it shows (a
 * respondent who agrees with it just presses Next).
 */
export const effectiveAnswer = (question: TQuestion, answer: TAnswerValue | undefined): TAnswerValue | undefined =>
  answer === undefined && question.type === 'ranking' ? [...question.options] : answer;

/** Why the page's answer cannot go on (the spec's message), or null. */
export const answerProblem = (question: TQuestion | null, answer: TAnswerValue | undefined): string | null => (question ? answerError(question, effectiveAnswer(question, answer)) : null);

/** The starting page's id (order 1, else the first). */
export const startPageId = (pages: TSurveyPage[]): number | null => firstPage(pages)?.id ?? null;

/** Where Next leads from a page with these answers. */
export const stepFrom = (pages: TSurveyPage[], pageId: number, answers: TAnswers) => {
  const all = logicPages(pages);
  const current = all.find((p) => p.id === pageId);
  return current ? nextStep(all, current, answers) : ({ kind: 'complete' } as const);
};

/**
 * The pages a respondent walked through to reach `targetId` with these answers (the Go Back history when a response
 * is resumed), following the logic from the start; null when the logic does not lead there.
 */
export function pathTo(pages: TSurveyPage[], answers: TAnswers, targetId: number): number[] | null {
  return wayThrough(logicPages(pages), answers, targetId)?.slice(0, -1) ?? null;
}
