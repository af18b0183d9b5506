import type { TSurveyPage } from '@gifthub/shared/surveys';
import type { TNextStep } from '@gifthub/shared/survey-logic';
import { effectiveAnswer, pageQuestion, stepFrom, type TAnswers } from './survey-flow';
import { SurveyPage, type TSurveyPageProps } from './survey-page';

export type TSurveyViewProps = Omit<TSurveyPageProps, 'page' | 'answer' | 'onNext'> & {
  pages: TSurveyPage[];
  pageId: number;
  answers: TAnswers;
  /**
   * Next was pressed with a valid answer: where the page's logic leads with the answers so far (the page's own
   * answer included as it counts, a ranking left as shown too), for the caller to save and move.
   */
  onNavigate?: (step: TNextStep, answers: TAnswers, from: TSurveyPage) => void;
};

/** The survey's current page among its pages, with its answer and its logic: what the public page and the portal's preview show. */
export function SurveyView({ pages, pageId, answers, onNavigate, ...rest }: TSurveyViewProps) {
  const page = pages.find((p) => p.id === pageId);
  if (!page) return null;
  const question = pageQuestion(page);
  const next = () => {
    const all = question ? { ...answers, [question.id]: effectiveAnswer(question, answers[question.id]) } : answers;
    onNavigate?.(stepFrom(pages, page.id, all), all, page);
  };
  return <SurveyPage {...rest} page={page} answer={question ? answers[question.id] : undefined} onNext={next} />;
}
